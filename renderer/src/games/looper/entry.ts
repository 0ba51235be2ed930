/** Tragedy Looper as the app knows it at start (see ../game-definition.ts): the rest loads with its chunk. */
import type { GameEntry } from '../game-definition';
import catalogTexts from './i18n/catalog.json'; // the save line never names the script: its title is on the secret card (L120, L182)

export const looperEntry: GameEntry = {
  id: 'looper',
  texts: catalogTexts,
  routes: [
    { path: '/new/looper', name: 'new-looper', component: () => import('./NewLooperView.vue'), meta: { bots: true } },
    { path: '/looper/scripts', name: 'looper-scripts', component: () => import('./editor/ScriptLibraryView.vue') },
    { path: '/looper/scripts/edit/:scriptId?', name: 'looper-script-edit', component: () => import('./editor/ScriptEditorView.vue'), props: true },
  ],
  links: [{ to: '/looper/scripts', label: 'looper.scripts.title', testid: 'catalog-looper-scripts' }],
  load: () => import('./definition').then((m) => m.looperGame),
};
