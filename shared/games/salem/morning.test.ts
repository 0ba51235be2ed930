/** The morning after a Night (B.5.7 steps 3–5): confessions, the Kill card, the gavel, the rebuilt deck. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { startNight } from './night';
import { nightScreen } from './night-screen';
import { rebuildDeck } from './morning';
import { apply } from './rules';
import { startTurn } from './turn';
import { currentDecision } from './state';
import { changed, table, throughNight, type SeatSpec, type TableSpec } from './night-fixtures';
import type { SalemState } from './types';

/** Ana witch, Luis Constable, Eva, Tomás and Nuria plain (all four Tryals face down). */
const FIVE: SeatSpec[] = [{ tryals: 'WNNN' }, { tryals: 'CNNN' }, { tryals: 'NNNN' }, { tryals: 'NNNN' }, { tryals: 'NNNN' }];

function spec(over: Partial<Record<number, Partial<SeatSpec>>> = {}, rest: Omit<TableSpec, 'seats'> = {}): SalemState {
  return table({ ...rest, seats: FIVE.map((p, seat) => ({ ...p, ...over[seat] })) });
}

/** The witches all pick `victim`, the Constable gives the gavel to `gavel`, `confess` per seat. */
function night(s: SalemState, victim: Seat, gavel: Seat, confess: Record<number, number | 'phips'> = {}, drawer: Seat = 0): SalemState {
  const started = changed(s, (d) => startNight(d, drawer));
  const constable = started.night!.constable;
  return throughNight(
    started,
    (seat, pass, options) => {
      if (pass === 1) return [victim];
      const second = seat === constable ? gavel : options[1]![0]!;
      return [victim, second];
    },
    (seat) => confess[seat] ?? null,
  );
}

const publicKeys = (s: SalemState, from = 0) => s.log.slice(from).filter((e) => e.to === undefined).map((e) => e.key);

describe('the morning', () => {
  it('the Kill card is shown with the gavel; the victim dies; the deck is rebuilt and the night ends', () => {
    const s = night(spec({}, { discard: ['accusation-9', 'stocks-1'], deck: ['night'] }), 2, 3);
    const from = s.log.findIndex((e) => e.key === 'kill');
    expect(s.log[from]).toEqual({ key: 'kill', params: { target: 2 } });
    expect(s.log[from + 1]).toEqual({ key: 'gavel', params: { seat: 3 } });
    expect(s.log.find((e) => e.key === 'death')).toEqual({ key: 'death', params: { seat: 2, cause: 'night' } });
    expect(s.players[2]!.alive).toBe(false);
    expect(s.morning).toEqual({ night: 1, target: 2, gavel: 3, confessions: [], savedBy: null, died: [2] });
    expect(s.night).toBeNull();
    expect(s.pending).toEqual([]);
    expect(s.deck.at(-1)).toBe('night');
    expect([...s.deck].sort()).toEqual(['accusation-9', 'night', 'stocks-1']);
    expect(s.discard).toEqual([]);
    expect(s.log.at(-1)).toEqual({ key: 'deckRebuilt', params: { n: 3 } });
  });

  it('the gavel saves its holder (B.4); the Constable never gives it to themself', () => {
    const s = night(spec(), 2, 2);
    expect(s.players[2]!.alive).toBe(true);
    expect(s.morning).toMatchObject({ target: 2, gavel: 2, savedBy: 'gavel', died: [] });
    expect(s.log.find((e) => e.key === 'saved')).toEqual({ key: 'saved', params: { target: 2, by: 'gavel' } });
    expect(() => night(spec(), 1, 1)).toThrow(/night_option/);
  });

  it('Asylum in front saves from the Night kill (B.6 #18)', () => {
    const s = night(spec({ 2: { front: ['asylum-1'] } }), 2, 3);
    expect(s.players[2]!.alive).toBe(true);
    expect(s.morning).toMatchObject({ savedBy: 'asylum', died: [] });
  });

  it('a confession saves the confessor and shows the card to everybody', () => {
    const s = night(spec(), 2, 3, { 2: 1 });
    expect(s.players[2]!.alive).toBe(true);
    expect(s.players[2]!.tryals[1]!.up).toBe(true);
    expect(s.log.find((e) => e.key === 'confess')).toEqual({ key: 'confess', params: { seat: 2, index: 1, face: 'not' } });
    expect(s.morning).toMatchObject({ confessions: [{ seat: 2, face: 'not' }], savedBy: 'confession', died: [] });
    // Confessions come before the Kill card (B.5.7 step 3, then 4).
    expect(publicKeys(s).indexOf('confess')).toBeLessThan(publicKeys(s).indexOf('kill'));
  });

  it('S52 a confessed Witch dies; confessing one\'s last face-down Tryal kills like any reveal', () => {
    // Two witches so the game goes on: Ana confesses her Witch and dies, the kill still happens.
    const two = spec({ 4: { tryals: 'WNNN' } }, {});
    const s = night(two, 3, 2, { 0: 0 });
    expect(s.players[0]!.alive).toBe(false);
    expect(s.log.filter((e) => e.key === 'death').map((e) => e.params)).toEqual([{ seat: 0, cause: 'confession' }, { seat: 3, cause: 'night' }]);
    expect(s.morning).toMatchObject({ confessions: [{ seat: 0, face: 'witch' }], died: [0, 3] });
    const last = night(spec({ 2: { tryals: 'nnnN' } }), 3, 4, { 2: 3 });
    expect(last.players[2]!.alive).toBe(false);
    expect(last.log.find((e) => e.key === 'death')).toEqual({ key: 'death', params: { seat: 2, cause: 'allRevealed' } });
  });

  it('S57 a confession that ends the game ends the morning: no Kill card is shown', () => {
    const s = night(spec(), 2, 3, { 0: 0, 3: 0 });
    expect(s.result).toEqual({ outcome: 'victory', reason: 'townWins' });
    expect(publicKeys(s)).not.toContain('kill');
    // Tomás' confession, after Ana's in pass order, never happened.
    expect(s.players[3]!.tryals.every((t) => !t.up)).toBe(true);
    expect(s.morning).toMatchObject({ confessions: [{ seat: 0, face: 'witch' }], died: [0], savedBy: null });
  });

  it('S53 William Phips confesses without revealing, once per game; Martha copying him has her own use', () => {
    const s0 = spec({ 2: { character: 'william_phips' }, 3: { character: 'martha_corey' } });
    const s = night(s0, 2, 4, { 2: 'phips', 3: 'phips' });
    expect(s.players[2]!.alive).toBe(true);
    expect(s.players[2]!.tryals.every((t) => !t.up)).toBe(true);
    expect(s.players.map((p) => p.used.phips)).toEqual([0, 0, 1, 1, 0]);
    expect(s.log.filter((e) => e.key === 'phipsConfess').map((e) => e.params.seat)).toEqual([2, 3]);
    expect(s.morning).toMatchObject({ confessions: [{ seat: 2, face: null }, { seat: 3, face: null }], savedBy: 'confession' });
    // The next night neither is offered Phips' confession any more.
    const cur = changed(s, (d) => startNight(d, 0));
    cur.night!.pass = 2;
    expect(nightScreen(cur, 2)!.confession).toEqual({ tryals: [0, 1, 2, 3], phips: false });
    expect(nightScreen(cur, 3)!.confession).toEqual({ tryals: [0, 1, 2, 3], phips: false });
    // Before anybody used it, only Phips and the Martha to his left were offered it.
    const fresh = changed(s0, (d) => startNight(d, 0));
    fresh.night!.pass = 2;
    expect([0, 1, 2, 3, 4].map((seat) => nightScreen(fresh, seat)!.confession!.phips)).toEqual([false, false, true, true, false]);
  });

  it('S54 the gavel once given stays given: the Constable confessing their card still protects', () => {
    const s = night(spec(), 2, 2, { 1: 0 });
    expect(s.log.find((e) => e.key === 'constableEnds')).toEqual({ key: 'constableEnds', params: { seat: 1 } });
    expect(s.players[2]!.alive).toBe(true);
    expect(s.morning).toMatchObject({ gavel: 2, savedBy: 'gavel' });
  });

  it('no Constable tonight: no gavel is shown, nobody is protected by it', () => {
    const s = night(spec({ 1: { tryals: 'cNNN' } }), 2, 0);
    expect(publicKeys(s)).not.toContain('gavel');
    expect(s.morning).toMatchObject({ gavel: null, savedBy: null, died: [2] });
  });

  it('ruling 6: a Matchmaker partner dies with the victim even with the gavel', () => {
    const s = night(spec({ 2: { front: ['matchmaker-1'] }, 3: { front: ['matchmaker-2'] } }), 2, 3);
    expect(s.morning).toMatchObject({ target: 2, gavel: 3, savedBy: null, died: [2, 3] });
  });

  it('S56 the deck is rebuilt: what is left of it stays on top, the shuffled discard beneath, the Night last; nothing is lost', () => {
    const s = spec({}, { deck: ['witness-1', 'night', 'alibi-1'], discard: ['conspiracy', 'accusation-3', 'evidence-2', 'black_cat', 'night'] });
    const d = changed(s, rebuildDeck);
    expect(d.deck.slice(0, 2)).toEqual(['witness-1', 'alibi-1']);
    expect(d.deck.at(-1)).toBe('night');
    expect(d.deck.slice(2, -1).sort()).toEqual(['accusation-3', 'black_cat', 'conspiracy', 'evidence-2']);
    expect(d.discard).toEqual([]);
    expect(d.rng).not.toEqual(s.rng);
  });

  it('S64 one reason is named when several save the target: the gavel, then Asylum, then the confession', () => {
    const all = night(spec({ 2: { front: ['asylum-1'] } }), 2, 2, { 2: 0 });
    expect(all.morning).toMatchObject({ savedBy: 'gavel', confessions: [{ seat: 2, face: 'not' }] });
    const two = night(spec({ 2: { front: ['asylum-1'] } }), 2, 3, { 2: 0 });
    expect(two.morning).toMatchObject({ savedBy: 'asylum' });
    expect(two.log.filter((e) => e.key === 'saved')).toEqual([{ key: 'saved', params: { target: 2, by: 'asylum' } }]);
  });

  it('the day resumes after the morning: a Night drawn first, the drawer then draws the card still owed (B.5.3)', () => {
    const s0 = changed(spec({}, { deck: ['night', 'accusation-5'], discard: ['evidence-1', 'stocks-2'] }), (d) => startTurn(d, 0));
    let r = apply(s0, 0, { type: 'draw' });
    if (!r.ok) throw new Error(r.error.code);
    let s = r.state;
    expect(currentDecision(s)).toEqual({ t: 'night', seat: 0, kind: 'night', pass: 1 });
    while (currentDecision(s)?.t === 'night') {
      const seat = currentDecision(s)!.seat;
      const answers = s.night!.pass === 1 ? [2] : [2, seat === 3 ? 4 : 3];
      r = apply(s, seat, { type: 'night', answers, confess: null });
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(s.night).toBeNull();
    expect(s.players[2]!.alive).toBe(false);
    // What was left of the deck is drawn first (S56): the Night counted as the first of the two draws.
    expect(s.players[0]!.hand).toEqual(['accusation-5']);
    expect(s.deck.at(-1)).toBe('night');
    expect(currentDecision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});
