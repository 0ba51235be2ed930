/** The sentence shown for an error: `errors.<code>` with readable params, or a generic one naming the code. */
import type { IpcError } from '../../../shared/ipc/contract';
import { readableErrorParams as silentesParams } from '../games/silentes/format';
import { readableErrorParams as grizzledParams } from '../games/grizzled/format';
import { readableErrorParams as salemParams } from '../games/salem/table/format';
import type { Translator } from './translator';

/** Each game names only the ids it recognises (their card ids never overlap), so all can run. */
function readable(tr: Translator, params: Record<string, string | number>): Record<string, string | number> {
  const out = silentesParams(tr, params);
  for (const game of [grizzledParams(tr, params), salemParams(tr, params)]) {
    for (const [key, value] of Object.entries(game)) if (value !== params[key]) out[key] = value;
  }
  return out;
}

export function errorText(tr: Translator, error: IpcError): string {
  // Some codes have one sentence per reason (read_only: a full disk or a read-only file).
  const reason = error.params?.reason;
  const specific = `errors.${error.code}_${String(reason)}`;
  if (reason !== undefined && tr.te(specific)) return tr.t(specific, readable(tr, error.params));
  const key = `errors.${error.code}`;
  if (tr.te(key)) return tr.t(key, readable(tr, error.params ?? {}));
  return tr.t('errors.generic', { code: error.code });
}
