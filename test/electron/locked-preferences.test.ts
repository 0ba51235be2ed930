/**
 * The locks every window runs with, and that both kinds of window take them from the one list
 * (main.ts needs the Electron binary to run, so its source is read as text).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCKED_WEB_PREFERENCES } from '../../electron/locked-preferences';

describe('locked web preferences', () => {
  it('isolate and sandbox the page, with no Node, no webview and no insecure content', () => {
    expect(LOCKED_WEB_PREFERENCES).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    });
  });

  it('are what the main window and the seat windows spread into their web preferences, overriding none', () => {
    for (const file of ['electron/main.ts', 'electron/seat-window.ts']) {
      const source = readFileSync(file, 'utf8');
      // The last one is the window's own (seat-window.ts declares the type first).
      const prefs = source.slice(source.lastIndexOf('webPreferences: {'));
      const block = prefs.slice(0, prefs.indexOf('}'));
      expect(block, file).toContain('...LOCKED_WEB_PREFERENCES');
      for (const key of Object.keys(LOCKED_WEB_PREFERENCES)) expect(block, `${file} sets ${key} itself`).not.toMatch(new RegExp(`\\b${key}:`));
    }
  });
});
