/**
 * How well a bot seat plays (issue 24): *Fácil*, *Normal*, *Difícil*. Every level decides from
 * its own seat's view only; a level changes how hard the bot thinks, never what it may see.
 * A seat stored without a level (every game made before the levels) plays at `normal`.
 */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}
