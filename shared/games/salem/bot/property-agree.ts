/**
 * legalActions ≡ apply at one state, for the Salem property tests: a sample of the legal actions
 * all apply, well-formed actions of every type agree with the list (refused exactly when not
 * listed), malformed ones fail the shape check, any seat but the decider is refused, and the
 * state given is never changed.
 */
import { canonicalJson } from '../../../engine/hash';
import { salem } from '../index';
import { ALL_CARDS } from '../cards';
import { cardKey } from '../state';
import { CHARACTER_IDS, type SalemAction, type SalemState } from '../types';
import { check } from './property-checks';

/**
 * Same choice, same key. The legal list offers alike choices once (S28): Parris' pick and an Alibi's
 * removals by card kind, in any order; apply takes any cards of those kinds that are really there.
 */
function actionKey(a: SalemAction): string {
  const kinds = (ids: string[]) => ids.map(cardKey).sort();
  if (a.type === 'point') return canonicalJson({ ...a, tryals: [...a.tryals].sort() });
  if (a.type === 'parris') return canonicalJson({ ...a, cards: kinds(a.cards) });
  if (a.type === 'play') return canonicalJson({ ...a, remove: a.remove ? kinds(a.remove) : undefined, asWitness: a.asWitness || undefined });
  // A closed window with no confession is the same answer as the listed one; with a confession it is refused.
  if (a.type === 'night') return canonicalJson({ ...a, timedOut: a.timedOut && a.confess !== null ? true : undefined });
  return canonicalJson(a);
}

/** The cards an action names by id are where it says (a kind-alike key only stands for cards that exist). */
function cardsThere(s: SalemState, a: SalemAction): boolean {
  const once = (ids: string[]) => new Set(ids).size === ids.length;
  if (a.type === 'parris') return once(a.cards) && a.cards.every((c) => s.discard.includes(c));
  if (a.type === 'play' && a.remove) return once(a.remove) && a.remove.every((c) => s.players[a.target]?.front.includes(c) ?? false);
  return true;
}

/** Actions worth trying at a state: a sample of well-formed ones across every type, most of them illegal. */
function candidates(s: SalemState, pickOf: (k: number) => number): unknown[] {
  const n = s.players.length;
  const seat = () => pickOf(n + 1) - (pickOf(6) === 0 ? 1 : 0);
  const card = () => ALL_CARDS[pickOf(ALL_CARDS.length)]!;
  return [
    { type: 'play', card: card(), target: seat() },
    { type: 'play', card: card(), target: seat(), to: seat() },
    { type: 'play', card: card(), target: seat(), remove: [card()] },
    { type: 'play', card: card(), target: seat(), asWitness: true },
    { type: 'draw' }, { type: 'end' }, { type: 'hourglass' }, { type: 'tituba' },
    { type: 'parris', cards: [card()] },
    { type: 'reveal', tryal: pickOf(7) }, { type: 'point', tryals: [pickOf(6), pickOf(6)] }, { type: 'offer', use: pickOf(2) === 0 },
    { type: 'character', character: CHARACTER_IDS[pickOf(CHARACTER_IDS.length)] },
    { type: 'night', answers: [seat()], confess: null },
    { type: 'night', answers: [seat(), seat()], confess: pickOf(3) === 0 ? 'phips' : pickOf(6), timedOut: pickOf(2) === 0 },
    { type: 'arrange', order: s.deck.slice(1) },
    { type: 'seance' }, null, { type: 'play', card: 'accusation-99', target: 0 },
  ];
}

/** legalActions ≡ apply at one state: a sample of legal actions all apply; tried ones agree with the list; nothing changes. */
export function agreeAt(s: SalemState, pickOf: (k: number) => number): void {
  if (s.result) return;
  const before = canonicalJson(s);
  // Any of the seats deciding (several in a version-3 pass, S66) must agree with its own list.
  const deciding = salem.status(s).deciding;
  const seat = deciding[pickOf(deciding.length)]!;
  const others = s.players.map((_, x) => x).filter((x) => !deciding.includes(x));
  const legal = salem.legalActions(s, seat);
  const keys = new Set(legal.map(actionKey));
  for (let i = 0; i < Math.min(8, legal.length); i++) {
    const a = legal[pickOf(legal.length)]!;
    const r = salem.apply(s, seat, a);
    check(r.ok, () => `legal ${JSON.stringify(a)} was refused: ${r.ok ? '' : r.error.code}`);
  }
  for (const raw of candidates(s, pickOf)) {
    const parsed = salem.parseAction(raw);
    if (!parsed.ok) {
      check(parsed.error.code === 'invalid_action', () => `malformed ${JSON.stringify(raw)} gave ${parsed.error.code}`);
      continue;
    }
    const a = parsed.value;
    const r = salem.apply(s, seat, a);
    // Tituba's list is a sample of the orders she may set (S27): any exact permutation applies.
    if (a.type !== 'arrange') check(r.ok === (keys.has(actionKey(a)) && cardsThere(s, a)), () => `apply (${r.ok ? 'ok' : r.error.code}) and legalActions disagree on ${JSON.stringify(a)}`);
    if (!r.ok) check(/^[a-z_]+$/.test(r.error.code) && r.error.message.length > 0, () => `untyped error ${JSON.stringify(r.error)}`);
    if (others.length === 0) continue;
    const other = others[pickOf(others.length)]!;
    const wrong = salem.apply(s, other, a);
    check(!wrong.ok && wrong.error.code === 'not_your_turn', () => `seat ${other} acted out of turn with ${JSON.stringify(a)}`);
  }
  check(canonicalJson(s) === before, () => 'an applied or refused action changed the state it was given');
}
