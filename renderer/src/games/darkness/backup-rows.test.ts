import { describe, expect, it } from 'vitest';
import type { BackupInfo } from '../../../../shared/ipc/contract';
import { backupRows, readableDate, readableSize } from './backup-rows';

const copy = (file: string, at: string, size: number, reason: BackupInfo['reason'] = 'import'): BackupInfo => ({ file, at, size, reason });

describe('safety copies list', () => {
  it('D158 newest first whatever the order they arrive in, each with a date and a readable size', () => {
    const rows = backupRows([copy('a.db', '2026-01-01T10:00:00Z', 512), copy('c.db', '2026-03-01T10:00:00Z', 3 * 1024 * 1024, 'end_of_game'), copy('b.db', '2026-02-01T10:00:00Z', 20480)], 'en');
    expect(rows.map((r) => r.backup.file)).toEqual(['c.db', 'b.db', 'a.db']);
    expect(rows.map((r) => r.size)).toEqual(['3.0 MB', '20 KB', '512 B']);
    expect(rows[0]!.when).toContain('2026');
  });

  it('sizes use the language\'s decimal mark; a date that does not parse shows as it came', () => {
    expect(readableSize(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
    expect(readableDate('not a date', 'es')).toBe('not a date');
  });
});
