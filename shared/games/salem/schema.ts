// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { RuleError } from '../../engine/errors';
import type { SalemAction, SalemOptions } from './types';

export function parseAction(_raw: unknown): { ok: true; value: SalemAction } | { ok: false; error: RuleError } {
  throw new Error('not implemented yet');
}
export function parseOptions(_raw: unknown): { ok: true; value: SalemOptions } | { ok: false; error: RuleError } {
  throw new Error('not implemented yet');
}
