/**
 * Whether the *Pantallas* panel is open (issue 23). The header's button opens it; the play screen
 * draws it over the table, so it goes with the table when the table is left.
 */
import { defineStore } from 'pinia';

export const useScreensPanel = defineStore('screensPanel', {
  state: () => ({ open: false }),
  actions: {
    show(): void {
      this.open = true;
    },
    hide(): void {
      this.open = false;
    },
  },
});
