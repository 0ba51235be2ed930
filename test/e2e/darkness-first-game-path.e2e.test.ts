/**
 * When Darkness Comes from nothing to a first game (issue 22, point 6): a new campaign's page says
 * what to do next (make characters first while nobody can play), adds Velada's pregens in one go,
 * opens the creation wizard into the campaign (whose review says exactly why *Crear* is disabled)
 * and the new-game screen with the campaign already chosen.
 */
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import { draftRecord } from '../../renderer/src/games/darkness/creation-form';
import type { Page } from 'playwright-core';
import { hostApi, useApp } from './harness';
import { controlsWithoutName, seriousAxeViolations, WINDOW_SIZES } from './a11y';

const app = useApp();

/**
 * At each size: axe finds nothing serious, every control is named, and each control under `scope`
 * can be scrolled to and is what a click at its centre hits (nothing covers or clips it).
 */
async function expectReachable(page: Page, scope: string, screen: string): Promise<void> {
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    const where = `${screen} at ${size.width}×${size.height}`;
    expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
    expect(await controlsWithoutName(page), `unnamed controls on ${where}`).toEqual([]);
    const controls = page.locator(`${scope} :is(a, button)`);
    const count = await controls.count();
    expect(count, `controls on ${where}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      await control.scrollIntoViewIfNeeded();
      const hit = await control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.width > 0 && box.height > 0 && top !== null && (top === el || el.contains(top));
      });
      expect(hit, `${await control.innerText()} reachable on ${where}`).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

describe('a new campaign leads to its first game', () => {
  it('offers characters first, adds the pregens, creates into the campaign and starts a game with it chosen', async () => {
    const { page } = app;
    const campaign = await hostApi<{ id: string }>(app.host, 'darkness.campaigns.create', { name: 'Primera noche', mode: 'standard', houseRules: {} });
    // A query of its own, so the page loads afresh at that route (a hash alone races the app's first route).
    await page.goto(`${app.host.url}/?campaign=${campaign.id}#/darkness/campaigns/${campaign.id}`);
    const next = page.getByTestId('campaign-next');
    await next.waitFor();
    expect(await next.getAttribute('data-has-players')).toBe('false');
    expect(await page.getByTestId('campaign-next-create').getAttribute('class')).toContain('btn-primary');
    expect(await page.getByTestId('campaign-next-game').getAttribute('data-game')).toBe('first');
    expect(await page.getByTestId('campaign-next-pregens').getAttribute('data-count')).toBe(String(PREGENS.length));
    await expectReachable(page, '[data-testid="campaign-next"]', 'a new campaign');

    // Velada's pregens join the campaign in one go, and the game comes first now.
    await page.getByTestId('campaign-next-pregens').click();
    await expect.poll(() => page.locator('li[data-testid^="campaign-member-"]').count()).toBe(PREGENS.length);
    await expect.poll(() => next.getAttribute('data-has-players')).toBe('true');
    expect(await page.getByTestId('campaign-next-pregens').count()).toBe(0);
    expect(await page.getByTestId('campaign-next-note').innerText()).toContain(String(PREGENS.length));
    expect(await page.getByTestId('campaign-next-game').getAttribute('class')).toContain('btn-primary');

    // The wizard creates into the campaign; its review says why Crear is disabled, step by step.
    await page.getByTestId('campaign-next-create').click();
    await page.getByTestId('wizard').waitFor();
    expect(await page.getByTestId('wizard-campaign').innerText()).toContain('Primera noche');
    await page.getByTestId('wizard-step-review').click();
    expect(await page.getByTestId('wizard-create').isDisabled()).toBe(true);
    // The whole character as it stands, unfinished: its attributes and skills are on the review.
    expect(await page.getByTestId('wizard-review-unfinished').count()).toBe(1);
    expect(await page.locator('[data-testid^="wizard-preview-attribute-"]').count()).toBe(7);
    const why = page.getByTestId('wizard-create-why');
    expect(await page.getByTestId('wizard-create').getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    expect(await page.getByTestId('wizard-why-identity').count()).toBe(1);
    expect(await page.getByTestId('wizard-why-who').count()).toBe(1);
    await expectReachable(page, '[data-testid="wizard-create-why"]', "the review's reasons");
    await page.getByTestId('wizard-why-go-identity').click();
    await expect.poll(() => page.getByTestId('wizard').getAttribute('data-step')).toBe('identity');

    // A finished choice (a draft left from before) is created into the campaign, and the wizard goes back to it.
    const choice = { ...pregenChoice(PREGENS[0]!, 'es'), name: 'Nora Vidal' };
    await hostApi(app.host, 'darkness.drafts.save', { kind: 'creation', key: 'new', draft: draftRecord({ choice, step: 'review' }) });
    await page.reload();
    await expect.poll(() => page.getByTestId('wizard').getAttribute('data-step')).toBe('review');
    expect(await page.getByTestId('wizard-why-who').count()).toBe(1);
    expect(await page.getByTestId('wizard-why-identity').count()).toBe(0);
    await page.getByTestId('wizard-who').fill('Ana');
    await expect.poll(() => page.getByTestId('wizard-create-why').count()).toBe(0);
    await page.getByTestId('wizard-create').click();
    await page.getByTestId('campaign').waitFor();
    expect(page.url()).toContain(`/darkness/campaigns/${campaign.id}`);
    await expect.poll(() => page.locator('li[data-testid^="campaign-member-"]').count()).toBe(PREGENS.length + 1);
    expect(await page.getByTestId('campaign').innerText()).toContain('Nora Vidal');

    // The new-game screen opens with the campaign chosen.
    await page.goto(`${app.host.url}/?campaign=${campaign.id}#/darkness/campaigns/${campaign.id}`);
    await page.getByTestId('campaign-next-game').click();
    await expect.poll(() => page.getByTestId('campaign-select').inputValue()).toBe(campaign.id);
    expect(app.problems).toEqual([]);
  });
});
