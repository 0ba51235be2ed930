/** The Electron executable when its binary was really downloaded, else null (CI, offline). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function electronExecutable(root = process.cwd()): string | null {
  const dir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

export const hasElectronBinary = electronExecutable() !== null;
