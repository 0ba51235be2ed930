import { describe, expect, it } from 'vitest';
import { ABILITIES, goodwillUses, informerAnswers, isGoodwillUseLegal, refusalOptions, resolveGoodwill, resolveInformer } from './abilities';
import { charOf, publicLines, setChar, testState } from './test-states';
import type { AbilityUse, LooperState } from './types';

/** Declares a use that must be legal now, allowed by the mastermind. */
function use(s: LooperState, u: AbilityUse, refused = false): ReturnType<typeof resolveGoodwill> {
  expect(isGoodwillUseLegal(s, u)).toBe(true);
  return resolveGoodwill(s, u, refused);
}

function usesBy(s: LooperState, character: AbilityUse['character'], ability = 0): AbilityUse[] {
  return goodwillUses(s).filter((u) => u.character === character && u.ability === ability);
}

describe('goodwill abilities: data', () => {
  it('every character has its printed abilities (the Patient none)', () => {
    expect(ABILITIES.patient).toEqual([]);
    expect(ABILITIES.shrineMaiden.map((a) => a.goodwill)).toEqual([3, 5]);
    expect(ABILITIES.alien.map((a) => [a.goodwill, a.oncePerLoop])).toEqual([[4, true], [5, true]]);
    expect(ABILITIES.nurse[0]!.unrefusable && ABILITIES.mysteryBoy[0]!.unrefusable).toBe(true);
    expect(Object.values(ABILITIES).flat()).toHaveLength(24);
  });
});

describe('goodwill abilities: one test per ability', () => {
  it('Boy Student removes 1 Paranoia from another Student here only, with 2 Goodwill', () => {
    const s = testState({ cast: ['boyStudent', 'girlStudent', 'patient'], at: { patient: 'school' } });
    setChar(s, 'boyStudent', { goodwill: 1 });
    expect(usesBy(s, 'boyStudent')).toEqual([]);
    setChar(s, 'boyStudent', { goodwill: 2 });
    setChar(s, 'girlStudent', { paranoia: 2 });
    expect(usesBy(s, 'boyStudent').map((u) => u.target)).toEqual(['girlStudent']);
    use(s, { character: 'boyStudent', ability: 0, target: 'girlStudent' });
    expect(charOf(s, 'girlStudent').paranoia).toBe(1);
    expect(charOf(s, 'boyStudent').goodwill).toBe(2);
    expect(publicLines(s)).toEqual([{ key: 'counterRemoved', params: { target: 'girlStudent', counter: 'paranoia', n: 1 } }]);
  });

  it('Girl Student removes 1 Paranoia from another Student here', () => {
    const s = testState({ cast: ['girlStudent', 'classRep'] });
    setChar(s, 'girlStudent', { goodwill: 2 });
    setChar(s, 'classRep', { paranoia: 1 });
    use(s, { character: 'girlStudent', ability: 0, target: 'classRep' });
    expect(charOf(s, 'classRep').paranoia).toBe(0);
  });

  it('L5 Rich Man\'s Daughter places 1 Goodwill on a character here, herself included, only in the School or City', () => {
    const s = testState({ cast: ['richMansDaughter', 'boyStudent'] });
    setChar(s, 'richMansDaughter', { goodwill: 3 });
    expect(usesBy(s, 'richMansDaughter').map((u) => u.target).sort()).toEqual(['boyStudent', 'richMansDaughter']);
    use(s, { character: 'richMansDaughter', ability: 0, target: 'richMansDaughter' });
    expect(charOf(s, 'richMansDaughter').goodwill).toBe(4);
    setChar(s, 'richMansDaughter', { location: 'shrine' });
    s.usedToday = [];
    expect(usesBy(s, 'richMansDaughter')).toEqual([]);
  });

  it('Class Rep gives the leader back one of the leader\'s own spent once-per-loop cards, once a loop', () => {
    const s = testState({ cast: ['classRep'] });
    setChar(s, 'classRep', { goodwill: 2 });
    expect(usesBy(s, 'classRep')).toEqual([]);
    s.leader = 1;
    s.spent.hands = [['goodwillPlus2'], ['forbidMovement', 'paranoiaMinus1'], []];
    expect(usesBy(s, 'classRep').map((u) => u.card)).toEqual(['forbidMovement', 'paranoiaMinus1']);
    use(s, { character: 'classRep', ability: 0, card: 'forbidMovement' });
    expect(s.spent.hands).toEqual([['goodwillPlus2'], ['paranoiaMinus1'], []]);
    expect(publicLines(s)).toEqual([{ key: 'cardReturned', params: { card: 'forbidMovement' } }]);
    s.usedToday = [];
    expect(usesBy(s, 'classRep')).toEqual([]);
  });

  it('L1 Mystery Boy reveals his own role from the first loop and cannot be refused', () => {
    const s = testState({ cast: [['mysteryBoy', 'witch']], loop: 1 });
    setChar(s, 'mysteryBoy', { goodwill: 3 });
    const u = { character: 'mysteryBoy' as const, ability: 0 };
    expect(refusalOptions(s, u)).toEqual([]);
    use(s, u);
    expect(s.revealedRoles).toEqual({ mysteryBoy: 'witch' });
    expect(publicLines(s)).toEqual([{ key: 'roleRevealed', params: { character: 'mysteryBoy', role: 'witch' } }]);
  });

  it('Shrine Maiden removes 1 Intrigue from the Shrine only while she is at the Shrine', () => {
    const s = testState({ cast: ['shrineMaiden'] });
    setChar(s, 'shrineMaiden', { goodwill: 3 });
    s.locationIntrigue.shrine = 2;
    use(s, { character: 'shrineMaiden', ability: 0 });
    expect(s.locationIntrigue.shrine).toBe(1);
    s.usedToday = [];
    setChar(s, 'shrineMaiden', { location: 'school' });
    expect(usesBy(s, 'shrineMaiden')).toEqual([]);
  });

  it('L63 Shrine Maiden reveals the role of a character here (herself included) with 5 Goodwill, once a loop', () => {
    const s = testState({ cast: ['shrineMaiden', ['alien', 'brain']] });
    setChar(s, 'shrineMaiden', { goodwill: 5 });
    use(s, { character: 'shrineMaiden', ability: 1, target: 'alien' });
    expect(s.revealedRoles.alien).toBe('brain');
    const alone = setChar(testState({ cast: ['shrineMaiden'] }), 'shrineMaiden', { goodwill: 5 });
    expect(usesBy(alone, 'shrineMaiden', 1).map((u) => u.target)).toEqual(['shrineMaiden']);
    s.usedToday = [];
    expect(usesBy(s, 'shrineMaiden', 1)).toEqual([]);
  });

  it('Alien kills another character here, once a loop', () => {
    const s = testState({ cast: ['alien', 'godlyBeing', 'nurse'] });
    setChar(s, 'alien', { goodwill: 4 });
    expect(usesBy(s, 'alien').map((u) => u.target)).toEqual(['godlyBeing']);
    use(s, { character: 'alien', ability: 0, target: 'godlyBeing' });
    expect(charOf(s, 'godlyBeing').alive).toBe(false);
    expect(publicLines(s)).toEqual([{ key: 'characterDied', params: { character: 'godlyBeing' } }]);
  });

  it('L64 Alien killing an immortal target: nothing happens (publicly, no reason)', () => {
    const s = testState({ mainPlot: 'changeOfFuture', cast: ['alien', ['shrineMaiden', 'timeTraveler']] });
    setChar(s, 'alien', { goodwill: 4 });
    use(s, { character: 'alien', ability: 0, target: 'shrineMaiden' });
    expect(charOf(s, 'shrineMaiden').alive).toBe(true);
    expect(publicLines(s)).toEqual([{ key: 'nothingHappens', params: {} }]);
  });

  it('L8 Alien revives a corpse here with its counters, once a loop', () => {
    const s = testState({ cast: ['alien', 'shrineMaiden', 'nurse'] });
    setChar(s, 'alien', { goodwill: 5 });
    setChar(s, 'shrineMaiden', { alive: false, goodwill: 2, intrigue: 1 });
    setChar(s, 'nurse', { alive: false });
    expect(usesBy(s, 'alien', 1).map((u) => u.target)).toEqual(['shrineMaiden']);
    use(s, { character: 'alien', ability: 1, target: 'shrineMaiden' });
    expect(charOf(s, 'shrineMaiden')).toMatchObject({ alive: true, goodwill: 2, intrigue: 1, location: 'shrine' });
  });

  it('Godly Being reveals the culprit of any scheduled incident, once a loop', () => {
    const s = testState({ cast: ['godlyBeing', 'nurse'], incidents: [{ day: 3, incident: 'suicide', culprit: 'nurse' }] });
    setChar(s, 'godlyBeing', { goodwill: 3 });
    expect(usesBy(s, 'godlyBeing').map((u) => u.day)).toEqual([3]);
    use(s, { character: 'godlyBeing', ability: 0, day: 3 });
    expect(s.revealedCulprits).toEqual({ 3: 'nurse' });
    expect(publicLines(s)).toEqual([{ key: 'culpritRevealed', params: { day: 3, character: 'nurse' } }]);
    expect(s.usedThisLoop).toEqual(['godlyBeing:0']);
  });

  it('L63 Godly Being removes 1 Intrigue from its location or a character there, itself included', () => {
    const s = testState({ cast: ['godlyBeing', 'alien'] });
    setChar(s, 'godlyBeing', { goodwill: 5 });
    setChar(s, 'alien', { intrigue: 1 });
    expect(usesBy(s, 'godlyBeing', 1).map((u) => u.target)).toEqual(['shrine', 'godlyBeing', 'alien']);
    use(s, { character: 'godlyBeing', ability: 1, target: 'alien' });
    expect(charOf(s, 'alien').intrigue).toBe(0);
  });

  it('Police Officer reveals the culprit of an incident that occurred this loop only', () => {
    const s = testState({ cast: ['policeOfficer', 'nurse', 'doctor'], incidents: [
      { day: 1, incident: 'suicide', culprit: 'nurse' }, { day: 2, incident: 'murder', culprit: 'doctor' },
    ] });
    setChar(s, 'policeOfficer', { goodwill: 4 });
    expect(usesBy(s, 'policeOfficer')).toEqual([]);
    s.incidents[0]!.occurred = true;
    s.incidents[1]!.occurred = false;
    expect(usesBy(s, 'policeOfficer').map((u) => u.day)).toEqual([1]);
    use(s, { character: 'policeOfficer', ability: 0, day: 1 });
    expect(s.revealedCulprits).toEqual({ 1: 'nurse' });
  });

  it('L6 Police Officer guards a character here, himself included, once a loop', () => {
    const s = testState({ cast: ['policeOfficer', 'informer'] });
    setChar(s, 'policeOfficer', { goodwill: 5 });
    expect(usesBy(s, 'policeOfficer', 1).map((u) => u.target)).toEqual(['policeOfficer', 'informer']);
    use(s, { character: 'policeOfficer', ability: 1, target: 'policeOfficer' });
    expect(charOf(s, 'policeOfficer').guarded).toBe(true);
    expect(publicLines(s)).toEqual([{ key: 'guardPlaced', params: { character: 'policeOfficer' } }]);
  });

  it('L60 a reveal shows the role the character has now: a Person under Paranoia Virus shows as Serial Killer', () => {
    const s = testState({ subPlots: ['paranoiaVirus', 'aLoveAffair'], cast: ['officeWorker', ['nurse', 'conspiracyTheorist']] });
    setChar(s, 'officeWorker', { goodwill: 3, paranoia: 3 });
    use(s, { character: 'officeWorker', ability: 0 });
    expect(s.revealedRoles).toEqual({ officeWorker: 'serialKiller' });
  });

  it('Office Worker reveals his own role', () => {
    const s = testState({ cast: [['officeWorker', 'conspiracyTheorist']] });
    setChar(s, 'officeWorker', { goodwill: 3 });
    use(s, { character: 'officeWorker', ability: 0 });
    expect(s.revealedRoles).toEqual({ officeWorker: 'conspiracyTheorist' });
  });

  it('Informer: the leader names any subplot of the set, the mastermind names a different active one', () => {
    const s = testState({ subPlots: ['aLoveAffair', 'circleOfFriends'], cast: ['informer'] });
    setChar(s, 'informer', { goodwill: 5 });
    expect(usesBy(s, 'informer')).toHaveLength(7);
    expect(use(s, { character: 'informer', ability: 0, plot: 'aLoveAffair' })).toEqual({ informer: 'aLoveAffair' });
    expect(informerAnswers(s, 'aLoveAffair')).toEqual(['circleOfFriends']);
    expect(informerAnswers(s, 'paranoiaVirus')).toEqual(['aLoveAffair', 'circleOfFriends']);
    resolveInformer(s, 'aLoveAffair', 'circleOfFriends');
    expect(publicLines(s)).toEqual([{ key: 'informerAnswered', params: { plot: 'circleOfFriends' } }]);
  });

  it('L7 Informer with the only active subplot named: the mastermind answers none', () => {
    const s = testState({ set: 'firstSteps', mainPlot: 'murderPlan', subPlots: ['shadowOfTheRipper'], cast: ['informer'] });
    expect(informerAnswers(s, 'shadowOfTheRipper')).toEqual([null]);
    resolveInformer(s, 'shadowOfTheRipper', null);
    expect(publicLines(s)).toEqual([{ key: 'informerNone', params: {} }]);
  });

  it('a refused Informer returns no plot and says nothing happens', () => {
    const s = testState({ cast: [['informer', 'brain']] });
    setChar(s, 'informer', { goodwill: 5 });
    expect(use(s, { character: 'informer', ability: 0, plot: 'aLoveAffair' }, true)).toEqual({});
    expect(publicLines(s)).toEqual([{ key: 'nothingHappens', params: {} }]);
  });

  it('Pop Idol removes 1 Paranoia from another character here', () => {
    const s = testState({ cast: ['popIdol', 'boss'] });
    setChar(s, 'popIdol', { goodwill: 3 });
    setChar(s, 'boss', { paranoia: 2 });
    use(s, { character: 'popIdol', ability: 0, target: 'boss' });
    expect(charOf(s, 'boss').paranoia).toBe(1);
  });

  it('Pop Idol places 1 Goodwill on another character here with 4 Goodwill', () => {
    const s = testState({ cast: ['popIdol', 'boss'] });
    setChar(s, 'popIdol', { goodwill: 4 });
    expect(usesBy(s, 'popIdol', 1).map((u) => u.target)).toEqual(['boss']);
    use(s, { character: 'popIdol', ability: 1, target: 'boss' });
    expect(charOf(s, 'boss').goodwill).toBe(1);
  });

  it('Journalist places 1 Paranoia on any other character anywhere', () => {
    const s = testState({ cast: ['journalist', 'nurse', 'alien'] });
    setChar(s, 'journalist', { goodwill: 2 });
    expect(usesBy(s, 'journalist').map((u) => u.target)).toEqual(['nurse', 'alien']);
    use(s, { character: 'journalist', ability: 0, target: 'nurse' });
    expect(charOf(s, 'nurse').paranoia).toBe(1);
  });

  it('Journalist places 1 Intrigue on his location or a character there', () => {
    const s = testState({ cast: ['journalist', 'nurse'] });
    setChar(s, 'journalist', { goodwill: 2 });
    expect(usesBy(s, 'journalist', 1).map((u) => u.target)).toEqual(['city', 'journalist']);
    use(s, { character: 'journalist', ability: 1, target: 'city' });
    expect(s.locationIntrigue.city).toBe(1);
    expect(publicLines(s)).toEqual([{ key: 'counterPlaced', params: { target: 'city', counter: 'intrigue', n: 1 } }]);
  });

  it('Boss reveals the role of another character in his Turf, once a loop', () => {
    const s = testState({ cast: [{ character: 'boss', role: 'person', turf: 'school' }, ['boyStudent', 'killer'], 'nurse'] });
    setChar(s, 'boss', { goodwill: 5 });
    expect(usesBy(s, 'boss').map((u) => u.target)).toEqual(['boyStudent']);
    use(s, { character: 'boss', ability: 0, target: 'boyStudent' });
    expect(s.revealedRoles).toEqual({ boyStudent: 'killer' });
  });

  it('Doctor places or removes 1 Paranoia on another character here', () => {
    const s = testState({ cast: ['doctor', 'patient'] });
    setChar(s, 'doctor', { goodwill: 2 });
    expect(usesBy(s, 'doctor').map((u) => [u.target, u.sign])).toEqual([['patient', 1], ['patient', -1]]);
    use(s, { character: 'doctor', ability: 0, target: 'patient', sign: 1 });
    expect(charOf(s, 'patient').paranoia).toBe(1);
    s.usedToday = [];
    use(s, { character: 'doctor', ability: 0, target: 'patient', sign: -1 });
    expect(charOf(s, 'patient').paranoia).toBe(0);
  });

  it('Doctor frees the Patient from his forbidden locations for the loop', () => {
    const s = testState({ cast: ['doctor', 'patient'] });
    setChar(s, 'doctor', { goodwill: 3 });
    use(s, { character: 'doctor', ability: 1 });
    expect(s.patientFree).toBe(true);
    expect(publicLines(s)).toEqual([{ key: 'patientFreed', params: {} }]);
  });

  it('Nurse removes 1 Paranoia only from another character here in panic, and cannot be refused', () => {
    const s = testState({ cast: [['nurse', 'cultist'], 'doctor', 'patient'] });
    setChar(s, 'nurse', { goodwill: 2 });
    setChar(s, 'doctor', { paranoia: 2 });
    setChar(s, 'patient', { paranoia: 1 });
    expect(usesBy(s, 'nurse').map((u) => u.target)).toEqual(['doctor']);
    const u = { character: 'nurse' as const, ability: 0, target: 'doctor' as const };
    expect(refusalOptions(s, u)).toEqual([]);
    use(s, u);
    expect(charOf(s, 'doctor').paranoia).toBe(1);
  });

  it('L2 Henchman calms himself for the rest of the loop', () => {
    const s = testState({ cast: ['henchman'] });
    setChar(s, 'henchman', { goodwill: 3 });
    use(s, { character: 'henchman', ability: 0 });
    expect(s.henchmanCalm).toBe(true);
  });
});

describe('goodwill abilities: refusal and limits', () => {
  it('L18 refusal answers: a Person [false], optional [false, true], mandatory [true]', () => {
    const s = testState({ cast: ['popIdol', ['journalist', 'killer'], ['boss', 'cultist']] });
    expect(refusalOptions(s, { character: 'popIdol', ability: 0, target: 'boss' })).toEqual([false]);
    expect(refusalOptions(s, { character: 'journalist', ability: 0, target: 'boss' })).toEqual([false, true]);
    expect(refusalOptions(s, { character: 'boss', ability: 0, target: 'popIdol' })).toEqual([true]);
  });

  it('a refused ability says nothing happens, keeps the Goodwill, and still counts for the day and the loop', () => {
    const s = testState({ cast: [['alien', 'witch'], 'godlyBeing'] });
    setChar(s, 'alien', { goodwill: 4 });
    use(s, { character: 'alien', ability: 0, target: 'godlyBeing' }, true);
    expect(charOf(s, 'godlyBeing').alive).toBe(true);
    expect(charOf(s, 'alien').goodwill).toBe(4);
    expect(publicLines(s)).toEqual([{ key: 'nothingHappens', params: {} }]);
    expect(s.usedToday).toEqual(['alien:0']);
    expect(s.usedThisLoop).toEqual(['alien:0']);
    s.usedToday = [];
    expect(usesBy(s, 'alien')).toEqual([]);
  });

  it('an unrefusable ability resolves even if a refusal is passed', () => {
    const s = testState({ cast: [['nurse', 'witch'], 'doctor'] });
    setChar(s, 'nurse', { goodwill: 2 });
    setChar(s, 'doctor', { paranoia: 2 });
    resolveGoodwill(s, { character: 'nurse', ability: 0, target: 'doctor' }, true);
    expect(charOf(s, 'doctor').paranoia).toBe(1);
  });

  it('each ability once a day: a second use the same day is not offered', () => {
    const s = testState({ cast: ['popIdol', 'boss'] });
    setChar(s, 'popIdol', { goodwill: 4 });
    setChar(s, 'boss', { paranoia: 2 });
    use(s, { character: 'popIdol', ability: 0, target: 'boss' });
    expect(usesBy(s, 'popIdol', 0)).toEqual([]);
    expect(usesBy(s, 'popIdol', 1)).toHaveLength(1);
  });

  it('a dead or absent user has no abilities; corpses are not targets', () => {
    const s = testState({ cast: ['popIdol', 'boss', 'godlyBeing'], at: { godlyBeing: null } });
    setChar(s, 'popIdol', { goodwill: 4 });
    setChar(s, 'godlyBeing', { goodwill: 5 });
    setChar(s, 'boss', { alive: false });
    expect(goodwillUses(s)).toEqual([]);
  });

  it('isGoodwillUseLegal refuses a target that is not here', () => {
    const s = testState({ cast: ['popIdol', 'nurse'] });
    setChar(s, 'popIdol', { goodwill: 4 });
    expect(isGoodwillUseLegal(s, { character: 'popIdol', ability: 1, target: 'nurse' })).toBe(false);
  });
});
