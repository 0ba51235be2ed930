import { describe, expect, it } from 'vitest';
import { catalogLinks, visibleCatalogLinks } from './catalog-links';

describe('catalog links', () => {
  it('D130 When Darkness Comes links to the roll helper and the roster while its board game is still coming', () => {
    const links = visibleCatalogLinks('darkness', false);
    expect(links.map((l) => l.to).slice(0, 2)).toEqual(['/darkness/roll', '/darkness/characters']);
    expect(links.map((l) => l.testid).slice(0, 2)).toEqual(['catalog-darkness-roll', 'catalog-darkness-roster']);
    expect(visibleCatalogLinks('darkness', true)).toEqual(links);
  });

  it('D154 the campaigns are on the catalog too, standalone, after the roster', () => {
    const links = visibleCatalogLinks('darkness', false);
    expect(links.map((l) => l.testid)).toEqual(['catalog-darkness-roll', 'catalog-darkness-roster', 'catalog-darkness-campaigns']);
    expect(links[2]).toMatchObject({ to: '/darkness/campaigns', label: 'darkness.campaigns.title', standalone: true });
  });

  it('keeps the looper script library behind a playable table', () => {
    expect(visibleCatalogLinks('looper', true).map((l) => l.to)).toEqual(['/looper/scripts']);
    expect(visibleCatalogLinks('looper', false)).toEqual([]);
  });

  it('has no links for games without any, nor for inherited property names', () => {
    for (const id of ['silentes', 'grizzled', 'salem', '__proto__', 'constructor', 'toString']) {
      expect(catalogLinks(id), id).toEqual([]);
      expect(visibleCatalogLinks(id, true), id).toEqual([]);
    }
  });
});
