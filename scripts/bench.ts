/**
 * `npm run bench [-- --seconds S --session-actions N --appends N --resume-runs N --dir D]`
 * Measures what a family actually waits for and prints it beside its target:
 *  - engine: Silentes actions per second under random legal play (pure shared/ code), and the
 *    same figure for The Grizzled at 4 players (no target of its own; shown for comparison);
 *  - resume: a cold load of a 10,000-action saved session through a fresh SessionService;
 *  - integrity: what the log hash-chain check adds to that load (one state hash per row after
 *    the newest snapshot), and the background pass that replays and checks the whole log;
 *  - append: latency of our append (the write a move commits, WAL + synchronous=FULL) against
 *    a bare better-sqlite3 INSERT of the same row, and their ratio; plus a whole move;
 *  - the Tragedy Looper rows (scripts/looper-bench.ts) and the When Darkness Comes dice rows
 *    (scripts/darkness-bench.ts: the exact odds table cold and cached, readRoll throughput);
 *  - the Salem 1692 rows at 12 players (scripts/salem-bench.ts: the reducer over recorded bot
 *    games, legalActions and view per action, the bot's decision p95).
 * Human-readable lines first, then one JSON line with every figure. Timing only: nothing
 * here asserts, so it is not part of the test suite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../electron/services/database';
import { SessionService, SNAPSHOT_EVERY } from '../electron/services/sessions';
import { WALK_SLICE } from '../electron/services/session-integrity';
import { SessionStore } from '../electron/services/session-store';
import type { AnyGameModule, Seat } from '../shared/engine/contract';
import { stateHash } from '../shared/engine/hash';
import { seedRng } from '../shared/engine/rng';
import { gameModule } from '../shared/games/registry';
import type { SessionSnapshot } from '../shared/ipc/contract';
import { fail, intFlag, UsageError } from './lib/cli';
import { nextSeed, playGame, randomChooser } from './lib/play';
import { looperBench } from './looper-bench';
import { darknessBench } from './darkness-bench';
import { salemBench } from './salem-bench';
import { grizzledSilentesBotBench } from './bot-levels-bench';
import { median, percentile } from './lib/stats';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
const TARGETS = { engineActionsPerSecond: 100_000, resumeMs: 100, appendRatio: 1.5 };
const PLAYERS = [{ name: 'Ana' }, { name: 'Luis' }];
const GRIZZLED_PLAYERS = ['Ana', 'Luis', 'Eva', 'Leo'];

function parse() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string' },
      'session-actions': { type: 'string' },
      appends: { type: 'string' },
      'resume-runs': { type: 'string' },
      dir: { type: 'string' },
    },
    strict: true,
  });
  return {
    seconds: intFlag('seconds', values.seconds, 2, 1, 600),
    sessionActions: intFlag('session-actions', values['session-actions'], 10_000, 10, 1_000_000),
    appends: intFlag('appends', values.appends, 400, 10, 100_000),
    resumeRuns: intFlag('resume-runs', values['resume-runs'], 7, 1, 100),
    dir: values.dir,
  };
}

function registered(id: string): AnyGameModule {
  const module = gameModule(id);
  if (!module) fail(`bench: ${id} is not in the game registry`);
  return module;
}

/** The module with its apply and legalActions timed, so the shared game loop can be measured as is. */
function timed(module: AnyGameModule) {
  const spent = { applyMs: 0, legalMs: 0 };
  const wrapped: AnyGameModule = {
    ...module,
    apply(state, seat, action) {
      const t0 = performance.now();
      const result = module.apply(state, seat, action);
      spent.applyMs += performance.now() - t0;
      return result;
    },
    legalActions(state, seat) {
      const t0 = performance.now();
      const legal = module.legalActions(state, seat);
      spent.legalMs += performance.now() - t0;
      return legal;
    },
  };
  return { module: wrapped, spent };
}

/**
 * Random legal play (shared/engine/play.ts), game after game, for at least `seconds`. The
 * headline figure is the reducer's throughput (apply only: the engine answering actions);
 * the random player's own move generation (legalActions) is timed separately beside it.
 */
function engineThroughput(module: AnyGameModule, players: string[], seconds: number) {
  const options = module.parseOptions({ players });
  if (!options.ok) fail(`bench: ${options.error.message}`);
  const { module: measured, spent } = timed(module);
  let actions = 0;
  let games = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const game = playGame(measured, options.value, `bench:${games}`, randomChooser);
    if (game.error) fail(`bench: random ${module.id} game ${games} stopped: ${game.error}`);
    actions += game.actions;
    games++;
  }
  const { applyMs, legalMs } = spent;
  const elapsed = (performance.now() - started) / 1000;
  return {
    actionsPerSecond: (actions * 1000) / applyMs,
    playPerSecond: actions / elapsed,
    actions,
    games,
    seconds: elapsed,
    legalMicros: (legalMs * 1000) / actions,
    applyMicros: (applyMs * 1000) / actions,
  };
}

type Step = { seat: Seat; action: Record<string, unknown> };

/**
 * One random game played through the engine only, to learn a sequence of legal moves and
 * which of them may be undone; replayed into the service below.
 */
function plannedGame(module: AnyGameModule, seed: string): { steps: Step[]; undoable: boolean[] } {
  const options = module.parseOptions({ players: PLAYERS.map((p) => p.name) });
  if (!options.ok) fail(`bench: ${options.error.message}`);
  let state = module.setup(options.value, seed);
  let rng = seedRng(`${seed}/choices`);
  const steps: Step[] = [];
  const undoable: boolean[] = [];
  while (!module.status(state).result) {
    const seat = module.status(state).deciding[0]!;
    const legal = module.legalActions(state, seat);
    let pick: number;
    [pick, rng] = nextSeed(rng);
    const action = legal[pick % legal.length] as Record<string, unknown>;
    const applied = module.apply(state, seat, action);
    if (!applied.ok) fail(`bench: planned move rejected: ${applied.error.message}`);
    undoable.push(module.undoable(state, applied.state));
    steps.push({ seat, action });
    state = applied.state;
  }
  return { steps, undoable };
}

/**
 * Builds a saved session with exactly `target` log rows through the real SessionService:
 * the first half of a game's moves, with undo + redo pairs spread over the undoable moves so
 * the game is still running (a finished game is never resumed for play).
 */
function buildLongSession(service: SessionService, module: AnyGameModule, target: number): { sessionId: string; rows: number; moves: number } {
  for (let attempt = 0; attempt < 50; attempt++) {
    const seed = `bench-resume:${attempt}`;
    const { steps, undoable } = plannedGame(module, seed);
    const moves = Math.min(Math.floor(steps.length / 2), target);
    const undoSlots = undoable.slice(0, moves).filter(Boolean).length;
    const pairs = Math.floor((target - moves) / 2);
    if ((pairs > 0 && undoSlots === 0) || (target - moves) % 2 !== 0) continue;
    const perSlot = undoSlots > 0 ? Math.ceil(pairs / undoSlots) : 0;

    const session = service.create('silentes', 'bench', PLAYERS, {}, seed);
    let seq = 0;
    let pairsLeft = pairs;
    for (let i = 0; i < moves; i++) {
      const { seat, action } = steps[i]!;
      seq = service.act(session.id, seat, seq, action).seq;
      if (!undoable[i]) continue;
      for (let k = 0; k < perSlot && pairsLeft > 0; k++, pairsLeft--) {
        seq = service.undo(session.id, seat, seq).seq;
        seq = service.act(session.id, seat, seq, action).seq;
      }
    }
    if (seq === target) return { sessionId: session.id, rows: seq, moves };
    service.delete(session.id);
  }
  return fail(`bench: could not build a ${target}-row session`);
}

async function open(file: string): Promise<Db> {
  return openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'bench' });
}

async function resumeTime(file: string, sessionId: string, runs: number) {
  const loads: number[] = [];
  const opens: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const db = await open(file);
    const t1 = performance.now();
    const service = new SessionService(db);
    service.load(sessionId);
    const t2 = performance.now();
    db.close();
    opens.push(t1 - t0);
    loads.push(t2 - t1);
  }
  return { medianMs: median(loads), openMedianMs: median(opens) };
}

/** The hash-chain check: its share of an open, and the background pass over the whole log. */
async function integrityTime(file: string, sessionId: string) {
  const db = await open(file);
  try {
    const service = new SessionService(db);
    const loaded = service.load(sessionId);
    const newest = db.prepare('SELECT max(seq) AS seq FROM snapshots WHERE session_id = ?').get(sessionId) as { seq: number };
    const rowsChecked = loaded.seq - newest.seq;
    // The worst case an open can meet: one hash for each row up to the next snapshot.
    const worstRows = SNAPSHOT_EVERY - 1;
    const t0 = performance.now();
    for (let i = 0; i < worstRows; i++) stateHash(loaded.state);
    const openCheckMs = performance.now() - t0;
    const t1 = performance.now();
    const walk = service.verifyLog(sessionId);
    while (!walk.next().done);
    const passMs = performance.now() - t1;
    const damaged = service.list().some((s) => s.damaged);
    return { rowsChecked, worstRows, openCheckMs, passMs, damaged };
  } finally {
    db.close();
  }
}

/** The pure part of a move as the service does it: apply, hash, status, the mover's view and legal moves. */
function engineWorkOfOneMove(module: AnyGameModule, state: unknown, seat: Seat, action: unknown): number {
  const t0 = performance.now();
  const applied = module.apply(state, seat, action);
  if (!applied.ok) fail(`bench: move rejected: ${applied.error.message}`);
  stateHash(applied.state);
  module.status(applied.state);
  module.view(applied.state, { kind: 'seat', seat });
  module.legalActions(applied.state, seat);
  return performance.now() - t0;
}

/**
 * Interleaves, move by move on one connection (same disk, same fsync cost, each its own
 * committed transaction):
 *  - our append: SessionStore.appendRow, the exact write a move commits (log row with the
 *    state hash, session head, and a full snapshot every SNAPSHOT_EVERY moves), fed with the
 *    rows of a real random Silentes game;
 *  - the bare INSERT of the same log row into a copy of the actions table;
 *  - for information, the whole move through SessionService.act (engine + hash + append +
 *    the mover's view), and the engine part alone.
 */
function appendLatency(db: Db, module: AnyGameModule, appends: number) {
  db.exec(`CREATE TABLE IF NOT EXISTS bench_actions (
    session_id TEXT NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL,
    payload_json TEXT NOT NULL, undoes INTEGER NULL, state_hash TEXT NOT NULL, created_at TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)) WITHOUT ROWID`);
  const bare = db.prepare(`INSERT INTO bench_actions (session_id, seq, seat, kind, payload_json, undoes, state_hash, created_at)
    VALUES (@session_id, @seq, @seat, @kind, @payload_json, @undoes, @state_hash, @created_at)`);
  const service = new SessionService(db);
  const store = new SessionStore(db);
  const storeSession = service.create('silentes', 'bench append', PLAYERS, {}, 'bench-store').id;
  const appendMs: number[] = [];
  const bareMs: number[] = [];
  const moveMs: number[] = [];
  const engineMs: number[] = [];
  let storeSeq = 0;
  let game = 0;
  let rng = seedRng('bench-append');
  let snap: SessionSnapshot | null = null;
  let sessionId = '';
  let state: unknown = null;
  while (appendMs.length < appends) {
    if (!snap || snap.status.result) {
      const seed = `bench-append:${game++}`;
      sessionId = service.create('silentes', `append ${game}`, PLAYERS, {}, seed).id;
      snap = service.open(sessionId, null);
      state = service.load(sessionId).state;
    }
    const seat = snap.status.deciding[0]!;
    const legal = module.legalActions(state, seat);
    let pick: number;
    [pick, rng] = nextSeed(rng);
    const action = legal[pick % legal.length] as Record<string, unknown>;
    engineMs.push(engineWorkOfOneMove(module, state, seat, action));
    const applied = module.apply(state, seat, action);
    if (!applied.ok) fail(`bench: move rejected: ${applied.error.message}`);
    state = applied.state;

    const t0 = performance.now();
    snap = service.act(sessionId, seat, snap.seq, action);
    const t1 = performance.now();

    const status = module.status(state);
    const hash = stateHash(state);
    const now = new Date().toISOString();
    const seq = ++storeSeq;
    const row = { session_id: storeSession, seq, seat, kind: 'action' as const, payload_json: JSON.stringify(action), undoes: null, state_hash: hash, created_at: now };
    const head = { id: storeSession, head_seq: seq, last_played_at: now, status: 'active' as const, summary_json: JSON.stringify(status.summary), result_json: 'null' };
    const snapshot = seq % SNAPSHOT_EVERY === 0 ? { session_id: storeSession, seq, state_json: JSON.stringify(state), state_hash: hash } : null;
    const t2 = performance.now();
    store.appendRow(row, head, snapshot);
    const t3 = performance.now();
    bare.run({ ...row, session_id: 'bench-bare' });
    const t4 = performance.now();
    moveMs.push(t1 - t0);
    appendMs.push(t3 - t2);
    bareMs.push(t4 - t3);
  }
  const append50 = percentile(appendMs, 50);
  const bare50 = percentile(bareMs, 50);
  return {
    appendP50Ms: append50,
    appendP99Ms: percentile(appendMs, 99),
    bareP50Ms: bare50,
    bareP99Ms: percentile(bareMs, 99),
    ratio: append50 / bare50,
    moveP50Ms: percentile(moveMs, 50),
    moveP99Ms: percentile(moveMs, 99),
    engineP50Ms: percentile(engineMs, 50),
    journal: String(db.pragma('journal_mode', { simple: true })),
    synchronous: Number(db.pragma('synchronous', { simple: true })),
  };
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function main(): Promise<void> {
  const args = parse();
  const module = registered('silentes');
  const dir = mkdtempSync(path.join(args.dir ?? tmpdir(), 'velada-bench-'));
  console.log(`Velada bench — Node ${process.version}, ${process.platform} ${process.arch}, data in ${dir}`);
  try {
    const engine = engineThroughput(module, PLAYERS.map((p) => p.name), args.seconds);
    const engineOk = engine.actionsPerSecond >= TARGETS.engineActionsPerSecond;
    console.log(
      `engine  ${fmt(engine.actionsPerSecond, 0)} actions/s (random Silentes play: ${engine.actions} actions, ${engine.games} games, ${fmt(engine.seconds)} s)` +
        `   target ≥ ${fmt(TARGETS.engineActionsPerSecond, 0)}  ${verdict(engineOk)}`,
    );
    console.log(
      `engine  per action: apply ${fmt(engine.applyMicros, 1)} µs, legalActions ${fmt(engine.legalMicros, 1)} µs;` +
        ` whole random-play loop (setup, legal moves, choice, apply) ${fmt(engine.playPerSecond, 0)} actions/s`,
    );
    const grizzled = engineThroughput(registered('grizzled'), GRIZZLED_PLAYERS, args.seconds);
    console.log(
      `grizzled engine  ${fmt(grizzled.actionsPerSecond, 0)} actions/s (random Grizzled play, ${GRIZZLED_PLAYERS.length} players: ${grizzled.actions} actions, ${grizzled.games} games, ${fmt(grizzled.seconds)} s);` +
        ` per action: apply ${fmt(grizzled.applyMicros, 1)} µs, legalActions ${fmt(grizzled.legalMicros, 1)} µs; whole loop ${fmt(grizzled.playPerSecond, 0)} actions/s`,
    );

    const looper = looperBench(args.seconds);
    for (const line of looper.lines) console.log(line);

    const darkness = darknessBench(args.seconds);
    for (const line of darkness.lines) console.log(line);

    const salem = salemBench(args.seconds);
    for (const line of salem.lines) console.log(line);
    for (const line of grizzledSilentesBotBench(args.seconds).lines) console.log(line);

    const file = path.join(dir, 'velada.db');
    const buildDb = await open(file);
    const built = buildLongSession(new SessionService(buildDb), module, args.sessionActions);
    buildDb.close();
    const resume = await resumeTime(file, built.sessionId, args.resumeRuns);
    const resumeOk = resume.medianMs <= TARGETS.resumeMs;
    console.log(
      `resume  ${fmt(resume.medianMs)} ms to load a ${built.rows}-action session from a fresh service (median of ${args.resumeRuns}; opening the file took ${fmt(resume.openMedianMs)} ms more)` +
        `   target ≤ ${TARGETS.resumeMs} ms  ${verdict(resumeOk)}`,
    );

    const integrity = await integrityTime(file, built.sessionId);
    console.log(
      `integrity  hash-chain check on open: ${integrity.rowsChecked} rows after the newest snapshot here, at worst ${integrity.worstRows} rows = ${fmt(integrity.openCheckMs, 3)} ms of a load;` +
        ` background pass over all ${built.rows} rows ${fmt(integrity.passMs)} ms (slices of ${WALK_SLICE} rows between requests)${integrity.damaged ? ' — FOUND DAMAGE' : ''}`,
    );

    const db = await open(file);
    const append = appendLatency(db, module, args.appends);
    db.close();
    const appendOk = append.ratio <= TARGETS.appendRatio;
    console.log(
      `append  our append (log row + head + snapshot every ${SNAPSHOT_EVERY}) p50 ${fmt(append.appendP50Ms, 3)} ms, p99 ${fmt(append.appendP99Ms, 3)} ms;` +
        ` bare INSERT p50 ${fmt(append.bareP50Ms, 3)} ms, p99 ${fmt(append.bareP99Ms, 3)} ms` +
        ` (journal ${append.journal}, synchronous ${append.synchronous === 2 ? 'FULL' : append.synchronous}, ${args.appends} moves)`,
    );
    console.log(
      `move    whole move through SessionService.act (engine, hash, append, view) p50 ${fmt(append.moveP50Ms, 3)} ms, p99 ${fmt(append.moveP99Ms, 3)} ms;` +
        ` engine part alone p50 ${fmt(append.engineP50Ms, 3)} ms`,
    );
    console.log(`append  ratio ${fmt(append.ratio)}×   target ≤ ${TARGETS.appendRatio}×  ${verdict(appendOk)}`);

    console.log(
      JSON.stringify({
        engineActionsPerSecond: Math.round(engine.actionsPerSecond),
        engineLegalActionsMicros: round(engine.legalMicros),
        randomPlayActionsPerSecond: Math.round(engine.playPerSecond),
        engineApplyMicros: round(engine.applyMicros),
        grizzledEngineActionsPerSecond: Math.round(grizzled.actionsPerSecond),
        grizzledEngineApplyMicros: round(grizzled.applyMicros),
        grizzledEngineLegalActionsMicros: round(grizzled.legalMicros),
        grizzledRandomPlayActionsPerSecond: Math.round(grizzled.playPerSecond),
        grizzledPlayers: GRIZZLED_PLAYERS.length,
        looper: looper.json,
        darkness: darkness.json,
        ...salem.json,
        resumeMs: round(resume.medianMs),
        resumeActions: built.rows,
        openChainCheckMs: round(integrity.openCheckMs),
        openChainCheckRows: integrity.rowsChecked,
        integrityPassMs: round(integrity.passMs),
        appendP50Ms: round(append.appendP50Ms),
        appendP99Ms: round(append.appendP99Ms),
        bareInsertP50Ms: round(append.bareP50Ms),
        bareInsertP99Ms: round(append.bareP99Ms),
        appendRatio: round(append.ratio),
        moveP50Ms: round(append.moveP50Ms),
        moveP99Ms: round(append.moveP99Ms),
        moveEngineP50Ms: round(append.engineP50Ms),
        targets: TARGETS,
        pass: { engine: engineOk, resume: resumeOk, appendRatio: appendOk },
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

main().catch((err: unknown) => {
  // Argument mistakes get their message; anything else is a bug and gets its stack.
  const usage = err instanceof UsageError || (err as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS');
  fail(`bench: ${err instanceof Error ? (usage ? err.message : err.stack ?? err.message) : String(err)}`);
});
