/**
 * When Darkness Comes with a Master, in Chromium: Ana plays a hero, a bot the other, and Marta is
 * the Master, all at one screen. Marta's screen comes only after her own cover ("Máster — que los
 * jugadores no miren"); she uses her tools through the table (the light and weather, turning a disc
 * in sight face up, moving a face-up adversary, placing the tile a hero explored toward, done). Ana's
 * turn is one thing (D308): no movement roll, the squares within her Speed offered at once, and the
 * building search among the turn's buttons where it may be made. Every answer and DOM snapshot shown
 * while a hero's seat (or the public table) is on screen is searched, against the true state of that
 * moment, for face-down discs that hero did not peek and for the tile stack; the same search run over
 * the Master's own screens finds both, so it would see a leak.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREGENS } from '../../shared/games/darkness/characters';
import type { DarknessState } from '../../shared/games/darkness/game/types';
import { useApp } from './harness';
import { assertNoErrorNotice } from './driver';
import { waitPast } from './grizzled-driver';
import { masterClick, type Tool } from './darkness-master-tools';
import {
  clickAction, createDarknessGame, darknessScreen, decideDarkness, discSecrets, scanSecrets, stackSecrets, tableSeq, trackTables,
} from './darkness-driver';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';

const app = useApp({ settings: { botDelayMs: 0 } });

const ANA = 0;
const MASTER = 2;
const MASTER_COVER = 'Máster — que los jugadores no miren';

describe('a game with a Master at one screen', () => {
  it('D341 D342 D343 D344 D345: Ana clicks like a person, the Master uses her tools behind her own cover, and no hero screen shows a face-down disc or the stack', async () => {
    const { page } = app;
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const tables = trackTables(page);
    const sessionId = await createDarknessGame(app, {
      scenarioId: 'curfew_radio', campaignId: null, master: true, seed: 'master-2',
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Bot', bot: true }, { name: 'Marta' }],
    });
    await page.goto(`${app.host.url}/?open=${encodeURIComponent(sessionId)}#/play/${sessionId}`);

    const used = new Map<Tool, number>();
    let lastCover: string | null = null;
    let masterScreens = 0;
    let heroTurnsSeen = 0;
    let ontoDisc = 0;
    let searched = 0;
    let masterCovers = 0;
    let previousSeat: number | null = null;
    let moves = 0;
    for (;;) {
      const screen = await darknessScreen(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        lastCover = await page.getByTestId('handoff-title').innerText();
        await snapshotDom(page, recorded, tracker.last(), `cover ${moves}`);
        // A cover shows no table behind it: neither the Master's screen nor the town.
        expect(await page.getByTestId('master-screen').count()).toBe(0);
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      const seat = Number(await page.getByTestId('table').getAttribute('data-seat'));
      await snapshotDom(page, recorded, tracker.last(), `move ${moves} seat ${seat}`);
      const seq = await tableSeq(page);
      const answer = tables.of(seq, seat)!;
      expect(answer, `the page's table for seat ${seat} at seq ${seq}`).toBeTruthy();
      if (seat === MASTER) {
        // The Master's screen comes only after her own cover (unless she was already on screen).
        if (previousSeat !== MASTER) {
          expect(lastCover).toBe(MASTER_COVER);
          masterCovers += 1;
        }
        lastCover = null;
        masterScreens += 1;
        await page.getByTestId('master-screen').waitFor();
        const tool = await masterClick(page, answer.view, used);
        used.set(tool, answer.view.round);
        await waitPast(page, seq);
      } else {
        expect(seat).toBe(ANA);
        if (previousSeat !== ANA) expect(lastCover).not.toBe(MASTER_COVER);
        lastCover = null;
        expect(await page.getByTestId('master-screen').count()).toBe(0);
        const view = answer.view;
        if (!view.pending && !view.turn.moved && !view.turn.actionTaken) {
          // D308/D342: with a Master a turn starts with the squares within Speed, never a movement roll.
          heroTurnsSeen += 1;
          expect(answer.legal.some((a) => a.type === 'rollMovement')).toBe(false);
          expect(await page.locator('[data-testid^="act-rollMovement"]').count()).toBe(0);
          if (answer.legal.some((a) => a.type === 'moveTo')) expect(await page.locator('[data-testid^="reach-"]').count()).toBeGreaterThan(0);
          if (answer.legal.some((a) => a.type === 'searchBuilding')) {
            const search = page.getByTestId('act-searchBuilding');
            expect(await search.innerText()).toMatch(/Registrar/);
            expect((await search.getAttribute('title')) ?? (await search.getAttribute('aria-description')) ?? '').not.toBe('');
          }
        }
        const faceDownAt = (x: number, y: number) => view.discs.some((d) => d.where.zone === 'board' && !d.where.faceUp && d.where.at.x === x && d.where.at.y === y);
        // Once each, Ana clicks what the brief must prove through the pointer: a square under a face-down
        // disc (D341) and the building search (D343); otherwise the hero bot chooses.
        const ontoDiscMove = answer.legal.find((a) => a.type === 'moveTo' && faceDownAt(a.x, a.y));
        const search = answer.legal.find((a) => a.type === 'searchBuilding');
        if (ontoDisc === 0 && ontoDiscMove) {
          await clickAction(page, ontoDiscMove);
          await waitPast(page, seq);
          ontoDisc += 1;
        } else if (searched === 0 && search) {
          await clickAction(page, search);
          await waitPast(page, seq);
          searched += 1;
          // The search is a check: the pool builder opens for Int (Search).
          await page.getByTestId('pool-roll').waitFor();
        } else {
          const action = await decideDarkness(page, tables, ANA);
          if (action.type === 'moveTo' && faceDownAt(action.x, action.y)) ontoDisc += 1;
          if (action.type === 'searchBuilding') searched += 1;
        }
      }
      previousSeat = seat;
      moves += 1;
      const done = ['environment', 'reveal', 'done'].every((t) => used.has(t as Tool)) && (used.has('moveAdversary') || used.has('placeTile')) && masterScreens >= 12 && moves >= 120;
      if (done || moves > 600) break;
    }
    await assertNoErrorNotice(page);
    // The Master used her tools through the table.
    expect([...used.keys()]).toEqual(expect.arrayContaining(['environment', 'reveal', 'done']));
    expect(used.has('moveAdversary') || used.has('placeTile')).toBe(true);
    expect(masterCovers).toBeGreaterThan(2);
    expect(heroTurnsSeen).toBeGreaterThan(3);
    // D341: Ana clicked squares under a face-down disc like a person (Playwright clicks where the pointer would land).
    expect(ontoDisc).toBeGreaterThan(0);
    // D343: the search was offered and clicked, and its line is in the log.
    expect(searched).toBeGreaterThan(0);
    const heroName = PREGENS[0]!.name;
    expect(recorded.some((r) => r.kind === 'dom' && r.seat === ANA && r.text.includes(`${heroName} registra `))).toBe(true);

    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    const heroSecrets = (state: DarknessState, seat: number | null) => [...discSecrets(state, seat), ...stackSecrets(state)];
    // The search sees a leak: the Master's own screens name face-down discs and the stack.
    const masters = scanSecrets(recorded, truth, (seat) => seat === MASTER, (state) => discSecrets(state, null));
    expect(masters.leaks.length).toBeGreaterThan(0);
    expect(scanSecrets(recorded, truth, (seat) => seat === MASTER, stackSecrets).leaks.length).toBeGreaterThan(0);
    // Nothing shown while a hero's seat or the public table is on screen holds either.
    const heroes = scanSecrets(recorded, truth, (seat) => seat === null || seat < MASTER, heroSecrets);
    expect(heroes.leaks).toEqual([]);
    expect(heroes.checks).toBeGreaterThan(200);
    for (const r of recorded.filter((x) => x.kind === 'dom' && (x.seat === null || x.seat < MASTER))) expect(r.text.includes('data-testid="master-screen"'), r.what).toBe(false);
    expect(app.problems).toEqual([]);
  }, 600_000);
});
