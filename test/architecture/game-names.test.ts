/**
 * The renderer knows a game through its registry entry only (issue 21): no file outside
 * `renderer/src/games/<game>/` names a game, except the registry (`renderer/src/games/registry.ts`)
 * that lists them. Naming is: the game's id as a string ('salem'), a route of its own ('/salem/…',
 * '/new/salem'), a class, route name or test id built on it (game-salem, new-salem), or an import
 * into its folder. Tests may name games (they are about them); the screens, stores and shared
 * components may not, so a sixth game is its folder plus one line of the registry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'renderer/src');
const GAMES_DIR = path.join(SRC, 'games');
const REGISTRY = path.join(GAMES_DIR, 'registry.ts');

/** Every game is a folder of renderer/src/games. */
const GAME_IDS = readdirSync(GAMES_DIR).filter((name) => statSync(path.join(GAMES_DIR, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|vue|css)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

function ownGame(file: string): string | null {
  const rel = path.relative(GAMES_DIR, file);
  if (rel.startsWith('..')) return null;
  const first = rel.split(path.sep)[0]!;
  return GAME_IDS.includes(first) ? first : null;
}

/** The games a file names, each with what gave it away. */
function gamesNamedIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const id of GAME_IDS) {
    const patterns = [
      new RegExp(`['"\`]${id}['"\`]`),
      new RegExp(`['"\`]/(new/)?${id}(/|['"\`])`),
      new RegExp(`\\b(game|new)-${id}\\b`),
    ];
    const hit = patterns.find((re) => re.test(text));
    if (hit) found.push(`${id} (${hit.exec(text)![0]})`);
    const imports = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
    const into = imports.find((spec) => spec.startsWith('.') && ownGame(path.resolve(path.dirname(file), spec)) === id);
    if (into) found.push(`${id} (import ${into})`);
  }
  return found;
}


describe('games named outside their folders', () => {
  it('no renderer file outside a game’s folder and the registry names a game', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== REGISTRY && ownGame(file) === null)
      .flatMap((file) => gamesNamedIn(file).map((what) => `${path.relative(ROOT, file)}: ${what}`));
    expect(offenders).toEqual([]);
  });

  it('a game’s folder names no other game', () => {
    const offenders = sourceFiles(GAMES_DIR)
      .filter((file) => ownGame(file) !== null)
      .flatMap((file) => gamesNamedIn(file).filter((what) => !what.startsWith(`${ownGame(file)} `)).map((what) => `${path.relative(ROOT, file)}: ${what}`));
    expect(offenders).toEqual([]);
  });

  it('every game folder has its entry and definition, and the registry lists each entry', () => {
    const registry = readFileSync(REGISTRY, 'utf8');
    expect(GAME_IDS.length).toBeGreaterThanOrEqual(5);
    for (const id of GAME_IDS) {
      for (const file of ['entry.ts', 'definition.ts']) expect(statSync(path.join(GAMES_DIR, id, file)).isFile(), `${id}/${file}`).toBe(true);
      expect(registry, id).toContain(`from './${id}/entry'`);
    }
  });

  it('finds names at all (a broken scanner would pass every rule above)', () => {
    expect(gamesNamedIn(REGISTRY).length).toBeGreaterThanOrEqual(GAME_IDS.length);
    const sample = path.join(SRC, 'views/Sample.vue');
    expect(gamesNamedIn(sample, `<div v-if="gameId === 'salem'" class="game-looper" />`)).toEqual(['looper (game-looper)', 'salem (\'salem\')']);
    expect(gamesNamedIn(sample, `import X from '../games/darkness/X.vue'; const to = '/new/grizzled';`)).toEqual([
      'darkness (import ../games/darkness/X.vue)',
      "grizzled ('/new/grizzled')",
    ]);
  });
});
