/**
 * Seeded Salem games for the rules-version-1 check (S65): bots in every seat, now and then a random
 * legal move or another card on a player who just lost a Tryal (so turns with several reveals on one
 * player, what S65 stops, come up). Played on the engine before S65 (commit 042038f) the games gave
 * the hashes in rules-v1-hashes.json; played here with `setup(options, seed, 1)` they must give the same. Only the module's contract, the state hash
 * and the seeded PRNG are used, which read the same at both commits. The same games under version 2
 * (seeds `v2-…`), played on the engine before rules version 3 (commit 9a8a62d: dawn and night passes
 * in seat order, S66), gave rules-v2-hashes.json.
 */
import type { Seat } from '../../engine/contract';
import { stateHash } from '../../engine/hash';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { salem } from './index';
import type { SalemVariants } from './types';

export interface SalemV1Game {
  seed: string;
  players: number;
  variant: keyof SalemVariants | 'none';
  steps: number;
  /** Reveals in the game, and turns in which one player lost two Tryals or more (what S65 stops). */
  reveals: number;
  doubleLossTurns: number;
  finalHash: string;
  /** stateHash of the list of every state's hash, setup's first. */
  hashes: string;
}

const NAMES = ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara', 'Tomás', 'Inés', 'Raúl', 'Eva', 'Iker', 'Lola', 'Nico'];
const VARIANTS = ['none', 'pointTwo', 'pietyDoubles', 'shortGame', 'moreWitches', 'hardConspiracy'] as const;
const MAX_STEPS = 20_000;

function optionsOf(players: number, variant: SalemV1Game['variant']) {
  const variants = { shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false };
  if (variant !== 'none') variants[variant] = true;
  return { players: NAMES.slice(0, players), characterChoice: false, hourglass: false, hourglassSeconds: 30, nightSeconds: 5, sounds: false, variants };
}

export function playSalemV1(players: number, variant: SalemV1Game['variant'], seed: string, version = 1): SalemV1Game {
  let state = salem.setup(optionsOf(players, variant), seed, version);
  let rng: RngState = seedRng(`salem-v1:${seed}`);
  const pick = (n: number): number => {
    const [i, next] = nextInt(rng, n);
    rng = next;
    return i;
  };
  const hashes = [stateHash(state)];
  let reveals = 0;
  let doubleLossTurns = 0;
  let lostThisTurn = new Map<number, number>();
  while (state.result === null && hashes.length <= MAX_STEPS) {
    const seat: Seat = salem.status(state).deciding[0]!;
    const legal = salem.legalActions(state, seat).filter((a) => a.type !== 'hourglass');
    // Now and then a move at random, or another card on a player who just lost a Tryal.
    const mode = pick(4);
    const pileOn = legal.filter((a) => a.type === 'play' && (lostThisTurn.has(a.target) || (a.to !== undefined && lostThisTurn.has(a.to))));
    const action =
      mode === 0 ? legal[pick(legal.length)]!
        : mode <= 2 && pileOn.length > 0 ? pileOn[pick(pileOn.length)]!
          : salem.bot(salem.view(state, { kind: 'seat', seat }), seat, legal, hashes.length);
    const applied = salem.apply(state, seat, action);
    if (!applied.ok) throw new Error(`${seed}: ${JSON.stringify(action)} refused: ${applied.error.code}`);
    for (const entry of applied.state.log.slice(state.log.length)) {
      if (entry.key === 'turn') lostThisTurn = new Map();
      if (entry.key === 'reveal' && entry.params.by !== undefined) {
        reveals += 1;
        const target = Number(entry.params.target);
        const n = (lostThisTurn.get(target) ?? 0) + 1;
        lostThisTurn.set(target, n);
        if (n === 2) doubleLossTurns += 1;
      }
    }
    state = applied.state;
    hashes.push(stateHash(state));
  }
  return { seed, players, variant, steps: hashes.length - 1, reveals, doubleLossTurns, finalHash: stateHash(state), hashes: stateHash(hashes) };
}

/** Every player count, each with a few seeds spread over the variants, under rules `version` (seeds `v<version>-…`). */
export function playAllSalemV1(seedsPerCount = 4, version = 1): SalemV1Game[] {
  const out: SalemV1Game[] = [];
  for (let players = 4; players <= 12; players++) {
    for (let i = 0; i < seedsPerCount; i++) out.push(playSalemV1(players, VARIANTS[(players + i) % VARIANTS.length]!, `v${version}-${players}-${i}`, version));
  }
  return out;
}
