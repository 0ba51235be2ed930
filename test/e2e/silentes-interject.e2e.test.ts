/**
 * R35 in the UI: "incluso fuera de tu turno". With hidden hands, once a survivor holds a
 * provision the table offers "<name>: jugar provisión" to the other survivor's screen, the
 * partner's hidden hand says how many provisions it holds (public, R48), and the window after
 * the hunt flip asks every provision holder with the same prompt, in turn order.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { createSilentesGame, readTable, settled } from './driver';

const app = useApp();

/** Taps the hand-off cover and waits for that seat's table. */
async function reveal(page: Page, seat: string): Promise<void> {
  expect(await settled(page)).toBe('handoff');
  await page.getByTestId('handoff-reveal').click();
  expect(await settled(page)).toBe('table');
  expect((await readTable(page)).seat).toBe(seat);
}

async function click(page: Page, testId: string): Promise<void> {
  const { seq } = await readTable(page);
  await page.getByTestId(testId).click();
  await page
    .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="table"]:not([data-seq="${seq}"])))`)
    .waitFor({ state: 'attached' });
}

describe('Silentes provisions out of turn', () => {
  it('R35 R48 offers the other survivor\'s "jugar provisión" control (her cover, her provisions, back to his cover) and asks every holder after the flip', async () => {
    const { page } = app;
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-interject-1', openHands: false });
    await reveal(page, '0');
    await click(page, 'shelter-0');
    await reveal(page, '1');
    await click(page, 'shelter-1');

    // Round 1: Ana searches and finds a provision.
    await reveal(page, '0');
    expect(await page.getByTestId('interrupts').count()).toBe(0);
    await click(page, 'act-search');

    // Luis's turn: Ana holds a provision, so her control is on his screen; her hand shows the count only.
    await reveal(page, '1');
    const control = page.getByTestId('interject-0');
    expect(await control.innerText()).toBe('Ana: jugar provisión');
    expect(await page.getByTestId('interject-1').count()).toBe(0);
    expect(await page.getByTestId('hand-0').getAttribute('data-cards')).toBe('');
    const count = page.getByTestId('hand-count-0');
    expect(await count.getAttribute('data-provisions')).toBe('1');
    expect(await count.innerText()).toBe('6 cartas boca abajo, 1 de ellas provisiones');
    expect(await page.getByTestId('decision').getAttribute('data-mine')).toBe('true');

    // Pressing Ana's control takes Luis's hand away: Ana's own cover first, then her provisions.
    const luisHand = await page.getByTestId('hand-1').getAttribute('data-cards');
    await control.click();
    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toBe('Ana quiere jugar fuera de turno');
    expect(await page.content()).not.toContain(`data-cards="${luisHand}"`);
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');
    expect((await readTable(page)).seat).toBe('0');
    expect(await page.getByTestId('interjection').count()).toBe(1);
    expect(await page.getByTestId('hand-1').getAttribute('data-cards')).toBe('');
    // She goes back without playing: Luis's cover again, and his turn as it was.
    await page.getByTestId('leave-interjection').click();
    await reveal(page, '1');
    expect(await page.getByTestId('hand-1').getAttribute('data-cards')).toBe(luisHand);
    await click(page, 'act-search');

    // After the flip both hold a provision: Ana is asked first, with Luis's control beside her prompt.
    await reveal(page, '0');
    let state = await readTable(page);
    expect(state.decision).toBe('window');
    const anaPrompt = await page.getByTestId('decision-text').innerText();
    expect(anaPrompt).toBe('Se ha revelado la carta de caza. Ana, ¿quieres jugar una provisión?');
    expect(await page.getByTestId('interject-1').innerText()).toBe('Luis: jugar provisión');
    expect(await page.getByTestId('act-pass').count()).toBe(1);
    await click(page, 'act-pass');

    await reveal(page, '1');
    state = await readTable(page);
    expect(state.decision).toBe('window');
    expect(await page.getByTestId('decision-text').innerText()).toBe('Se ha revelado la carta de caza. Luis, ¿quieres jugar una provisión?');
    expect(await page.getByTestId('interject-0').innerText()).toBe('Ana: jugar provisión');
    expect(app.problems).toEqual([]);
  });
});
