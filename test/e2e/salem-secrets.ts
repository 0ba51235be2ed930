/**
 * What no Salem screen may show a seat it is not addressed to, searched in what the seat received
 * against the true state of that moment (rebuilt from the save): another seat's face-down Tryal,
 * hand or the deck's order, anyone's witch status before the rules announce it, and the night's
 * secret answers (the witches' picks and who they are, to anyone not awake with them). Pure: the
 * persistence tests search the service's answers with it, the e2e tests the page's answers and DOM.
 */
import type { Seat } from '../../shared/engine/contract';
import type { SalemState, SalemView } from '../../shared/games/salem/types';
import type { Recorded, Truth } from './recorded-truth';

/** A Tryal card's id names its face ('witch-1', 'not-7'): no answer may ever carry one. */
const TRYAL_ID = /"(witch-\d+|not-\d+)"/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card id shown as a JSON value or an attribute value (a JSON key names no card). */
export function showsCard(text: string, id: string): boolean {
  return new RegExp(`"${escape(id)}"(?!\\s*:)`).test(text);
}

/**
 * Card ids `seat` may not see in the state: every other seat's hand, and the deck (unless the
 * seat is Tituba arranging it). Ids the public table has shown before are no secret.
 */
export function secretCards(state: SalemState, seat: Seat | null, known: ReadonlySet<string>): { owner: string; id: string }[] {
  const out: { owner: string; id: string }[] = [];
  // The one-of-a-kind cards ('night', 'conspiracy', 'black_cat') are words of the table too
  // (phases, actions); where they lie says nothing a player could not count.
  const add = (owner: string, id: string) => {
    if (!known.has(id) && /-\d+$/.test(id)) out.push({ owner, id });
  };
  state.players.forEach((p, other) => {
    if (other === seat) return;
    for (const id of p.hand) add(`seat ${other}'s hand`, id);
  });
  const top = state.pending[state.pending.length - 1];
  const arranging = top?.t === 'arrange' && top.seat === seat;
  if (!arranging) for (const id of state.deck) add('the deck', id);
  return out;
}

/**
 * Everything wrong with one table answer (a SessionSnapshot's view and legal list, addressed to
 * `seat`; null = a cover or the public table) against the true `state` of its seq.
 */
export function viewLeaks(state: SalemState, seat: Seat | null, view: SalemView, legal: unknown[], known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const text = JSON.stringify({ view, legal });
  if (TRYAL_ID.test(text)) found.push(`a Tryal id: ${TRYAL_ID.exec(text)![1]}`);
  if (state.result) return found; // Everything is shown at the end.
  const night = state.night;
  const awake = seat !== null && night !== null && night.witches.includes(seat);

  state.players.forEach((p, x) => {
    const shown = view.players[x];
    if (!shown) return;
    p.tryals.forEach((t, i) => {
      if (!t.up && shown.tryals[i] !== null) found.push(`seat ${x}'s face-down Tryal ${i} shows ${String(shown.tryals[i])}`);
    });
    if (p.alive && shown.wasWitch !== null) found.push(`seat ${x} alive with wasWitch ${String(shown.wasWitch)}`);
  });
  if (view.reveal !== null) found.push('the end reveal before the end');
  if (view.viewer !== seat) found.push(`a view of ${String(view.viewer)} addressed to ${String(seat)}`);

  if (seat === null) {
    if (view.me !== null) found.push('a seat’s own part in the public view');
  } else if (view.me) {
    const me = state.players[seat]!;
    if (view.me.witch !== me.everWitch) found.push(`seat ${seat}'s own witch flag differs`);
    if (JSON.stringify(view.me.knownWitches) !== JSON.stringify(me.knownWitches)) found.push(`seat ${seat} is told of witches [${view.me.knownWitches.join(',')}]`);
    if (JSON.stringify(view.me.hand) !== JSON.stringify(me.hand)) found.push(`seat ${seat}'s own part holds another hand`);
    const screen = view.me.night;
    if (screen && !awake) {
      if (screen.companions.length > 0) found.push(`companions [${screen.companions.join(',')}] on a screen of seat ${seat}, not awake as a witch`);
      for (const prompt of screen.prompts) if (prompt.proposals.length > 0) found.push(`witches' proposals on seat ${seat}'s ${prompt.role} prompt`);
    }
  }
  for (const entry of view.log) {
    if (entry.to !== undefined && entry.to !== seat) found.push(`a log line ${entry.key} for seat ${entry.to}`);
    if (seat === null && entry.to !== undefined) found.push(`a private log line ${entry.key} on the public table`);
  }
  for (const { owner, id } of secretCards(state, seat, known)) if (showsCard(text, id)) found.push(`${owner}: ${id}`);
  return found;
}

/** The view and legal list inside one recorded /api answer, or null when it carries no table. */
export function tableOf(answerText: string): { seat: Seat | null; seq: number; view: SalemView; legal: unknown[] } | null {
  try {
    const body = JSON.parse(answerText) as { ok?: boolean; data?: { seq?: number; seat?: Seat | null; view?: SalemView; legal?: unknown[] } };
    const data = body.data;
    if (!body.ok || !data || typeof data.seq !== 'number' || !data.view || !('players' in data.view)) return null;
    return { seat: data.seat ?? null, seq: data.seq, view: data.view, legal: data.legal ?? [] };
  } catch {
    return null;
  }
}

/**
 * What a seat may already know of the cards at a seq: what the public table has shown, and every
 * card it has held itself (a Robbery passes a hand on; its old owner knows what went).
 */
export function knowledge(truth: Truth): (seat: Seat | null, seq: number) => Set<string> {
  const held = new Map<Seat, Set<string>[]>();
  return (seat, seq) => {
    const known = truth.publicUpTo(seq);
    if (seat === null) return known;
    let bySeq = held.get(seat);
    if (!bySeq) held.set(seat, (bySeq = []));
    for (let at = bySeq.length; at <= seq; at++) {
      const next = new Set(bySeq[at - 1] ?? []);
      const state = truth.at(at) as SalemState | undefined;
      for (const card of state?.players[seat]?.hand ?? []) next.add(card);
      bySeq.push(next);
    }
    return new Set([...known, ...bySeq[seq]!]);
  };
}

/** Face-down Tryals and hands of other seats in a DOM snapshot addressed to `seat` (null: cover or public). */
export function domLeaks(state: SalemState, seat: Seat | null, html: string, known: ReadonlySet<string>, cards: { owner: string; id: string }[]): string[] {
  const found: string[] = [];
  state.players.forEach((p, x) => {
    p.tryals.forEach((t, i) => {
      if (t.up) return;
      const shown = new RegExp(`data-testid="tryals-${x}-${i}"[^>]*data-face="(witch|not|constable)"`).exec(html);
      if (shown) found.push(`seat ${x}'s face-down Tryal ${i} shows ${shown[1]}`);
    });
    if (p.alive && html.includes(`data-testid="was-witch-${x}"`)) found.push(`seat ${x} alive with its witch status shown`);
  });
  if (seat === null && /data-testid="own-(area|status|tryals)/.test(html)) found.push('a seat’s own area on a cover or the public table');
  for (const { owner, id } of cards) {
    if (known.has(id)) continue;
    if (html.includes(`data-testid="hand-card-${id}"`) || html.includes(`data-testid="card-${id}"`) || showsCard(html, id)) found.push(`${owner}: ${id}`);
  }
  const awake = seat !== null && state.night !== null && state.night.witches.includes(seat);
  if (!awake && /class="night-proposals"[^>]*>[^<\s]/.test(html)) found.push(`witches' proposals on seat ${String(seat)}'s night screen`);
  return found;
}

/** Every recorded answer and DOM snapshot searched against the truth of its seq. */
export function scanRecorded(recorded: readonly Recorded[], truth: Truth): { checks: number; leaks: string[] } {
  let checks = 0;
  const leaks: string[] = [];
  const knownTo = knowledge(truth);
  for (const r of recorded) {
    const state = truth.at(r.seq) as SalemState | undefined;
    if (!state || state.result) continue;
    if (r.kind === 'answer') {
      const table = tableOf(r.text);
      if (!table) continue;
      const at = truth.at(table.seq) as SalemState;
      checks++;
      for (const leak of viewLeaks(at, table.seat, table.view, table.legal, knownTo(table.seat, table.seq))) leaks.push(`answer ${r.what} seq ${table.seq} to ${String(table.seat)}: ${leak}`);
    } else {
      checks++;
      const known = knownTo(r.seat, r.seq);
      for (const leak of domLeaks(state, r.seat, r.text, known, secretCards(state, r.seat, known))) leaks.push(`${r.what} seq ${r.seq} to ${String(r.seat)}: ${leak}`);
    }
  }
  return { checks, leaks };
}
