/**
 * Small tmpfs mounts for the read-only and full-disk tests. The tests run as root, for whom
 * file modes (chmod 0444) do not stop a write; a read-only or full file system does, for
 * root too, so that is what these tests stand on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export function mountTmpfs(dir: string, sizeKb: number): () => void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir]);
  return () => execFileSync('umount', ['-l', dir]);
}

export function remountReadOnly(dir: string): void {
  execFileSync('mount', ['-o', 'remount,ro', dir]);
}

/** Writes filler until the file system refuses with ENOSPC. */
export function fillDisk(dir: string): void {
  const chunk = Buffer.alloc(16 * 1024, 1);
  const fd = fs.openSync(`${dir}/filler`, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}
