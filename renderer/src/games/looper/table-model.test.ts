/**
 * The table's zones from real views: games set up with the engine on shipped scripts and
 * played forward with legal actions, then projected for the mastermind, a protagonist and
 * the public table.
 */
import { describe, expect, it } from 'vitest';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS, shippedScript } from '../../../../shared/games/looper/scripts';
import { CHARACTER_CARDS } from '../../../../shared/games/looper/characters';
import type { LooperState, LooperView } from '../../../../shared/games/looper/types';
import { ownedHands } from '../../../../shared/games/looper/view';
import { cardsByTarget, characterFacts, DAY_STEPS, handHolders, incidentSchedule, isLocationTarget, locationModels, stepTrack } from './table-model';

function start(scriptId: string, players = ['Mente', 'Ana', 'Luis', 'Eva']): LooperState {
  const script = shippedScript(scriptId);
  if (!script) throw new Error(`no script ${scriptId}`);
  return looper.setup({ players, script }, 'table-model');
}

/** One legal action for whoever decides; `k` varies the choice deterministically. */
function step(s: LooperState, k: number): LooperState {
  const seat = looper.status(s).deciding[0]!;
  const legal = looper.legalActions(s, seat);
  const r = looper.apply(s, seat, legal[(k * 7919) % legal.length]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function tryUntil(s: LooperState, stop: (s: LooperState) => boolean, offset = 0, limit = 2000): LooperState | null {
  for (let k = 0; k < limit; k++) {
    if (stop(s)) return s;
    if (s.result) break;
    s = step(s, k + offset);
  }
  return null;
}

function playUntil(s: LooperState, stop: (s: LooperState) => boolean): LooperState {
  const reached = tryUntil(s, stop);
  if (!reached) throw new Error('state not reached');
  return reached;
}

const seatView = (s: LooperState, seat: number): LooperView => looper.view(s, { kind: 'seat', seat });
const publicView = (s: LooperState): LooperView => looper.view(s, { kind: 'public' });

describe('looper table model', () => {
  it('the board is the manual\'s 2×2 and every character stands where the view puts it', () => {
    const s = playUntil(start('velada-fs-1'), (x) => x.step === 'mastermindCards');
    const models = locationModels(publicView(s));
    expect(models.map((m) => m.id)).toEqual(['hospital', 'shrine', 'city', 'school']);
    for (const m of models) {
      expect(m.intrigue).toBe(0);
      expect(m.turf).toBe(false);
      for (const c of m.characters) expect(CHARACTER_CARDS[c.id].start).toBe(m.id);
    }
    expect(models.flatMap((m) => m.characters).length).toBe(publicView(s).characters.length);
    expect(models.every((m) => m.characters.every((c) => c.role === null))).toBe(true);
  });

  it('face-down cards show their face only to their owner, and everyone sees them face up after the resolution', () => {
    const placing = playUntil(start('velada-fs-1'), (x) => x.pending?.t === 'protagonistCard' && x.pending.hand === 1);
    const own = [...cardsByTarget(seatView(placing, 1)).values()].flat();
    expect(own).toHaveLength(4);
    expect(own.filter((c) => c.owner === 'mastermind').every((c) => c.card === null && !c.revealed)).toBe(true);
    expect(own.find((c) => c.owner === 0)!.card).toBe(placing.placed.find((p) => p.owner === 0)!.card);
    const other = [...cardsByTarget(seatView(placing, 2)).values()].flat();
    expect(other.every((c) => c.card === null)).toBe(true);
    const mm = [...cardsByTarget(seatView(placing, 0)).values()].flat();
    expect(mm.filter((c) => c.owner === 'mastermind').every((c) => c.card !== null)).toBe(true);
    expect(mm.find((c) => c.owner === 0)!.card).toBeNull();

    const after = playUntil(placing, (x) => x.step === 'mastermindAbilities');
    const shown = [...cardsByTarget(publicView(after)).values()].flat();
    expect(shown).toHaveLength(after.resolved.length);
    expect(shown.every((c) => c.revealed && c.card !== null)).toBe(true);
    for (const [target, cards] of cardsByTarget(publicView(after))) expect(cards.every((c) => c.target === target)).toBe(true);
  });

  it('the incident schedule lists every day of the public card, with what happened once its step is behind', () => {
    const s0 = playUntil(start('velada-fs-1'), (x) => x.step === 'mastermindCards');
    const days = incidentSchedule(publicView(s0));
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(days[0]!.incidents).toEqual([]);
    expect(days[1]!.incidents).toEqual([{ incident: 'increasingUnease', status: 'pending', culprit: null }]);
    expect(days[0]!.current).toBe(true);

    const s1 = playUntil(s0, (x) => x.day === 3 && x.step === 'mastermindCards');
    const day2 = incidentSchedule(publicView(s1))[1]!;
    const record = s1.incidents.find((i) => i.day === 2)!;
    expect(day2.past).toBe(true);
    expect(day2.incidents[0]!.status).toBe(record.occurred ? 'occurred' : 'notOccurred');
  });

  it('culprits: the mastermind reads them from its secret card; others only once revealed', () => {
    const s = playUntil(start('velada-fs-1'), (x) => x.step === 'mastermindCards');
    expect(incidentSchedule(seatView(s, 0)).flatMap((d) => d.incidents.map((i) => i.culprit))).toEqual(['doctor', 'policeOfficer', 'nurse']);
    expect(incidentSchedule(seatView(s, 1)).flatMap((d) => d.incidents.map((i) => i.culprit))).toEqual([null, null, null]);
    const revealed = { ...s, revealedCulprits: { 3: 'policeOfficer' as const } };
    expect(incidentSchedule(publicView(revealed)).flatMap((d) => d.incidents.map((i) => i.culprit))).toEqual([null, 'policeOfficer', null]);
  });

  it('the step track lights the step the game is on, and shows the Final Guess only for a set that has one', () => {
    const fs = playUntil(start('velada-fs-1'), (x) => x.step === 'mastermindCards');
    expect(stepTrack(publicView(fs))).toEqual({ steps: DAY_STEPS, current: 1, loopStart: false, finalGuess: 'hidden' });
    const bt = playUntil(start('velada-bt-1'), (x) => x.step === 'mastermindCards');
    expect(stepTrack(publicView(bt)).finalGuess).toBe('shown');
    const goodwill = playUntil(bt, (x) => x.step === 'goodwillAbilities' || x.step === 'incidents');
    expect(DAY_STEPS[stepTrack(publicView(goodwill)).current]).toBe(goodwill.step);
  });

  it('L125 the day start and the leader change are never lit: the table never stands on them', () => {
    let s = start('velada-bt-1');
    const lit = new Set<string>();
    for (let k = 0; k < 400 && !s.result; k++) {
      const track = stepTrack(publicView(s));
      if (track.current >= 0) lit.add(DAY_STEPS[track.current]!);
      else expect(['loopStart', 'finalGuess', 'over']).toContain(s.step);
      s = step(s, k);
    }
    expect(lit.has('dayStart')).toBe(false);
    expect(lit.has('leaderChange')).toBe(false);
    expect(lit.has('mastermindCards')).toBe(true);
    expect(lit.has('dayEnd')).toBe(true);
  });

  it('L126 at the Time Spiral the loop set-up is lit and the day track keeps the finished loop\'s incidents until the new loop starts', () => {
    // Random choices do not always lose the first loop: the first game that reaches a Time Spiral.
    const tries = Array.from({ length: 40 }, (_, offset) => tryUntil(start('velada-bt-1'), (x) => x.pending?.t === 'timeSpiral', offset));
    // …and whose lost loop got as far as an incident step (a loop can end early, on a death).
    const spiral = tries.find((x) => x !== null && x.incidents.some((i) => i.occurred !== null))!;
    const v = publicView(spiral);
    const track = stepTrack(v);
    expect(track.loopStart).toBe(true);
    expect(track.current).toBe(-1);
    expect(v.loop).toBe(2);
    const statuses = incidentSchedule(v).flatMap((d) => d.incidents.map((i) => i.status));
    expect(statuses.length).toBeGreaterThan(0);
    const kept = spiral.incidents.map((i) => (i.occurred === null ? 'pending' : i.occurred ? 'occurred' : 'notOccurred'));
    expect(statuses).toEqual(kept);
    expect(statuses.some((s) => s !== 'pending')).toBe(true);
    const next = playUntil(spiral, (x) => x.step === 'mastermindCards');
    expect(incidentSchedule(publicView(next)).flatMap((d) => d.incidents.map((i) => i.status)).every((s) => s === 'pending')).toBe(true);
  });

  it('no zone shows a protagonist or the public table a secret: roles, culprits and other hands\' faces only as revealed', () => {
    let checked = 0;
    for (const script of SHIPPED_SCRIPTS) {
      let s = looper.setup({ players: ['Mente', 'Ana', 'Luis'], script }, `privacy-${script.id}`);
      for (let k = 0; k < 150 && !s.result; k++) {
        for (const seat of [1, 2, null]) {
          const v = seat === null ? publicView(s) : seatView(s, seat);
          const own = ownedHands(s, seat);
          for (const m of locationModels(v)) for (const c of m.characters) expect(c.role).toBe(s.revealedRoles[c.id] ?? null);
          for (const d of incidentSchedule(v)) for (const i of d.incidents) expect(i.culprit).toBe(s.revealedCulprits[d.day] ?? null);
          for (const c of [...cardsByTarget(v).values()].flat()) {
            if (!c.revealed && c.card !== null) expect(own).toContain(c.owner);
          }
          checked++;
        }
        s = step(s, k);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the hands: who holds each and which has the leader card, with one protagonist holding all three', () => {
    const two = publicView(start('velada-fs-1', ['Mente', 'Ana']));
    expect(handHolders(two)).toEqual([
      { hand: 0, seat: 1, name: 'Ana', leader: true },
      { hand: 1, seat: 1, name: 'Ana', leader: false },
      { hand: 2, seat: 1, name: 'Ana', leader: false },
    ]);
    const four = publicView(start('velada-fs-1'));
    expect(handHolders(four).map((h) => h.name)).toEqual(['Ana', 'Luis', 'Eva']);
  });

  it('a character\'s printed facts and the target kinds', () => {
    expect(characterFacts('shrineMaiden')).toEqual({
      traits: ['student', 'girl'],
      paranoiaLimit: 2,
      forbidden: ['city'],
      abilities: [
        { index: 0, goodwill: 3, oncePerLoop: false },
        { index: 1, goodwill: 5, oncePerLoop: true },
      ],
    });
    expect(isLocationTarget('shrine')).toBe(true);
    expect(isLocationTarget('shrineMaiden')).toBe(false);
  });
});
