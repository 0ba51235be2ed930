/**
 * Unit tests of the renderer read the games' texts as the app has them once a game is on
 * screen. In the app a game's texts come with its chunk (renderer/src/games/registry.ts merges
 * them when the game loads); here, whenever a test file loads the i18n setup, every game's
 * catalog texts and refusals (its entry) and all its other texts (its `i18n/messages.ts`, what
 * its definition's `messages` is: registry.test.ts checks it) are merged first. Test files that
 * never touch the i18n setup pay nothing. Tests of a game's rules or error params load the game
 * through the registry themselves.
 */
/// <reference types="vite/client" />
import { vi } from 'vitest';
import type { LocaleTexts } from '../../renderer/src/i18n';

/** The part of an entry (renderer/src/games/game-definition.ts) that holds texts. */
interface EntryTexts {
  id: string;
  texts: LocaleTexts;
  errors?: LocaleTexts<Record<string, string>>;
}

vi.mock('../../renderer/src/i18n/index.ts', async (importOriginal) => {
  const i18n = await importOriginal<typeof import('../../renderer/src/i18n')>();
  const entries = import.meta.glob<Record<string, EntryTexts>>('../../renderer/src/games/*/entry.ts');
  const texts = import.meta.glob<{ gameMessages: LocaleTexts }>('../../renderer/src/games/*/i18n/messages.ts');
  for (const load of Object.values(entries)) {
    for (const entry of Object.values(await load())) {
      i18n.addGameTexts(entry.id, entry.texts);
      if (entry.errors) i18n.addErrorTexts(entry.errors);
      i18n.addGameTexts(entry.id, (await texts[`../../renderer/src/games/${entry.id}/i18n/messages.ts`]!()).gameMessages);
    }
  }
  // The seat page's own texts (issue 23), as its entry merges them, so the completeness tests read them too.
  const { addSeatTexts } = await import('../../renderer/src/seat/seat-texts');
  addSeatTexts((locale, tree) => Object.assign(i18n.messages[locale], tree));
  return i18n;
});
