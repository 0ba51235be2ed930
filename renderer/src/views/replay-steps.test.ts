import { describe, expect, it } from 'vitest';
import { clampStep, stepForKey } from './replay-steps';

describe('replay steps', () => {
  it('moves one step with the arrows and never past either end', () => {
    expect(stepForKey('ArrowRight', 3, 10)).toBe(4);
    expect(stepForKey('ArrowLeft', 3, 10)).toBe(2);
    expect(stepForKey('ArrowLeft', 0, 10)).toBe(0);
    expect(stepForKey('ArrowRight', 10, 10)).toBe(10);
  });

  it('jumps to the start and the end with Home and End, and ignores other keys', () => {
    expect(stepForKey('Home', 7, 10)).toBe(0);
    expect(stepForKey('End', 7, 10)).toBe(10);
    expect(stepForKey('u', 7, 10)).toBeNull();
  });

  it('clamps any requested step into 0…steps', () => {
    expect(clampStep(-4, 10)).toBe(0);
    expect(clampStep(12, 10)).toBe(10);
    expect(clampStep(5.7, 10)).toBe(5);
  });
});
