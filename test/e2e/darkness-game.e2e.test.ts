/**
 * When Darkness Comes, the board game, in Chromium: a campaign character is seated on the new-game
 * screen with two bot companions, plays the introductory scenario to its end through the table's own
 * controls (what to click is the hero bot's choice from the view the page received), a reload in the
 * middle resumes the same table, the end screen opens the end-of-game wizard filled from the game,
 * and confirming it shows on the sheet and in the ledger. Every answer and DOM snapshot addressed to
 * the person's seat or the public table (an undo's answer included) is searched for the identity of
 * face-down discs that seat did not peek, against the true state of that moment.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import type { DarknessState } from '../../shared/games/darkness/game/types';
import { hostApi, useApp } from './harness';
import { assertNoErrorNotice } from './driver';
import { darknessScreen, decideDarkness, discSecrets, scanSecrets, shows, tableSeq, trackTables } from './darkness-driver';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';

const app = useApp({ settings: { botDelayMs: 0 } });

const api = <T>(command: string, body: unknown) => hostApi<T>(app.host, command, body);

const PERSON = 0;

describe('a campaign character plays the introductory scenario', () => {
  it('from the new-game screen to the wizard, resuming after a reload, never shown a face-down disc it did not peek', async () => {
    const { page } = app;
    const campaign = await api<{ id: string }>('darkness.campaigns.create', { name: 'Invierno', mode: 'standard', houseRules: {} });
    const nora = (await api<{ id: string }>('darkness.characters.create', { choice: { ...pregenChoice(PREGENS[0]!, 'es'), name: 'Nora' }, campaignId: campaign.id, who: 'Ana' })).id;
    // Nora kept a flashlight from an earlier game: it comes into play, and the end of this one writes what she keeps.
    await api('darkness.characters.correct', {
      characterId: nora, patch: { items: [{ id: 'flashlight', name: 'Linterna', weight: 1, vp: 1, level: 1 }], startingVp: 1 }, who: 'Ana', why: 'Guardada de la partida anterior',
    });
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const tables = trackTables(page);

    // The new-game screen: the introductory scenario, the campaign, Nora in seat 1 played by Ana, two pregen bots.
    await page.goto(`${app.host.url}/?new=1#/new/darkness`);
    await page.getByTestId('new-darkness').waitFor();
    await page.getByTestId('scenario-curfew_radio').check();
    await page.getByTestId('campaign-select').selectOption(campaign.id);
    await page.getByTestId('hero-count').selectOption('3');
    await page.getByTestId('hero-select-0').selectOption(`c:${nora}`);
    await page.getByTestId('hero-player-0').fill('Ana');
    for (const [i, pregen] of [[1, PREGENS[1]!], [2, PREGENS[2]!]] as const) {
      await page.getByTestId(`hero-select-${i}`).selectOption(`p:${pregen.id}`);
      await page.getByTestId(`hero-bot-${i}`).check();
    }
    await page.getByTestId('advanced-toggle').click();
    await page.getByTestId('seed').fill('noche-1');
    expect(await page.getByTestId('form-problem').count()).toBe(0);
    await page.getByTestId('start').click();
    await page.locator('[data-testid="table"], [data-testid="error-notice"]').first().waitFor();
    await assertNoErrorNotice(page);
    const sessionId = decodeURIComponent(page.url().split('/play/')[1]!.split(/[?#]/)[0]!);
    // A bot goes by its hero's name in the save too (issue 22, point 8): the title lists Ana and the two pregens.
    const saved = await hostApi<{ session: { title: string; players: string[] } }>(app.host, 'sessions.open', { sessionId, seat: null });
    expect(saved.session.players).toEqual(['Ana', PREGENS[1]!.name, PREGENS[2]!.name]);
    expect(saved.session.title).toBe(`When Darkness Comes — Ana, ${PREGENS[1]!.name} y ${PREGENS[2]!.name}`);

    let moves = 0;
    let reloaded = false;
    let undone = false;
    for (;;) {
      const screen = await darknessScreen(page);
      if (screen === 'end') break;
      expect(screen).toBe('mine');
      await snapshotDom(page, recorded, tracker.last(), `move ${moves}`);
      if (moves === 12 && !reloaded) {
        // A reload in the middle of the game comes back to the same table.
        const seq = await tableSeq(page);
        await page.reload();
        await darknessScreen(page);
        expect(await tableSeq(page)).toBe(seq);
        reloaded = true;
      }
      await decideDarkness(page, tables, PERSON);
      moves += 1;
      // Once, a move that revealed nothing is taken back: what the table answers after an undo is
      // scanned like everything else.
      if (!undone && (await darknessScreen(page)) === 'mine' && (await page.getByTestId('undo').count()) > 0) {
        const seq = await tableSeq(page);
        await page.getByTestId('undo').click();
        await expect.poll(() => tableSeq(page)).toBeGreaterThan(seq);
        await snapshotDom(page, recorded, tracker.last(), `undo after move ${moves}`);
        undone = true;
      }
      if (moves > 3000) throw new Error('the game did not end');
    }
    expect(reloaded).toBe(true);
    expect(undone).toBe(true);
    await snapshotDom(page, recorded, tracker.last(), 'end');

    // Privacy: nothing addressed to Ana's seat or the public table names a face-down disc she did not peek.
    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    // The search would see a leak: the whole state of the first move names its face-down discs.
    const start = truth.at(0) as DarknessState;
    expect(discSecrets(start, null).some(({ strings }) => shows(JSON.stringify(start), strings[0]!))).toBe(true);
    const { checks, leaks } = scanSecrets(recorded, truth, (seat) => seat === null || seat === PERSON, discSecrets);
    expect(leaks).toEqual([]);
    expect(checks).toBeGreaterThan(100);

    // The end screen opens the wizard filled from the game.
    const final = truth.at(Number(await page.getByTestId('table').getAttribute('data-seq'))) as DarknessState;
    const hero = final.heroes[PERSON]!;
    await page.getByTestId('end-open-wizard').click();
    await page.getByTestId('eog').waitFor();
    expect(page.url()).toContain(`/darkness/campaigns/${campaign.id}/end-of-game`);
    expect(await page.getByTestId(`eog-vp-${nora}`).inputValue()).toBe(String(hero.vp));
    expect(await page.getByTestId('eog-objective').isChecked()).toBe(final.result!.objectiveAchieved);
    for (let step = 2; step <= 4; step++) {
      if (step === 4) {
        const attribute = page.getByTestId(`eog-choice-${nora}-attribute`);
        if ((await attribute.count()) > 0) await attribute.selectOption({ index: 1 });
        const lose = page.getByTestId(`eog-choice-${nora}-loseSkill`);
        if ((await lose.count()) > 0) await lose.selectOption({ index: 1 });
      }
      await page.getByTestId('eog-next').click();
      await expect.poll(() => page.getByTestId('eog').getAttribute('data-step')).toBe(String(step));
    }
    await page.getByTestId(`eog-before-after-${nora}`).waitFor();
    await page.getByTestId('eog-who').fill('Ana');
    await page.getByTestId('eog-confirm').click();
    await page.getByTestId('campaign').waitFor();
    await expect.poll(() => page.getByTestId('campaign-played').getAttribute('data-count')).toBe('1');

    // The sheet and its ledger show what the game gave Nora.
    const detail = await api<{ ledger: { gameRef?: string; change: { kind: string } }[] }>('darkness.characters.get', { characterId: nora });
    const fromGame = detail.ledger.filter((e) => e.gameRef === sessionId);
    expect(fromGame.length).toBeGreaterThan(0);
    await page.goto(`${app.host.url}/?sheet=${nora}#/darkness/characters/${nora}`);
    await page.getByTestId('sheet').waitFor();
    for (const entry of fromGame) await expect.poll(() => page.locator(`[data-testid^="sheet-entry-"][data-kind="${entry.change.kind}"]`).count()).toBeGreaterThan(0);
    expect(app.problems).toEqual([]);
  }, 600_000);
});
