/**
 * Every When Darkness Comes text, merged under `darkness.*` (over catalog.json) when the game
 * loads: the roll helper and the ladder's names (roll.json), the roster, the character sheet and
 * its ledger (sheet.json), the character wizard (wizard.json), the end-of-game wizard
 * (end-of-game.json), the campaigns, exports, imports and safety copies (campaigns.json), the
 * new-game screen (../new-game/i18n.ts) and the end screen's figures (stats.json, from
 * shared/games/darkness/game/stats.ts). The board game's table is beside them: its words
 * (`darkness.table.*`, ../table/i18n/es.json and en.json, with the two fate tables of the seed
 * under `fate`, where Spanish keeps the seed's names "¡Oh, idiota!" and "¡Yuju!") and every log
 * line the engine writes with the words its params are read with (`darkness.log.*`,
 * ../table/i18n/log.json, see log-format.ts; dice travel with the line and are drawn beside it).
 */
import roll from './roll.json';
import sheet from './sheet.json';
import wizard from './wizard.json';
import endOfGame from './end-of-game.json';
import campaigns from './campaigns.json';
import stats from './stats.json';
import { newGameTexts } from '../new-game/i18n';
import tableEs from '../table/i18n/es.json';
import tableEn from '../table/i18n/en.json';
import log from '../table/i18n/log.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

const parts = [
  sameKeysAsSpanish(roll),
  sameKeysAsSpanish(sheet),
  sameKeysAsSpanish(wizard),
  sameKeysAsSpanish(endOfGame),
  sameKeysAsSpanish(campaigns),
  sameKeysAsSpanish(newGameTexts),
  sameKeysAsSpanish(stats),
];
const table = sameKeysAsSpanish({ es: tableEs, en: tableEn });
const logTexts = sameKeysAsSpanish(log);

export const darknessEs: Record<string, unknown> = Object.assign({}, ...parts.map((part) => part.es));
export const darknessEn: Record<string, unknown> = Object.assign({}, ...parts.map((part) => part.en));

export const gameMessages = {
  es: { ...darknessEs, table: table.es, log: logTexts.es },
  en: { ...darknessEn, table: table.en, log: logTexts.en },
};
