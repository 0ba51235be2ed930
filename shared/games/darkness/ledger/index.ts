/** When Darkness Comes progression ledger: entries, replay to a sheet, revert rules (pure; storage is main's). */
export * from './types';
export { LedgerError, fail as ledgerProblem, ledgerTexts } from './problems';
export { applyChange, type ApplyResult } from './apply';
export { replayLedger, tryReplay, revertedIds, type ReplayResult } from './replay';
export { revertProblem, revertChange } from './revert';
export { endedAt } from './ended-at';
export * from './end-of-game';
export * from './plan-entries';
export { appended, entryOf, ledgerOf, sampleCreated, type EntryMeta } from './builder';
export * from './schemas';
export * from './files';
