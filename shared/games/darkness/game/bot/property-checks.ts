/**
 * Plays one When Darkness Comes game with the property checks of properties.test.ts. Test support
 * only: it throws on the first broken property, with the scenario, seed and step in the message,
 * so a failing game can be replayed by hand.
 *
 * Every step: exactly one seat decides and has legal actions; every Health is within 0..max (0 =
 * dead); no listed purchase costs more VP than the hero has; every disc instance stays in one valid
 * zone and none disappears (only scenario-made items and event adversaries are added); the round
 * never passes the doom clock; the game ends within a step bound; replaying the recorded actions
 * from setup reaches the same state hash.
 * Deep (every `deep` steps): every hero seat's view, legal list and readable log hold no face-down
 * disc's identity it has not peeked; listed actions (a spread of up to 12) are accepted; samples of
 * unlisted actions are refused with a snake_case code and an error that leaks nothing; no tried
 * action changes its input.
 */
import type { Seat } from '../../../../engine/contract';
import { canonicalJson, stateHash } from '../../../../engine/hash';
import { ATTRIBUTES } from '../../characters';
import { scenarioById } from '../../content';
import { squareChar } from '../board';
import { darkness } from '../index';
import type { DarknessAction, DarknessOptions, DarknessState, DarknessView } from '../types';

export const MAX_STEPS = 20_000;

export type Pick = (s: DarknessState, seat: Seat, legal: DarknessAction[], step: number) => DarknessAction;

export interface CheckedGame {
  final: DarknessState;
  steps: number;
  refused: number;
}

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

/** VP a listed action spends (1.14): dice 2 each, re-rolls 1 a die, cancelling Oh Crap 3, a Failure disc 5. */
export function vpCost(a: DarknessAction): number {
  switch (a.type) {
    case 'roll':
      return a.vpDice * 2;
    case 'reroll':
      return a.dice.length;
    case 'rollMovement':
      return a.cancelOhCrap ? 3 : 0;
    case 'discardFailure':
      return 5;
    default:
      return 0;
  }
}

function checkBounds(s: DarknessState, legal: DarknessAction[], seat: Seat, where: string): void {
  for (const h of s.heroes) {
    if (!(h.health >= 0 && h.health <= h.maxHealth)) fail(where, `${h.name} health ${h.health} of ${h.maxHealth}`);
    if (h.alive !== h.health > 0) fail(where, `${h.name} alive=${h.alive} with health ${h.health}`);
  }
  const hero = s.heroes[seat];
  if (!hero) return;
  for (const a of legal) if (vpCost(a) > 0 && vpCost(a) > hero.vp) fail(where, `listed ${canonicalJson(a)} costs ${vpCost(a)} VP, the hero has ${hero.vp}`);
}

/** Discs that may join during play: the scenario's crafted items and its event adversaries. */
function addable(s: DarknessState): Set<string> {
  const sc = scenarioById(s.scenarioId)!;
  const out = new Set<string>(sc.actions.map((a) => a.makes));
  for (const e of sc.events) if (e.kind === 'adversaryJoins') out.add(e.adversary);
  return out;
}

function checkDiscs(before: DarknessState | null, s: DarknessState, where: string): void {
  const faceDownAt = new Set<string>();
  for (const d of Object.values(s.discs)) {
    const w = d.where;
    if (w.zone === 'board') {
      const c = squareChar(s, w.at);
      if (c === null) fail(where, `disc ${d.id} on ${w.at.x},${w.at.y} where no tile lies`);
      if (!w.faceUp) {
        const k = `${w.at.x},${w.at.y}`;
        if (faceDownAt.has(k)) fail(where, `two face-down discs on ${k}`);
        faceDownAt.add(k);
      }
    } else if (w.zone === 'held' || w.zone === 'underFigure') {
      if (!s.heroes[w.seat]) fail(where, `disc ${d.id} with seat ${w.seat} that is no hero`);
    }
  }
  if (!before) return;
  const may = addable(s);
  for (const id of Object.keys(before.discs)) if (!s.discs[id]) fail(where, `disc ${id} disappeared`);
  for (const id of Object.keys(s.discs)) {
    if (!before.discs[id] && !may.has(s.discs[id]!.def)) fail(where, `disc ${id} (${s.discs[id]!.def}) appeared`);
  }
}

/** The identities a hero seat may not know: face-down and waiting discs it has not peeked (A24). */
export function secretsOf(s: DarknessState, seat: Seat): Map<string, string> {
  const known = new Set(s.rules.A24 === 'public' ? Object.values(s.peeks).flat() : (s.peeks[seat] ?? []));
  const out = new Map<string, string>();
  for (const d of Object.values(s.discs)) {
    const hidden = (d.where.zone === 'board' && !d.where.faceUp) || d.where.zone === 'waiting';
    if (hidden && !known.has(d.id)) out.set(d.id, d.def);
  }
  return out;
}

const VOCABULARY = new Set<string>([...ATTRIBUTES]);

function leaksIn(text: string, secrets: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [id, def] of secrets) {
    // A def that is also a word of the game's vocabulary ('medicine') is checked in the structured places only.
    if (!VOCABULARY.has(def) && text.includes(`"${def}"`)) out.push(`${id} (${def})`);
  }
  return out;
}

/**
 * What each seat has ever legitimately known, by disc face (a reshuffle deals the faces anew over the
 * building's disc instances): faces once face up, held or named in a public log line (everyone saw
 * them; a reshuffle only hides where they went) and faces it once peeked. A log line may still name
 * those; the view's disc list may not put a name on a face-down disc unless the seat peeks it now.
 */
export class Knowledge {
  private readonly seen = new Set<string>();
  private readonly peeked = new Map<Seat, Set<string>>();
  private logRead = 0;

  private peek(seat: Seat, def: string): void {
    this.peeked.set(seat, (this.peeked.get(seat) ?? new Set<string>()).add(def));
  }

  learn(s: DarknessState): void {
    for (const d of Object.values(s.discs)) if (!((d.where.zone === 'board' && !d.where.faceUp) || d.where.zone === 'waiting')) this.seen.add(d.def);
    for (const [seat, ids] of Object.entries(s.peeks)) for (const id of ids) if (s.discs[id]) this.peek(Number(seat), s.discs[id]!.def);
    // A disc flipped and reshuffled within one action was face up only inside it: its log line told everyone.
    const defs = new Set(Object.values(s.discs).map((d) => d.def));
    for (const line of s.log.slice(Math.min(this.logRead, s.log.length))) {
      for (const v of Object.values(line.params)) {
        if (typeof v !== 'string' || !defs.has(v)) continue;
        if (!line.to) this.seen.add(v);
        else for (const seat of line.to) this.peek(seat, v);
      }
    }
    this.logRead = s.log.length;
  }

  /** Secrets no line of this seat's may name: never public, never peeked by it (or by anyone under A24 'public'). */
  neverKnown(s: DarknessState, seat: Seat): Map<string, string> {
    const out = new Map<string, string>();
    const publicPeeks = s.rules.A24 === 'public';
    for (const [id, def] of secretsOf(s, seat)) {
      if (this.seen.has(def)) continue;
      const peeked = publicPeeks ? [...this.peeked.values()].some((set) => set.has(def)) : this.peeked.get(seat)?.has(def);
      if (!peeked) out.set(id, def);
    }
    return out;
  }
}

function scanView(s: DarknessState, seat: Seat, view: DarknessView, legal: DarknessAction[], knowledge: Knowledge, where: string): void {
  const now = secretsOf(s, seat);
  const found: string[] = [];
  // A face-down disc is named in a view by its square (D244): find the real one there.
  const downAt = new Map<string, string>();
  for (const d of Object.values(s.discs)) if (d.where.zone === 'board' && !d.where.faceUp) downAt.set(`${d.where.at.x},${d.where.at.y}`, d.id);
  for (const d of view.discs) {
    if (d.def === null && d.kind === null) continue;
    const real = d.where.zone === 'board' && !d.where.faceUp ? downAt.get(`${d.where.at.x},${d.where.at.y}`) : d.id;
    if ((real !== undefined && now.has(real)) || (d.where.zone === 'board' && !d.where.faceUp && real === undefined)) found.push(`${d.id} shows ${d.def}/${d.kind}`);
    else if (real !== undefined && s.discs[real] && s.discs[real]!.def !== d.def) found.push(`${d.id} shows ${d.def}, it is ${s.discs[real]!.def}`);
  }
  const secrets = knowledge.neverKnown(s, seat);
  const defs = new Set(secrets.values());
  for (const line of view.log) for (const v of Object.values(line.params)) if (typeof v === 'string' && defs.has(v)) found.push(`log ${line.key} names ${v}`);
  if (view.master !== null) found.push('the Master\'s stack');
  found.push(...leaksIn(JSON.stringify(view), secrets), ...leaksIn(JSON.stringify(legal), secrets));
  if (found.length > 0) fail(where, `seat ${seat} sees ${found.join('; ')}`);
}

/** Wrong answers to any decision: other seats, other decisions, bad targets and choices. */
export function illegalSamples(s: DarknessState, seat: Seat): { seat: Seat; action: DarknessAction }[] {
  const others = s.heroes.map((h) => h.seat).filter((x) => x !== seat);
  const roll = { type: 'roll' as const, skill: null, items: [], ally: null, helpers: [] };
  return [
    ...others.map((other) => ({ seat: other, action: { type: 'endTurn' } as DarknessAction })),
    ...([
      { type: 'endTurn' }, { type: 'moveTo', x: 999, y: 999 }, { type: 'flipDisc' }, { type: 'keep' }, { type: 'reroll', dice: [0, 1, 2, 3] },
      { ...roll, skill: 'no_such_skill', vpDice: 0 }, { ...roll, vpDice: 99 }, { type: 'fateChoice', option: 99 }, { type: 'absorb', option: 99 },
      { type: 'assist', accept: true }, { type: 'openDoor', door: '999,999', method: 'lockpick' }, { type: 'pickUp', disc: 'no_such_disc' },
      { type: 'give', disc: 'd1', to: 99 }, { type: 'scenarioAction', action: 'no_such_action' }, { type: 'masterDone' }, { type: 'healOther', target: seat },
      { type: 'explore', side: 'N' }, { type: 'rollMovement', cancelOhCrap: true }, { type: 'combatChoice', choice: 'retreat' },
      { type: 'securityApproach', how: 'fight' }, { type: 'discardFailure' }, { type: 'takeFrom', target: others[0] ?? 0, disc: 'd1' }, { type: 'perception' },
      { type: 'healSelf' }, { type: 'raiseCarry' }, { type: 'invite', seats: [99] }, { type: 'orientTile', rotation: 3 },
    ] as DarknessAction[]).map((action) => ({ seat, action })),
  ];
}

/** Up to 12 listed actions spread over the list (a move lists every reachable square: all would dominate the run). */
function spread<T>(items: readonly T[]): T[] {
  if (items.length <= 12) return items.slice();
  return Array.from({ length: 12 }, (_, i) => items[Math.floor((i * (items.length - 1)) / 11)]!);
}

function checkLegalMatchesApply(s: DarknessState, seat: Seat, legal: DarknessAction[], knowledge: Knowledge, where: string): number {
  const before = stateHash(s);
  const listed = new Set(legal.map((a) => canonicalJson(a)));
  for (const a of spread(legal)) if (!darkness.apply(s, seat, a).ok) fail(where, `listed action refused ${canonicalJson(a)}`);
  let refused = 0;
  for (const bad of illegalSamples(s, seat)) {
    const r = darkness.apply(s, bad.seat, bad.action);
    const isListed = bad.seat === seat && listed.has(canonicalJson(bad.action));
    if (r.ok !== isListed) fail(where, `seat ${bad.seat} ${canonicalJson(bad.action)} accepted=${r.ok}, listed=${isListed}`);
    if (r.ok) continue;
    refused++;
    if (!/^[a-z]+(_[a-z0-9]+)*$/.test(r.error.code)) fail(where, `error code ${r.error.code} is not snake_case`);
    if (s.heroes[bad.seat]) {
      const leaked = leaksIn(JSON.stringify(r.error), knowledge.neverKnown(s, bad.seat));
      if (leaked.length > 0) fail(where, `error ${r.error.code} leaks ${leaked.join('; ')}`);
    }
  }
  if (stateHash(s) !== before) fail(where, 'a tried action changed the state');
  return refused;
}

/** `deep`: every how many steps the deep checks run (1 = every step), or 0 for none. */
export function playChecked(options: DarknessOptions, seed: string, pick: Pick, deep: number): CheckedGame {
  let s = darkness.setup(options, seed);
  // The clock in play (D318: it may depend on the party size), not the scenario's base clock.
  const inPlay = s.scenario.doomClock;
  const clock = typeof inPlay === 'number' ? inPlay : null;
  const steps: { seat: Seat; action: DarknessAction }[] = [];
  let refused = 0;
  let before: DarknessState | null = null;
  const knowledge = new Knowledge();
  const at = () => `${options.scenarioId} ${options.heroes.length}p seed ${seed} step ${steps.length} (${s.pending?.kind ?? 'turn'})`;
  while (!s.result) {
    const where = at();
    if (steps.length >= MAX_STEPS) fail(where, 'the game did not end');
    if (clock !== null && s.round > clock + 1) fail(where, `round ${s.round} is past the doom clock ${clock}`);
    checkDiscs(before, s, where);
    const deciding = darkness.status(s).deciding;
    if (deciding.length !== 1) fail(where, `deciding = ${canonicalJson(deciding)}`);
    const seat = deciding[0]!;
    const legal = darkness.legalActions(s, seat);
    if (legal.length === 0) fail(where, 'no legal action');
    checkBounds(s, legal, seat, where);
    if (deep > 0) knowledge.learn(s);
    if (deep > 0 && steps.length % deep === 0) {
      for (const h of s.heroes) scanView(s, h.seat, darkness.view(s, { kind: 'seat', seat: h.seat }), h.seat === seat ? legal : darkness.legalActions(s, h.seat), knowledge, where);
      refused += checkLegalMatchesApply(s, seat, legal, knowledge, where);
    }
    const action = pick(s, seat, legal, steps.length);
    const r = darkness.apply(s, seat, action);
    if (!r.ok) fail(where, `chosen ${canonicalJson(action)} refused: ${r.error.code}`);
    before = s;
    s = r.state;
    steps.push({ seat, action });
  }
  checkDiscs(before, s, at());
  let replay = darkness.setup(options, seed);
  for (const { seat, action } of steps) {
    const r = darkness.apply(replay, seat, action);
    if (!r.ok) fail(at(), `replay refused ${canonicalJson(action)}`);
    replay = r.state;
  }
  if (stateHash(replay) !== stateHash(s)) fail(at(), 'replaying the actions reached another state');
  return { final: s, steps: steps.length, refused };
}
