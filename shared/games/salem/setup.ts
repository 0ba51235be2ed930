/**
 * Setup (B.5.1, 2nd edition): the Tryals dealt face down, the characters face up (or deal 2 keep
 * 1), the deck dealt 3 cards each with Conspiracy shuffled in afterwards and the Night at the
 * bottom, the Black Cat aside; then dawn (night.ts).
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import { seedRng, shuffle } from '../../engine/rng';
import type { CharacterId, Decision, SalemAction, SalemOptions, SalemPlayer, SalemState } from './types';
import { CHARACTER_IDS } from './types';
import { currentDecision, log, markBarrier, tryalFace, unplayed } from './state';
import { ALL_CARDS, tryalCounts, tryalIds } from './cards';
import { startDawn } from './night';
import { checkedRulesVersion } from '../../engine/rules-version';
import { RULES_VERSION } from './rules-version';
import { initTryalLimit } from './tryal-limit';

export const STARTING_HAND = 3;

/** Everything up to (not including) dawn: the state the dawn starts from. */
export function dealTable(options: SalemOptions, seed: string, rulesVersion?: number): SalemState {
  const n = options.players.length;
  let rng = seedRng(seed);
  const row = tryalCounts(n, options.variants.moreWitches);
  const ids = tryalIds(row);
  let tryals: string[];
  [tryals, rng] = shuffle(ids.dealt, rng);
  let characters: CharacterId[];
  if (options.characters) {
    if (options.characters.length !== n || new Set(options.characters).size !== n) throw new Error('salem: one different character per seat');
    characters = options.characters.slice();
  } else {
    [characters, rng] = shuffle(CHARACTER_IDS, rng);
  }
  const choosing = options.characterChoice && !options.characters;
  // Two different characters per seat from the 15: the box's rule keeps it to 7 players (parseOptions refuses more).
  if (choosing && 2 * n > CHARACTER_IDS.length) throw new Error('salem: deal 2 keep 1 is for 7 players or fewer');
  const players: SalemPlayer[] = options.players.map((name, seat) => ({
    name,
    // Deal 2 keep 1: the first of the two offered stands in until the player chooses.
    character: characters[choosing ? 2 * seat : seat]!,
    alive: true,
    // Dealt one at a time round the table; each row keeps the order its cards arrived in.
    tryals: tryals.filter((_, i) => i % n === seat).map((id) => ({ id, up: false })),
    hand: [],
    front: [],
    everWitch: false,
    knownWitches: [],
    used: { phips: 0, parris: 0, tituba: 0 },
  }));
  for (const p of players) p.everWitch = p.tryals.some((t) => tryalFace(t.id) === 'witch');

  let deck: string[];
  [deck, rng] = shuffle(ALL_CARDS.filter((c) => c !== 'night' && c !== 'conspiracy' && c !== 'black_cat'), rng);
  for (let round = 0; round < STARTING_HAND; round++) for (const p of players) p.hand.push(deck.shift()!);
  [deck, rng] = shuffle([...deck, 'conspiracy'], rng);
  deck.push('night');

  const s: SalemState = {
    game: 'salem',
    rulesVersion: checkedRulesVersion(rulesVersion, RULES_VERSION),
    rng,
    options,
    players,
    deck,
    discard: [],
    boxed: ids.boxed,
    catAside: true,
    witchCards: row.witch,
    ...unplayed(),
  };
  initTryalLimit(s);
  markBarrier(s);
  log(s, 'setup', { players: n, witches: row.witch, tryals: row.perPlayer });
  if (choosing) {
    // Seat 0 answers first: the stack's last entry is the current decision.
    for (let seat = n - 1; seat >= 0; seat--) s.pending.push({ t: 'character', seat, offer: [characters[2 * seat]!, characters[2 * seat + 1]!] });
    players.forEach((_, seat) => log(s, 'characterOffer', { seat, a: characters[2 * seat]!, b: characters[2 * seat + 1]! }));
  } else {
    players.forEach((p, seat) => log(s, 'character', { seat, character: p.character }));
  }
  return s;
}

export function setup(options: SalemOptions, seed: string, rulesVersion?: number): SalemState {
  const s = dealTable(options, seed, rulesVersion);
  if (s.pending.length === 0) startDawn(s);
  return s;
}

export function characterLegal(d: Extract<Decision, { t: 'character' }>): SalemAction[] {
  return d.offer.map((character: CharacterId) => ({ type: 'character', character }));
}

export function applyCharacter(s: SalemState, seat: Seat, a: Extract<SalemAction, { type: 'character' }>): RuleError | null {
  const d = currentDecision(s) as Extract<Decision, { t: 'character' }>;
  if (!d.offer.includes(a.character)) return ruleError('character_not_offered', 'Choose one of the two characters you were dealt', { character: a.character });
  s.pending.pop();
  s.players[seat]!.character = a.character;
  log(s, 'character', { seat, character: a.character });
  if (!s.pending.some((x) => x.t === 'character')) startDawn(s);
  return null;
}
