/**
 * D405 (rules 2): one timing model for the fate tables' words. "hasta tu siguiente turno" (Woohoo 2,
 * l.337) and "hasta tu próximo turno" (Oh Crap 7, l.326) hold from now until the hero's next turn
 * starts; "durante tu siguiente turno" (Oh Crap 2, l.321) holds through that next turn only. Rules 1
 * keep D247.
 */
import { describe, expect, it } from 'vitest';
import { targetFor } from './checks';
import { applyFate } from './fate';
import { runFlow } from './flow';
import { stuckTile } from './movement';
import { act, edit, newGame } from './test-helpers';
import type { DarknessState, FateTable } from './types';

/** Two heroes; hero 0 rolled fate `result` in the middle of their first turn. */
function rolled(table: FateTable, result: number, rulesVersion?: number): DarknessState {
  return edit(newGame({ heroes: [{}, {}], rulesVersion }), (d) => {
    d.turn.moved = true;
    d.turn.movementLeft = 0;
    runFlow(d, applyFate(d, 0, table, result));
  });
}

const endTurn = (s: DarknessState): DarknessState =>
  act(edit(s, (d) => { d.turn.moved = true; d.turn.movementLeft = 0; }), s.turn.seat, { type: 'endTurn' });

/** A 1P (level 2) target as hero 0 reads it now. */
const pairTarget = (s: DarknessState) => targetFor(s, 0, 2, 'meet');

describe('D405 "durante tu siguiente turno" and "hasta tu siguiente turno"', () => {
  it('Oh Crap 2: nothing harder in this turn, one level harder through the next, gone after it', () => {
    let s = rolled('ohCrap', 2);
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 2 });
    s = endTurn(s);
    expect(s.turn.seat).toBe(1);
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 2 });
    s = endTurn(s);
    expect(s.turn.seat).toBe(0);
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 3 });
    s = endTurn(s);
    expect(s.heroes[0]!.effects.targetShift).toBeNull();
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 2 });
  });

  it('Woohoo 2: one level easier from now and between turns, over when the hero\'s next turn starts', () => {
    let s = rolled('woohoo', 2);
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 1 });
    s = endTurn(s);
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 1 });
    s = endTurn(s);
    expect(s.turn.seat).toBe(0);
    expect(s.heroes[0]!.effects.targetShift).toBeNull();
    expect(pairTarget(s)).toEqual({ kind: 'level', level: 2 });
  });

  it('Oh Crap 7 says the same words as Woohoo 2 and ends at the same moment', () => {
    const shifted = (s: DarknessState) => pairTarget(s).kind === 'level' && (pairTarget(s) as { level: number }).level === 1;
    let stuck = rolled('ohCrap', 7);
    let easy = rolled('woohoo', 2);
    expect([stuckTile(stuck, 0), shifted(easy)]).toEqual([0, true]);
    stuck = endTurn(stuck);
    easy = endTurn(easy);
    expect([stuckTile(stuck, 0), shifted(easy)]).toEqual([0, true]);
    stuck = endTurn(stuck);
    easy = endTurn(easy);
    expect([stuckTile(stuck, 0), shifted(easy)]).toEqual([null, false]);
    expect(stuck.heroes[0]!.effects.stuckOnTile).toBeNull();
    expect(easy.heroes[0]!.effects.targetShift).toBeNull();
  });

  it('rules 1 (D247): Oh Crap 2 holds at once and through the next turn; Woohoo 2 lasts through the next turn too', () => {
    let crap = rolled('ohCrap', 2, 1);
    expect(pairTarget(crap)).toEqual({ kind: 'level', level: 3 });
    let woo = rolled('woohoo', 2, 1);
    for (let i = 0; i < 2; i++) {
      crap = endTurn(crap);
      woo = endTurn(woo);
    }
    expect(crap.turn.seat).toBe(0);
    expect(pairTarget(crap)).toEqual({ kind: 'level', level: 3 });
    expect(pairTarget(woo)).toEqual({ kind: 'level', level: 1 });
  });
});
