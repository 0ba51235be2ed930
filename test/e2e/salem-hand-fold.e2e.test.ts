/**
 * Issue 22, point 11: at 800×600 a person's own hand is on screen on their turn without scrolling
 * anything. Unlike the accessibility test's boxes (which scroll each control into view as focus
 * would, so an inner panel may scroll), this reads the cards where they lie at rest: each card of
 * the hand inside the window and not cut by any ancestor that clips or scrolls its content. The
 * largest table (twelve seats, so the most player panels above the hand) is the hardest case;
 * 1280×720 and 1920×1080 must keep it too, and so must a hand grown by a Draw 2.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { setBotSpeed } from './grizzled-driver';
import { answerNight, createSalemGame, salemScreen } from './salem-driver';
import { outOfSight, type OutOfSight } from './in-sight';
import { seriousAxeViolations, WINDOW_SIZES } from './a11y';

const app = useApp();
/** A seeded game in which Ana lives to her second turn (the twelve-seat one ends before). */
const SEATS_LATER = 6;
const SEED_LATER = 'hand-fold-2';

beforeAll(async () => {
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Hand cards that lie (partly) outside the window or outside a clipping ancestor's visible box, as the page is now. */
async function handCardsOutOfSight(page: Page): Promise<{ cards: number; hidden: OutOfSight[] }> {
  const seen = await outOfSight(page, '[data-testid="hand"] > *');
  return { cards: seen.count, hidden: seen.hidden };
}

/** The first option of each question on the night screen now shown (any answer will do here). */
async function firstOptions(page: Page): Promise<number[]> {
  const prompts = await page.locator('[data-testid^="night-prompt-"]').count();
  const seats: number[] = [];
  for (let i = 0; i < prompts; i++) {
    const id = await page.locator(`[data-testid^="night-${i}-seat-"]`).first().getAttribute('data-testid');
    seats.push(Number(id?.split('-').pop()));
  }
  return seats;
}

/** Answers every dawn/night screen (no confession) until the table needs the person; fails on the end screen. */
async function toPersonsDecision(page: Page): Promise<void> {
  let screen = await salemScreen(page);
  for (let step = 0; step < 40 && screen === 'night'; step++) {
    await answerNight(page, { type: 'night', answers: await firstOptions(page), confess: null });
    screen = await salemScreen(page);
  }
  expect(screen).toBe('mine');
}

/** A new game at 800×600, Ana and bots, up to Ana's first turn (the dawn answered on the way). */
async function toAnasFirstTurn(page: Page, seats: number, seed: string): Promise<void> {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${app.host.url}/`);
  await page.getByTestId('new-salem').waitFor();
  await createSalemGame(page, { seats: [{ name: 'Ana' }, ...Array.from({ length: seats - 1 }, () => ({ bot: true as const }))], seed, nightSeconds: 1 });
  await setBotSpeed(page, 0);
  await toPersonsDecision(page);
  expect(await page.getByTestId('decision').getAttribute('data-decision')).toBe('turn');
}

async function expectHandInSight(page: Page, sizes: readonly { width: number; height: number }[]): Promise<number> {
  let cards = 0;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(50);
    const seen = await handCardsOutOfSight(page);
    expect(seen.cards, `hand cards at ${size.width}×${size.height}`).toBeGreaterThan(0);
    expect(seen.hidden, `hand cards out of sight at ${size.width}×${size.height}`).toEqual([]);
    expect(await seriousAxeViolations(page), `axe at ${size.width}×${size.height}`).toEqual([]);
    cards = seen.cards;
  }
  return cards;
}

describe('Salem: the own hand at the smallest window', () => {
  it('on a person’s turn every card of their hand is in sight without scrolling, at 800×600, 1280×720 and 1920×1080', async () => {
    const { page } = app;
    // Twelve seats: the most player panels above the hand.
    await toAnasFirstTurn(page, 12, 'a11y-salem-2');
    await expectHandInSight(page, WINDOW_SIZES);
    expect(app.problems).toEqual([]);
  });

  it('after a Draw 2, on the person’s next turn, the bigger hand is in sight too', async () => {
    const { page } = app;
    await toAnasFirstTurn(page, SEATS_LATER, SEED_LATER);
    const first = (await handCardsOutOfSight(page)).cards;
    await page.getByTestId('act-draw').click();
    let turns = 0;
    for (let step = 0; step < 10; step++) {
      await toPersonsDecision(page);
      if ((await page.getByTestId('decision').getAttribute('data-decision')) === 'turn') break;
      // Another decision of Ana's (a reveal to choose, a yes/no offer): its first choice.
      await page.locator('[data-testid="decision"] button:not([disabled])').first().click();
      turns++;
    }
    expect(await page.getByTestId('decision').getAttribute('data-decision'), `Ana's next turn (after ${turns} other decisions)`).toBe('turn');
    const later = await expectHandInSight(page, [{ width: 800, height: 600 }, { width: 1280, height: 720 }]);
    expect(later).toBeGreaterThan(first);
    expect(app.problems).toEqual([]);
  });
});
