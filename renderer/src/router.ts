/** Hash history: the same build loads from file:// (Electron) and from the web host. */
import { createRouter, createWebHashHistory } from 'vue-router';
import { gameRoutes, loadDefinition } from './games/registry';

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: () => import('./views/HomeView.vue') },
    // Each game's own screens (its new-game form, its tools), from the game registry.
    ...gameRoutes(),
    { path: '/play/:sessionId', name: 'play', component: () => import('./views/PlayView.vue'), props: true },
    { path: '/replay/:sessionId', name: 'replay', component: () => import('./views/ReplayView.vue'), props: true },
    { path: '/profiles/:id', name: 'profile', component: () => import('./views/ProfileView.vue'), props: true },
    { path: '/:pathMatch(.*)*', redirect: '/' },
  ],
});

// A game's screen renders with its texts and rules in place: its chunk loads first.
router.beforeEach(async (to) => {
  if (to.meta.game) await loadDefinition(to.meta.game);
});
