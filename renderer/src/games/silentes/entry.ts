/** Silentes as the app knows it at start (see ../game-definition.ts): the rest loads with its chunk. */
import type { GameEntry } from '../game-definition';
import catalogTexts from './i18n/catalog.json';

export const silentesEntry: GameEntry = {
  id: 'silentes',
  texts: catalogTexts,
  accent: 'var(--omen)',
  routes: [{ path: '/new/silentes', name: 'new-silentes', component: () => import('./NewSilentesView.vue') }],
  load: () => import('./definition').then((m) => m.silentesGame),
};
