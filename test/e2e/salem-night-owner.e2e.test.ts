/**
 * Ruling S99 on a live page (issue 22, point 10): every dawn screen names whose screen it is. Five
 * people start a Salem game from the form; the first dawn passes the device to each of them in
 * seat order, twice, and every screen behind each cover says "Pantalla de <the cover's person>".
 */
import { describe, expect, it } from 'vitest';
import { useApp } from './harness';
import { createSalemGame, salemScreen } from './salem-driver';

const app = useApp();
const NAMES = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara'];

describe('S99 Salem: a night screen names its seat', () => {
  it('S99 each of the first dawn’s ten screens names the person the cover handed the device to', async () => {
    const { page } = app;
    await createSalemGame(page, { seats: NAMES.map((name) => ({ name })), seed: 'e2e-salem-owner', nightSeconds: 1 });
    const owners: string[] = [];
    for (let screen = 0; screen < 10; screen++) {
      expect(await salemScreen(page)).toBe('handoff');
      const cover = await page.getByTestId('handoff-title').innerText();
      await page.getByTestId('handoff-reveal').click();
      expect(await salemScreen(page)).toBe('night');
      const owner = await page.getByTestId('night-owner').innerText();
      expect(cover).toContain(owner.replace('Pantalla de ', ''));
      owners.push(owner);
      // The first option of every prompt, then Confirm once its second is up.
      await page.locator('[data-testid^="night-0-seat-"]').first().click();
      await page.locator('[data-testid="night-confirm"]:not([disabled])').waitFor({ timeout: 20_000 });
      await page.getByTestId('night-confirm').click();
      await page.getByTestId('night-screen').waitFor({ state: 'detached' });
    }
    expect(owners).toEqual([...NAMES, ...NAMES].map((name) => `Pantalla de ${name}`));
  }, 120_000);
});
