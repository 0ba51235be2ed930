/**
 * The bot worker (bot-runner.ts, ruling B6): loads the games, says it is ready, then answers each
 * decision with the game's bot at the job's level, from the job's view only. Nothing else crosses.
 */
import { parentPort } from 'node:worker_threads';
import { gameModule } from '../../shared/games/registry';
import type { BotJob } from './bot-runner';

const port = parentPort!;
port.on('message', ({ id, job }: { id: number; job: BotJob }) => {
  try {
    const module = gameModule(job.gameId);
    if (!module) throw new Error(`no game ${job.gameId}`);
    port.postMessage({ id, action: module.bot(job.view, job.seat, job.legal, job.seed, job.level) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
