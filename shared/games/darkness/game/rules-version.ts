/**
 * When Darkness Comes' rules versions for the board game (gated by `state.rulesVersion`, see
 * shared/engine/rules-version.ts):
 * 1 — the first engine.
 * 2 — closer to the seed (issue 20 §2, rulings D400–D407): a success without dice pays the disc's
 *     level, not the ladder's top; carrying past the limit asks for a Strength roll; a helper closes
 *     in on a fight 3 squares a round; 10 VP buy a skill point in play; entering a building costs no
 *     movement; "until/during your next turn" mean one thing everywhere; the movement roll (and its
 *     fate die) is made every turn unless the hero heals. Games begun under 1 keep playing by 1.
 * 3 — the doom clock by party size balanced from the bot games (issue 24, rulings D412–D414, clocks.ts):
 *     read once at setup; games begun under 1–2 keep the content's clock. With it, the objective by party
 *     size (rulings D416–D418, party-objectives.ts): Last Bus Out needs four of four on the edge, and for
 *     three heroes the bus comes in round 12; the Bell-Ringer takes 1 wound alone, 4 against four.
 */
export const RULES_VERSION = 3;

/** The first version that reads the seed as D400–D407 do. */
export const SEED_READING = 2;
