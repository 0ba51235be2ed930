/**
 * Silentes game-log templates, keyed by the engine's log keys (shared/games/silentes/*.ts).
 * Params: `seat`/`subject`/`start` → player names, `card`/`cards` → card names,
 * `shelter` → shelter number, `suit` → zone name (the renderer formats them before interpolation).
 */
import texts from './log.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

export const silentesLog: { es: Record<string, string>; en: Record<string, string> } = sameKeysAsSpanish(texts);
