/**
 * A flag that turns true one frame after the component mounts. A table drawn anew for the next
 * person (a lifted cover) shows its board, hand and decision in the first frame and its log, the
 * longest part to draw, in the frame after: the person sees their turn sooner, and the log is
 * there before they could read it.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

export interface FrameScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(() => callback()),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** The flag and its two moments, apart from Vue's lifecycle (which the composable ties them to). */
export function nextFrameFlag(frames: FrameScheduler): { ready: Ref<boolean>; start: () => void; stop: () => void } {
  const ready = ref(false);
  let handle: number | null = null;
  return {
    ready,
    start() {
      if (handle !== null || ready.value) return;
      handle = frames.request(() => {
        handle = null;
        ready.value = true;
      });
    },
    stop() {
      if (handle !== null) frames.cancel(handle);
      handle = null;
    },
  };
}

export function useNextFrame(frames: FrameScheduler = browserFrames): Ref<boolean> {
  const flag = nextFrameFlag(frames);
  onMounted(flag.start);
  onBeforeUnmount(flag.stop);
  return flag.ready;
}
