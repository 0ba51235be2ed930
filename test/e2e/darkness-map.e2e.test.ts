/**
 * When Darkness Comes' town map read by a newcomer, in Chromium (issue 22, point 7): the legend
 * opens from the keyboard and lists exactly the symbols the map draws, the scenario's objective
 * marker sits on the square the scenario names (Curfew Radio: the police station's `!`, 11,3), the
 * caption and the keyboard cursor name the building and square, buildings are labelled, and a
 * locked door shows one padlock per lock and no digit. At 800×600, 1280×720 and 1920×1080 the open
 * legend, the objective's caption and marker are in sight without scrolling an inner box, axe-clean.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREGENS } from '../../shared/games/darkness/characters';
import { RESULTS_DIR, useApp } from './harness';
import { createDarknessGame, darknessScreen } from './darkness-driver';
import { seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { outOfSight } from './in-sight';

const app = useApp({ settings: { botDelayMs: 0 } });

describe('the town map of When Darkness Comes', () => {
  it('has a keyboard legend of what it draws, the objective marked on its square, buildings named and locks as padlocks', async () => {
    const { page } = app;
    const sessionId = await createDarknessGame(app, {
      scenarioId: 'curfew_radio', campaignId: null, master: false, seed: 'map-1',
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Bot 1', bot: true }],
    });
    await page.goto(`${app.host.url}/?open=${encodeURIComponent(sessionId)}#/play/${sessionId}`);
    expect(await darknessScreen(page)).toBe('mine');

    // The legend is folded; Enter on its summary opens it.
    const legend = page.getByTestId('town-legend');
    expect(await legend.getAttribute('open')).toBeNull();
    await page.getByTestId('town-legend-toggle').focus();
    await page.keyboard.press('Enter');
    expect(await legend.getAttribute('open')).not.toBeNull();

    // Exactly the symbols the map draws, each once.
    const onMap = await page.locator('[data-testid="town-map"] .map-symbol').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-symbol')))].sort());
    const listed = await page.locator('[data-testid="town-legend"] li[data-symbol]').evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')).sort());
    expect(listed).toEqual(onMap);
    for (const symbol of ['doorLocked', 'window', 'question', 'scenario', 'discFaceDown', 'hero', 'objective']) expect(listed).toContain(symbol);
    for (const text of await page.locator('[data-testid="town-legend"] li span').allTextContents()) expect(text).not.toMatch(/darkness\.|\{/);

    // The objective marker stands on the police station's `!` square, and the caption says so.
    const marker = page.getByTestId('objective-marker');
    expect(await marker.count()).toBe(1);
    expect(await marker.getAttribute('data-sq')).toBe('11,3');
    const markerBox = (await marker.boundingBox())!;
    const squareBox = (await page.locator('[data-testid="town-map"] rect[data-sq="11,3"]').boundingBox())!;
    const centre = { x: markerBox.x + markerBox.width / 2, y: markerBox.y + markerBox.height / 2 };
    expect(centre.x).toBeGreaterThan(squareBox.x);
    expect(centre.x).toBeLessThan(squareBox.x + squareBox.width);
    expect(centre.y).toBeGreaterThan(squareBox.y);
    expect(centre.y).toBeLessThan(squareBox.y + squareBox.height);
    expect(await page.locator('[data-testid="town-map"] rect.sq-scenario[data-sq="11,3"]').count()).toBe(1);
    const caption = await page.getByTestId('town-objective').textContent();
    expect(caption).toContain('Comisaría');
    expect(caption).toContain('11,3');

    // The keyboard cursor says it too: from the hero's square, arrows to 11,3.
    await page.getByTestId('town-map').focus();
    const cursorAt = async () => (await page.getByTestId('town-cursor-text').innerText()).match(/Casilla (-?\d+),(-?\d+)/)!.slice(1).map(Number);
    const [cx, cy] = await cursorAt();
    for (let x = cx!; x !== 11; x += Math.sign(11 - x)) await page.keyboard.press(x < 11 ? 'ArrowRight' : 'ArrowLeft');
    for (let y = cy!; y !== 3; y += Math.sign(3 - y)) await page.keyboard.press(y < 3 ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(() => page.getByTestId('town-cursor-text').innerText()).toContain('Casilla 11,3');
    expect(await page.getByTestId('town-cursor-text').innerText()).toContain('Comisaría · aquí se cumple el objetivo');

    // Buildings by name: the café (start) and the police station.
    expect(await page.getByTestId('building-1').textContent()).toBe('Comisaría');
    expect((await page.getByTestId('building-0').textContent())?.trim().length).toBeGreaterThan(0);

    // The police station's front door has 2 locks: two padlocks, and no number on the door.
    const door = page.getByTestId('door-11,1');
    expect(await door.getAttribute('data-locks')).toBe('2');
    expect(await door.locator('.lock-body').count()).toBe(2);
    expect(await door.locator('text').count()).toBe(0);

    // At every window size: the open legend, the objective's caption and its marker in sight, axe-clean.
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(50);
      const seen = await outOfSight(page, '[data-testid="town-legend"] li[data-symbol], [data-testid="town-objective"], [data-testid="objective-marker"]');
      expect(seen.count, `${size.width}×${size.height}`).toBe(listed.length + 2);
      expect(seen.hidden, `out of sight at ${size.width}×${size.height}`).toEqual([]);
      expect(await seriousAxeViolations(page), `axe at ${size.width}×${size.height}`).toEqual([]);
      // The header with a table's tools (bots, animation, confirm, language) keeps every word inside its bar.
      const spill = await page.evaluate(`(() => { const bar = document.querySelector('header.header').getBoundingClientRect();
        return [...document.querySelectorAll('header.header *')].filter((el) => { const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && (r.top < bar.top - 1 || r.bottom > bar.bottom + 1); }).map((el) => el.className || el.tagName); })()`);
      expect(spill, `header at ${size.width}×${size.height}`).toEqual([]);
      await page.screenshot({ path: path.join(RESULTS_DIR, `darkness-map-legend-${size.width}x${size.height}.png`) });
    }
  }, 120_000);
});
