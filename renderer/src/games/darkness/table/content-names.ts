/**
 * Names the table reads from Velada's own content (shared/games/darkness/content): a disc's
 * definition (the 50-disc set, a scenario's bosses, a numbered disc), a tile's and a scenario's
 * name in the table's language. A face-down disc the viewer does not know has no name here: the
 * view gives no `def` for it, and nothing below invents one.
 */
import { discById, scenarioById, tileById } from '../../../../../shared/games/darkness/content';
import type { DiscDef, NumberedDisc, ScenarioDef, Texts } from '../../../../../shared/games/darkness/content/types';
import type { Translator } from '../../../i18n/translator';

export type Lang = 'es' | 'en';

export const pick = (texts: Texts | undefined, lang: Lang): string => (texts ? texts[lang] : '');

export const langOf = (locale: string): Lang => (locale === 'en' ? 'en' : 'es');

export function scenarioOf(id: string): ScenarioDef | null {
  return scenarioById(id) ?? null;
}

/** A disc's definition: a boss of the scenario, or one of the set's discs; null for numbered discs. */
export function discDefOf(scenario: ScenarioDef | null, def: string | null): DiscDef | null {
  if (def === null || def.startsWith('numbered:')) return null;
  const boss = scenario?.bosses.find((b) => b.id === def);
  return boss ?? discById(def) ?? null;
}

/** A numbered disc (a part, a townsperson, a clue) of the scenario, from its `numbered:N` def. */
export function numberedOf(scenario: ScenarioDef | null, def: string | null): NumberedDisc | null {
  if (def === null || !def.startsWith('numbered:')) return null;
  const n = Number(def.slice('numbered:'.length));
  return scenario?.numbered.find((d) => d.n === n) ?? null;
}

/** What a disc is called at the table: its name when known, else "a face-down disc". */
export function discName(tr: Translator, lang: Lang, scenario: ScenarioDef | null, disc: { def: string | null; kind: string | null } | null): string {
  if (!disc || disc.def === null) return tr.t('darkness.table.disc.faceDown');
  const numbered = numberedOf(scenario, disc.def);
  if (numbered) return tr.t('darkness.table.disc.numbered', { n: numbered.n, name: pick(numbered.name, lang) });
  const def = discDefOf(scenario, disc.def);
  return def ? pick(def.name, lang) : disc.def;
}

export function tileName(lang: Lang, tileId: string): string {
  return pick(tileById(tileId)?.name, lang) || tileId;
}
