/**
 * electron/chromium-features.ts: the window runs without DeferRendererTasksAfterInput, so the
 * answer to a click is not held back until Chromium has drawn a frame. Proven on a bare page in
 * the same Chromium: a task posted by a click's handler (as a command's answer arrives) runs after
 * the next frame every time with Chromium's defaults, and before it with Velada's switches; and
 * the Electron main process applies the very same list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSwitches, DISABLED_CHROMIUM_FEATURES } from '../../electron/chromium-features';
import { CHROMIUM } from './harness';

const CLICKS = 20;

/** For each trusted click: whether the task its handler posted ran before the next frame. */
async function taskBeforeFrame(switches: string[]): Promise<boolean[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', ...switches] });
  try {
    const page = await browser.newPage();
    await page.setContent(`<button id="go" style="width:200px;height:80px">go</button><script>
      window.order = [];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.order.push('task');
      document.getElementById('go').addEventListener('click', () => {
        channel.port2.postMessage(1);
        requestAnimationFrame(() => window.order.push('frame'));
      });
    </script>`);
    const firsts: boolean[] = [];
    for (let i = 0; i < CLICKS; i++) {
      await page.evaluate('window.order = []');
      await page.mouse.click(100, 40);
      await page.waitForFunction('window.order.length === 2');
      firsts.push(((await page.evaluate('window.order[0]')) as string) === 'task');
    }
    return firsts;
  } finally {
    await browser.close();
  }
}

describe("Velada's Chromium switches", () => {
  it("with Chromium's defaults a click's task always waits for the next frame; with Velada's it need not", async () => {
    expect(await taskBeforeFrame([])).toEqual(Array(CLICKS).fill(false));
    // Without the deferral the task runs as soon as it can: before the frame unless one was already due.
    expect((await taskBeforeFrame(chromiumSwitches())).filter(Boolean).length).toBeGreaterThan(0);
  }, 60_000);

  it('are the ones the Electron main process applies before the app is ready', () => {
    expect(chromiumSwitches()).toEqual([`--disable-features=${DISABLED_CHROMIUM_FEATURES.join(',')}`]);
    const main = readFileSync(path.resolve('electron/main.ts'), 'utf8');
    const applied = main.indexOf("app.commandLine.appendSwitch('disable-features', DISABLED_CHROMIUM_FEATURES.join(','))");
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(main.indexOf('await app.whenReady()'));
  });
});
