/**
 * The Grizzled speech at one shared screen (rulings G16): three people play; whenever a person
 * may make a speech they make one, and every other person still in the mission must then be
 * covered, asked and answer in play order with the same words, whether or not their hand holds
 * the named threat. Everyone asked passes, so the public log must name the speech and its end
 * and nobody's pass.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { createGrizzledGame, decideGrizzled, readGrizzled, waitForGrizzled } from './grizzled-driver';
import { THREATS, type Threat } from '../../shared/games/grizzled/types';
import { threatsOf } from '../../shared/games/grizzled/cards';

const app = useApp();

const NAMES = ['Ana', 'Luis', 'Marta'];

interface Answer {
  seat: number;
  text: string;
  hint: string;
  matching: number;
  discardButtons: number;
}

async function stillIn(page: Page): Promise<number[]> {
  const seats: number[] = [];
  for (let seat = 0; seat < NAMES.length; seat++) {
    if ((await page.getByTestId(`player-${seat}`).getAttribute('data-withdrawn')) === 'false') seats.push(seat);
  }
  return seats;
}

async function logKeys(page: Page): Promise<string[]> {
  return page.locator('[data-testid="log"] [data-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
}

/** Passes the cover to whoever it names; returns their seat. */
async function reveal(page: Page): Promise<number> {
  const title = await page.getByTestId('handoff-title').innerText();
  const seat = NAMES.findIndex((n) => title.includes(n));
  expect(seat, `cover names a person: ${title}`).toBeGreaterThanOrEqual(0);
  await page.getByTestId('handoff-reveal').click();
  return seat;
}

describe('The Grizzled speech, three people at one screen', () => {
  it('G16 asks every other person still in, in play order, with the same words, holding the threat or not', async () => {
    const { page } = app;
    await createGrizzledGame(page, { seats: NAMES.map((name) => ({ name })), seed: 'e2e-grizzled-speech' });
    const speeches: { speaker: number; threat: Threat; expected: number[]; answers: Answer[] }[] = [];
    let current: (typeof speeches)[number] | null = null;

    for (let steps = 0; steps < 400; steps++) {
      const screen = await waitForGrizzled(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        await reveal(page);
        continue;
      }
      const state = await readGrizzled(page);
      const seat = Number(state.seat);

      if (state.decision === 'speech') {
        expect(current, 'a speech answer belongs to a speech').not.toBeNull();
        const threat = current!.threat;
        current!.answers.push({
          seat,
          text: await page.getByTestId('decision-text').innerText(),
          hint: await page.getByTestId('decision').locator('p.hint').first().innerText(),
          matching: state.hand.filter((c) => threatsOf(c).includes(threat)).length,
          discardButtons: await page.getByTestId('decision').locator('button[data-testid^="act-discard-"]').count(),
        });
        await page.getByTestId('act-pass').click();
        await page.locator(`[data-testid="play"]:not(:has([data-testid="table"][data-seq="${state.seq}"]))`).first().waitFor({ state: 'attached' });
        continue;
      }
      if (current) {
        const keys = await logKeys(page);
        expect(keys.slice(keys.lastIndexOf('speech'))).toEqual(['speech', 'speechEnd']);
        current = null;
        if (speeches.some((s) => s.answers.some((a) => a.matching === 0)) && speeches.some((s) => s.answers.some((a) => a.matching > 0))) break;
      }

      const speech = state.decision === 'turn' ? THREATS.find((th) => state.threatCounts[th] === 0) ?? 'rain' : null;
      const button = speech ? page.getByTestId(`act-speech-${speech}`) : null;
      if (button && (await button.count()) > 0) {
        const order = await stillIn(page);
        const after = [...order.filter((s) => s > seat), ...order.filter((s) => s < seat)];
        current = { speaker: seat, threat: speech!, expected: after, answers: [] };
        speeches.push(current);
        await button.click();
        await page.locator(`[data-testid="play"]:not(:has([data-testid="table"][data-seq="${state.seq}"]))`).first().waitFor({ state: 'attached' });
        continue;
      }
      await decideGrizzled(page);
    }

    expect(speeches.length, 'the seeded game reaches speeches').toBeGreaterThan(0);
    for (const s of speeches) {
      expect(s.answers.map((a) => a.seat)).toEqual(s.expected);
      for (const a of s.answers) {
        expect(a.text).toMatch(new RegExp(`^Discurso de ${NAMES[s.speaker]} sobre [^:]+: ${NAMES[a.seat]} descarta una carta con esa amenaza o pasa\\.$`));
        expect(a.discardButtons).toBe(a.matching);
      }
      expect(new Set(s.answers.map((a) => a.hint)).size).toBeLessThanOrEqual(1);
    }
    // Both kinds of seat were asked: one holding the named threat and one without it.
    const all = speeches.flatMap((s) => s.answers);
    expect(all.some((a) => a.matching === 0)).toBe(true);
    expect(all.some((a) => a.matching > 0)).toBe(true);
    expect(app.problems).toEqual([]);
  });
});
