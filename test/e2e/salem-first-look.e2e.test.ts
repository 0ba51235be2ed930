/**
 * Ruling S100 on a live page (issue 22, point 10): everyone learns who they are before anyone acts.
 * The first dawn's first pass hands the device to each of five people in seat order; behind each
 * cover their screen opens with "Quién eres" — their character, their own Tryals in order and their
 * side — above the dawn's question, and (for a witch) the other witches awake. All five screens
 * have one shape once the words are taken out, each shows only its own Tryal faces (every answer
 * and page is searched for other seats' secrets), the second pass has no first look, and the
 * screen with the most on it (twelve seats at 800×600) keeps the look, every option and Confirm in
 * sight without scrolling, axe-clean at the three window sizes.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalemState } from '../../shared/games/salem/types';
import { RESULTS_DIR, useApp } from './harness';
import { setBotSpeed } from './grizzled-driver';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { answerNight, createSalemGame, nightShape, salemScreen, settledAnswer } from './salem-driver';
import { scanRecorded } from './salem-secrets';
import { seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { outOfSight } from './in-sight';

const app = useApp();
const NAMES = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara'];
const FACE_ES = { witch: 'Bruja', not: 'No es bruja', constable: 'Alguacil' } as const;
const faceOf = (id: string): keyof typeof FACE_ES => (id.startsWith('witch') ? 'witch' : id.startsWith('constable') ? 'constable' : 'not');

beforeAll(async () => {
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Answers the night screen on show with the first option of each question, once Confirm enables. */
async function answerFirst(page: typeof app.page): Promise<void> {
  await page.locator('[data-testid^="night-0-seat-"]').first().click();
  await page.locator('[data-testid="night-confirm"]:not([disabled])').waitFor({ timeout: 20_000 });
  await page.getByTestId('night-confirm').click();
  await page.getByTestId('night-screen').waitFor({ state: 'detached' });
}

describe('S100 Salem: everyone looks at their own cards before anyone acts', () => {
  it('S100 the first dawn’s first pass opens each person’s screen with their own character, Tryals and side, one shape for all', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const sessionId = await createSalemGame(page, { seats: NAMES.map((name) => ({ name })), seed: 'e2e-salem-look', nightSeconds: 1 });
    const truth = () => statesOf(app.host.dataFile, sessionId);
    const start = truth().at(0) as SalemState;

    const shapes: string[] = [];
    const roles: string[] = [];
    for (const [seat, name] of NAMES.entries()) {
      expect(await salemScreen(page)).toBe('handoff');
      expect(await page.getByTestId('handoff-title').innerText()).toBe(`Amanecer — pasa el dispositivo a ${name}`);
      await page.getByTestId('handoff-reveal').click();
      expect(await salemScreen(page)).toBe('night');
      const answer = await settledAnswer(page, recorded);
      // Nobody has acted in public: the look comes on the dawn, before the first turn.
      expect(answer.view.phase).toBe('dawn');
      await snapshotDom(page, recorded, tracker.last(), `first look ${seat}`);
      expect(await page.getByTestId('night-owner').innerText()).toBe(`Pantalla de ${name}`);

      const own = start.players[seat]!.tryals.map((t) => faceOf(t.id));
      const tryals = await page.getByTestId('night-identity-tryals').innerText();
      expect(tryals).toBe(`Tus Juicios ${own.map((face, i) => `${i + 1}: ${FACE_ES[face]}`).join(' · ')}`);
      const character = start.players[seat]!.character;
      expect(await page.getByTestId('night-identity-character').innerText()).toMatch(/^Tu personaje: .+ — .+/);
      expect(character).toBeTruthy();
      roles.push(await page.getByTestId('night-identity-role').innerText());
      shapes.push(await nightShape(page));
      await answerFirst(page);
    }

    // One shape for all five, though what it says differs (a witch reads she is one, and sees the others).
    for (const shape of shapes.slice(1)) expect(shape).toBe(shapes[0]);
    expect(shapes[0]).toContain('[night-identity]');
    const witches = start.players.map((p, seat) => (p.tryals.some((t) => faceOf(t.id) === 'witch') ? seat : -1)).filter((s) => s >= 0);
    expect(witches.length).toBeGreaterThan(0);
    for (const [seat, role] of roles.entries()) expect(role.includes('eres bruja'), `${NAMES[seat]}: ${role}`).toBe(witches.includes(seat));

    // The second pass goes straight to the question.
    for (const name of NAMES) {
      expect(await salemScreen(page)).toBe('handoff');
      expect(await page.getByTestId('handoff-title').innerText()).toBe(`Amanecer — pasa el dispositivo a ${name}`);
      await page.getByTestId('handoff-reveal').click();
      expect(await salemScreen(page)).toBe('night');
      expect(await page.getByTestId('night-identity').count()).toBe(0);
      await answerFirst(page);
    }

    const scan = scanRecorded(recorded, truth());
    expect(scan.leaks).toEqual([]);
    expect(scan.checks).toBeGreaterThan(10);
    expect(app.problems).toEqual([]);
  }, 180_000);

  it('S100 with twelve seats the look, every option and Confirm are in sight without scrolling, axe-clean, at 800×600, 1280×720 and 1920×1080', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('new-salem').waitFor();
    await createSalemGame(page, { seats: [{ name: 'Ana' }, ...Array.from({ length: 11 }, () => ({ bot: true as const }))], seed: 'e2e-salem-look-12', nightSeconds: 1 });
    await setBotSpeed(page, 0);
    expect(await salemScreen(page)).toBe('night');
    await page.getByTestId('night-identity').waitFor();
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(50);
      const seen = await outOfSight(page, '[data-testid="night-identity"] p, [data-testid^="night-0-seat-"], [data-testid="night-confirm"]');
      expect(seen.count, `${size.width}×${size.height}`).toBe(3 + 12 + 1);
      expect(seen.hidden, `out of sight at ${size.width}×${size.height}`).toEqual([]);
      expect(await seriousAxeViolations(page), `axe at ${size.width}×${size.height}`).toEqual([]);
      await page.screenshot({ path: path.join(RESULTS_DIR, `salem-first-look-${size.width}x${size.height}.png`) });
    }
    expect(app.problems).toEqual([]);
  }, 120_000);
});
