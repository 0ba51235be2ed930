import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { isRulesSection, useRulesPanel, type RulesSectionId } from './rules-panel';

describe('rules panel store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('starts closed and opens a game on its how-to-play section', () => {
    const panel = useRulesPanel();
    expect(panel.open).toBe(false);
    panel.show('silentes');
    expect(panel.$state).toMatchObject({ open: true, gameId: 'silentes', section: 'howTo', query: '', entry: null });
  });

  it('opens on a section, or on an entry of the reference', () => {
    const panel = useRulesPanel();
    panel.show('grizzled', { section: 'rulings' });
    expect(panel.section).toBe('rulings');
    panel.show('grizzled', { entry: 'HK07' });
    expect(panel.$state).toMatchObject({ section: 'reference', entry: 'HK07', query: '' });
  });

  it('keeps the search and section when reopened for the same game, starts afresh for another', () => {
    const panel = useRulesPanel();
    panel.show('silentes', { section: 'reference' });
    panel.setQuery('torre');
    panel.close();
    panel.show('silentes');
    expect(panel.query).toBe('torre');
    expect(panel.section).toBe('reference');
    panel.show('grizzled');
    expect(panel.query).toBe('');
    expect(panel.section).toBe('howTo');
  });

  it('toggles: R opens, R again closes, R for another game switches to it', () => {
    const panel = useRulesPanel();
    panel.toggle('silentes');
    expect(panel.open).toBe(true);
    panel.toggle('silentes');
    expect(panel.open).toBe(false);
    panel.toggle('silentes');
    panel.toggle('grizzled');
    expect(panel.open).toBe(true);
    expect(panel.gameId).toBe('grizzled');
  });

  it('closing forgets the entry to bring into view', () => {
    const panel = useRulesPanel();
    panel.show('silentes', { entry: 'M16' });
    panel.close();
    expect(panel.$state).toMatchObject({ open: false, entry: null, gameId: 'silentes' });
  });

  it('refuses a section that does not exist and changes nothing', () => {
    const panel = useRulesPanel();
    panel.show('silentes', { section: 'reference' });
    const before = { ...panel.$state };
    expect(() => panel.setSection('glossary' as RulesSectionId)).toThrow('Unknown rules section "glossary"');
    expect(panel.$state).toEqual(before);
    expect(isRulesSection('rulings')).toBe(true);
    expect(isRulesSection('glossary')).toBe(false);
  });
});
