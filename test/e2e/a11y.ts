/**
 * Accessibility and layout checks the e2e tests run on a live page: axe-core (its source is
 * evaluated in the page, so the app's CSP does not have to let it in), the accessible name of
 * every control, and the boxes of the decision controls at a given window size.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PAGE_SOURCE = readFileSync(new URL('./a11y-page.js', import.meta.url), 'utf8');

/** axe-core and our page-side checks, once per page load (evaluated, so the CSP is not involved). */
async function inject(page: Page): Promise<void> {
  if (await page.evaluate('typeof window.__veladaA11y === "object"')) return;
  await page.evaluate(`${AXE_SOURCE}\n;${PAGE_SOURCE}`);
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now; answers the serious and critical findings. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await inject(page);
  const findings = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => String(n.target)) })))`)) as AxeFinding[];
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** Every focusable control on screen whose accessible name (as axe computes it) is empty. */
export async function controlsWithoutName(page: Page): Promise<string[]> {
  await inject(page);
  return (await page.evaluate('window.__veladaA11y.unnamed()')) as string[];
}

export interface ControlBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether the control itself (or something inside it) is what a click at its centre hits. */
  hitAtCentre: boolean;
  /** The control's text does not fit its box and has no tooltip or accessible name to read it. */
  clippedText: boolean;
}

/** Boxes of the controls a player must reach to decide: decision buttons, targets, playable cards and tiles. */
export async function decisionControlBoxes(page: Page): Promise<{ viewport: { width: number; height: number }; pageScrollY: number; boxes: ControlBox[] }> {
  await inject(page);
  return (await page.evaluate('window.__veladaA11y.boxes()')) as { viewport: { width: number; height: number }; pageScrollY: number; boxes: ControlBox[] };
}

/** Pairs of controls whose boxes overlap by more than a pixel each way. */
export function overlappingPairs(boxes: readonly ControlBox[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) out.push(`${a.name} × ${b.name}`);
    }
  }
  return out;
}

/** Controls that, once scrolled to, still lie (partly) outside the window or under something else. */
export function unreachable(view: { viewport: { width: number; height: number }; boxes: readonly ControlBox[] }): string[] {
  return view.boxes
    .filter((b) => b.width < 1 || b.height < 1 || b.x < -1 || b.y < -1 || b.x + b.width > view.viewport.width + 1 || b.y + b.height > view.viewport.height + 1 || !b.hitAtCentre)
    .map((b) => `${b.name} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}${b.hitAtCentre ? '' : ' (covered)'}`);
}

/** The three window sizes every screen is checked at (the issues' 800×600, 1280×720 and 1920×1080). */
export const WINDOW_SIZES = [
  { width: 800, height: 600 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
