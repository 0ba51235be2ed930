/** The sentence shown for an error: `errors.<code>` with readable params, or a generic one naming the code. */
import type { IpcError } from '../../../shared/ipc/contract';
import type { Translator } from './translator';

type Params = Record<string, string | number>;
type ParamReader = (tr: Translator, params: Params) => Params;

/** Each loaded game's reader of error params (card ids → names), added by the game registry. */
const readers: ParamReader[] = [];

export function addErrorParams(reader: ParamReader): void {
  if (!readers.includes(reader)) readers.push(reader);
}

/** Each game names only the ids it recognises (their card ids never overlap), so all can run. */
function readable(tr: Translator, params: Params): Params {
  const out = { ...params };
  for (const read of readers) {
    for (const [key, value] of Object.entries(read(tr, params))) if (value !== params[key]) out[key] = value;
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
