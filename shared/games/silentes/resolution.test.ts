/** Fase 2 and Fase 4: the hunt flip, the comparison arithmetic, the end of the round, victory and defeat. */
import { describe, expect, it } from 'vitest';
import { silentes } from './index';
import { A, act, decision, logKeys, play, scenario } from './test-helpers';

// Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11.

describe('the hunt', () => {
  it('flips the top hunt card: its suit is the hunted zone, its value the perception', () => {
    let s = scenario({
      hands: [['B5', 'C9', 'E8', 'O11', 'E1'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      positions: [0, 3],
      huntTop: ['C12', 'O4'],
      provisionDeck: ['O2', 'O3'],
    });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    // Both now hold a provision (Ana Daga Afilada, Luis the one he found): both are asked after the flip.
    expect(s.huntCard).toBe('C12');
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    s = play(s, [0, A.pass], [1, A.pass]);
    // Ana holds a provision and is hunted, so the flow stops at her window before the comparison.
    expect(s.huntDeck[0]).toBe('O4');
    expect(s.huntZones).toEqual(['C']);
    expect(s.stage).toMatchObject({ s: 'resolve', order: [0], index: 0 });
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'beforeCompare', subject: 0 });
    expect(s.log).toContainEqual({ key: 'huntReveal', params: { card: 'C12' } });
  });

  it('leaves survivors in other zones alone', () => {
    let s = scenario({ positions: [0, 1], huntTop: ['O9', 'O4', 'O5'], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    expect(s.noise).toBe(0);
    expect(s.seats[0].discard).toEqual([]);
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B13', 'C9']);
    expect(s.huntDiscard).toEqual(['O9']);
  });
});

describe('comparison', () => {
  it('R14 silence above perception: the card comes back at the end of the round and a provision is drawn', () => {
    let s = scenario({
      hands: [['C13', 'B5', 'E8', 'O11', 'B6'], ['C4', 'E5', 'O8', 'B10', 'C9']],
      positions: [0, 3],
      huntTop: ['C12', 'O4'],
      provisionDeck: ['O2', 'E2', 'B1'],
    });
    // Luis found a provision, so he is asked after the flip.
    s = play(s, [0, A.hide(1, 'C13')], [1, A.search], [1, A.pass]);
    expect(s.noise).toBe(0);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'B10', 'C9', 'O2']);
    // Drawn at the comparison, the silence card returned at the end of the round.
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B6', 'E2', 'C13']);
    expect(s.seats[0].discard).toEqual([]);
    expect(s.seats[0].lastHideCard).toBe('C13');
    expect(s.provisionDeck).toEqual(['B1']);
    expect(s.log).toContainEqual({ key: 'compareSuccess', params: { seat: 0, silence: 13, perception: 12 } });
  });

  it('silence below perception adds the difference and the card goes to the personal discard', () => {
    let s = scenario({ positions: [0, 3], huntTop: ['C12', 'O4', 'O5'], provisionDeck: [] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(s.noise).toBe(3);
    expect(s.seats[0].noiseCaused).toBe(3);
    expect(s.seats[0].discard).toEqual(['C9']);
    // Four hunt cards left, so one is drawn: O4 (the card after C12).
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B13', 'O4']);
    expect(s.seats[0].lastHideCard).toBeNull();
    expect(s.huntDiscard).toEqual(['C12']);
  });

  it('R12 a tie fails: zero difference adds no noise but the card is still lost', () => {
    // Herramientas Multiuso lets E10 hide on a Copas shelter; the Copas 10 then ties it.
    let s = scenario({
      hands: [['E10', 'B1', 'B5', 'O11', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      positions: [0, 3],
      huntTop: ['C10', 'O4', 'O5'],
      provisionDeck: [],
    });
    s = play(s, [0, A.hide(1, 'E10', { multitool: true })], [1, A.search]);
    expect(s.noise).toBe(0);
    expect(s.seats[0].discard).toEqual(['B1', 'E10']);
    expect(s.seats[0].noiseCaused).toBe(0);
    expect(s.log).toContainEqual({ key: 'compareFail', params: { seat: 0, silence: 10, perception: 10, noise: 0 } });
  });

  it('R13 a searcher in the hunted zone adds the full perception and loses no card', () => {
    let s = scenario({ positions: [0, 3], huntTop: ['O9', 'O4', 'O5'], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    expect(s.noise).toBe(9);
    expect(s.seats[1].noiseCaused).toBe(9);
    expect(s.seats[1].discard).toEqual([]);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'B10', 'C13']);
  });

  it('R13 a distracter whose suit missed is hunted with silence 0', () => {
    let s = scenario({ positions: [0, 3], huntTop: ['O9', 'O4', 'O5'], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.distract('B', 'B10')]);
    expect(s.noise).toBe(9);
    expect(s.seats[1].discard).toEqual(['B10']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'O4']);
  });

  it('R7 a distraction on the hunted suit cancels the hunt for everybody, with no comparison', () => {
    let s = scenario({ positions: [2, 1], huntTop: ['O12', 'O4', 'O5'], provisionDeck: ['O2'] });
    s = play(s, [0, A.hide(3, 'O11')], [1, A.distract('O', 'B10')]);
    expect(s.noise).toBe(0);
    expect(logKeys(s)).toContain('distractionWorked');
    expect(logKeys(s)).not.toContain('compareFail');
    expect(logKeys(s)).not.toContain('compareSuccess');
    // No comparison, so no reward: O11 simply comes back and the provision stays in the deck.
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'E8', 'B13', 'O11']);
    expect(s.provisionDeck).toEqual(['O2']);
  });

  /** Ana (seat 0) hid B13 last round, so entrenching now counts 6; Luis is across the board. */
  const entrenchedAna = (huntTop: string[], provisionDeck: string[] = [], lastCard = 'B5') =>
    scenario({
      hands: [['B13', 'C9', 'E8', 'O11', lastCard], ['C4', 'E5', 'O8', 'B10', 'C13']],
      lastHideCards: ['B13', null],
      positions: [0, 3],
      huntTop,
      provisionDeck,
    });

  it('R5 entrench halves last round\'s card, rounded down: B13 gives 6, which ties a 6 and is lost from the hand', () => {
    let s = entrenchedAna(['B6', 'O4', 'O5']);
    s = play(s, [0, A.entrench], [1, A.search]);
    expect(s.log).toContainEqual({ key: 'compareFail', params: { seat: 0, silence: 6, perception: 6, noise: 0 } });
    expect(s.noise).toBe(0);
    expect(s.seats[0].discard).toEqual(['B13']);
    expect(s.seats[0].hand).toEqual(['C9', 'E8', 'O11', 'B5', 'O4']);
  });

  it('R5 a failed entrench adds the difference to the halved level', () => {
    let s = entrenchedAna(['B8', 'O4', 'O5']);
    s = play(s, [0, A.entrench], [1, A.search]);
    expect(s.noise).toBe(2);
    expect(s.seats[0].discard).toEqual(['B13']);
  });

  it('R14 an entrenched survivor who succeeds draws a provision and keeps the card', () => {
    let s = entrenchedAna(['B5', 'O4', 'O5'], ['O3', 'O2'], 'B6');
    // Luis's search takes O3 (he is then asked after the flip); Ana's success draws O2.
    s = play(s, [0, A.entrench], [1, A.search], [1, A.pass]);
    expect(s.noise).toBe(0);
    expect(s.seats[0].hand).toEqual(['B13', 'C9', 'E8', 'O11', 'B6', 'O2']);
    expect(s.seats[0].discard).toEqual([]);
    // Entrenching is not a hide: nothing to entrench with next round.
    expect(s.seats[0].lastHideCard).toBeNull();
  });

  it('resolves both hunted survivors in turn order', () => {
    // Round 2: Luis starts, so he is resolved first.
    let s = scenario({
      round: 2,
      positions: [0, 5],
      huntTop: ['C12', 'O4', 'O5'],
      provisionDeck: ['O2'],
    });
    // Luis's success gives him O2, so he is asked before Ana's noise lands.
    s = play(s, [1, A.hide(4, 'C13')], [0, A.hide(1, 'C9')], [1, A.pass]);
    const compares = s.log.filter((e) => e.key.startsWith('compare')).map((e) => [e.key, e.params.seat]);
    expect(compares).toEqual([['compareSuccess', 1], ['compareFail', 0]]);
    expect(s.noise).toBe(3);
    expect(s.seats[1].hand).toContain('O2');
  });
});

describe('end of round', () => {
  it('R8 refills to 5 cards in the hand, provisions included', () => {
    // Ana: 2 hunt cards and 2 provisions after her distraction; Luis: 4 hunt cards.
    let s = scenario({
      hands: [['B5', 'E8', 'O11', 'C3', 'O2'], ['C4', 'E5', 'O8', 'B10']],
      huntTop: ['O4', 'O5', 'O6', 'B7'],
      provisionDeck: [],
    });
    s = play(s, [0, A.distract('E', 'B5')], [1, A.search], [0, A.pass]);
    expect(s.seats[0].hand).toEqual(['E8', 'O11', 'C3', 'O2', 'O5']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'B10', 'O6']);
    expect(s.log).toContainEqual({ key: 'refill', params: { seat: 0, count: 1 } });
    expect(s.huntDeck[0]).toBe('B7');
    expect(s.round).toBe(2);
  });

  it('R8 a hand of 5 or more, provisions included, draws nothing', () => {
    let s = scenario({
      hands: [['B5', 'E8', 'O11', 'C3', 'O2'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      huntTop: ['O4', 'O5'],
      provisionDeck: ['B1', 'B2'],
    });
    s = play(s, [0, A.search], [1, A.search], [0, A.pass], [1, A.pass]);
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'C3', 'O2', 'B1']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'B10', 'C13', 'B2']);
    expect(s.huntDeck[0]).toBe('O5');
    expect(logKeys(s)).not.toContain('refill');
  });

  it('R15 the group wins when the hunt deck is empty after the refill', () => {
    let s = scenario({ huntDeck: ['O4', 'O5', 'O6'], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    // C9 came back: five hunt cards, nothing to draw; the deck still holds O5 and O6.
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B13', 'C9']);
    expect(s.huntDeck).toEqual(['O5', 'O6']);
    expect(s.result).toBeNull();
    // Round 2 flips O5; Luis's distraction leaves him 4 hunt cards, so he draws the last one.
    s = play(s, [1, A.distract('B', 'B10')], [0, A.search]);
    expect(s.huntDeck).toEqual([]);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'O6']);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'huntDeckExhausted' });
    expect(s.stage).toEqual({ s: 'ended' });
    expect(silentes.status(s)).toMatchObject({ phase: 'ended', deciding: [], result: { outcome: 'victory' } });
  });

  it('R15 the group wins when a hunt card must be flipped and none is left', () => {
    // Botiquín takes the last two hunt cards during phase 1; the flip then finds nothing.
    let s = scenario({
      hands: [['B5', 'C9', 'E8', 'O11', 'C2'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      huntDeck: ['O4', 'O5'],
      provisionDeck: [],
    });
    s = play(s, [0, A.provision('C2')], [1, A.accept], [1, A.discard('O4')], [0, A.search]);
    expect(s.huntDeck).toEqual([]);
    expect(s.result).toBeNull();
    s = act(s, 1, A.search);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'huntDeckExhausted' });
    expect(s.huntCard).toBeNull();
    expect(s.noise).toBe(0);
  });
});

describe('defeat', () => {
  it('R15 the meter caps at 15 and the game is lost at once: the second survivor is not resolved', () => {
    let s = scenario({
      noise: 14,
      positions: [0, 5],
      huntTop: ['C12', 'O4', 'O5'],
      provisionDeck: ['O2'],
    });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.hide(4, 'C13')]);
    expect(s.noise).toBe(15);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
    expect(s.seats[0].noiseCaused).toBe(1);
    // Luis would have succeeded (13 > 12) and drawn O2: he was never compared.
    expect(s.log.filter((e) => e.key.startsWith('compare')).map((e) => e.params.seat)).toEqual([0]);
    expect(s.provisionDeck).toEqual(['O2']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'B10']);
    expect(s.pending).toEqual([]);
    expect(silentes.legalActions(s, 1)).toEqual([]);
  });
});
