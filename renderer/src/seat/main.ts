/**
 * The seat page's entry (issue 23), built apart from the app into dist/seat (renderer/vite.seat.config.ts)
 * and served by a game's LAN listener: Vue, Pinia and the app's i18n with the seat page's own texts.
 * The games come from the same registry as the app's, each in its own chunk when its table is needed.
 */
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import { i18n } from '../i18n';
import { addSeatTexts } from './seat-texts';
import SeatApp from './SeatApp.vue';
import { applyLocale, initialLocale, safeStorage } from './seat-locale';
import { deviceNotesKeeper, keepNotesWith } from '../stores/notes-keeper';
import '../styles.css';
import './seat.css';

addSeatTexts((locale, tree) => i18n.global.mergeLocaleMessage(locale, tree));
applyLocale(initialLocale(), false);
// A notebook on this device is this device's (SC29): the socket takes seat.hello and seat.act only.
keepNotesWith(deviceNotesKeeper(safeStorage()));

createApp(SeatApp).use(createPinia()).use(i18n).mount('#seat');
