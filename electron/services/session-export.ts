/**
 * Portable session files: what `sessions.export` writes, and a pure re-run of such a file
 * from setup that proves (or disproves) it reproduces the recorded final state. The
 * re-run needs no database, so it also serves bug reports and the `replay` script.
 */
import { z } from 'zod';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import type { RuleError } from '../../shared/engine/errors';
import { stateHash } from '../../shared/engine/hash';
import { BOT_LEVELS } from '../../shared/engine/bot-level';
import { gameModule } from '../../shared/games/registry';
import { ServiceError } from './errors';
import { legacyRulesVersions } from './session-rules';

/** When a session or row was written, as Velada stores it (2026-11-23T02:11:30.123Z). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'an ISO date');

export const exportFileSchema = z.object({
  format: z.literal('velada-session'),
  version: z.literal(1),
  session: z.object({
    id: z.string(),
    // Any id: whether this build can play it is the lookup's call, not the file format's.
    gameId: z.string().min(1),
    title: z.string(),
    seed: z.string(),
    options: z.unknown(),
    engineVersion: z.number().int(),
    /** The rules version the game plays by; absent in files from before it was recorded (see session-rules.ts). */
    rulesVersion: z.number().int().min(1).optional(),
    players: z.array(z.string()),
    /** Seats the bot played; absent in files from before bot seats. Their moves replay like any other. */
    bots: z.array(z.number().int().min(0)).optional(),
    /** Each bot seat's level, side by side with `bots`; absent when all play at Normal and in files from before the levels (B1). */
    botLevels: z.array(z.enum(BOT_LEVELS)).optional(),
    /** Absent in files from before imports (S32). */
    createdAt: isoDate.optional(),
    lastPlayedAt: isoDate.optional(),
  }).refine((session) => (session.bots ?? []).every((seat) => seat < session.players.length), {
    message: 'bot seats must be seats of the players list',
    path: ['bots'],
  }).refine((session) => session.botLevels === undefined || session.botLevels.length === (session.bots ?? []).length, {
    message: 'botLevels must name one level for each bot seat',
    path: ['botLevels'],
  }),
  actions: z.array(
    z.object({
      seq: z.number().int().min(1),
      seat: z.number().int().min(0),
      kind: z.enum(['action', 'undo']),
      payload: z.unknown(),
      undoes: z.number().int().min(1).nullable(),
      /** The hash of the state the row led to, and when it was played; absent in files from before imports. */
      hash: z.string().max(128).optional(),
      createdAt: isoDate.optional(),
    }),
  ),
  finalHash: z.string(),
});

export interface ReplayReport {
  reproduces: boolean;
  finalHash: string;
  expectedHash: string;
  /** The rules version the file was re-run under. */
  rulesVersion: number;
  /** The file's game plays by older rules than a new game of this build would (it replays under them). */
  olderRules: boolean;
  /** First log row that could not be re-applied, when the re-run stopped early. */
  failedAtSeq: number | null;
  error: RuleError | null;
}

type Step = { seq: number; seat: Seat; payload: unknown };
export type ParsedExportFile = z.infer<typeof exportFileSchema>;
type ExportRow = ParsedExportFile['actions'][number];

/** Re-runs an export from setup. Throws `invalid_export` only for a file that is not an export at all. */
export function replayExport(
  raw: unknown,
  lookup: (id: string) => AnyGameModule | undefined = gameModule,
): ReplayReport {
  const parsed = exportFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ServiceError('invalid_export', `Not a Velada session export: ${issue.path.join('.')}: ${issue.message}`, {
      issues: `${issue.path.join('.')}: ${issue.message}`,
    });
  }
  const file = parsed.data;
  const module = lookup(file.session.gameId);
  if (!module) {
    throw new ServiceError('game_not_available', `This build cannot play ${file.session.gameId}`, {
      gameId: file.session.gameId,
    });
  }
  const options = module.parseOptions(file.session.options);
  const steps = options.ok ? effectiveSteps(file.actions) : null;
  const versions = file.session.rulesVersion !== undefined ? [file.session.rulesVersion] : legacyRulesVersions(module, file.session.engineVersion);
  const report = (rulesVersion: number, state: unknown, failedAtSeq: number | null, error: RuleError | null): ReplayReport => {
    const finalHash = state === undefined ? '' : stateHash(state);
    return {
      reproduces: error === null && finalHash === file.finalHash,
      finalHash,
      expectedHash: file.finalHash,
      rulesVersion,
      olderRules: rulesVersion < module.rulesVersion,
      failedAtSeq,
      error,
    };
  };
  const runUnder = (rulesVersion: number): ReplayReport => {
    if (!options.ok) return report(rulesVersion, undefined, 0, options.error);
    if (!Array.isArray(steps)) return report(rulesVersion, undefined, steps!.seq, steps!.error);
    if (rulesVersion > module.rulesVersion) {
      const message = `The file plays by rules version ${rulesVersion}; this build knows up to ${module.rulesVersion}`;
      return report(rulesVersion, undefined, 0, { code: 'rules_too_new', params: { rulesVersion, current: module.rulesVersion }, message });
    }
    let state: unknown = module.setup(options.value, file.session.seed, rulesVersion);
    for (const step of steps) {
      const action = module.parseAction(step.payload);
      if (!action.ok) return report(rulesVersion, state, step.seq, action.error);
      const applied = module.apply(state, step.seat, action.value);
      if (!applied.ok) return report(rulesVersion, state, step.seq, applied.error);
      state = applied.state;
    }
    return report(rulesVersion, state, null, null);
  };
  // A file from before versions were recorded replays under the first version that could have written it and reproduces it.
  const runs = versions.map(runUnder);
  return runs.find((run) => run.reproduces) ?? runs[0]!;
}

/**
 * Undo rows only ever pop the newest effective action, so the final state is setup plus the
 * surviving actions in order; no intermediate states need to be kept.
 */
function effectiveSteps(actions: ExportRow[]): Step[] | { seq: number; error: RuleError } {
  const effective: Step[] = [];
  for (const [index, row] of actions.entries()) {
    if (row.seq !== index + 1) {
      return { seq: row.seq, error: { code: 'log_gap', params: { seq: row.seq }, message: `Row ${index + 1} has seq ${row.seq}` } };
    }
    if (row.kind === 'action') {
      effective.push({ seq: row.seq, seat: row.seat, payload: row.payload });
    } else if (effective[effective.length - 1]?.seq === row.undoes) {
      effective.pop();
    } else {
      return {
        seq: row.seq,
        error: { code: 'undo_mismatch', params: { seq: row.seq, undoes: row.undoes ?? 0 }, message: `Undo at ${row.seq} does not undo the latest surviving action` },
      };
    }
  }
  return effective;
}
