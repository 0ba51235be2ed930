import { describe, expect, it } from 'vitest';
import { act, stateAt } from './flow-test-helpers';
import { legalActions, apply } from './rules';
import { startFinalGuess } from './final-guess';
import { charOf, publicLines } from './test-states';
import type { LooperState } from './types';

const SPEC = {
  mainPlot: 'theSealedItem' as const,
  subPlots: ['paranoiaVirus' as const, 'threadsOfFate' as const],
  cast: [['doctor', 'brain'], ['nurse', 'cultist'], ['informer', 'conspiracyTheorist'], 'boyStudent', { character: 'godlyBeing', role: 'person', entryLoop: 3 }] as never,
  loop: 2,
  loops: 2,
};

function atFinalGuess(patch: (s: LooperState) => void = () => {}): LooperState {
  const s = stateAt('dayEnd', SPEC, patch);
  startFinalGuess(s);
  return s;
}

describe('the Final Guess (L16)', () => {
  it('L16 L45 resets the board as at a loop start (undoing Paranoia Virus) and asks the leader\'s holder', () => {
    const s = atFinalGuess((x) => {
      Object.assign(charOf(x, 'boyStudent'), { paranoia: 4, alive: false, location: 'shrine', guarded: true });
      x.leader = 2;
    });
    expect(charOf(s, 'boyStudent')).toMatchObject({ paranoia: 0, alive: true, location: 'school', guarded: false });
    expect(s.pending).toEqual({ t: 'finalGuess', seat: 3 });
    expect(s.step).toBe('finalGuess');
  });

  it('L45 the Henchman stands where the mastermind placed him in the last loop; an absent Godly Being stays off the board', () => {
    const s = stateAt('dayEnd', { cast: ['doctor', 'henchman', { character: 'godlyBeing', role: 'person', entryLoop: 3 }] as never, loop: 2, loops: 2 }, (x) => {
      x.henchmanStart = 'shrine';
      charOf(x, 'henchman').location = 'school';
    });
    startFinalGuess(s);
    expect(charOf(s, 'henchman').location).toBe('shrine');
    expect(charOf(s, 'godlyBeing').location).toBeNull();
  });

  it('L16 names every cast member on the board; a Godly Being that never entered is not asked about (L9)', () => {
    const s = atFinalGuess();
    const legal = legalActions(s, 1);
    expect(new Set(legal.map((a) => (a.type === 'guess' ? a.character : ''))).size).toBe(4);
    expect(legal.some((a) => a.type === 'guess' && a.character === 'godlyBeing')).toBe(false);
    expect(JSON.stringify(legal)).not.toContain('godlyBeing');
    expect(legal.some((a) => a.type === 'guess' && a.role === 'curmudgeon')).toBe(false);
    expect(legal).toHaveLength(4 * 13);
  });

  it('L16 a Godly Being that entered in an earlier loop is named like everyone else', () => {
    const s = stateAt('dayEnd', { ...SPEC, cast: [['doctor', 'brain'], ['nurse', 'cultist'], ['informer', 'conspiracyTheorist'], 'boyStudent', { character: 'godlyBeing', role: 'person', entryLoop: 2 }] as never });
    startFinalGuess(s);
    expect(legalActions(s, 1)).toContainEqual({ type: 'guess', character: 'godlyBeing', role: 'person' });
  });

  it('L16 every right answer is public and removes that character from the choices; all right wins', () => {
    let s = atFinalGuess();
    const answers = [['doctor', 'brain'], ['nurse', 'cultist'], ['informer', 'conspiracyTheorist'], ['boyStudent', 'person']] as const;
    for (const [i, [character, role]] of answers.entries()) {
      s = act(s, 1, { type: 'guess', character, role });
      expect(publicLines(s)).toContainEqual({ key: 'guessRight', params: { character, role } });
      if (i < answers.length - 1) {
        expect(s.result).toBeNull();
        expect(legalActions(s, 1).some((a) => a.type === 'guess' && a.character === character)).toBe(false);
      }
    }
    expect(s.result).toEqual({ outcome: 'victory', reason: 'finalGuessRight' });
    expect(s.revealedRoles.nurse).toBe('cultist');
  });

  it('L16 the first wrong answer loses', () => {
    let s = atFinalGuess();
    s = act(s, 1, { type: 'guess', character: 'doctor', role: 'brain' });
    s = act(s, 1, { type: 'guess', character: 'boyStudent', role: 'serialKiller' });
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'finalGuessWrong' });
    expect(publicLines(s)).toContainEqual({ key: 'guessWrong', params: { character: 'boyStudent', role: 'serialKiller' } });
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('a character already named cannot be named again', () => {
    const s = act(atFinalGuess(), 1, { type: 'guess', character: 'doctor', role: 'brain' });
    const r = apply(s, 1, { type: 'guess', character: 'doctor', role: 'brain' });
    expect(r.ok ? null : r.error.code).toBe('guess_invalid');
  });
});
