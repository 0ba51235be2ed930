/**
 * The layering the design card asks for, checked over every import: lower layers never
 * import upper ones. Renderer order, lowest first: api/bridge → i18n/format → stores →
 * components → games → views. `shared/` imports nothing of the app's; `electron/` never
 * imports the renderer; the renderer never imports `electron/`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeTargets as importsOf, ROOT, sourceFiles } from './import-graph';

function violations(fromDir: string, forbidden: string[]): string[] {
  return sourceFiles(path.join(ROOT, fromDir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`) || target.startsWith(`${f}.`)))
      .map((target) => `${path.relative(ROOT, file)} → ${target}`),
  );
}

const R = 'renderer/src';
const ABOVE_API = [`${R}/i18n`, `${R}/format`, `${R}/stores`, `${R}/components`, `${R}/games`, `${R}/views`];

describe('import layers', () => {
  it('the API client and the bridge import no store, component, game or view', () => {
    expect([...violations(`${R}/api`, ABOVE_API), ...violations(`${R}/bridge`, ABOVE_API)]).toEqual([]);
  });

  it('the shared i18n setup and formatters import no store, component or view', () => {
    const forbidden = [`${R}/stores`, `${R}/components`, `${R}/views`];
    expect([...violations(`${R}/i18n`, forbidden), ...violations(`${R}/format`, forbidden)]).toEqual([]);
  });

  it('stores import no component, game component or view', () => {
    expect(violations(`${R}/stores`, [`${R}/components`, `${R}/views`])).toEqual([]);
    const gameComponents = sourceFiles(path.join(ROOT, `${R}/stores`)).flatMap((f) => importsOf(f)).filter((t) => /\/games\/[^/]+\/components\//.test(t) || t.endsWith('.vue'));
    expect(gameComponents).toEqual([]);
  });

  it('shared components import no view', () => {
    expect(violations(`${R}/components`, [`${R}/views`])).toEqual([]);
  });

  it('shared/ imports nothing of electron/ or renderer/; electron/ nothing of renderer/', () => {
    expect(violations('shared', ['electron', 'renderer', 'test'])).toEqual([]);
    expect(violations('electron', ['renderer'])).toEqual([]);
  });

  it('the renderer imports nothing of electron/', () => {
    expect(violations('renderer/src', ['electron'])).toEqual([]);
  });

  it('finds imports at all (a broken scanner would pass every rule above)', () => {
    expect(importsOf(path.join(ROOT, `${R}/stores/request.ts`))).toContain(`${R}/api/client`);
  });
});
