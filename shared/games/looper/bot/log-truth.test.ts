/**
 * The protagonist bot's own history (its current view and the public log, history-from-view.ts)
 * must never rule out the real script either: at every day of bot games on shipped scripts, the
 * true roles pass every check and each incident day's true culprit stays a candidate.
 */
import { describe, expect, it } from 'vitest';
import { nextSeed } from '../../../engine/play';
import { seedRng } from '../../../engine/rng';
import { looper } from '..';
import { shippedScript } from '../scripts';
import { MASTERMIND } from '../types';
import { looperBot } from '.';
import { historyFromView } from './history-from-view';
import { hypothesisSpace, rejections } from './hypotheses';
import type { RoleAssignment } from './assignments';

describe("the bot's history from its view never rules out the real script", () => {
  it.each(['velada-bt-2', 'velada-bt-5', 'velada-bt-8'])('%s', (id) => {
    const script = shippedScript(id)!;
    const truth: RoleAssignment = {
      mainPlot: script.secret.mainPlot,
      subPlots: script.secret.subPlots,
      roles: Object.fromEntries(script.secret.cast.filter((m) => m.role !== 'person').map((m) => [m.character, m.role])),
    };
    const options = looper.parseOptions({ players: ['MM', 'Ana', 'Luis', 'Eva'], script });
    if (!options.ok) throw new Error(options.error.message);
    let s = looper.setup(options.value, `log-truth:${id}`);
    let rng = seedRng(`log-truth:${id}`);
    let checked = 0;
    let incidentsRead = 0;
    let lastDay = '';
    for (let n = 0; n < 3000 && !s.result; n++) {
      const seat = looper.status(s).deciding[0]!;
      const view = looper.view(s, { kind: 'seat', seat });
      const day = `${s.loop}:${s.day}`;
      if (seat !== MASTERMIND && day !== lastDay && s.step !== 'finalGuess') {
        lastDay = day;
        const history = historyFromView(view);
        expect(rejections(history, truth)).toEqual([]);
        const space = hypothesisSpace(history, { perPlotCap: 1, nodeBudget: 2000 });
        for (const { day: d, culprit } of script.secret.culprits) expect(space.culprits[d]).toContain(culprit);
        incidentsRead = Math.max(incidentsRead, history.facts?.incidents?.length ?? 0);
        checked++;
      }
      let d: number;
      [d, rng] = nextSeed(rng);
      const r = looper.apply(s, seat, looperBot(view, seat, looper.legalActions(s, seat), d));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(10);
    // The log's replay did find incident steps to read.
    expect(incidentsRead).toBeGreaterThan(0);
  });
});
