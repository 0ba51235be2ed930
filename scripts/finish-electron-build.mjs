// The project is "type": "module", but the Electron main process and, above all, the
// sandboxed preload must be CommonJS. A package.json inside dist-electron/ tells Node and
// Electron how to read the compiled files without touching the sources.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../dist-electron/package.json', import.meta.url), JSON.stringify({ type: 'commonjs' }, null, 2) + '\n');
console.log('dist-electron/package.json: type commonjs');
