/**
 * Where a bot's decision is computed (issue 24, ruling B6): in a worker thread when the host gave
 * one, so a Difícil search of up to 250 ms never holds up main's other answers (the seat host's
 * phones, the web host's requests); else, and whenever the worker is not there to answer (still
 * starting, gone, or a game it does not have), right here, synchronously. Either way the answer is
 * the same: a decision is a pure function of the seat's view, its legal list, the seed and the level.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { BotLevel } from '../../shared/engine/bot-level';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';

/** One decision to make: everything the bot may know, and nothing else. */
export interface BotJob {
  gameId: string;
  view: unknown;
  seat: Seat;
  legal: unknown[];
  seed: number;
  level: BotLevel;
}

export interface BotRunner {
  /** The raw action `module`'s bot picks for `job`. */
  decide(module: AnyGameModule, job: BotJob): Promise<unknown>;
  close(): void;
}

/** The decision, made here and now. */
export function decideHere(module: AnyGameModule, job: BotJob): unknown {
  return module.bot(job.view, job.seat, job.legal, job.seed, job.level);
}

export const inlineBotRunner: BotRunner = {
  decide: (module, job) => Promise.resolve().then(() => decideHere(module, job)),
  close: () => {},
};

/** The worker's script: the compiled bot-worker.js, or bot-worker.ts run through tsx (dev, tests, the web host). */
export interface BotWorkerScript {
  file: string;
  /** A decision the worker has not answered after this long is made here instead. */
  timeoutMs?: number;
}

type Pending = { module: AnyGameModule; job: BotJob; resolve: (action: unknown) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout };
type Answer = { ready: true } | { id: number; action?: unknown; error?: string };

/**
 * A worker started by the first decision asked of it (a family that plays no bot never pays for
 * one, and the app's start is not slowed by loading every game twice), used once it says it is
 * ready; until then, and for good after it failed, decisions are made here.
 */
export class WorkerBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private started = false;
  private ready = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly script: BotWorkerScript) {}

  /** Starts the worker, once: a worker that failed or was closed is not started again. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const worker = startWorker(this.script.file);
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    worker.on('error', () => this.gone());
    worker.on('exit', () => this.gone());
    this.worker = worker;
  }

  /** Whether a worker thread exists (started and not gone). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Whether decisions go to the worker now (for tests and the ruling's figures). */
  get inWorker(): boolean {
    return this.worker !== null && this.ready;
  }

  decide(module: AnyGameModule, job: BotJob): Promise<unknown> {
    this.start();
    // A game the worker does not have (a test's own module) or a worker not ready: decided here.
    if (!this.inWorker || gameModule(job.gameId) !== module) return inlineBotRunner.decide(module, job);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settleHere(id), this.script.timeoutMs ?? 5_000);
      this.pending.set(id, { module, job, resolve, reject, timer });
      this.worker!.postMessage({ id, job });
    });
  }

  close(): void {
    this.started = true;
    const worker = this.worker;
    this.gone();
    void worker?.terminate();
  }

  private answered(answer: Answer): void {
    if ('ready' in answer) {
      this.ready = true;
      return;
    }
    const job = this.pending.get(answer.id);
    if (!job) return;
    this.pending.delete(answer.id);
    clearTimeout(job.timer);
    // A bot that throws in the worker throws here too, with the game's own error.
    if (answer.error !== undefined) this.run(job);
    else job.resolve(answer.action);
  }

  /** The worker failed or closed: what it was asked is decided here, and so is everything after. */
  private gone(): void {
    this.worker = null;
    this.ready = false;
    for (const id of [...this.pending.keys()]) this.settleHere(id);
  }

  private settleHere(id: number): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    clearTimeout(job.timer);
    this.run(job);
  }

  private run(job: Pending): void {
    try {
      job.resolve(decideHere(job.module, job.job));
    } catch (error) {
      job.reject(error);
    }
  }
}

function startWorker(file: string): Worker {
  if (!file.endsWith('.ts')) return new Worker(file);
  // Node 20 does not apply --import hooks to a worker's entry file: the worker registers tsx itself.
  const url = JSON.stringify(pathToFileURL(file).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); })`, { eval: true });
}
