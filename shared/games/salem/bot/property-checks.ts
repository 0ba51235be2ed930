/**
 * The invariants the Salem property tests check after every action (properties.test.ts): every
 * card and Tryal accounted for once, living deciders (one, or in a version-3 pass those still to
 * answer it), and no view, legal list or new log line
 * of seat X holding a face-down Tryal, a hand or the night's choices of another seat unless the
 * rules revealed it. Plain throwing checks: `expect` would dominate the time over thousands of games.
 * The views and legal lists come through a `Probe`, so a test can plant a leak and see it caught.
 */
import type { Seat, Viewer } from '../../../engine/contract';
import { salem } from '../index';
import { ALL_CARDS } from '../cards';
import { tryalFace } from '../state';
import type { LogEntry, LogKey, SalemAction, SalemState, SalemView } from '../types';

export function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

export interface Probe {
  view(s: SalemState, viewer: Viewer): SalemView;
  legal(s: SalemState, seat: Seat): SalemAction[];
}

export const ENGINE: Probe = { view: (s, v) => salem.view(s, v), legal: (s, seat) => salem.legalActions(s, seat) };

const SORTED_CARDS = [...ALL_CARDS].sort();

/** Lines only a witch (or the one who received) may read. */
const WITCH_ONLY: ReadonlySet<LogKey> = new Set(['witchesAre', 'proposal', 'tieBreak']);
const ALWAYS_PRIVATE: ReadonlySet<LogKey> = new Set(['drew', 'received', 'receivedShuffled', 'witchesAre', 'proposal', 'tieBreak']);
/** Public lines that show cards of a hand because the rules show them (Giles' two Accusations, Parris' pick from the discard). */
const SHOWS_HAND_CARDS: ReadonlySet<LogKey> = new Set(['giles', 'parris']);

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function cardsOf(s: SalemState): string[] {
  const out = [...s.deck, ...s.discard];
  for (const p of s.players) out.push(...p.hand, ...p.front);
  if (s.catAside) out.push('black_cat');
  return out.sort();
}

export function tryalsOf(s: SalemState): string[] {
  return [...s.players.flatMap((p) => p.tryals.map((t) => t.id)), ...s.boxed].sort();
}

/** All 59 playing cards and the game's Tryals, each exactly once; the dead hold nothing; one living seat decides. */
export function conserved(s: SalemState, tryals: readonly string[]): void {
  const cards = cardsOf(s);
  check(sameList(cards, SORTED_CARDS), () => `playing cards not conserved: ${cards.length} ${JSON.stringify(cards)}`);
  const now = tryalsOf(s);
  check(sameList(now, tryals), () => `Tryals not conserved: ${JSON.stringify(now)} vs ${JSON.stringify(tryals)}`);
  s.players.forEach((p, seat) => {
    if (p.alive) check(p.tryals.some((t) => !t.up), () => `seat ${seat} lives with every Tryal face up`);
    else check(p.tryals.every((t) => t.up) && p.hand.length === 0 && p.front.length === 0, () => `dead seat ${seat} still holds cards or a face-down Tryal`);
  });
  const status = salem.status(s);
  if (s.result) {
    check(status.deciding.length === 0, () => `the game is over but ${JSON.stringify(status.deciding)} decide`);
    return;
  }
  const d = s.pending[s.pending.length - 1];
  check(d !== undefined && status.deciding[0] === d.seat, () => `deciding ${JSON.stringify(status.deciding)} for ${JSON.stringify(d)}`);
  for (const seat of status.deciding) check(s.players[seat]!.alive, () => `dead seat ${seat} is asked to decide (${d!.t})`);
  if (status.deciding.length > 1) {
    // Several at once only in a version-3 pass (S66): the seats still to answer it, in pass order.
    const night = s.night;
    check(d!.t === 'night' && s.rulesVersion >= 3 && night !== null && night.done !== undefined, () => `${JSON.stringify(status.deciding)} decide at once outside a version-3 pass`);
    const order = night!.order.filter((seat) => status.deciding.includes(seat));
    check(sameList(order, status.deciding) && status.deciding.every((seat) => !night!.done!.includes(seat)), () => `deciding ${JSON.stringify(status.deciding)} is not the pass's seats still to answer`);
  }
}

/** Everything in a view but who looks, their secrets and the log, as text. */
export function tableText(v: SalemView): string {
  const { me: _me, log: _log, viewer: _viewer, ...rest } = v;
  return JSON.stringify(rest);
}

function hidesHands(s: SalemState, text: string, except: Seat | null, what: string): void {
  s.players.forEach((p, seat) => {
    if (seat === except) return;
    for (const c of p.hand) check(!text.includes(`"${c}"`), () => `${what} shows ${c} from seat ${seat}'s hand`);
  });
}

/** The Night's place is public (the bottom, S56) and its id is also the phase's name. */
function hidesDeck(s: SalemState, text: string, what: string): void {
  for (const c of s.deck) if (c !== 'night') check(!text.includes(`"${c}"`), () => `${what} shows ${c}, face down in the deck`);
}

/** The public table: face-down Tryals as null, "was a witch" only for the announced dead, no hand or deck card. */
function publicHides(s: SalemState, pub: SalemView, text: string): void {
  check(pub.viewer === null && pub.me === null, () => 'the public view has a viewer or secrets');
  pub.players.forEach((pp, seat) => {
    const p = s.players[seat]!;
    check(pp.tryals.length === p.tryals.length, () => `seat ${seat}'s row has ${pp.tryals.length} Tryals in public`);
    p.tryals.forEach((t, i) => {
      const shown = pp.tryals[i];
      check(t.up ? shown === tryalFace(t.id) : shown === null, () => `seat ${seat}'s Tryal ${i} shows ${String(shown)} (${t.up ? 'up' : 'face down'})`);
    });
    const announced = !p.alive && !s.options.variants.silentDeaths;
    check(pp.wasWitch === (announced ? p.everWitch : null), () => `seat ${seat} wasWitch ${String(pp.wasWitch)} (alive ${p.alive})`);
    check(pp.handCount === p.hand.length, () => `seat ${seat} handCount ${pp.handCount}`);
  });
  check((pub.reveal !== null) === (s.result !== null), () => 'the teams are shown before the end (or not at it)');
  hidesHands(s, text, null, 'the public table');
  hidesDeck(s, text, 'the public table');
  check(pub.log.every((e) => e.to === undefined), () => 'the public view holds a private log line');
}

/** A public line that names a face names a Tryal that is face up now (or was just passed on face down by a Conspiracy). */
function newPublicLines(s: SalemState, lines: readonly LogEntry[]): void {
  const passed = lines.some((e) => e.key === 'conspiracyPass');
  for (const e of lines) {
    if (e.to !== undefined) continue;
    check(!ALWAYS_PRIVATE.has(e.key), () => `${e.key} went public: ${JSON.stringify(e)}`);
    if (e.key === 'wasWitch') check(!s.options.variants.silentDeaths, () => 'a silent death announced its team');
    const at = e.key === 'reveal' ? e.params.target : e.key === 'confess' ? e.params.seat : undefined;
    if (at !== undefined && !passed) {
      const t = s.players[Number(at)]!.tryals[Number(e.params.index)];
      check(t !== undefined && t.up && tryalFace(t.id) === e.params.face, () => `${e.key} names a Tryal that is not face up: ${JSON.stringify(e)}`);
    }
    if (!SHOWS_HAND_CARDS.has(e.key)) hidesHands(s, JSON.stringify(e), null, `public line ${e.key}`);
  }
}

function ownSecrets(s: SalemState, seat: Seat, v: SalemView): void {
  const p = s.players[seat]!;
  const me = v.me;
  check(v.viewer === seat && me !== null, () => `view of seat ${seat} has no secrets of its own`);
  check(sameList(me!.hand, p.hand), () => `seat ${seat} sees hand ${JSON.stringify(me!.hand)}, not its own`);
  check(me!.tryals.length === p.tryals.length && me!.tryals.every((t, i) => t.face === tryalFace(p.tryals[i]!.id) && t.up === p.tryals[i]!.up), () => `seat ${seat} sees Tryals that are not its own`);
  check(me!.witch === p.everWitch, () => `seat ${seat} is told witch=${me!.witch}`);
  check(me!.knownWitches.length === 0 || (p.everWitch && me!.knownWitches.every((w) => s.players[w]!.everWitch)), () => `seat ${seat} knows witches ${JSON.stringify(me!.knownWitches)}`);
  const d = s.pending[s.pending.length - 1];
  const holds = !s.result && d !== undefined && salem.status(s).deciding.includes(seat);
  check(me!.deck === null || (holds && d!.t === 'arrange'), () => `seat ${seat} sees the deck without arranging it`);
  check(me!.night === null || (holds && d!.t === 'night'), () => `seat ${seat} sees a night screen without holding the device`);
  if (me!.night && s.night) {
    const awake = s.night.witches.includes(seat);
    const screen = me!.night;
    const living = s.players.flatMap((pl, i) => (pl.alive ? [i] : []));
    const expected = screen.kind === 'night' && screen.pass === 2 ? 2 : 1;
    check(screen.prompts.length === expected, () => `seat ${seat}'s ${screen.kind} pass ${screen.pass} screen has ${screen.prompts.length} prompts`);
    screen.prompts.forEach((pr, i) => {
      // S2: the first prompt names any living player, the second anyone but oneself — whatever the role.
      const options = i === 0 ? living : living.filter((x) => x !== seat);
      check(sameList(pr.options, options), () => `seat ${seat}'s prompt ${i} offers ${JSON.stringify(pr.options)} (the same for every role: ${JSON.stringify(options)})`);
      check(awake || (pr.proposals.length === 0 && (pr.role === 'decoy' || pr.role === 'gavel')), () => `seat ${seat}, not awake, sees a ${pr.role} prompt with ${pr.proposals.length} proposals`);
      check(pr.proposals.every((x) => s.night!.witches.includes(x.seat)), () => `seat ${seat} sees a proposal by a non-witch`);
    });
    check(awake || screen.companions.length === 0, () => `seat ${seat}, not awake, is shown companions`);
  }
}

function legalHides(s: SalemState, seat: Seat, probe: Probe): void {
  const legal = probe.legal(s, seat);
  const d = s.pending[s.pending.length - 1];
  if (s.result || !d || !salem.status(s).deciding.includes(seat)) {
    check(legal.length === 0, () => `seat ${seat} has ${legal.length} legal actions while another decides`);
    return;
  }
  const text = JSON.stringify(legal);
  hidesHands(s, text, seat, `seat ${seat}'s legal list`);
  if (d.t !== 'arrange') hidesDeck(s, text, `seat ${seat}'s legal list`);
}

/**
 * Every view, legal list and new log line is honest. `fresh` are the log lines this step added.
 * Seat views are the public table plus exactly the seat's own secrets and lines.
 */
export function honestViews(s: SalemState, fresh: readonly LogEntry[], probe: Probe = ENGINE): void {
  const pub = probe.view(s, { kind: 'public' });
  const text = tableText(pub);
  publicHides(s, pub, text);
  newPublicLines(s, fresh);
  for (let seat = 0; seat < s.players.length; seat++) {
    const v = probe.view(s, { kind: 'seat', seat });
    check(tableText(v) === text, () => `view of seat ${seat} differs from the public table outside its own secrets`);
    ownSecrets(s, seat, v);
    const own = v.log.filter((e) => e.to !== undefined);
    check(own.every((e) => e.to === seat), () => `view of seat ${seat} holds another seat's private line`);
    check(v.log.length - own.length === pub.log.length, () => `view of seat ${seat} lost public lines`);
    const p = s.players[seat]!;
    for (const e of fresh) {
      if (e.to === seat && WITCH_ONLY.has(e.key)) check(p.everWitch, () => `seat ${seat}, never a witch, reads ${e.key}`);
    }
    legalHides(s, seat, probe);
  }
}

/** During one night, the public table changes only by who holds the device and "that seat had its screen". */
export function nightStaysDark(before: SalemState, after: SalemState, fresh: readonly LogEntry[], probe: Probe = ENGINE): void {
  if (!before.night || !after.night || before.night.kind !== after.night.kind || before.counts.nights !== after.counts.nights) return;
  const strip = (s: SalemState) => {
    const { decision: _d, ...rest } = JSON.parse(tableText(probe.view(s, { kind: 'public' }))) as Record<string, unknown>;
    return JSON.stringify(rest);
  };
  check(strip(before) === strip(after), () => 'the public table changed in the middle of a night');
  const seen = fresh.filter((e) => e.to === undefined).map((e) => e.key);
  check(seen.every((k) => k === 'nightAnswered'), () => `public lines in the middle of a night: ${seen.join(', ')}`);
}

/**
 * Undo is offered only when the step drew, shuffled, revealed and answered nothing secret. Tituba's
 * new order may be taken back: she has seen the deck already, and nobody else sees either order.
 */
export function undoIsSafe(before: SalemState, after: SalemState, fresh: readonly LogEntry[], action: SalemAction): void {
  const undoable = salem.undoable(before, after);
  check(undoable === (before.barrier === after.barrier && !after.result), () => 'undoable disagrees with the barrier');
  if (!undoable) return;
  const arranging = (s: SalemState) => s.pending[s.pending.length - 1]?.t === 'arrange';
  check(!arranging(after) || arranging(before), () => 'the step that showed Tituba the deck may be undone');
  const up = (s: SalemState) => s.players.map((p) => p.tryals.map((t) => `${t.id}:${t.up}`).join()).join('|');
  check(sameList(before.rng, after.rng), () => 'an undoable step used the random draw');
  const deck = action.type === 'arrange' ? (d: string[]) => d.slice().sort() : (d: string[]) => d;
  check(sameList(deck(before.deck), deck(after.deck)), () => 'an undoable step changed the deck');
  check(up(before) === up(after), () => 'an undoable step turned or moved a Tryal');
  check(fresh.every((e) => e.to === undefined && !['draw', 'drawBlack', 'reveal', 'nightAnswered', 'conspiracyPass'].includes(e.key)), () => `an undoable step logged ${fresh.map((e) => e.key).join(', ')}`);
}
