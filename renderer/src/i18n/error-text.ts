/** The sentence shown for an error: `errors.<code>` with readable params, or a generic one naming the code. */
import type { IpcError } from '../../../shared/ipc/contract';
import { readableErrorParams, type Translator } from '../silentes/format';

export function errorText(tr: Translator, error: IpcError): string {
  const key = `errors.${error.code}`;
  if (tr.te(key)) return tr.t(key, readableErrorParams(tr, error.params ?? {}));
  return tr.t('errors.generic', { code: error.code });
}
