import { describe, expect, it } from 'vitest';
import { MOTION_DEFAULT, MOTION_SETTINGS } from '../../../shared/ipc/contract';
import { MOTION_CHOICES, isMotionChoice, motionPace } from './motion';

describe('motion setting', () => {
  it('offers the same choices as the IPC contract, with its default', () => {
    expect([...MOTION_CHOICES]).toEqual([...MOTION_SETTINGS]);
    expect(MOTION_DEFAULT).toBe('auto');
  });

  it('W3 turns motion off under auto when the system asks for reduced motion, normal otherwise', () => {
    expect(motionPace('auto', true)).toBe('off');
    expect(motionPace('auto', false)).toBe('normal');
  });

  it('lets an explicit choice win over the system preference', () => {
    expect(motionPace('normal', true)).toBe('normal');
    expect(motionPace('slow', false)).toBe('slow');
    expect(motionPace('off', false)).toBe('off');
  });

  it('recognises only the four choices', () => {
    expect(isMotionChoice('slow')).toBe(true);
    expect(isMotionChoice('fast')).toBe(false);
    expect(isMotionChoice(undefined)).toBe(false);
  });
});
