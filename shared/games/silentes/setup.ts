/** Preparación: split and shuffle the three decks, lay out the 2×4 map, deal 5 cards each. */
import { seedRng, shuffle } from '../../engine/rng';
import type { SeatState, SilentesOptions, SilentesState } from './types';
import { HAND_SIZE, huntCards, omenCards, provisionCards } from './cards';
import { MAP_SIZE } from './board';
import { advance } from './flow';
import { log } from './state';
import { checkedRulesVersion } from '../../engine/rules-version';
import { RULES_VERSION } from './rules-version';

function newSeat(name: string): SeatState {
  return { name, hand: [], discard: [], position: null, play: null, lastHideCard: null, noiseCaused: 0 };
}

export function setup(options: SilentesOptions, seed: string, rulesVersion?: number): SilentesState {
  let rng = seedRng(seed);
  let omens: string[], provisions: string[], hunt: string[];
  [omens, rng] = shuffle(omenCards(), rng);
  [provisions, rng] = shuffle(provisionCards(), rng);
  [hunt, rng] = shuffle(huntCards(), rng);
  const map = hunt.splice(0, MAP_SIZE);
  const seats: [SeatState, SeatState] = [newSeat(options.players[0]), newSeat(options.players[1])];
  for (const p of seats) p.hand = hunt.splice(0, HAND_SIZE);

  const s: SilentesState = {
    game: 'silentes',
    rulesVersion: checkedRulesVersion(rulesVersion, RULES_VERSION),
    rng,
    options: { players: [options.players[0], options.players[1]], openHands: options.openHands },
    seats,
    map,
    huntDeck: hunt,
    huntDiscard: [],
    provisionDeck: provisions,
    omenDeck: omens,
    omensRevealed: [],
    noise: 0,
    round: 0,
    startSeat: 0,
    stage: { s: 'placement' },
    pending: [],
    huntCard: null,
    huntCancelled: null,
    huntZones: [],
    effects: {
      priestess: false, devil: false, strengthRound: null, hangedRound: null, temperanceRound: null,
      moon: false, sun: false, lovers: false, hermit: false, handsRevealedRound: null,
    },
    barricades: [],
    removed: [],
    mirrors: [],
    daggers: [false, false],
    loversUsed: false,
    result: null,
    log: [],
    barrier: 0,
  };
  log(s, 'setup', { a: options.players[0], b: options.players[1] });
  advance(s);
  return s;
}
