/**
 * The rules panel's state: open or closed, which game, which section, the search text and an
 * entry to bring into view. Any screen opens it (catalog, new-game form, table); shortcuts
 * (R, Esc) call the same actions. Opening it never leaves the current screen.
 */
import { defineStore } from 'pinia';

export const RULES_SECTIONS = ['howTo', 'reference', 'rulings'] as const;
export type RulesSectionId = (typeof RULES_SECTIONS)[number];

export function isRulesSection(value: unknown): value is RulesSectionId {
  return typeof value === 'string' && (RULES_SECTIONS as readonly string[]).includes(value);
}

export interface ShowRulesOptions {
  section?: RulesSectionId;
  /** A reference entry id (e.g. 'M16', 'HK07') to show and bring into view. */
  entry?: string;
}

export const useRulesPanel = defineStore('rulesPanel', {
  state: () => ({
    open: false,
    gameId: null as string | null,
    section: 'howTo' as RulesSectionId,
    query: '',
    entry: null as string | null,
  }),
  actions: {
    show(gameId: string, options: ShowRulesOptions = {}): void {
      if (gameId !== this.gameId) {
        // Another game's search would find nothing useful here: start it afresh.
        this.query = '';
        this.section = 'howTo';
      }
      this.gameId = gameId;
      if (options.entry) {
        this.entry = options.entry;
        this.section = 'reference';
        this.query = '';
      } else {
        this.entry = null;
        if (options.section) this.section = options.section;
      }
      this.open = true;
    },
    close(): void {
      this.open = false;
      this.entry = null;
    },
    /** R: opens the panel for this game, or closes it when it already shows this game. */
    toggle(gameId: string): void {
      if (this.open && this.gameId === gameId) this.close();
      else this.show(gameId);
    },
    setSection(section: RulesSectionId): void {
      if (!isRulesSection(section)) throw new Error(`Unknown rules section "${String(section)}"`);
      this.section = section;
      this.entry = null;
    },
    setQuery(query: string): void {
      this.query = query;
    },
  },
});
