/**
 * The Chromium features Velada's window runs without. The Electron main process turns them off
 * (`app.commandLine`), and the Chromium that the bench (`npm run bench:ui`) and the e2e tests
 * drive in the window's place is launched the same way, so what they measure is what ships.
 *
 * DeferRendererTasksAfterInput: after a click, Chromium holds every other task of the page until
 * it has drawn a frame, the answer to the click among them. A move's answer comes back from the
 * services in a millisecond or two, and the frame it was made to wait for shows nothing but the
 * pressed control (the busy look waits 150 ms): the table changed a frame later than it could.
 * Measured with `npm run bench:ui` on the 2-core machine: the answer reached the page 6–7 ms
 * after the click (p50) with the feature on, 2–3 ms with it off (docs/bench-ui.md).
 */
export const DISABLED_CHROMIUM_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput'];

/** The command-line switches for a Chromium that stands in for Velada's window. */
export function chromiumSwitches(): string[] {
  return [`--disable-features=${DISABLED_CHROMIUM_FEATURES.join(',')}`];
}
