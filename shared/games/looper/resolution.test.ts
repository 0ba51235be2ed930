import { describe, expect, it } from 'vitest';
import { act, placeAll, stateAt } from './flow-test-helpers';
import { combinedAxis } from './resolution';
import { charOf, privateLines, publicLines } from './test-states';
import type { CharacterId, LocationId, RoleId } from './ids';
import type { LooperState } from './types';

const CAST: (CharacterId | [CharacterId, RoleId])[] = ['doctor', 'shrineMaiden', 'patient', 'boyStudent', 'policeOfficer', 'nurse', 'informer'];

/** Day 1 placement with the given cast; returns the state after every card is down (resolution done or asking). */
function resolveWith(mastermind: [string, string][], protagonists: [string, string][], cast = CAST, patch?: (s: LooperState) => void): LooperState {
  const s = placeAll(stateAt('mastermindCards', { cast }, patch), mastermind, protagonists);
  expect(s.placed, 'every card was placed and turned face up').toEqual([]);
  return s;
}

/** Filler cards on other targets so each test's interesting cards stand alone. */
const MM_FILL: [string, string][] = [['paranoiaMinus1', 'city'], ['forbidParanoia', 'school']];
const P_FILL: [string, string][] = [['paranoiaPlus1', 'city'], ['goodwillPlus1', 'school']];

describe('movement combination (digest §3.3), from the Hospital', () => {
  const rows: [string, string | null, string | null, LocationId][] = [
    ['V alone', 'moveVertical', null, 'city'],
    ['H alone', 'moveHorizontal', null, 'shrine'],
    ['D alone', 'moveDiagonal', null, 'school'],
    ['V+V = V', 'moveVertical', 'moveVertical', 'city'],
    ['H+H = H', 'moveHorizontal', 'moveHorizontal', 'shrine'],
    ['V+H = D', 'moveVertical', 'moveHorizontal', 'school'],
    ['H+V = D', 'moveHorizontal', 'moveVertical', 'school'],
    ['D+H = V', 'moveDiagonal', 'moveHorizontal', 'city'],
    ['D+V = H', 'moveDiagonal', 'moveVertical', 'shrine'],
  ];
  for (const [name, mm, prot, to] of rows) {
    it(name, () => {
      const mmCards: [string, string][] = [[mm!, 'doctor'], ...MM_FILL];
      const pCards: [string, string][] = [[prot ?? 'paranoiaPlus1', prot ? 'doctor' : 'hospital'], ...P_FILL];
      const s = resolveWith(mmCards, pCards);
      expect(charOf(s, 'doctor').location).toBe(to);
      expect(publicLines(s)).toContainEqual({ key: 'moved', params: { character: 'doctor', from: 'hospital', to } });
    });
  }

  it('the pure table agrees: same axis once, V+H=D, D+H=V, D+V=H', () => {
    expect(combinedAxis(['vertical', 'vertical'])).toBe('vertical');
    expect(combinedAxis(['horizontal', 'horizontal'])).toBe('horizontal');
    expect(combinedAxis(['vertical', 'horizontal'])).toBe('diagonal');
    expect(combinedAxis(['diagonal', 'horizontal'])).toBe('vertical');
    expect(combinedAxis(['diagonal', 'vertical'])).toBe('horizontal');
    expect(combinedAxis([])).toBeNull();
  });
});

describe('forbidden destinations and Forbid Movement', () => {
  it('a combined move into a forbidden location is cancelled as a whole (Shrine Maiden, V+H = D into the City)', () => {
    const s = resolveWith([['moveVertical', 'shrineMaiden'], ...MM_FILL], [['moveHorizontal', 'shrineMaiden'], ...P_FILL]);
    expect(charOf(s, 'shrineMaiden').location).toBe('shrine');
    expect(publicLines(s)).toContainEqual({ key: 'moveBlocked', params: { character: 'shrineMaiden', to: 'city' } });
  });

  it('the Patient stays in the Hospital, until the Doctor freed him this loop', () => {
    const three: [string, string][] = [...P_FILL, ['goodwillPlus1', 'hospital']];
    const held = resolveWith([['moveVertical', 'patient'], ...MM_FILL], three);
    expect(held.pending?.t).toBe('mastermindAbility');
    expect(charOf(held, 'patient').location).toBe('hospital');
    const freed = resolveWith([['moveVertical', 'patient'], ...MM_FILL], three, CAST, (s) => { s.patientFree = true; });
    expect(charOf(freed, 'patient').location).toBe('city');
  });

  it('Forbid Movement cancels every movement card on its target and is spent for the loop', () => {
    const s = resolveWith([['moveDiagonal', 'doctor'], ...MM_FILL], [['forbidMovement', 'doctor'], ...P_FILL]);
    expect(charOf(s, 'doctor').location).toBe('hospital');
    expect(s.spent.hands[0]).toEqual(['forbidMovement']);
    expect(s.spent.mastermind).toEqual(['moveDiagonal']);
  });
});

describe('resolution order and the other Forbids', () => {
  it('movement comes before counters: Intrigue +1 on the Hospital follows the Doctor who just left it (order Forbid Movement → Movement → Forbids → rest)', () => {
    const s = resolveWith([['moveVertical', 'doctor'], ['intriguePlus1', 'hospital'], ['forbidParanoia', 'school']], [['paranoiaPlus1', 'doctor'], ...P_FILL]);
    expect(charOf(s, 'doctor').location).toBe('city');
    expect(charOf(s, 'doctor').paranoia).toBe(1);
    expect(s.locationIntrigue.hospital).toBe(1);
    const keys = publicLines(s).map((l) => l.key);
    expect(keys.indexOf('moved')).toBeLessThan(keys.indexOf('counterPlaced'));
  });

  it('Forbid Paranoia cancels a protagonist Paranoia card on the same target', () => {
    const s = resolveWith([['forbidParanoia', 'nurse'], ['paranoiaMinus1', 'city'], ['intriguePlus1', 'school']], [['paranoiaPlus1', 'nurse'], ...P_FILL]);
    expect(charOf(s, 'nurse').paranoia).toBe(0);
    expect(publicLines(s)).toContainEqual({ key: 'cardCancelled', params: { card: 'paranoiaPlus1', target: 'nurse' } });
  });

  it('Forbid Goodwill cancels Goodwill +2, which is spent for the loop all the same', () => {
    const s = resolveWith([['forbidGoodwill', 'nurse'], ...MM_FILL], [['goodwillPlus2', 'nurse'], ...P_FILL]);
    expect(charOf(s, 'nurse').goodwill).toBe(0);
    expect(s.spent.hands[0]).toEqual(['goodwillPlus2']);
    expect(s.spent.hands[1]).toEqual([]);
  });

  it('a Time Traveler ignores Forbid Goodwill on itself (the reason is told to the mastermind only)', () => {
    const cast: (CharacterId | [CharacterId, RoleId])[] = [['nurse', 'timeTraveler'], 'doctor', 'informer', 'boyStudent'];
    const s = resolveWith([['forbidGoodwill', 'nurse'], ...MM_FILL], [['goodwillPlus1', 'nurse'], ['paranoiaPlus1', 'city'], ['moveVertical', 'school']], cast);
    expect(charOf(s, 'nurse').goodwill).toBe(1);
    expect(privateLines(s)).toContainEqual({ key: 'timeTravelerIgnoredForbid', params: { target: 'nurse' }, to: 0 });
    expect(publicLines(s).some((l) => l.key === 'timeTravelerIgnoredForbid')).toBe(false);
  });

  it('Paranoia +1 resolves before Paranoia −1 on the same target (at 0 the character ends at 0)', () => {
    const s = resolveWith([['paranoiaPlus1', 'nurse'], ['forbidParanoia', 'city'], ['intriguePlus1', 'school']], [['paranoiaMinus1', 'nurse'], ...P_FILL]);
    expect(charOf(s, 'nurse').paranoia).toBe(0);
  });

  it('counters never go below 0: Paranoia −1 on a calm character changes nothing', () => {
    const s = resolveWith([['paranoiaMinus1', 'nurse'], ['forbidParanoia', 'city'], ['intriguePlus1', 'school']], P_FILL.concat([['goodwillPlus1', 'hospital']]));
    expect(charOf(s, 'nurse').paranoia).toBe(0);
  });

  it('cards other than Intrigue on a location are bluffs, and cards not once-per-loop go back to hand', () => {
    const s = resolveWith([['paranoiaPlus1', 'hospital'], ['paranoiaPlus1#2', 'city'], ['forbidGoodwill', 'school']], [['goodwillPlus1', 'hospital'], ['paranoiaPlus1', 'nurse'], ['moveVertical', 'school']]);
    expect(s.locationIntrigue).toEqual({ hospital: 0, shrine: 0, city: 0, school: 0 });
    expect(s.spent).toEqual({ mastermind: [], hands: [[], [], []] });
    expect(s.resolved).toHaveLength(6);
    expect(publicLines(s).filter((l) => l.key === 'cardRevealed')).toHaveLength(6);
  });
});

describe('Forbid Intrigue', () => {
  it('one Forbid Intrigue cancels Intrigue on its target', () => {
    let s = resolveWith([['intriguePlus2', 'hospital'], ...MM_FILL], [['forbidIntrigue', 'hospital'], ...P_FILL]);
    expect(s.pending?.t).toBe('cultist');
    s = act(s, 0, { type: 'cultist', ignore: false });
    expect(s.locationIntrigue.hospital).toBe(0);
    expect(s.spent.mastermind).toEqual(['intriguePlus2']);
  });

  it('L11 two Forbid Intrigue in a day void themselves, wherever they are (two hands of one person too)', () => {
    const s = resolveWith([['intriguePlus2', 'hospital'], ['intriguePlus1', 'nurse'], ['forbidParanoia', 'school']], [['forbidIntrigue', 'hospital'], ['forbidIntrigue', 'nurse'], ['paranoiaPlus1', 'city']], CAST, (x) => { x.holders = [1, 1, 1]; x.players = ['MM', 'Ana']; });
    expect(s.pending?.t).toBe('mastermindAbility');
    expect(s.locationIntrigue.hospital).toBe(2);
    expect(charOf(s, 'nurse').intrigue).toBe(1);
    expect(publicLines(s)).toContainEqual({ key: 'forbidIntrigueVoid', params: { count: 2 } });
  });
});

describe('the Cultist question (L19)', () => {
  const CULT: (CharacterId | [CharacterId, RoleId])[] = [['nurse', 'cultist'], 'doctor', 'informer', 'boyStudent', 'shrineMaiden'];

  it('L19 L44 is asked whenever a Forbid Intrigue takes effect, Cultist or not; without one the only answer is no', () => {
    const s = resolveWith([['intriguePlus1', 'city'], ['forbidParanoia', 'school'], ['paranoiaMinus1', 'informer']], [['forbidIntrigue', 'city'], ...P_FILL.slice(1), ['paranoiaPlus1', 'hospital']]);
    expect(s.pending).toEqual({ t: 'cultist', seat: 0 });
    const r = act(s, 0, { type: 'cultist', ignore: false });
    expect(r.locationIntrigue.city).toBe(0);
  });

  it('L44 the question comes with a lone Forbid Intrigue even when no Intrigue card shares its target', () => {
    const s = resolveWith([['paranoiaPlus1', 'nurse'], ...MM_FILL], [['forbidIntrigue', 'shrine'], ...P_FILL]);
    expect(s.pending).toEqual({ t: 'cultist', seat: 0 });
  });

  it('L19 a Cultist at the forbidden location may ignore it: the Intrigue is placed, the source told to the mastermind only', () => {
    let s = resolveWith([['intriguePlus1', 'hospital'], ...MM_FILL], [['forbidIntrigue', 'hospital'], ...P_FILL], CULT);
    expect(s.pending?.t).toBe('cultist');
    s = act(s, 0, { type: 'cultist', ignore: true });
    expect(s.locationIntrigue.hospital).toBe(1);
    expect(privateLines(s)).toContainEqual({ key: 'cultistIgnoredForbid', params: { target: 'hospital' }, to: 0 });
  });

  it('L19 the Cultist covers a character standing with it, and counts after moving in this very day', () => {
    // The Cultist Nurse starts in the Hospital and moves to the City with the Informer.
    let s = resolveWith([['moveVertical', 'nurse'], ['intriguePlus1', 'informer'], ['forbidParanoia', 'school']], [['forbidIntrigue', 'informer'], ...P_FILL.slice(1), ['paranoiaPlus1', 'hospital']], CULT);
    expect(charOf(s, 'nurse').location).toBe('city');
    s = act(s, 0, { type: 'cultist', ignore: true });
    expect(charOf(s, 'informer').intrigue).toBe(1);
  });

  it('L19 ignoring is refused when no Cultist is where the forbid is (a Person answers no only)', () => {
    const s = resolveWith([['intriguePlus1', 'shrine'], ...MM_FILL], [['forbidIntrigue', 'shrine'], ...P_FILL], CULT);
    const r = act.bind(null);
    expect(() => r(s, 0, { type: 'cultist', ignore: true })).toThrow(/no_cultist_there/);
  });
});

describe('location intrigue', () => {
  it('L26 has no cap: Intrigue +2 on a location that already holds 3 makes 5', () => {
    const s = resolveWith([['intriguePlus2', 'hospital'], ...MM_FILL], [...P_FILL, ['goodwillPlus1', 'doctor']], CAST, (x) => {
      x.locationIntrigue.hospital = 3;
    });
    expect(s.locationIntrigue.hospital).toBe(5);
  });
});
