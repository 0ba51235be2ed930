/** The Grizzled as the app knows it at start (see ../game-definition.ts): the rest loads with its chunk. */
import type { GameEntry } from '../game-definition';
import catalogTexts from './i18n/catalog.json';

export const grizzledEntry: GameEntry = {
  id: 'grizzled',
  texts: catalogTexts,
  accent: '#5a2b28',
  routes: [{ path: '/new/grizzled', name: 'new-grizzled', component: () => import('./NewGrizzledView.vue'), meta: { bots: true } }],
  load: () => import('./definition').then((m) => m.grizzledGame),
};
