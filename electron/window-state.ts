/**
 * Where the main window opens: the bounds saved in the settings (SettingsService keeps them
 * in the database), checked against the displays connected now, so unplugging a monitor
 * never leaves the window off-screen. Pure: main passes the displays in.
 */
export interface Rect { x: number; y: number; width: number; height: number }

export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const MIN_WIDTH = 800;
export const MIN_HEIGHT = 600;
export const DEFAULT_PLACEMENT: WindowPlacement = { width: 1280, height: 800, maximized: false };
/** Roughly a title bar: the part the user must be able to grab to move the window. */
const GRAB_HEIGHT = 40;

/** Visible area shared by two rectangles (0 when they do not touch). */
function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Keeps the saved position only when a good part of the window, its top edge included,
 * lands on some display; otherwise the position is dropped and the OS centres the window.
 * The size is shrunk to fit the largest display, never below the minimum.
 */
export function fitToDisplays(saved: WindowPlacement | null, workAreas: readonly Rect[]): WindowPlacement {
  const state = saved ?? DEFAULT_PLACEMENT;
  const largest = workAreas.reduce<Rect | null>((best, r) => (!best || r.width * r.height > best.width * best.height ? r : best), null);
  const width = Math.max(MIN_WIDTH, largest ? Math.min(state.width, largest.width) : state.width);
  const height = Math.max(MIN_HEIGHT, largest ? Math.min(state.height, largest.height) : state.height);
  const fitted: WindowPlacement = { width, height, maximized: state.maximized };
  if (state.x === undefined || state.y === undefined) return fitted;
  const rect = { x: state.x, y: state.y, width, height };
  const grab = { x: state.x, y: state.y, width, height: GRAB_HEIGHT };
  const visible = workAreas.some((area) => overlapArea(rect, area) >= (width * height) / 4 && overlapArea(grab, area) > 0);
  return visible ? { ...fitted, x: state.x, y: state.y } : fitted;
}

/** What to store on close: whole pixels (HiDPI scaling can report fractions). */
export function placementToSave(normalBounds: Rect, maximized: boolean): Required<WindowPlacement> {
  return {
    x: Math.round(normalBounds.x),
    y: Math.round(normalBounds.y),
    width: Math.max(MIN_WIDTH, Math.round(normalBounds.width)),
    height: Math.max(MIN_HEIGHT, Math.round(normalBounds.height)),
    maximized,
  };
}
