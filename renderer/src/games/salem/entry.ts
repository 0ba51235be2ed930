/** Salem 1692 as the app knows it at start (see ../game-definition.ts): the rest loads with its chunk. */
import type { GameEntry } from '../game-definition';
import catalogTexts from './i18n/catalog.json';
import salemErrors from './i18n/errors.json'; // no refusal names a face-down Tryal or who holds what: an error never tells a secret (S2)

export const salemEntry: GameEntry = {
  id: 'salem',
  texts: catalogTexts,
  errors: salemErrors,
  accent: '#3b2f4a',
  routes: [{ path: '/new/salem', name: 'new-salem', component: () => import('./new-game/NewSalemView.vue'), meta: { bots: true } }],
  load: () => import('./definition').then((m) => m.salemGame),
};
