/** Hash history: the same build loads from file:// (Electron) and from the web host. */
import { createRouter, createWebHashHistory } from 'vue-router';

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: () => import('./views/HomeView.vue') },
    { path: '/new/silentes', name: 'new-silentes', component: () => import('./games/silentes/NewSilentesView.vue') },
    { path: '/new/grizzled', name: 'new-grizzled', component: () => import('./games/grizzled/NewGrizzledView.vue') },
    { path: '/new/looper', name: 'new-looper', component: () => import('./games/looper/NewLooperView.vue') },
    { path: '/looper/scripts', name: 'looper-scripts', component: () => import('./games/looper/editor/ScriptLibraryView.vue') },
    { path: '/looper/scripts/edit/:scriptId?', name: 'looper-script-edit', component: () => import('./games/looper/editor/ScriptEditorView.vue'), props: true },
    { path: '/new/salem', name: 'new-salem', component: () => import('./games/salem/new-game/NewSalemView.vue') },
    { path: '/new/darkness', name: 'new-darkness', component: () => import('./games/darkness/new-game/NewDarknessView.vue') },
    { path: '/darkness/games/:sessionId/end-of-game', name: 'darkness-game-end', component: () => import('./games/darkness/new-game/GameEndBridge.vue'), props: true },
    { path: '/darkness/roll', name: 'darkness-roll', component: () => import('./games/darkness/RollHelperView.vue') },
    { path: '/darkness/characters', name: 'darkness-roster', component: () => import('./games/darkness/RosterView.vue') },
    { path: '/darkness/characters/new', name: 'darkness-create', component: () => import('./games/darkness/CreateCharacterView.vue') },
    { path: '/darkness/characters/:id', name: 'darkness-sheet', component: () => import('./games/darkness/CharacterSheetView.vue'), props: true },
    { path: '/darkness/campaigns/:campaignId/end-of-game', name: 'darkness-end-of-game', component: () => import('./games/darkness/EndOfGameView.vue'), props: true },
    { path: '/darkness/campaigns', name: 'darkness-campaigns', component: () => import('./games/darkness/CampaignsView.vue') },
    { path: '/darkness/campaigns/:id', name: 'darkness-campaign', component: () => import('./games/darkness/CampaignView.vue'), props: true },
    { path: '/darkness/backups', name: 'darkness-backups', component: () => import('./games/darkness/BackupsView.vue') },
    { path: '/play/:sessionId', name: 'play', component: () => import('./views/PlayView.vue'), props: true },
    { path: '/replay/:sessionId', name: 'replay', component: () => import('./views/ReplayView.vue'), props: true },
    { path: '/profiles/:id', name: 'profile', component: () => import('./views/ProfileView.vue'), props: true },
    { path: '/:pathMatch(.*)*', redirect: '/' },
  ],
});
