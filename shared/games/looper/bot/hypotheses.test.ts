import { describe, expect, it } from 'vitest';
import { PLOT_ROLES, ROLE_LIMITS, TRAGEDY_SET_DATA } from '../tragedy-sets';
import type { CharacterId, RoleId } from '../ids';
import { hypothesisSpace, rejections, type Hypothesis } from './hypotheses';
import { CAST6, card, ch, frame, history } from './test-helpers';

const start = (ids: CharacterId[] = CAST6) => ids.map((id) => ch(id));
const roleOf = (h: Hypothesis, id: CharacterId): RoleId => h.roles[id] ?? 'person';
const uniq = <T,>(xs: T[]) => [...new Set(xs)];

describe('consistentHypotheses', () => {
  it('with no evidence, gives every plot combination of the set with exactly the roles its plots add', () => {
    const space = hypothesisSpace(history(card('firstSteps'), [frame(start())]), { perPlotCap: 100_000 });
    expect(space.capped).toBe(false);
    expect(space.total).toBe(space.hypotheses.length);
    const combos = uniq(space.hypotheses.map((h) => `${h.mainPlot}+${h.subPlots.join('+')}`));
    // 3 main × 3 sub in First Steps.
    expect(combos).toHaveLength(9);
    for (const h of space.hypotheses) {
      const want: Partial<Record<RoleId, number>> = {};
      for (const p of [h.mainPlot, ...h.subPlots]) for (const [r, n] of Object.entries(PLOT_ROLES[p])) if (typeof n === 'number') want[r as RoleId] = (want[r as RoleId] ?? 0) + n;
      for (const [r, lim] of Object.entries(ROLE_LIMITS)) if ((want[r as RoleId] ?? 0) > lim!) want[r as RoleId] = lim;
      const got: Partial<Record<RoleId, number>> = {};
      for (const r of Object.values(h.roles)) if (r !== 'curmudgeon') got[r!] = (got[r!] ?? 0) + 1;
      expect(got).toEqual(want);
    }
  });

  it('counts the assignments of Murder Plan + Shadow of the Ripper exactly (6 cast, 5 distinct roles: 6·5·4·3·2)', () => {
    const space = hypothesisSpace(history(card('firstSteps'), [frame(start())]), { perPlotCap: 100_000 });
    const these = space.hypotheses.filter((h) => h.mainPlot === 'murderPlan' && h.subPlots[0] === 'shadowOfTheRipper');
    expect(these).toHaveLength(720);
  });

  it('caps each plot combination and weights what it kept for the part it did not walk', () => {
    const h = history(card('firstSteps'), [frame(start())]);
    const full = hypothesisSpace(h, { perPlotCap: 100_000 });
    const capped = hypothesisSpace(h, { perPlotCap: 10 });
    expect(full.capped).toBe(false);
    expect(capped.capped).toBe(true);
    expect(capped.hypotheses.length).toBeLessThan(full.hypotheses.length);
    expect(capped.hypotheses.every((x) => x.weight >= 1)).toBe(true);
    expect(capped.total).toBeGreaterThan(capped.hypotheses.length);
    // Every plot combination is still represented.
    expect(uniq(capped.hypotheses.map((x) => x.mainPlot + x.subPlots[0]))).toHaveLength(9);
  });

  it('keeps only hypotheses with a revealed role, and only plots that add it', () => {
    const f = frame(start().map((c) => (c.id === 'girlStudent' ? { ...c, role: 'killer' as RoleId } : c)));
    const space = hypothesisSpace(history(card('basicTragedy'), [f]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) {
      expect(roleOf(h, 'girlStudent')).toBe('killer');
      expect(h.mainPlot).toBe('murderPlan');
    }
  });

  it('"nothing happens" on a refusable ability ⇒ the character holds a role with Goodwill Refusal', () => {
    const asked = frame(start(), { step: 'goodwillAbilities', decision: { t: 'refusal', seat: 0, use: { character: 'doctor', ability: 0, target: 'boyStudent', sign: 1 } } });
    const after = frame(start(), { step: 'goodwillAbilities', newLines: [{ key: 'looper.log.nothingHappens', params: {} }] });
    const space = hypothesisSpace(history(card('basicTragedy'), [asked, after]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    expect(uniq(space.hypotheses.map((h) => roleOf(h, 'doctor'))).sort()).toEqual(['brain', 'cultist', 'factor', 'killer', 'witch']);
  });

  it('an ability that worked ⇒ the character is not a mandatory refuser (Cultist, Witch)', () => {
    const asked = frame(start(), { step: 'goodwillAbilities', decision: { t: 'refusal', seat: 0, use: { character: 'officeWorker', ability: 0 } } });
    const after = frame(start(), { step: 'goodwillAbilities', newLines: [{ key: 'looper.log.roleRevealed', params: {} }] });
    const space = hypothesisSpace(history(card('basicTragedy'), [asked, after]));
    const roles = uniq(space.hypotheses.map((h) => roleOf(h, 'officeWorker')));
    expect(roles).not.toContain('cultist');
    expect(roles).not.toContain('witch');
    expect(roles).toContain('killer');
  });

  it('an incident that occurred ⇒ its culprit was alive, on the board and in panic just before', () => {
    const before = start().map((c) => (c.id === 'boyStudent' ? { ...c, paranoia: 2 } : c.id === 'doctor' ? { ...c, paranoia: 5, alive: false } : c));
    const a = frame(before, { day: 2, step: 'goodwillAbilities', decision: { t: 'goodwill', seat: 1 }, incidents: [{ day: 2, incident: 'murder', occurred: null }, { day: 4, incident: 'suicide', occurred: null }] });
    const b = frame(before, { day: 2, step: 'dayEnd', incidents: [{ day: 2, incident: 'murder', occurred: true }, { day: 4, incident: 'suicide', occurred: null }] });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    expect(space.culprits[2]).toEqual(['boyStudent']);
    // All different: the other day's culprit is someone else.
    expect(space.culprits[4]).not.toContain('boyStudent');
  });

  it('an incident that did not occur ⇒ its culprit was dead, absent or below its limit (or the calm Henchman)', () => {
    const before = start().map((c) => (c.id === 'girlStudent' ? { ...c, paranoia: 3 } : c));
    const a = frame(before, { day: 2, step: 'goodwillAbilities', decision: { t: 'goodwill', seat: 1 }, incidents: [{ day: 2, incident: 'murder', occurred: null }] });
    const b = frame(before, { day: 2, step: 'dayEnd', incidents: [{ day: 2, incident: 'murder', occurred: false }] });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    expect(space.culprits[2]).not.toContain('girlStudent');
    expect(space.culprits[2]).toContain('boyStudent');
  });

  it('a counter placed in the [MM ability] step ⇒ a Brain (intrigue) was there', () => {
    const a = frame(start(), { step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 } });
    // Still step 5: the action was an ability use, not the end of the step.
    const b = frame(start().map((c) => (c.id === 'doctor' ? { ...c, intrigue: 1 } : c)), { step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 } });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    // The Doctor is alone in the Hospital: he is the Brain.
    for (const h of space.hypotheses) expect(roleOf(h, 'doctor')).toBe('brain');
  });

  it('paranoia placed in the [MM ability] step ⇒ a Conspiracy Theorist (or a Factor, or a refusing Doctor) was there', () => {
    const a = frame(start(), { step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 } });
    const b = frame(start().map((c) => (c.id === 'officeWorker' ? { ...c, paranoia: 1 } : c)), { step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 } });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    for (const h of space.hypotheses) expect(roleOf(h, 'officeWorker')).toBe('conspiracyTheorist');
  });

  it('a death at day end with exactly two in the place ⇒ the other one is a Serial Killer (or the victim was a Key Person a Killer reached)', () => {
    const before = start().map((c) => (c.id === 'richMansDaughter' ? { ...c, location: 'city' as const } : c));
    // School: Boy Student and Girl Student only.
    const a = frame(before, { step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 } });
    const b = frame(before.map((c) => (c.id === 'boyStudent' ? { ...c, alive: false } : c)), { day: 2, step: 'mastermindCards' });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) expect(roleOf(h, 'girlStudent')).toBe('serialKiller');
  });

  it('a death the loop survived ⇒ not the Key Person; any death ⇒ not the Time Traveler', () => {
    const a = frame(start(), { day: 3, step: 'cardResolution' });
    const b = frame(start().map((c) => (c.id === 'shrineMaiden' ? { ...c, alive: false } : c)), { day: 3, step: 'mastermindAbilities' });
    const space = hypothesisSpace(history(card('basicTragedy'), [a, b]));
    const roles = uniq(space.hypotheses.map((h) => roleOf(h, 'shrineMaiden')));
    expect(roles).not.toContain('keyPerson');
    expect(roles).not.toContain('timeTraveler');
    expect(roles).toContain('killer');
  });

  it('a loop lost on its last day without deaths ⇒ some loss condition held (2 Intrigue on the Shrine: Sealed Item or a Witch who starts there)', () => {
    const last = frame(start().map((c) => ({ ...c, goodwill: 3 })), { day: 6, step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 }, locationIntrigue: { hospital: 0, shrine: 2, city: 0, school: 0 } });
    const next = frame(start(), { loop: 2, day: 1, step: 'mastermindCards' });
    const space = hypothesisSpace(history(card('basicTragedy'), [last, next]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) {
      const witchAtShrine = h.mainPlot === 'giantTimeBombX' && roleOf(h, 'shrineMaiden') === 'witch';
      expect(h.mainPlot === 'theSealedItem' || witchAtShrine).toBe(true);
    }
    expect(uniq(space.hypotheses.map((h) => h.mainPlot)).sort()).toEqual(['giantTimeBombX', 'theSealedItem']);
  });

  it('a loop that ended early with a death ⇒ the dead character was the Key Person (or the protagonists could die)', () => {
    const a = frame(start().map((c) => (c.id === 'girlStudent' ? { ...c, intrigue: 2 } : c)), { day: 3, step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 } });
    // The next loop's board is reset: the death is known from its public log line.
    const b = frame(start(), { loop: 2, day: 1, step: 'mastermindCards', newLines: [{ key: 'looper.log.died', params: { character: 'girlStudent' } }] });
    const space = hypothesisSpace(history(card('firstSteps'), [a, b]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) {
      expect(roleOf(h, 'girlStudent')).toBe('keyPerson');
      // At day end only a Killer with her in the School could kill her.
      expect(['boyStudent', 'richMansDaughter'].map((c) => roleOf(h, c as CharacterId))).toContain('killer');
    }
  });

  it('counters that appear when the step ends are not read as [MM ability] placements (the rest of the day ran in that action)', () => {
    const a = frame(start(), { step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 } });
    const b = frame(start().map((c) => (c.id === 'doctor' ? { ...c, intrigue: 1 } : c)), { step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 } });
    const roles = uniq(hypothesisSpace(history(card('firstSteps'), [a, b])).hypotheses.map((h) => roleOf(h, 'doctor')));
    expect(roles).toContain('person');
  });

  it('a subplot the mastermind named to the Informer is active in every hypothesis', () => {
    const a = frame(start(), { step: 'goodwillAbilities', newLines: [{ key: 'informerAnswered', params: { plot: 'aLoveAffair' } }] });
    const space = hypothesisSpace(history(card('basicTragedy'), [a]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) expect(h.subPlots).toContain('aLoveAffair');
  });

  it('a loop the protagonists got through had no plot loss: 2 Intrigue on the Shrine rules out The Sealed Item', () => {
    const last = frame(start(), { day: 6, step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 }, locationIntrigue: { hospital: 0, shrine: 2, city: 0, school: 0 } });
    const won = frame(start(), { day: 6, step: 'over', over: true, outcome: 'victory' });
    const space = hypothesisSpace(history(card('basicTragedy'), [last, won]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    expect(space.hypotheses.some((h) => h.mainPlot === 'theSealedItem')).toBe(false);
  });

  it('a dead Friend explains a lost loop', () => {
    const last = frame(start().map((c) => (c.id === 'doctor' ? { ...c, alive: false } : { ...c, goodwill: 3 })), { day: 6, step: 'dayEnd', decision: { t: 'dayEnd', seat: 0 } });
    const next = frame(start().map((c) => (c.id === 'doctor' ? { ...c, role: 'friend' as RoleId } : c)), { loop: 2, day: 1, step: 'mastermindCards' });
    const space = hypothesisSpace(history(card('basicTragedy'), [last, next]));
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) expect(roleOf(h, 'doctor')).toBe('friend');
  });

  it('Mystery Boy holds a role of the set that none of the plots adds, never Person', () => {
    const cast: CharacterId[] = [...CAST6.slice(0, 5), 'mysteryBoy'];
    const space = hypothesisSpace(history(card('basicTragedy'), [frame(start(cast))]), { perPlotCap: 5 });
    expect(space.hypotheses.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) {
      const r = roleOf(h, 'mysteryBoy');
      expect(r).not.toBe('person');
      const added = [h.mainPlot, ...h.subPlots].flatMap((p) => Object.keys(PLOT_ROLES[p]));
      expect(added).not.toContain(r);
      expect(TRAGEDY_SET_DATA.basicTragedy.roles).toContain(r);
    }
  });

  it("Sign with me!'s Key Person is a Girl", () => {
    const space = hypothesisSpace(history(card('basicTragedy'), [frame(start())]), { perPlotCap: 50 });
    for (const h of space.hypotheses.filter((x) => x.mainPlot === 'signWithMe')) {
      const kp = Object.entries(h.roles).find(([, r]) => r === 'keyPerson')![0];
      expect(['girlStudent', 'richMansDaughter', 'shrineMaiden']).toContain(kp);
    }
  });
});

describe('a Serial Killer shown by a reveal in Basic Tragedy (L20)', () => {
  const shown = history(card('basicTragedy'), [frame(start().map((c) => (c.id === 'officeWorker' ? { ...c, role: 'serialKiller' as RoleId, paranoia: 4 } : c)))]);

  it('may be a Person the Paranoia Virus turned: that script is not ruled out', () => {
    const person = { mainPlot: 'murderPlan' as const, subPlots: ['paranoiaVirus' as const, 'circleOfFriends' as const], roles: { boyStudent: 'keyPerson', girlStudent: 'killer', doctor: 'brain', richMansDaughter: 'conspiracyTheorist', shrineMaiden: 'friend' } as Hypothesis['roles'] };
    expect(rejections(shown, person)).toEqual([]);
  });

  it('as a Person, only under plots with the Paranoia Virus', () => {
    const space = hypothesisSpace(shown, { perPlotCap: 50 });
    const asPerson = space.hypotheses.filter((h) => roleOf(h, 'officeWorker') === 'person');
    expect(asPerson.length).toBeGreaterThan(0);
    for (const h of space.hypotheses) {
      const r = roleOf(h, 'officeWorker');
      expect(['person', 'serialKiller']).toContain(r);
      if (r === 'person') expect(h.subPlots).toContain('paranoiaVirus');
    }
  });
});
