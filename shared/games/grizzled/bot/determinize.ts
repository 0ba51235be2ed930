/**
 * The *Difícil* bot's determinizer (issue 24): a full GrizzledState built from ONE seat's view
 * only — never from the real state, which it is not given. What the seat sees is copied: its own
 * hand and tiles, the public table (No Man's Land, hard knocks, piles' sizes, hand and tile
 * counts, speech tokens, the decision, the log it may read). What it cannot see is dealt from a
 * PRNG seeded by the bot's own seed: the other hands, the order of the trials pile and of the
 * morale reserve, which unseen cards are out of the game, the others' support tiles. Cards the
 * log shows leaving the game for good (a speech discard, a heal, a charm, Merry Christmas, No
 * Man's Land after a success) are never dealt back. The seat's own view of the result equals
 * the view it was built from (tested).
 */
import type { Seat } from '../../../engine/contract';
import { seedRng, shuffle, type RngState } from '../../../engine/rng';
import type { ChaplainState, GrizzledState, GrizzledView, LogEntry, PlayerState, Stage } from '../types';
import { ALL_TILES, ALL_TRIALS, speechTokensFor, SPEECH_TOKENS_IN_BOX, tileKind } from '../cards';
import { RULES_VERSION } from '../rules-version';

/** Trial cards the log shows out of the game for good (a subset when the log was trimmed). */
export function knownOutOfGame(log: readonly LogEntry[]): Set<string> {
  const out = new Set<string>();
  let onTable: string[] = [];
  for (const e of log) {
    const card = typeof e.params.card === 'string' ? e.params.card : null;
    switch (e.key) {
      case 'missionStart':
      case 'missionFailure':
        onTable = [];
        break;
      case 'played':
        if (card) onTable.push(card);
        break;
      case 'missionSuccess':
        for (const c of onTable) out.add(c);
        onTable = [];
        break;
      case 'speechDiscard':
      case 'heal':
      case 'christmasPlayed':
      case 'charm':
        if (card) out.add(card);
        break;
      default:
        break;
    }
  }
  return out;
}

function stageOf(v: GrizzledView): Stage {
  const d = v.decision;
  switch (v.phase) {
    case 'withdrawal':
      return { s: 'withdrawal', seat: d!.seat, step: d!.t === 'forsake' ? 'forsake' : 'tile' };
    case 'speech': {
      if (d?.t !== 'speech') throw new Error('a speech stage without a speech decision');
      // Everyone still in after the speaker is asked in turn (G16): those from the current one on remain.
      const n = v.players.length;
      const queue: Seat[] = [];
      for (let step = 0; step < n; step++) {
        const seat = (d.seat + step) % n;
        if (seat === d.speaker) break;
        if (!v.players[seat].withdrawn) queue.push(seat);
      }
      return { s: 'speech', speaker: d.speaker, threat: d.threat, queue };
    }
    default:
      return { s: v.phase } as Stage;
  }
}

function take(pool: string[], n: number): string[] {
  if (n > pool.length) throw new Error(`determinize: ${n} cards wanted, ${pool.length} unseen`);
  return pool.splice(0, n);
}

/** A complete state the seat's view could have come from; `seed` decides everything unseen. */
export function determinize(v: GrizzledView, seat: Seat, seed: number | string): GrizzledState {
  const me = v.me;
  if (v.viewer !== seat || !me) throw new Error(`determinize needs seat ${seat}'s own view`);
  let rng: RngState = seedRng(`grizzled-det:${seed}`);

  // Trial cards: everything the seat cannot place is shuffled and dealt where cards are hidden.
  const seen = new Set<string>([...me.hand, ...v.nml, ...v.players.flatMap((p) => p.knocks)]);
  const out = [...knownOutOfGame(v.log)].filter((c) => !seen.has(c));
  for (const c of out) seen.add(c);
  let unseen = ALL_TRIALS.filter((c) => !seen.has(c));
  [unseen, rng] = shuffle(unseen, rng);
  const hands = v.players.map((p, i) => (i === seat ? me.hand.slice() : take(unseen, p.handCount)));
  const trials = take(unseen, v.trialsCount);
  const morale = take(unseen, v.moraleCount);
  const discarded = [...out, ...unseen];

  // Support tiles: at 2-3 participants the doubles stay in the box from the start (public rule).
  const participants = v.players.length + (v.chaplain ? 1 : 0);
  const mine = new Set<string>([...me.tiles, ...(me.played ? [me.played] : [])]);
  let tiles = ALL_TILES.filter((t) => !mine.has(t) && !(participants <= 3 && tileKind(t).length === 2));
  [tiles, rng] = shuffle(tiles, rng);
  const holderTiles = (count: number, placed: boolean): { tiles: string[]; played: string | null } => {
    const held = take(tiles, count);
    return { tiles: held, played: placed ? take(tiles, 1)[0] : null };
  };
  const players: PlayerState[] = v.players.map((p, i) => {
    const t = i === seat ? { tiles: me.tiles.slice(), played: me.played } : holderTiles(p.tileCount, p.tilePlaced);
    return {
      name: p.name, character: p.character, charmReady: p.charmReady, hand: hands[i], knocks: p.knocks.slice(),
      tiles: t.tiles, played: t.played, withdrawn: p.withdrawn, speech: p.speech,
    };
  });
  const chaplain: ChaplainState | null = v.chaplain ? holderTiles(v.chaplain.tileCount, v.chaplain.tilePlaced) : null;
  const tilesOut = ALL_TILES.filter((t) => !mine.has(t) && !players.some((p) => p.tiles.includes(t) || p.played === t)
    && !(chaplain && (chaplain.tiles.includes(t) || chaplain.played === t)));

  const stock = speechTokensFor(v.players.length);
  const held = v.players.reduce((sum, p) => sum + p.speech, 0);
  return {
    game: 'grizzled',
    rulesVersion: v.log.some((e) => e.key === 'speechPass') ? 1 : RULES_VERSION,
    rng,
    options: { players: v.players.map((p) => p.name), variant: v.variant, characters: v.players.map((p) => p.character) },
    players,
    chaplain,
    trials,
    morale,
    nml: v.nml.slice(),
    discarded,
    tilesOut,
    speechStock: v.speechStock,
    speechSpent: v.variant === 'twoPlayer' ? 0 : Math.max(0, stock - v.speechStock - held),
    speechBox: SPEECH_TOKENS_IN_BOX - stock,
    leader: v.leader,
    mission: v.mission,
    intensity: v.intensity,
    active: v.active,
    stage: stageOf(v),
    pending: v.decision ? [{ ...v.decision }] : [],
    support: v.support,
    result: v.result,
    log: v.log.slice(),
    barrier: 0,
  };
}
