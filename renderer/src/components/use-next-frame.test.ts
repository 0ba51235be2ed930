import { describe, expect, it } from 'vitest';
import { nextFrameFlag, type FrameScheduler } from './use-next-frame';

/** Frames the test runs by hand. */
function manualFrames(): FrameScheduler & { runFrame: () => void; pending: () => number } {
  const queued = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback) => {
      queued.set(next, callback);
      return next++;
    },
    cancel: (handle) => void queued.delete(handle),
    runFrame: () => {
      const now = [...queued.values()];
      queued.clear();
      now.forEach((callback) => callback());
    },
    pending: () => queued.size,
  };
}

describe('the next-frame flag (the table log one frame after a table drawn anew)', () => {
  it('is false when the component mounts and true after the next frame, not before', () => {
    const frames = manualFrames();
    const flag = nextFrameFlag(frames);
    expect(flag.ready.value).toBe(false);
    flag.start();
    expect(flag.ready.value).toBe(false);
    expect(frames.pending()).toBe(1);
    frames.runFrame();
    expect(flag.ready.value).toBe(true);
  });

  it('asks for no frame once the component is gone before it came', () => {
    const frames = manualFrames();
    const flag = nextFrameFlag(frames);
    flag.start();
    flag.stop();
    expect(frames.pending()).toBe(0);
    frames.runFrame();
    expect(flag.ready.value).toBe(false);
  });

  it('asks for one frame only, however often it is started', () => {
    const frames = manualFrames();
    const flag = nextFrameFlag(frames);
    flag.start();
    flag.start();
    expect(frames.pending()).toBe(1);
    frames.runFrame();
    flag.start();
    expect(frames.pending()).toBe(0);
  });
});
