/**
 * vue-i18n in composition mode: Spanish first, English second. The app's own texts live here;
 * each game's texts live with the game (renderer/src/games/<game>/i18n/) and reach the messages
 * through the game registry: its catalog texts (name, blurb, save line) at start, everything
 * else when the game's chunk loads (`addGameTexts`), merged under the game's id. A game's
 * refusals join the app's `errors` (`addErrorTexts`).
 */
import { markRaw, toRaw } from 'vue';
import { createI18n } from 'vue-i18n';
import esTexts from './es.json';
import enTexts from './en.json';
import endOfGameTexts from './end-of-game.json';
import rulesPanelTexts from './rules-panel.json';
import keyboardTexts from './keyboard.json';
import { sameKeysAsSpanish } from './locale-texts';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type Tree = Record<string, unknown>;
/** A message tree per language. */
export type LocaleTexts<T = Tree> = Record<Locale, T>;

const { es, en } = sameKeysAsSpanish({ es: esTexts, en: enTexts });
const endOfGame = sameKeysAsSpanish(endOfGameTexts);
const rulesPanel = sameKeysAsSpanish(rulesPanelTexts);
const keyboard = sameKeysAsSpanish(keyboardTexts);

/**
 * The messages of every instance (they share this object): the app's, then each game's as the
 * registry adds them. `errors` is a copy, so the games' refusals never change es.json or en.json.
 */
export const messages = {
  es: { ...es, errors: { ...es.errors }, keys: keyboard.es, rules: rulesPanel.es, ...endOfGame.es },
  en: { ...en, errors: { ...en.errors }, keys: keyboard.en, rules: rulesPanel.en, ...endOfGame.en },
};

export function createVeladaI18n(locale: Locale = 'es') {
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'es',
    messages,
    missingWarn: false,
    fallbackWarn: false,
  });
}

export const i18n = createVeladaI18n();

/** The messages of one language as the app's instance holds them (reactive in a browser), so a change re-renders. */
function liveTree(locale: Locale): Tree {
  return i18n.global.getLocaleMessage(locale) as unknown as Tree;
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over` merged into `base`, key by key down the trees; neither is changed. */
function mergeTrees(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const here = out[key];
    out[key] = isTree(here) && isTree(value) ? mergeTrees(here, value) : value;
  }
  return out;
}

/**
 * Merges a game's texts under its id, over what is there (its catalog texts). The trees are
 * static text: markRaw keeps Vue from making them reactive. Deeply reactive, Tragedy Looper's
 * and When Darkness Comes' texts made every move of every game several milliseconds slower to
 * render (npm run bench:ui: Silentes p95 46 → 31 ms).
 */
export function addGameTexts(gameId: string, texts: LocaleTexts): void {
  for (const locale of LOCALES) {
    const tree = liveTree(locale);
    const before = toRaw(tree[gameId]);
    tree[gameId] = markRaw(mergeTrees(isTree(before) ? before : {}, texts[locale]));
  }
}

/** Adds a game's refusals to the app's `errors`. */
export function addErrorTexts(texts: LocaleTexts<Record<string, string>>): void {
  for (const locale of LOCALES) Object.assign(liveTree(locale).errors as Tree, texts[locale]);
}
