import { describe, expect, it } from 'vitest';
import { act, stateAt } from './flow-test-helpers';
import { status, view } from './view';
import { log } from './state';
import type { LooperState } from './types';

const SPEC = {
  mainPlot: 'murderPlan' as const,
  cast: [['doctor', 'brain'], ['nurse', 'keyPerson'], ['informer', 'killer'], 'boyStudent', { character: 'godlyBeing', role: 'person', entryLoop: 2 }, { character: 'boss', role: 'person', turf: 'school' }] as never,
  incidents: [{ day: 2, incident: 'suicide' as const, culprit: 'boyStudent' as const }],
  at: { godlyBeing: null },
};

/** The mastermind's three cards and hand 0's card are down; hand 1 (seat 2) decides. */
function midPlacement(patch: (s: LooperState) => void = () => {}): LooperState {
  let s = stateAt('mastermindCards', SPEC, patch);
  s = act(s, 0, { type: 'placeCard', card: 'intriguePlus2', target: 'hospital' });
  s = act(s, 0, { type: 'placeCard', card: 'paranoiaPlus1', target: 'nurse' });
  s = act(s, 0, { type: 'placeCard', card: 'forbidGoodwill', target: 'doctor' });
  return act(s, 1, { type: 'placeCard', card: 'goodwillPlus2', target: 'nurse' });
}

describe('views', () => {
  it('a protagonist sees no secret, no role unless revealed, and only its own face-down cards', () => {
    const s = midPlacement((x) => { x.revealedRoles.doctor = 'brain'; });
    const v1 = view(s, { kind: 'seat', seat: 1 });
    expect(v1.secret).toBeNull();
    expect(v1.title).toBeNull();
    expect(v1.mastermindState).toBeNull();
    expect(v1.characters.map((c) => [c.id, c.role])).toEqual([['doctor', 'brain'], ['nurse', null], ['informer', null], ['boyStudent', null], ['boss', null]]);
    expect(v1.placed).toEqual([
      { owner: 'mastermind', target: 'hospital', card: null },
      { owner: 'mastermind', target: 'nurse', card: null },
      { owner: 'mastermind', target: 'doctor', card: null },
      { owner: 0, target: 'nurse', card: 'goodwillPlus2' },
    ]);
    expect(v1.hands).toEqual([{ owner: 0, available: ['paranoiaPlus1', 'paranoiaMinus1', 'goodwillPlus1', 'forbidIntrigue', 'moveVertical', 'moveHorizontal', 'forbidMovement'] }]);
    const v2 = view(s, { kind: 'seat', seat: 2 });
    expect(v2.placed[3]!.card).toBeNull();
    expect(v2.decision).toEqual({ t: 'protagonistCard', seat: 2, hand: 1 });
  });

  it('L46 placing a card says in public which hand placed it where, never which card', () => {
    const s = midPlacement();
    const placed = s.log.filter((l) => l.key === 'cardPlaced');
    expect(placed.map((l) => l.params)).toEqual([
      { owner: 'mastermind', target: 'hospital' }, { owner: 'mastermind', target: 'nurse' }, { owner: 'mastermind', target: 'doctor' }, { owner: '0', target: 'nurse' },
    ]);
    expect(placed.every((l) => l.to === undefined)).toBe(true);
  });

  it('the public table sees no hand and no face-down card', () => {
    const v = view(midPlacement(), { kind: 'public' });
    expect(v.viewer).toBeNull();
    expect(v.hands).toEqual([]);
    expect(v.placed.every((p) => p.card === null)).toBe(true);
  });

  it('the mastermind sees the secret card, every role and its own cards, but not the protagonists\' face-down cards', () => {
    const s = midPlacement();
    const v = view(s, { kind: 'seat', seat: 0 });
    expect(v.isMastermind).toBe(true);
    expect(v.secret?.mainPlot).toBe('murderPlan');
    expect(v.title).toBe('Prueba');
    expect(v.characters.find((c) => c.id === 'nurse')!.role).toBe('keyPerson');
    expect(v.placed.map((p) => p.card)).toEqual(['intriguePlus2', 'paranoiaPlus1', 'forbidGoodwill', null]);
    expect(v.mastermindState?.placed.map((p) => p.owner)).toEqual(['mastermind', 'mastermind', 'mastermind']);
    expect(JSON.stringify(v)).not.toContain('goodwillPlus2');
  });

  it('2 players: the protagonist seat holds and sees all three hands', () => {
    const s = midPlacement((x) => { x.players = ['MM', 'Ana']; x.holders = [1, 1, 1]; });
    const v = view(s, { kind: 'seat', seat: 1 });
    expect(v.hands.map((h) => h.owner)).toEqual([0, 1, 2]);
    expect(v.placed[3]!.card).toBe('goodwillPlus2');
  });

  it('private log lines reach the mastermind only; the Godly Being is off the board before its loop; the Boss\'s Turf is public', () => {
    const s = midPlacement();
    log(s, 'incidentCulprit', { incident: 'suicide', character: 'boyStudent' }, 0);
    expect(view(s, { kind: 'seat', seat: 1 }).log.some((l) => l.key === 'incidentCulprit')).toBe(false);
    expect(view(s, { kind: 'public' }).log.some((l) => l.key === 'incidentCulprit')).toBe(false);
    expect(view(s, { kind: 'seat', seat: 0 }).log.some((l) => l.key === 'incidentCulprit')).toBe(true);
    expect(view(s, { kind: 'seat', seat: 1 }).characters.some((c) => c.id === 'godlyBeing')).toBe(false);
    expect(view(s, { kind: 'seat', seat: 1 }).turf).toBe('school');
  });

  it('incidents show only whether they occurred; revealed culprits only once revealed', () => {
    const s = midPlacement((x) => { x.incidents[0]!.occurred = false; });
    const v = view(s, { kind: 'seat', seat: 1 });
    expect(v.incidents).toEqual([{ day: 2, incident: 'suicide', occurred: false }]);
    expect(v.revealedCulprits).toEqual({});
    expect(JSON.stringify(v.publicCard)).not.toContain('boyStudent');
  });

  it('status: phase = step, round = loop, the one deciding seat, public summary', () => {
    const s = midPlacement();
    expect(status(s)).toEqual({
      phase: 'protagonistCards',
      round: 1,
      deciding: [2],
      result: null,
      summary: { loop: 1, day: 1, loops: 3, days: s.script.public.days },
    });
  });

  it('L120 while the game lasts, nothing a protagonist or the public table reads names the script: not the status, a view or a log line', () => {
    const s = midPlacement();
    const title = s.script.handbook.title;
    const read = [status(s), view(s, { kind: 'public' }), ...[1, 2, 3].map((seat) => view(s, { kind: 'seat', seat }))];
    for (const answer of read) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(title.es);
      expect(text).not.toContain(title.en);
      for (const plot of [s.script.secret.mainPlot, ...s.script.secret.subPlots]) expect(text).not.toContain(`"${plot}"`);
    }
    // The mastermind's own view, behind its cover, has it.
    expect(view(s, { kind: 'seat', seat: 0 }).title).toBe(title.es);
  });

  it('L120 L140 once the game is over the summary names the script in both languages', () => {
    const over = { ...midPlacement(), result: { outcome: 'victory' as const, reason: 'loopSurvived' } };
    expect(status(over).summary).toEqual({ loop: 1, day: 1, loops: 3, days: over.script.public.days, scriptEs: 'Prueba', scriptEn: 'Test' });
  });

  it('L140 once the game is over every viewer gets the secret card, the title and the roles; the mastermind\'s state stays its own', () => {
    const s = midPlacement((x) => { x.revealedRoles.doctor = 'brain'; });
    for (const viewer of [{ kind: 'seat' as const, seat: 1 }, { kind: 'public' as const }]) {
      // Live: nothing of the script.
      const live = view(s, viewer);
      expect([live.secret, live.title]).toEqual([null, null]);
      expect(live.characters.find((c) => c.id === 'nurse')!.role).toBeNull();
    }
    const over = structuredClone(s);
    over.result = { outcome: 'defeat', reason: 'allLoopsLost' };
    for (const viewer of [{ kind: 'seat' as const, seat: 1 }, { kind: 'seat' as const, seat: 2 }, { kind: 'public' as const }]) {
      const v = view(over, viewer);
      expect(v.isMastermind).toBe(false);
      expect(v.secret).toEqual(over.script.secret);
      expect(v.title).toBe('Prueba');
      expect(v.characters.map((c) => [c.id, c.role])).toEqual([['doctor', 'brain'], ['nurse', 'keyPerson'], ['informer', 'killer'], ['boyStudent', 'person'], ['boss', 'person']]);
      expect(v.mastermindState).toBeNull();
      // Face-down cards and private log lines stay private.
      expect(v.placed.filter((p) => p.owner === 'mastermind').every((p) => p.card === null)).toBe(true);
      expect(v.log.every((l) => l.to === undefined || l.to === v.viewer)).toBe(true);
    }
  });
});
