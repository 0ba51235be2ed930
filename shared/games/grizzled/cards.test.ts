/**
 * The card, tile, character and token data against digest A.1–A.4: the counts a real box
 * has, so a slip in the tables (like the snow+gas trap flag one source got wrong) shows up.
 */
import { describe, expect, it } from 'vitest';
import { THREATS, type Threat } from './types';
import {
  ALL_TILES, ALL_TRIALS, CHARACTERS, HARD_KNOCKS, MERRY_CHRISTMAS, SPEECH_TOKENS_IN_BOX, THREAT_CARD_KINDS,
  charmOf, knockSymbols, speechTokensFor, threatsOf, tileKind, tileOffset, trialCard,
} from './cards';

const WEATHER: Threat[] = ['rain', 'snow', 'night'];
const ATTACK: Threat[] = ['shell', 'gas', 'whistle'];

const cards = ALL_TRIALS.map(trialCard);
const threatCards = cards.filter((c) => c.type === 'threat');

describe('the 59 trial cards (digest A.1)', () => {
  it('are 39 threat cards, 19 hard knocks and 1 Merry Christmas, all ids distinct', () => {
    expect(ALL_TRIALS).toHaveLength(59);
    expect(new Set(ALL_TRIALS).size).toBe(59);
    expect(threatCards).toHaveLength(39);
    expect(cards.filter((c) => c.type === 'knock')).toHaveLength(19);
    expect(cards.filter((c) => c.type === 'christmas').map((c) => c.id)).toEqual([MERRY_CHRISTMAS]);
  });

  it('match the digest table kind by kind (threats, trap, copies)', () => {
    const digest: [string, Threat[], boolean, number][] = [
      ['TC01', ['night', 'shell'], false, 3], ['TC02', ['night', 'shell'], true, 1],
      ['TC03', ['night', 'gas'], false, 2], ['TC04', ['night', 'gas'], true, 1],
      ['TC05', ['night', 'whistle'], false, 2], ['TC06', ['night', 'whistle'], true, 1],
      ['TC07', ['snow', 'shell'], false, 2], ['TC08', ['snow', 'shell'], true, 1],
      ['TC09', ['snow', 'gas'], false, 2], ['TC10', ['snow', 'gas'], true, 1],
      ['TC11', ['snow', 'whistle'], false, 3], ['TC12', ['snow', 'whistle'], true, 1],
      ['TC13', ['rain', 'shell'], false, 2], ['TC14', ['rain', 'shell'], true, 1],
      ['TC15', ['rain', 'gas'], false, 3], ['TC16', ['rain', 'gas'], true, 1],
      ['TC17', ['rain', 'whistle'], false, 2], ['TC18', ['rain', 'whistle'], true, 1],
      ['TC19', ['night', 'snow'], false, 1], ['TC20', ['snow', 'rain'], false, 1],
      ['TC21', ['rain', 'night'], false, 1], ['TC22', ['shell', 'whistle'], false, 1],
      ['TC23', ['gas', 'whistle'], false, 1], ['TC24', ['shell', 'gas'], false, 1],
      ['TC25', ['rain', 'snow', 'night'], false, 1], ['TC26', ['shell', 'gas', 'whistle'], false, 1],
      ['TC27', ['rain', 'snow', 'night', 'shell', 'gas', 'whistle'], false, 1],
    ];
    const kinds = THREAT_CARD_KINDS.map((k) => [k.kind, [...k.threats].sort(), k.trap, k.copies]);
    expect(kinds).toEqual(digest.map(([kind, threats, trap, copies]) => [kind, [...threats].sort(), trap, copies]));
    for (const [kind, threats, trap, copies] of digest) {
      const ids = threatCards.filter((c) => c.type === 'threat' && c.kind === kind).map((c) => c.id);
      expect(ids).toEqual(Array.from({ length: copies }, (_, i) => `${kind}-${i + 1}`));
      for (const id of ids) {
        expect([...threatsOf(id)].sort()).toEqual([...threats].sort());
        expect(trialCard(id)).toMatchObject({ type: 'threat', trap });
      }
    }
  });

  it('have exactly 9 traps, one per weather × attack pair and none elsewhere', () => {
    const traps = threatCards.filter((c) => c.type === 'threat' && c.trap);
    expect(traps).toHaveLength(9);
    const pairs = traps.map((c) => [...threatsOf(c.id)].sort().join('+')).sort();
    const expected = WEATHER.flatMap((w) => ATTACK.map((a) => [w, a].sort().join('+'))).sort();
    expect(pairs).toEqual(expected);
  });

  it('show each of the 6 threats on exactly 14 threat cards, plus one Trauma or Phobia each', () => {
    for (const t of THREATS) {
      expect(threatCards.filter((c) => threatsOf(c.id).includes(t)), t).toHaveLength(14);
      const knocks = HARD_KNOCKS.filter((k) => k.threat === t);
      expect(knocks, t).toHaveLength(1);
      expect(knocks[0].key).toBe(`${WEATHER.includes(t) ? 'trauma' : 'phobia'}_${t}`);
    }
  });

  it('have 19 hard knocks with their symbols: Wounded 2, every other 1 (20 symbols in all)', () => {
    expect(HARD_KNOCKS.map((k) => [k.id, k.key, k.knocks])).toEqual([
      ['HK01', 'trauma_rain', 1], ['HK02', 'trauma_snow', 1], ['HK03', 'trauma_night', 1],
      ['HK04', 'phobia_shell', 1], ['HK05', 'phobia_gas', 1], ['HK06', 'phobia_whistle', 1],
      ['HK07', 'wounded', 2], ['HK08', 'mute', 1], ['HK09', 'tyrannical', 1], ['HK10', 'demoralized', 1],
      ['HK11', 'fragile', 1], ['HK12', 'fearful', 1], ['HK13', 'panicked', 1], ['HK14', 'frenzied', 1],
      ['HK15', 'selfish', 1], ['HK16', 'hardheaded', 1], ['HK17', 'prideful', 1], ['HK18', 'clumsy', 1],
      ['HK19', 'absent_minded', 1],
    ]);
    expect(knockSymbols(HARD_KNOCKS.map((k) => k.id))).toBe(20);
    expect(knockSymbols(['HK07'])).toBe(2);
    expect(knockSymbols(['HK07', 'HK08', MERRY_CHRISTMAS, 'TC01-1'])).toBe(3);
  });

  it('Merry Christmas shows no threat and carries no hard knock symbol', () => {
    expect(trialCard(MERRY_CHRISTMAS)).toEqual({ id: MERRY_CHRISTMAS, type: 'christmas' });
    expect(threatsOf(MERRY_CHRISTMAS)).toEqual([]);
    expect(threatsOf('HK07')).toEqual([]);
    expect(threatsOf('HK04')).toEqual(['shell']);
  });

  it('an unknown id is refused', () => {
    expect(() => trialCard('TC28-1')).toThrow(/Unknown trial card/);
  });
});

describe('support tiles (digest A.3)', () => {
  it('are 16: 6 Left, 6 Right, 2 Double-Left, 2 Double-Right', () => {
    expect(ALL_TILES).toHaveLength(16);
    expect(new Set(ALL_TILES).size).toBe(16);
    const count = (kind: string) => ALL_TILES.filter((t) => tileKind(t) === kind).length;
    expect([count('L'), count('R'), count('LL'), count('RR')]).toEqual([6, 6, 2, 2]);
  });

  it('G1 point left = +1 seat (next in play order), right = −1, doubles skip one seat', () => {
    expect([tileOffset('L'), tileOffset('R'), tileOffset('LL'), tileOffset('RR')]).toEqual([1, -1, 2, -2]);
    expect(() => tileKind('X1')).toThrow(/Unknown tile/);
  });
});

describe('characters and speech tokens (digest A.2, A.4)', () => {
  it('G4 six Grizzled whose lucky charms cover the six threats one to one', () => {
    expect(CHARACTERS.map((c) => [c.id, c.charm])).toEqual([
      ['anselme', 'gas'], ['charles', 'rain'], ['felix', 'night'], ['gaston', 'shell'], ['gustave', 'snow'], ['lazare', 'whistle'],
    ]);
    expect(CHARACTERS.map((c) => charmOf(c.id)).sort()).toEqual([...THREATS].sort());
  });

  it('speech tokens in the stock are 5/5/4/3 for 2/3/4/5 players, out of a box of 5', () => {
    expect([2, 3, 4, 5].map(speechTokensFor)).toEqual([5, 5, 4, 3]);
    expect(SPEECH_TOKENS_IN_BOX).toBe(5);
  });
});
