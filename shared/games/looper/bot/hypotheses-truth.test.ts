/**
 * The evidence is read right only if the real script is never ruled out: bot games on shipped
 * scripts, their public views turned into a history, and the true secret card checked against it.
 */
import { describe, expect, it } from 'vitest';
import { nextSeed } from '../../../engine/play';
import { seedRng } from '../../../engine/rng';
import { looper } from '..';
import { shippedScript } from '../scripts';
import type { LooperView } from '../types';
import { looperBot } from '.';
import { hypothesisSpace, rejections } from './hypotheses';
import type { RoleAssignment } from './assignments';
import { historyFromViews } from './public-history';

function publicViewsOfABotGame(scriptId: string, seed: string): LooperView[] {
  const options = looper.parseOptions({ players: ['MM', 'Ana', 'Luis', 'Eva'], script: shippedScript(scriptId)! });
  if (!options.ok) throw new Error(options.error.message);
  let s = looper.setup(options.value, seed);
  let rng = seedRng(seed);
  const views = [looper.view(s, { kind: 'public' })];
  for (let n = 0; n < 3000 && !s.result; n++) {
    const seat = looper.status(s).deciding[0]!;
    let d: number;
    [d, rng] = nextSeed(rng);
    const r = looper.apply(s, seat, looperBot(looper.view(s, { kind: 'seat', seat }), seat, looper.legalActions(s, seat), d));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    views.push(looper.view(s, { kind: 'public' }));
  }
  return views;
}

describe('consistentHypotheses never rules out the real script', () => {
  it.each(['velada-fs-1', 'velada-fs-2', 'velada-bt-1', 'velada-bt-4', 'velada-bt-9'])('%s', (id) => {
    const script = shippedScript(id)!;
    const history = historyFromViews(publicViewsOfABotGame(id, `truth:${id}`));
    const truth: RoleAssignment = {
      mainPlot: script.secret.mainPlot,
      subPlots: script.secret.subPlots,
      roles: Object.fromEntries(script.secret.cast.filter((m) => m.role !== 'person').map((m) => [m.character, m.role])),
    };
    expect(rejections(history, truth)).toEqual([]);
    const space = hypothesisSpace(history);
    const sameCombo = space.hypotheses.filter((h) => h.mainPlot === truth.mainPlot && [...h.subPlots].sort().join() === [...truth.subPlots].sort().join());
    expect(sameCombo.length).toBeGreaterThan(0);
    for (const { day, culprit } of script.secret.culprits) expect(space.culprits[day]).toContain(culprit);
  });
});
