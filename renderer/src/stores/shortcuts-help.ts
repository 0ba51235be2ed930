/**
 * Whether the keyboard shortcuts list is open. A store of its own so the button that opens it
 * (in the log's title row) and the `?` key (the table's keyboard) share one state.
 */
import { defineStore } from 'pinia';

export const useShortcutsHelp = defineStore('shortcutsHelp', {
  state: () => ({ open: false }),
  actions: {
    toggle(): void {
      this.open = !this.open;
    },
    close(): void {
      this.open = false;
    },
  },
});
