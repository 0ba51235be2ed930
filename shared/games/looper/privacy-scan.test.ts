/**
 * The privacy scan itself (privacy-scan.ts): it passes what the rules show, and it catches a
 * secret planted in each place it searches, so the scale tests' "no leak" is not vacuous.
 */
import { describe, expect, it } from 'vitest';
import type { LooperAction, LooperState, LooperView } from './types';
import { looper } from './index';
import { scanError, scanLegal, scanLogLine, scanStatus, scanView, secretsOf } from './privacy-scan';
import { shippedScript } from './scripts';

// velada-bt-3: Sign with Me! + The Hidden Freak + Threads of Fate; the Informer is the Friend, Mystery Boy the Killer (L187).
const SCRIPT = shippedScript('velada-bt-3')!;
const fresh = (): LooperState => looper.setup({ players: ['Mente', 'Ana', 'Luis'], script: SCRIPT }, 'scan-test');
const seatView = (s: LooperState): LooperView => looper.view(s, { kind: 'seat', seat: 1 });

describe('privacy scan', () => {
  it('finds nothing in what a protagonist and the public table are shown at the start', () => {
    const s = fresh();
    expect(scanView(s, seatView(s))).toEqual([]);
    expect(scanView(s, looper.view(s, { kind: 'public' }))).toEqual([]);
    expect(scanLegal(s, looper.legalActions(s, 1))).toEqual([]);
    for (const line of s.log) expect(scanLogLine(s, line)).toEqual([]);
  });

  it('searches for every unrevealed role, every plot and the handbook text, and finds them in the mastermind view', () => {
    const s = fresh();
    const secrets = secretsOf(s);
    expect(secrets.ids).toEqual(expect.arrayContaining(['keyPerson', 'killer', 'friend', 'serialKiller', 'person', 'signWithMe', 'theHiddenFreak', 'murderPlan']));
    expect(secrets.texts).toContain(SCRIPT.handbook.title.es);
    const found = scanView(s, looper.view(s, { kind: 'seat', seat: 0 })).join('\n');
    for (const needle of ['mastermind parts', 'role field informer:friend', 'keyPerson', 'signWithMe', 'threadsOfFate', SCRIPT.handbook.title.es.slice(0, 30)]) {
      expect(found).toContain(needle);
    }
  });

  it('catches a role, plot, culprit or title planted in a protagonist view', () => {
    const s = fresh();
    const plant = (change: (v: LooperView) => void): string[] => {
      const v = seatView(s);
      change(v);
      return scanView(s, v);
    };
    expect(plant((v) => (v.characters.find((c) => c.id === 'informer')!.role = 'friend'))).toEqual(['view of 1: role field informer:friend']);
    expect(plant((v) => (v.incidents[0]!.incident = 'theHiddenFreak' as never)).join()).toContain('theHiddenFreak');
    expect(plant((v) => (v.revealedCulprits = { 2: 'officeWorker' })).join()).toContain('revealedCulprits differ');
    expect(plant((v) => Object.assign(v.publicCard, { culprit: 'officeWorker' })).join()).toContain('culprit key at .publicCard.culprit');
    expect(plant((v) => (v.players[0] = SCRIPT.handbook.story.en)).join()).toContain('text');
    expect(plant((v) => (v.title = 'x')).join()).toContain('mastermind parts');
  });

  it('L120 searches the status (the save list\'s summary) for the title while the game lasts, not once it is over', () => {
    const s = fresh();
    expect(scanStatus(s, looper.status(s))).toEqual([]);
    const planted = { ...looper.status(s), summary: { ...looper.status(s).summary, scriptEs: SCRIPT.handbook.title.es } };
    expect(scanStatus(s, planted).join()).toContain('status: text');
    expect(scanStatus({ ...s, result: { outcome: 'victory', reason: 'loopSurvived' } }, planted)).toEqual([]);
  });

  it('allows the public Final Guess answers, Informer lines and revealed roles, and catches the rest in log lines', () => {
    const s = fresh();
    expect(scanLogLine(s, { key: 'guessWrong', params: { character: 'informer', role: 'brain' } })).toEqual([]);
    expect(scanLogLine(s, { key: 'informerNamed', params: { plot: 'threadsOfFate' } })).toEqual([]);
    expect(scanLogLine(s, { key: 'roleRevealed', params: { character: 'informer', role: 'friend' } })).toEqual(['log roleRevealed: friend']);
    const revealed = { ...s, revealedRoles: { informer: 'friend' as const } };
    expect(scanLogLine(revealed, { key: 'roleRevealed', params: { character: 'informer', role: 'friend' } })).toEqual([]);
    expect(scanLogLine(s, { key: 'died', params: { character: 'informer', plot: 'signWithMe' } })).toEqual(['log died: signWithMe']);
    expect(scanLogLine(s, { key: 'incidentOccurred', params: { culprit: 'officeWorker' } })).toEqual(['log incidentOccurred: culprit key at .params.culprit']);
    expect(scanLogLine(s, { key: 'cultistIgnoredForbid', params: { target: 'school' } })).toEqual(['log cultistIgnoredForbid: private line cultistIgnoredForbid']);
    // The mastermind's own lines are not a protagonist's to read.
    expect(scanLogLine(s, { key: 'cultistIgnoredForbid', params: { target: 'school' }, to: 0 })).toEqual([]);
  });

  it('catches Informer and Final Guess choices that would tell the active plots or roles apart', () => {
    const s = fresh();
    const informer = (plot: string): LooperAction => ({ type: 'useGoodwill', character: 'informer', ability: 0, plot } as LooperAction);
    expect(scanLegal(s, [informer('theHiddenFreak'), informer('threadsOfFate')])).toEqual(['legal list: informer choices theHiddenFreak,threadsOfFate']);
    expect(scanLegal(s, [{ type: 'guess', character: 'informer', role: 'friend' }])).toEqual(['legal list: guess choices for informer']);
    expect(scanLegal(s, [{ type: 'useGoodwill', character: 'informer', ability: 0, target: 'keyPerson' } as unknown as LooperAction])).toEqual(['legal list: keyPerson']);
  });

  it('catches a role named in an error message, but not one the seat itself sent', () => {
    const s = fresh();
    const sent: LooperAction = { type: 'guess', character: 'informer', role: 'friend' };
    expect(scanError(s, { code: 'wrong_action', params: {}, message: 'friend is not right now' }, sent)).toEqual([]);
    expect(scanError(s, { code: 'wrong_action', params: {}, message: 'the killer is not there' }, sent)).toEqual(['error wrong_action: killer']);
    expect(scanError(s, { code: 'x', params: { culprit: 'nurse' }, message: '' }, sent)).toEqual(['error x: culprit key at .params.culprit']);
  });

  it('L140 passes a finished game\'s views, which carry the whole script, and catches a script that differs from it', () => {
    const s = fresh();
    const over: LooperState = { ...structuredClone(s), result: { outcome: 'victory', reason: 'loopSurvived' }, pending: null, step: 'over' };
    expect(scanView(over, seatView(over))).toEqual([]);
    expect(scanView(over, looper.view(over, { kind: 'public' }))).toEqual([]);
    const wrong = seatView(over);
    wrong.secret = { ...wrong.secret!, mainPlot: 'murderPlan' };
    expect(scanView(over, wrong).join()).toContain('script shown differs');
    const leaked = seatView(over);
    leaked.mastermindState = over;
    expect(scanView(over, leaked).join()).toContain('mastermind parts');
    // The same script in a live game is still a leak.
    const live = seatView(s);
    live.secret = structuredClone(s.script.secret);
    expect(scanView(s, live).join()).toContain('mastermind parts');
  });
});
