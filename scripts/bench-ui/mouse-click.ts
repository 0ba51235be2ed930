/**
 * The bench clicks like a mouse. Playwright's `locator.click()` scrolls, waits for the control
 * to be visible, stable and enabled and checks what the pointer would hit, partly with scripts in
 * the page around the click itself, so its own work ran on the page's main thread inside the
 * timed window (about 8 ms of a move's p50: the lead's note in docs/bench-ui.md). Here the same
 * checks run first (`click({ trial: true })`), and then the mouse presses the control's centre
 * through the browser's input pipeline (CDP Input.dispatchMouseEvent: trusted mousedown, mouseup
 * and click), as a person's click arrives. Every driver's click in this process goes this way.
 */
import type { Locator, Page } from 'playwright-core';

type Click = (this: Locator, options?: Parameters<Locator['click']>[0]) => Promise<void>;

let installed = false;

export function clickLikeAMouse(page: Page): void {
  if (installed) return;
  installed = true;
  const proto = Object.getPrototypeOf(page.locator('body')) as { click: Click };
  const playwrightClick = proto.click;
  proto.click = async function mouseClick(options) {
    if (options?.trial || options?.position || options?.button || options?.modifiers) return playwrightClick.call(this, options);
    await playwrightClick.call(this, { ...options, trial: true });
    const box = await this.boundingBox();
    if (!box) return playwrightClick.call(this, options);
    await this.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
}
