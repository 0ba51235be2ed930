/**
 * The Grizzled game-log templates, one per LOG_KEYS entry (shared/games/grizzled/types.ts).
 * Params arrive readable (renderer/src/grizzled/format.ts): seats (`seat`, `from`, `to`,
 * `owner`, `leader`) as names — the Chaplain included —, `card` as a card name, `tile` as a
 * tile name, `threat` as a threat name.
 */
import texts from './log.json';
import type { LogKey } from '../../../../../shared/games/grizzled/types';
import { localeTexts } from '../../../i18n/locale-texts';

export const grizzledLog = localeTexts<Record<LogKey, string>>()(texts.es, texts.en);
