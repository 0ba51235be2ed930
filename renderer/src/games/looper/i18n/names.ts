/** Tragedy Looper texts, names of characters, roles, plots, incidents, locations, cards, counters, traits, steps and tragedy sets (namespaces: character, role, plot, incident, location, card, counter, trait, step, set). Spanish first; English mirrors every key. */
export const namesTexts = {
  es: {},
  en: {},
};
