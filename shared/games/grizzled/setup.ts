/**
 * Setup (digest A.5.1): Grizzled cards, three support tiles each, the 59 trials split into
 * the Trials pile and the Morale reserve, speech tokens by player count, the first leader.
 */
import { seedRng, shuffle, type RngState } from '../../engine/rng';
import type { CharacterId, GrizzledOptions, GrizzledState, PlayerState, Variant } from './types';
import { ALL_TILES, ALL_TRIALS, CHARACTERS, SPEECH_TOKENS_IN_BOX, speechTokensFor, tileKind } from './cards';
import { openPreparation } from './preparation';
import { checkedRulesVersion } from '../../engine/rules-version';
import { RULES_VERSION } from './rules-version';

export function trialsPileSize(variant: Variant): number {
  return variant === 'veteran' ? 30 : variant === 'twoPlayer' ? 20 : 25;
}

/**
 * Each participant gets one Left and one Right tile, then one more drawn at random from
 * the rest; with 2-3 participants the four double tiles stay in the box. Undealt tiles
 * go out of the game, so all 16 are always accounted for.
 */
function dealTiles(participants: number, rng: RngState): { hands: string[][]; out: string[]; rng: RngState } {
  const hands = Array.from({ length: participants }, (_, i) => [`L${i + 1}`, `R${i + 1}`]);
  const used = new Set(hands.flat());
  const doublesOut = participants <= 3;
  const rest = ALL_TILES.filter((t) => !used.has(t) && !(doublesOut && tileKind(t).length === 2));
  const [pool, next] = shuffle(rest, rng);
  hands.forEach((hand, i) => hand.push(pool[i]));
  const dealt = new Set(hands.flat());
  return { hands, out: ALL_TILES.filter((t) => !dealt.has(t)), rng: next };
}

function characterList(options: GrizzledOptions, rng: RngState): { list: CharacterId[]; rng: RngState } {
  if (options.characters) return { list: options.characters.slice(), rng };
  const [shuffled, next] = shuffle(CHARACTERS.map((c) => c.id), rng);
  return { list: shuffled.slice(0, options.players.length), rng: next };
}

export function setup(options: GrizzledOptions, seed: string, rulesVersion?: number): GrizzledState {
  let rng = seedRng(seed);
  const chaplain = options.variant === 'twoPlayer';
  const characters = characterList(options, rng);
  rng = characters.rng;
  const tiles = dealTiles(options.players.length + (chaplain ? 1 : 0), rng);
  rng = tiles.rng;
  const [deck, afterDeck] = shuffle(ALL_TRIALS, rng);
  rng = afterDeck;
  const pile = trialsPileSize(options.variant);
  const stock = speechTokensFor(options.players.length);
  const players: PlayerState[] = options.players.map((name, seat) => ({
    name,
    character: characters.list[seat],
    charmReady: true,
    hand: [],
    knocks: [],
    tiles: tiles.hands[seat],
    played: null,
    withdrawn: false,
    speech: 0,
  }));
  const state: GrizzledState = {
    game: 'grizzled',
    rulesVersion: checkedRulesVersion(rulesVersion, RULES_VERSION),
    rng,
    options,
    players,
    chaplain: chaplain ? { tiles: tiles.hands[options.players.length], played: null } : null,
    trials: deck.slice(0, pile),
    morale: deck.slice(pile),
    nml: [],
    discarded: [],
    tilesOut: tiles.out,
    speechStock: stock,
    speechSpent: 0,
    speechBox: SPEECH_TOKENS_IN_BOX - stock,
    // G3: the first seat entered leads the first mission.
    leader: 0,
    mission: 1,
    intensity: null,
    active: 0,
    stage: { s: 'preparation' },
    pending: [],
    support: null,
    result: null,
    log: [],
    barrier: 0,
  };
  openPreparation(state);
  return state;
}
