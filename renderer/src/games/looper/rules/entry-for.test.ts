import { describe, expect, it } from 'vitest';
import { CARD_KINDS, CHARACTERS, COUNTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES } from '../../../../../shared/games/looper/ids';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../../../../../shared/games/looper/cards';
import { CHARACTER_CARDS } from '../../../../../shared/games/looper/characters';
import { ABILITIES } from '../../../../../shared/games/looper/abilities';
import { explanationOf, findEntry } from '../../../components/rules-types';
import { looperRules } from './index';
import { looperEntryFor, looperMarkerEntry, type LooperElement } from './entry-for';

describe('Looper explanations', () => {
  it('find a reference entry for every element of every kind, in both languages', () => {
    const elements = [
      ...CHARACTERS.map((id) => ['character', id]), ...LOCATIONS.map((id) => ['location', id]), ...CARD_KINDS.map((id) => ['card', id]),
      ...[...PROTAGONIST_HAND, ...MASTERMIND_HAND].map((c) => ['card', c.id]), ...COUNTERS.map((id) => ['counter', id]),
      ...ROLES.map((id) => ['role', id]), ...PLOTS.map((id) => ['plot', id]), ...INCIDENTS.map((id) => ['incident', id]),
    ] as [LooperElement, string][];
    for (const rules of [looperRules.es, looperRules.en]) {
      for (const [kind, id] of elements) expect(findEntry(rules, looperEntryFor(kind, id)!), `${kind} ${id}`).not.toBeNull();
      for (const marker of ['leader', 'extra', 'turf', 'corpse'] as const) expect(findEntry(rules, looperMarkerEntry(marker))).not.toBeNull();
    }
  });

  it('answer nothing for an unknown id or a card of another kind', () => {
    expect(looperEntryFor('character', 'hospital')).toBeNull();
    expect(looperEntryFor('card', 'joker')).toBeNull();
    expect(looperEntryFor('role', null)).toBeNull();
    expect(explanationOf(looperRules.es, looperEntryFor('plot', 'nope'))).toBeNull();
  });

  it("read a character's printed card: traits, paranoia limit, start, forbidden places, every ability", () => {
    const shrine = explanationOf(looperRules.es, looperEntryFor('character', 'shrineMaiden'))!;
    expect(shrine.title).toBe('La novicia');
    expect(shrine.text).toContain('Estudiante, Chica');
    expect(shrine.text).toContain(`Límite de Paranoia: ${CHARACTER_CARDS.shrineMaiden.paranoiaLimit}`);
    expect(shrine.text).toContain('Localizaciones prohibidas: Centro');
    expect(shrine.text.match(/Cooperación \d/g)).toHaveLength(ABILITIES.shrineMaiden.length);
    expect(explanationOf(looperRules.en, 'character-henchman')!.text).toContain('wherever the mastermind chooses');
  });

  it('say which hands hold a card, what a role may refuse and what a plot adds', () => {
    expect(explanationOf(looperRules.es, looperEntryFor('card', 'paranoiaPlus1#2'))!.text).toContain('protagonistas, mente maestra');
    expect(explanationOf(looperRules.en, 'card-moveDiagonal')!.text).toContain('Once per loop');
    expect(explanationOf(looperRules.es, 'role-cultist')!.text).toContain('Negar Cooperación: obligatoria');
    expect(explanationOf(looperRules.en, 'role-friend')!.text).toContain('At most per script: 2');
    expect(explanationOf(looperRules.es, 'plot-murderPlan')!.text).toContain('1 × Persona clave');
    expect(explanationOf(looperRules.en, 'plot-aHideousScript')!.text).toContain('0–2 × Curmudgeon');
  });
});
