import { describe, expect, it } from 'vitest';
import { arrowTarget, SHORTCUT_IDS, SHORTCUT_KEYS, shortcutFor } from './shortcuts';
import { en as keyboardEn, es as keyboardEs } from '../i18n/keyboard.json';

describe('shortcutFor', () => {
  it('maps U, R, L, ? and Esc to undo, rules, log, help and close, whatever the case', () => {
    expect(shortcutFor({ key: 'u' })).toBe('undo');
    expect(shortcutFor({ key: 'U' })).toBe('undo');
    expect(shortcutFor({ key: 'r' })).toBe('rules');
    expect(shortcutFor({ key: 'L' })).toBe('log');
    expect(shortcutFor({ key: '?' })).toBe('help');
    expect(shortcutFor({ key: 'Escape' })).toBe('close');
  });

  it('leaves other keys and modified keys to the browser (Ctrl+R still reloads)', () => {
    expect(shortcutFor({ key: 'x' })).toBeNull();
    expect(shortcutFor({ key: 'Enter' })).toBeNull();
    expect(shortcutFor({ key: 'r', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'u', metaKey: true })).toBeNull();
    expect(shortcutFor({ key: 'l', altKey: true })).toBeNull();
  });

  it('does not steal letters typed into a field, but Esc still closes', () => {
    expect(shortcutFor({ key: 'r', typing: true })).toBeNull();
    expect(shortcutFor({ key: '?', typing: true })).toBeNull();
    expect(shortcutFor({ key: 'Escape', typing: true })).toBe('close');
  });

  it('lists every shortcut once in the help, each with its key', () => {
    expect(SHORTCUT_KEYS.map((s) => s.id).sort()).toEqual([...SHORTCUT_IDS].sort());
    for (const s of SHORTCUT_KEYS) {
      if (s.key === 'Esc') expect(shortcutFor({ key: 'Escape' })).toBe(s.id);
      else expect(shortcutFor({ key: s.key })).toBe(s.id);
    }
  });
});

describe('arrowTarget', () => {
  it('moves on with right/down and back with left/up, wrapping at both ends', () => {
    expect(arrowTarget('ArrowRight', 0, 5)).toBe(1);
    expect(arrowTarget('ArrowDown', 4, 5)).toBe(0);
    expect(arrowTarget('ArrowLeft', 0, 5)).toBe(4);
    expect(arrowTarget('ArrowUp', 3, 5)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(arrowTarget('Home', 3, 5)).toBe(0);
    expect(arrowTarget('End', 1, 5)).toBe(4);
  });

  it('enters a group from outside at its first (right) or last (left) control', () => {
    expect(arrowTarget('ArrowRight', -1, 3)).toBe(0);
    expect(arrowTarget('ArrowLeft', -1, 3)).toBe(2);
  });

  it('does nothing for other keys or an empty group', () => {
    expect(arrowTarget('Enter', 1, 5)).toBeNull();
    expect(arrowTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('keyboard texts', () => {
  it('have a Spanish and an English text for every shortcut in the help', () => {
    for (const s of SHORTCUT_KEYS) {
      expect(keyboardEs.shortcut[s.id]).not.toBe('');
      expect(keyboardEn.shortcut[s.id]).not.toBe('');
      expect(keyboardEn.shortcut[s.id]).not.toBe(keyboardEs.shortcut[s.id]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(placeholders(keyboardEn.tableHeading)).toEqual(placeholders(keyboardEs.tableHeading));
    expect(placeholders(keyboardEn.turnOf)).toEqual(placeholders(keyboardEs.turnOf));
  });
});
