/** When Darkness Comes as the app knows it at start (see ../game-definition.ts): the rest loads with its chunk. */
import type { GameEntry } from '../game-definition';
import catalogTexts from './i18n/catalog.json';
import darknessErrors from './i18n/errors.json';

export const darknessEntry: GameEntry = {
  id: 'darkness',
  texts: catalogTexts,
  errors: darknessErrors,
  routes: [
    { path: '/new/darkness', name: 'new-darkness', component: () => import('./new-game/NewDarknessView.vue') },
    { path: '/darkness/games/:sessionId/end-of-game', name: 'darkness-game-end', component: () => import('./new-game/GameEndBridge.vue'), props: true },
    { path: '/darkness/roll', name: 'darkness-roll', component: () => import('./RollHelperView.vue') },
    { path: '/darkness/characters', name: 'darkness-roster', component: () => import('./RosterView.vue') },
    { path: '/darkness/characters/new', name: 'darkness-create', component: () => import('./CreateCharacterView.vue') },
    { path: '/darkness/characters/:id', name: 'darkness-sheet', component: () => import('./CharacterSheetView.vue'), props: true },
    { path: '/darkness/campaigns/:campaignId/end-of-game', name: 'darkness-end-of-game', component: () => import('./EndOfGameView.vue'), props: true },
    { path: '/darkness/campaigns', name: 'darkness-campaigns', component: () => import('./CampaignsView.vue') },
    { path: '/darkness/campaigns/:id', name: 'darkness-campaign', component: () => import('./CampaignView.vue'), props: true },
    { path: '/darkness/backups', name: 'darkness-backups', component: () => import('./BackupsView.vue') },
  ],
  links: [
    { to: '/darkness/roll', label: 'darkness.catalog.roll', testid: 'catalog-darkness-roll', standalone: true },
    { to: '/darkness/characters', label: 'darkness.catalog.roster', testid: 'catalog-darkness-roster', standalone: true },
    { to: '/darkness/campaigns', label: 'darkness.campaigns.title', testid: 'catalog-darkness-campaigns', standalone: true },
  ],
  load: () => import('./definition').then((m) => m.darknessGame),
};
