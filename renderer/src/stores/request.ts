/**
 * `call` plus the app's error policy: a failure is reported as a notice and the caller
 * gets null, so a screen only decides what to do on success.
 */
import type { Command, Request, ResponseMap } from '../../../shared/ipc/contract';
import { useNotices } from './notices';
import { call } from '../api/client';

export async function request<C extends Command>(command: C, payload: Request<C>): Promise<ResponseMap[C] | null> {
  const result = await call(command, payload);
  if (result.ok) return result.data;
  useNotices().report(result.error);
  return null;
}
