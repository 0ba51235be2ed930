/**
 * Salem 1692 game-log sentences, one per LOG_KEYS entry (shared/games/salem/types.ts), merged
 * under `salem.log`. Params arrive readable (renderer/src/games/salem/table/format.ts): seats
 * (`seat`, `target`, `to`, `from`, `holder`, the Matchmakers' `a`/`b`, a reveal's `by`) as names,
 * `seats` as a list of names, `card`/`removed` and Giles' and Parris' `a`/`b` as card names,
 * `character` and an offer's `a`/`b` as character names, `face` as the Tryal face, `index` counted
 * from 1, `cause` and the rescue's `by` as words, and `witch` as a verdict (`salem.verdict.*`).
 * `n` picks the plural. A line `to` one seat (drew, received, witchesAre, proposal, tieBreak) is
 * read by that seat only, so it speaks to them.
 */
import texts from './log.json';
import type { LogKey } from '../../../../../shared/games/salem/types';
import { localeTexts } from '../../../i18n/locale-texts';

export const salemLog = localeTexts<Record<LogKey, string>>()(texts.es, texts.en);
