import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACEMENT, fitToDisplays, MIN_HEIGHT, MIN_WIDTH, placementToSave } from '../../electron/window-state';

const laptop = { x: 0, y: 0, width: 1920, height: 1050 };
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('fitToDisplays', () => {
  it('uses the defaults when nothing was saved', () => {
    expect(fitToDisplays(null, [laptop])).toEqual(DEFAULT_PLACEMENT);
  });

  it('keeps a position that is on a connected display', () => {
    const state = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(fitToDisplays(state, [laptop])).toEqual(state);
    const onSecond = { x: 2500, y: 100, width: 1600, height: 900, maximized: true };
    expect(fitToDisplays(onSecond, [laptop, rightMonitor])).toEqual(onSecond);
  });

  it('drops the position when its monitor is gone, so the OS centres the window', () => {
    const onSecond = { x: 2500, y: 100, width: 1600, height: 900, maximized: false };
    expect(fitToDisplays(onSecond, [laptop])).toEqual({ width: 1600, height: 900, maximized: false });
  });

  it('drops the position when the top edge would be above the screen', () => {
    const state = { x: 100, y: -500, width: 1200, height: 900, maximized: false };
    expect(fitToDisplays(state, [laptop])).not.toHaveProperty('x');
  });

  it('drops the position when only a sliver of the window would show', () => {
    const state = { x: 1800, y: 10, width: 1200, height: 900, maximized: false };
    expect(fitToDisplays(state, [laptop])).toEqual({ width: 1200, height: 900, maximized: false });
  });

  it('shrinks a window larger than the largest display, never below the minimum', () => {
    expect(fitToDisplays({ width: 4000, height: 3000, maximized: false }, [laptop])).toEqual({ width: 1920, height: 1050, maximized: false });
    const tiny = { x: 0, y: 0, width: 640, height: 480 };
    expect(fitToDisplays({ width: 1000, height: 700, maximized: false }, [tiny])).toEqual({ width: MIN_WIDTH, height: MIN_HEIGHT, maximized: false });
  });
});

describe('placementToSave', () => {
  it('rounds to whole pixels and keeps the maximized flag', () => {
    expect(placementToSave({ x: 10.4, y: 20.6, width: 1111.5, height: 777.2 }, true)).toEqual({ x: 10, y: 21, width: 1112, height: 777, maximized: true });
  });

  it('never stores a size below the minimum window size', () => {
    expect(placementToSave({ x: 0, y: 0, width: 300, height: 200 }, false)).toMatchObject({ width: MIN_WIDTH, height: MIN_HEIGHT });
  });
});
