/**
 * The seat's own-device view (issue 23) is a path of the seat host alone: no shared-screen
 * command reaches it. At the shared screen a seat's view is served only while it decides
 * (session-views.ts, viewRefusal); only a device bound to the seat by its own link may see its
 * view at any time. This reads every source file of electron/ and names who calls the path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../fixtures/temp-data';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the own-device path', () => {
  it('is called from electron/screens/ only (its definition in the session service aside)', () => {
    const callers = sources(path.join(REPO_ROOT, 'electron'))
      .filter((file) => /\b(ownDeviceView|actOnOwnDevice|ownDeviceSnapshot)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'))
      .sort();
    expect(callers).toEqual(['electron/screens/screens-service.ts', 'electron/services/session-views.ts', 'electron/services/sessions.ts']);
  });
});
