/**
 * Tragedy Looper texts, names of characters, roles, plots, incidents, locations, cards, counters, traits, steps and tragedy sets (namespaces: character, role, plot, incident, location, card, counter, trait, step, set, marker). Spanish first; English mirrors every key.
 *
 * Character, role, plot, incident, location and set names come from the engine's name table
 * (shared/games/looper/script-names.ts, rulings L27 and L100), so the validator's messages and
 * the table never disagree; everything else is in names.json (counts as the seed writes them, L100:
 * "2 de Paranoia", "4 de Cooperación").
 */
import { CHARACTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, TRAGEDY_SETS, type CharacterId } from '../../../../../shared/games/looper/ids';
import { CHARACTER_NAMES, INCIDENT_NAMES, LOCATION_NAMES, PLOT_NAMES, ROLE_NAMES, SET_NAMES } from '../../../../../shared/games/looper/script-names';
import { ABILITY_TEXTS } from './ability-texts';
import written from './names.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

type Lang = 'es' | 'en';

function table<K extends string>(ids: readonly K[], name: (id: K) => string): Record<K, string> {
  return Object.fromEntries(ids.map((id) => [id, name(id)])) as Record<K, string>;
}

/** `{ name, ability0, ability1 }` per character. */
function characters(lang: Lang): Record<CharacterId, Record<string, string>> {
  const out = {} as Record<CharacterId, Record<string, string>>;
  for (const id of CHARACTERS) {
    const entry: Record<string, string> = { name: CHARACTER_NAMES[id][lang] };
    ABILITY_TEXTS[id][lang].forEach((text, i) => { entry[`ability${i}`] = text; });
    out[id] = entry;
  }
  return out;
}

function names(lang: Lang) {
  return {
    character: characters(lang),
    role: table(ROLES, (id) => ROLE_NAMES[id][lang][0]),
    plot: table(PLOTS, (id) => PLOT_NAMES[id][lang]),
    incident: table(INCIDENTS, (id) => INCIDENT_NAMES[id][lang]),
    location: table(LOCATIONS, (id) => LOCATION_NAMES[id][lang]),
    set: table(TRAGEDY_SETS, (id) => SET_NAMES[id][lang]),
  };
}

const texts = sameKeysAsSpanish(written);

export const namesTexts = {
  es: { ...names('es'), ...texts.es },
  en: { ...names('en'), ...texts.en },
};
