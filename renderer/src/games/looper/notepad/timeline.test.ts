import { describe, expect, it } from 'vitest';
import { looperBot } from '../../../../../shared/games/looper/bot/index';
import { looper } from '../../../../../shared/games/looper/index';
import { PUBLIC_EFFECT_LOG_KEYS, PRIVATE_EFFECT_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-effects';
import { PUBLIC_FLOW_LOG_KEYS, PRIVATE_FLOW_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-flow';
import { playChecked, randomChooser, type Chooser } from '../../../../../shared/games/looper/property-checks';
import { shippedScript } from '../../../../../shared/games/looper/scripts';
import type { LogEntry, LooperState } from '../../../../../shared/games/looper/types';
import { buildTimeline, currentLoop, EVENT_KIND_OF, STRUCTURE_KEYS, type Timeline } from './timeline';

/** Plays a whole game, writing down every (loop, day) a decision was taken in — apart from the log. */
const games = new Map<string, { final: LooperState; played: string[] }>();

function playRecording(scriptId: string, players: number, chooser: (seen: string[]) => Chooser): { final: LooperState; played: string[] } {
  const key = `${scriptId}/${players}/${chooser === recordBots ? 'bots' : 'random'}`;
  const known = games.get(key);
  if (known) return known;
  const script = shippedScript(scriptId);
  if (!script) throw new Error(scriptId);
  const played: string[] = [];
  const run = playChecked(script, players, `timeline-${scriptId}`, chooser(played), false);
  games.set(key, { final: run.final, played });
  return { final: run.final, played };
}

const recordBots = (seen: string[]): Chooser => (ctx) => {
  if (ctx.s.step !== 'loopStart' && ctx.s.step !== 'finalGuess' && seen.at(-1) !== `${ctx.s.loop}/${ctx.s.day}`) seen.push(`${ctx.s.loop}/${ctx.s.day}`);
  return looperBot(ctx.view(), ctx.seat, ctx.legal, ctx.step * 13 + 5);
};

const recordRandom = (seen: string[]): Chooser => {
  const random = randomChooser(11);
  return (ctx) => {
    if (ctx.s.step !== 'loopStart' && ctx.s.step !== 'finalGuess' && seen.at(-1) !== `${ctx.s.loop}/${ctx.s.day}`) seen.push(`${ctx.s.loop}/${ctx.s.day}`);
    return random(ctx);
  };
};

const daysOf = (t: Timeline) => t.loops.flatMap((l) => l.days.map((d) => `${l.loop}/${d.day}`));
const eventsOf = (t: Timeline) => [...t.loops.flatMap((l) => [...l.setup, ...l.days.flatMap((d) => d.events), ...l.end]), ...t.finale];

describe('the timeline from real games', () => {
  for (const [scriptId, players, chooser] of [['velada-bt-8', 4, recordBots], ['velada-fs-2', 3, recordBots], ['velada-bt-5', 3, recordRandom]] as const) {
    it(`L162 ${scriptId}: every loop and day played appears, in order, from a protagonist's view`, () => {
      const { final, played } = playRecording(scriptId, players, chooser);
      expect(played.length).toBeGreaterThan(3);
      const view = looper.view(final, { kind: 'seat', seat: 1 });
      const t = buildTimeline(view.log);
      expect(daysOf(t)).toEqual(played);
      const loopsPlayed = [...new Set(played.map((p) => Number(p.split('/')[0])))];
      expect(t.loops.map((l) => l.loop)).toEqual(Array.from({ length: loopsPlayed.length }, (_, i) => i + 1));
      expect(currentLoop(t)).toBe(loopsPlayed.at(-1));
      // Events keep the log's order.
      const indexes = eventsOf(t).map((e) => e.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      // Each loop but one that ended the game early closes with its end line.
      for (const l of t.loops.slice(0, -1)) expect(l.end.map((e) => e.entry.key)).toContain('loopEnded');
      expect(eventsOf(t).some((e) => e.kind === 'gameEnd')).toBe(true);
    }, 60_000);
  }

  it('L162 nothing from a private line appears, even when the whole log (mastermind lines included) is given', () => {
    const { final } = playRecording('velada-bt-8', 4, recordBots);
    const privateLines = new Set<LogEntry>(final.log.filter((l) => l.to !== undefined));
    expect(privateLines.size).toBeGreaterThan(0);
    const fromAll = buildTimeline(final.log);
    for (const e of eventsOf(fromAll)) {
      expect(privateLines.has(e.entry)).toBe(false);
      expect(e.entry.to).toBeUndefined();
      expect(e.entry.key in PRIVATE_FLOW_LOG_KEYS || e.entry.key in PRIVATE_EFFECT_LOG_KEYS).toBe(false);
    }
    // The protagonists' log gives the same events as the whole log.
    const fromView = buildTimeline(looper.view(final, { kind: 'public' }).log);
    expect(eventsOf(fromView).map((e) => e.entry)).toEqual(eventsOf(fromAll).map((e) => e.entry));
    expect(daysOf(fromView)).toEqual(daysOf(fromAll));
  }, 60_000);
});

describe('L162 what each line becomes', () => {
  it('L162 every public key of the engine is an event or shapes the timeline', () => {
    for (const key of [...Object.keys(PUBLIC_FLOW_LOG_KEYS), ...Object.keys(PUBLIC_EFFECT_LOG_KEYS)]) {
      expect(STRUCTURE_KEYS.has(key) || key in EVENT_KIND_OF, key).toBe(true);
    }
  });

  it('L162 placements are not events; reveals, incidents, refusals, losses and loop ends are', () => {
    const log: LogEntry[] = [
      { key: 'loopStarted', params: { loop: 1, loops: 3 } },
      { key: 'henchmanPlaced', params: { location: 'city' } },
      { key: 'dayStarted', params: { loop: 1, day: 1 } },
      { key: 'cardPlaced', params: { owner: 'mastermind', target: 'doctor' } },
      { key: 'cardPlaced', params: { owner: '0', target: 'city' } },
      { key: 'cardRevealed', params: { owner: 'mastermind', card: 'paranoiaPlus1', target: 'doctor' } },
      { key: 'counterPlaced', params: { target: 'doctor', counter: 'paranoia', n: 1 } },
      { key: 'goodwillDeclared', params: { character: 'doctor', ability: 0 } },
      { key: 'nothingHappens', params: {} },
      { key: 'mmAbilitySource', params: { ability: 'brain', source: 'doctor' }, to: 0 },
      { key: 'noIncident', params: { day: 1, incident: 'murder' } },
      { key: 'dayStarted', params: { loop: 1, day: 2 } },
      { key: 'incidentOccurred', params: { incident: 'suicide' } },
      { key: 'characterDied', params: { character: 'doctor' } },
      { key: 'nothingHappens', params: {} },
      { key: 'loopEnded', params: { loop: 1 } },
      { key: 'loopLost', params: { loop: 1 } },
      { key: 'timeSpiralFinalGuess', params: { loop: 1 } },
      { key: 'finalGuessStarted', params: {} },
      { key: 'guessWrong', params: { character: 'doctor', role: 'brain' } },
      { key: 'mastermindWins', params: { reason: 'finalGuessWrong' } },
    ];
    const t = buildTimeline(log);
    expect(t.loops).toHaveLength(1);
    const [loop] = t.loops;
    expect(loop!.setup.map((e) => e.kind)).toEqual(['setup']);
    expect(loop!.days.map((d) => d.events.map((e) => e.kind))).toEqual([
      ['cardRevealed', 'counter', 'ability', 'refused', 'noIncident'],
      ['incident', 'death', 'nothing'],
    ]);
    expect(loop!.end.map((e) => e.kind)).toEqual(['loopEnd', 'loss', 'timeSpiral']);
    expect(t.finale.map((e) => e.kind)).toEqual(['finalGuess', 'finalGuess', 'gameEnd']);
    expect(buildTimeline([]).loops).toEqual([]);
  });
});
