/**
 * The log keys the flow modules write (setup, loop, placement, resolution, flow, final guess),
 * with their params, so the renderer's templates can cover every one. Public lines state
 * results only; private ones (written with `to: 0`) name a source for the mastermind.
 */

/** Lines every seat reads. */
export const PUBLIC_FLOW_LOG_KEYS = {
  /** A loop began (after the reset): `loop` of `loops`. */
  loopStarted: ['loop', 'loops'],
  /** The mastermind chose the Henchman's start (L10). */
  henchmanPlaced: ['location'],
  /** A new day began. */
  dayStarted: ['loop', 'day'],
  /** A face-down card was placed: `owner` is 'mastermind' or a hand index as text; never the card. */
  cardPlaced: ['owner', 'target'],
  /** Card resolution turned a card face up: `card` is its kind. */
  cardRevealed: ['owner', 'card', 'target'],
  /** Forbid Movement cancelled the movement on a character. */
  moveForbidden: ['character'],
  /** The combined move led into a forbidden location: the character stays. */
  moveBlocked: ['character', 'to'],
  /** A character moved. */
  moved: ['character', 'from', 'to'],
  /** Two or more Forbid Intrigue were played today: all void. */
  forbidIntrigueVoid: ['count'],
  /** A Forbid card cancelled this card on its target. */
  cardCancelled: ['card', 'target'],
  /** The leader declared a goodwill ability (said out loud); optional params as the use has them. */
  goodwillDeclared: ['character', 'ability', 'target?', 'sign?', 'day?', 'plot?', 'card?'],
  /** Today's scheduled incident did not occur. */
  noIncident: ['day', 'incident'],
  /** Step 8: the leader card passed to `hand`, held by `seat`. */
  leaderPassed: ['hand', 'seat'],
  /** A loop ended (before its result). */
  loopEnded: ['loop'],
  /** The protagonists lost this loop; never why (ES §5.7). */
  loopLost: ['loop'],
  /** Time Spiral answers (L15). */
  timeSpiralContinue: ['loop'],
  timeSpiralFinalGuess: ['loop'],
  /** The Final Guess began. */
  finalGuessStarted: [],
  /** A Final Guess answer: the mastermind says correct or incorrect. */
  guessRight: ['character', 'role'],
  guessWrong: ['character', 'role'],
  /** The game ended: `reason` is loopSurvived | finalGuessRight | allLoopsLost | finalGuessWrong. */
  protagonistsWin: ['reason'],
  mastermindWins: ['reason'],
} as const satisfies Record<string, readonly string[]>;

/** Lines only the mastermind reads. */
export const PRIVATE_FLOW_LOG_KEYS = {
  /** A Cultist ignored the Forbid Intrigue on this target (L19). */
  cultistIgnoredForbid: ['target'],
  /** A Time Traveler ignored Forbid Goodwill on itself. */
  timeTravelerIgnoredForbid: ['target'],
} as const satisfies Record<string, readonly string[]>;

export const FLOW_LOG_KEYS = [...Object.keys(PUBLIC_FLOW_LOG_KEYS), ...Object.keys(PRIVATE_FLOW_LOG_KEYS)] as const;
