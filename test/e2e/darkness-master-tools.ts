/**
 * The Master's tools clicked through her screen (MasterScreen.vue), the same at one screen and on
 * her own phone: each call uses the first tool the screen offers now that was not used this round
 * (placing a tile first, a target once a game), and "done" when nothing is left.
 */
import type { Page } from 'playwright-core';
import type { DarknessView } from '../../shared/games/darkness/game/types';

export type Tool = 'environment' | 'reveal' | 'moveAdversary' | 'placeTile' | 'target' | 'table' | 'done';

/** One click of the Master's: the first tool of `order` the screen offers now. */
export async function masterClick(page: Page, view: DarknessView, used: Map<Tool, number>): Promise<Tool> {
  const has = async (testid: string) => (await page.getByTestId(testid).count()) > 0;
  const round = view.round;
  const usedThisRound = (tool: Tool) => (used.get(tool) ?? -1) === round;
  if (await has('master-place')) {
    await page.getByTestId('master-place').click();
    return 'placeTile';
  }
  if (!usedThisRound('environment') && (await has('master-env'))) {
    await page.getByTestId('master-env-choice').selectOption({ index: round % 2 });
    await page.getByTestId('master-env').click();
    return 'environment';
  }
  if (!usedThisRound('reveal') && (await has('master-reveal'))) {
    await page.getByTestId('master-reveal').click();
    return 'reveal';
  }
  const move = page.locator('[data-testid^="master-move-go-"]').first();
  if (!usedThisRound('moveAdversary') && (await move.count()) > 0) {
    // The last square offered: a step away rather than "stay".
    const disc = ((await move.getAttribute('data-testid')) ?? '').slice('master-move-go-'.length);
    const select = page.getByTestId(`master-move-${disc}`);
    const options = await select.locator('option').count();
    await select.selectOption({ index: options - 1 });
    await move.click();
    return 'moveAdversary';
  }
  if (!usedThisRound('table') && (await has('master-roll-table'))) {
    await page.getByTestId('master-roll-table').click();
    return 'table';
  }
  if (!used.has('target') && (await has('master-target'))) {
    await page.getByTestId('master-target-choice').selectOption({ index: 2 });
    await page.getByTestId('master-target').click();
    return 'target';
  }
  await page.getByTestId('master-done').click();
  return 'done';
}
