/**
 * Tragedy Looper texts, the game-log templates, one per engine log key (namespaces: log, logPart). Spanish first; English mirrors every key.
 *
 * Worded as the mastermind announces results (ES "lo que la mente maestra debe o no debe
 * revelar"): what happened, never why. `logPart` holds the pieces format.ts puts into params.
 */
import type { PRIVATE_FLOW_LOG_KEYS, PUBLIC_FLOW_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-flow';
import type { PRIVATE_EFFECT_LOG_KEYS, PUBLIC_EFFECT_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-effects';
import texts from './log.json';
import { localeTexts } from '../../../i18n/locale-texts';

export type LogKey =
  | keyof typeof PUBLIC_FLOW_LOG_KEYS
  | keyof typeof PRIVATE_FLOW_LOG_KEYS
  | keyof typeof PUBLIC_EFFECT_LOG_KEYS
  | keyof typeof PRIVATE_EFFECT_LOG_KEYS;

type LogTexts = { log: Record<LogKey, string>; logPart: typeof texts.es.logPart };

export const logTexts = localeTexts<LogTexts>()(texts.es, texts.en);
