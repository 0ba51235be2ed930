/**
 * The bot runner (ruling B6): a worker thread decides exactly what main would, at the level asked;
 * a game the worker does not have, a worker still starting and a worker that failed all leave the
 * decision to main, with the same answer.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotLevel } from '../../shared/engine/bot-level';
import type { AnyGameModule } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import { decideHere, inlineBotRunner, WorkerBotRunner, type BotJob } from './bot-runner';
import { botJob } from './bot-turn';

const WORKER = path.resolve('electron/services/bot-worker.ts');
const runners: WorkerBotRunner[] = [];
afterEach(() => {
  for (const runner of runners.splice(0)) runner.close();
});

function runner(file = WORKER): WorkerBotRunner {
  const made = new WorkerBotRunner({ file });
  runners.push(made);
  made.start();
  return made;
}

async function untilReady(made: WorkerBotRunner): Promise<void> {
  for (let waited = 0; !made.inWorker; waited += 50) {
    if (waited > 60_000) throw new Error('the bot worker never said it was ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Bot decisions along a seeded game of The Grizzled, every seat a bot at `level`. */
function grizzledJobs(level: BotLevel, count: number): { module: AnyGameModule; jobs: BotJob[] } {
  const module = gameModule('grizzled')!;
  const options = module.parseOptions({ players: ['Uno', 'Dos', 'Tres'], variant: 'normal' });
  if (!options.ok) throw new Error(options.error.message);
  let state = module.setup(options.value, 'runner-seed', module.rulesVersion);
  const jobs: BotJob[] = [];
  for (let seq = 0; seq < count && module.status(state).result === null; seq++) {
    const seat = module.status(state).deciding[0]!;
    const job = botJob(module, state, seat, seq, level);
    jobs.push(job);
    const parsed = module.parseAction(decideHere(module, job));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const applied = module.apply(state, seat, parsed.value);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  return { module, jobs };
}

describe('the bot runner', () => {
  it('decides in the worker exactly what main decides, at each level', async () => {
    const made = runner();
    await untilReady(made);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const { module, jobs } = grizzledJobs(level, 40);
      expect(jobs.every((job) => job.level === level)).toBe(true);
      const inWorker = await Promise.all(jobs.map((job) => made.decide(module, job)));
      expect(inWorker).toEqual(jobs.map((job) => decideHere(module, job)));
    }
    expect(made.inWorker).toBe(true);
  }, 90_000);

  it('leaves a game the worker does not have to main, with its own bot and the level asked', async () => {
    const made = runner();
    await untilReady(made);
    const asked: unknown[] = [];
    const { module, jobs } = grizzledJobs('hard', 1);
    const own: AnyGameModule = { ...module, bot: (view, seat, legal, seed, level) => (asked.push(level), module.bot(view, seat, legal, seed, level)) };
    expect(await made.decide(own, jobs[0]!)).toEqual(decideHere(module, jobs[0]!));
    expect(asked).toEqual(['hard']);
  }, 90_000);

  it('decides in main while the worker starts, and for good once the worker has failed', async () => {
    const broken = runner(path.resolve('electron/services/no-such-worker.js'));
    const { module, jobs } = grizzledJobs('easy', 3);
    expect(await broken.decide(module, jobs[0]!)).toEqual(decideHere(module, jobs[0]!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(broken.inWorker).toBe(false);
    expect(await Promise.all(jobs.map((job) => broken.decide(module, job)))).toEqual(jobs.map((job) => decideHere(module, job)));
    expect(await inlineBotRunner.decide(module, jobs[1]!)).toEqual(decideHere(module, jobs[1]!));
  });

  it('starts no worker until a decision is asked, then one, and none again once closed', async () => {
    const lazy = new WorkerBotRunner({ file: WORKER });
    runners.push(lazy);
    expect(lazy.running).toBe(false);
    const { module, jobs } = grizzledJobs('normal', 1);
    expect(await lazy.decide(module, jobs[0]!)).toEqual(decideHere(module, jobs[0]!));
    expect(lazy.running).toBe(true);
    lazy.close();
    expect(lazy.running).toBe(false);
    expect(await lazy.decide(module, jobs[0]!)).toEqual(decideHere(module, jobs[0]!));
    expect(lazy.running).toBe(false);
  });
});
