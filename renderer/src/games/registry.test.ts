import { isReactive, reactive } from 'vue';
import { describe, expect, it } from 'vitest';
import { GAMES, gameEntry, gameRoutes, loadDefinition, loadedDefinition } from './registry';
import { hasRules, rulesOf } from './rules-registry';
import { createVeladaI18n, messages } from '../i18n';

type Tree = Record<string, unknown>;

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const here = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'object' && v !== null ? keyPaths(v as Tree, here) : [here];
  });
}

describe('game registry', () => {
  it('lists each game once, with its name and blurb in both languages before it loads', () => {
    const ids = GAMES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['silentes', 'grizzled', 'looper', 'darkness', 'salem']));
    for (const entry of GAMES) {
      for (const locale of ['es', 'en'] as const) {
        expect(typeof entry.texts[locale].name, `${locale}:${entry.id}`).toBe('string');
        expect(typeof entry.texts[locale].blurb, `${locale}:${entry.id}`).toBe('string');
      }
      expect(keyPaths(entry.texts.en).sort(), entry.id).toEqual(keyPaths(entry.texts.es).sort());
    }
    expect(gameEntry('chess')).toBeUndefined();
    expect(gameEntry('__proto__')).toBeUndefined();
  });

  it('gives every game a new-game screen, and marks each of its routes with the game', () => {
    const routes = gameRoutes();
    for (const entry of GAMES) expect(routes.some((r) => r.path === `/new/${entry.id}` && r.meta?.game === entry.id), entry.id).toBe(true);
    for (const route of routes) expect(GAMES.some((entry) => entry.id === route.meta?.game), route.path).toBe(true);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('loads each definition once, for its own id; an unknown id has none', async () => {
    for (const entry of GAMES) {
      const first = loadDefinition(entry.id);
      expect(loadDefinition(entry.id)).toBe(first);
      const definition = (await first)!;
      expect(definition.id).toBe(entry.id);
      expect(loadedDefinition(entry.id)).toBe(definition);
    }
    expect(await loadDefinition('chess')).toBeNull();
    expect(loadedDefinition('chess')).toBeUndefined();
  });

  it('a loaded game has its rules, and its texts under its id over its catalog texts (none of them redefined)', async () => {
    for (const entry of GAMES) {
      const definition = (await loadDefinition(entry.id))!;
      expect(hasRules(entry.id), entry.id).toBe(true);
      expect(rulesOf(entry.id, 'en')).toBe(definition.rules.en);
      for (const locale of ['es', 'en'] as const) {
        const loadedKeys = new Set(keyPaths(definition.messages[locale]));
        for (const key of keyPaths(entry.texts[locale])) expect(loadedKeys.has(key), `${locale}:${entry.id}.${key}`).toBe(false);
        const tree = (messages[locale] as unknown as Tree)[entry.id] as Tree;
        // Static text stays out of Vue's reactivity (markRaw): reactive() hands it back as it is.
        expect(isReactive(reactive(tree)), entry.id).toBe(false);
        const t = createVeladaI18n(locale).global.t;
        expect(t(`${entry.id}.name`)).toBe(entry.texts[locale].name);
        for (const key of [...loadedKeys].slice(0, 20)) expect(t(`${entry.id}.${key}`), `${locale}:${entry.id}.${key}`).not.toBe(`${entry.id}.${key}`);
      }
    }
  });

  it('merges a namespace the catalog texts share with the loaded ones key by key', async () => {
    await loadDefinition('darkness');
    await loadDefinition('looper');
    const { t } = createVeladaI18n('es').global;
    expect(t('darkness.campaigns.title')).toBe('Campañas');
    expect(t('darkness.campaigns.loading')).toBe('Cargando campañas…');
    expect(t('looper.scripts.title')).toBe('Biblioteca de guiones');
    expect(t('looper.scripts.shipped')).toBe('De Velada');
  });

  it('each definition’s texts are its i18n/messages.ts (what the unit tests’ setup merges)', async () => {
    const modules = import.meta.glob<{ gameMessages: unknown }>('./*/i18n/messages.ts');
    for (const entry of GAMES) {
      const definition = (await loadDefinition(entry.id))!;
      expect(definition.messages, entry.id).toBe((await modules[`./${entry.id}/i18n/messages.ts`]!()).gameMessages);
    }
  });
});
