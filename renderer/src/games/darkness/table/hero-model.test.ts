import { describe, expect, it } from 'vitest';
import type { ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { discById } from '../../../../../shared/games/darkness/content';
import { translator } from '../../looper/test-translator';
import { discDefOf, numberedOf, scenarioOf } from './content-names';
import { attributeRows, carriedWeight, effectLines, heldRows, skillRows, underFigure } from './hero-model';
import { tableNames } from './use-table-names';
import { game, viewOf } from './test-game';

const es = translator('es');
const en = translator('en');
const held = (id: string, def: string, kind: ViewDisc['kind'], seat = 0, usesLeft: number | null = null): ViewDisc => ({ id, def, kind, where: { zone: 'held', seat }, awardedVp: 3, usesLeft, damage: 0, peeked: false });

describe('hero sheet summary', () => {
  it('shows attributes as dice, Defense as current Health of the maximum (A38)', () => {
    const view = viewOf(game(), 0);
    const hero = { ...view.heroes[0]!, health: 2 };
    const rows = attributeRows(hero, 'es');
    expect(rows.map((r) => r.id)).toEqual(['speed', 'attack', 'dexterity', 'intelligence', 'persuasion', 'medicine', 'defense']);
    expect(rows.at(-1)).toEqual({ id: 'defense', name: 'Defensa/Salud', dice: 2, max: 4 });
    expect(rows[0]).toEqual({ id: 'speed', name: 'Velocidad', dice: 3, max: null });
  });

  it('lists held discs with their dice and weight from the content, and sums the weight', () => {
    const view0 = viewOf(game(), 0);
    const view = { ...view0, discs: [...view0.discs, held('a', 'shotgun', 'item', 0, 2), held('b', 'retired_boxer', 'ally'), held('c', 'knife', 'item', 1)] };
    const scenario = scenarioOf(view.scenarioId);
    const names = tableNames(es, view, 'es');
    const rows = heldRows(es, view, 0, 'es', { defOf: (d) => discDefOf(scenario, d.def), numberedOf: (d) => numberedOf(scenario, d.def), name: (d) => names.disc(d.id) });
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({ name: discById('shotgun')!.name.es, weight: discById('shotgun')!.weight, usesLeft: 2, vp: 3, dice: 'Ataque a distancia +3 · Ataque a distancia +2 · Ataque a distancia +1' });
    expect(rows[1]).toMatchObject({ weight: 0, dice: '3 dados: Ataque' });
    expect(carriedWeight(rows)).toBe(discById('shotgun')!.weight);
  });

  it('names skills with their tier, the adversary under the figure and lasting fate effects', () => {
    const view = viewOf(game(), 0);
    const hero = { ...view.heroes[0]!, skills: { lockpicking: 'expert' as const, first_aid: 'basic' as const } };
    expect(skillRows(es, hero, 'es').map((r) => r.text).sort()).toEqual(['Abrir cerraduras (experto)', 'Primeros auxilios'].sort());
    const foe: ViewDisc = { id: 'f', def: 'ghoul_1', kind: 'adversary', where: { zone: 'underFigure', seat: 0 }, awardedVp: 0, usesLeft: null, damage: 0, peeked: false };
    expect(underFigure({ ...view, discs: [foe] }, 0)).toBe(foe);
    expect(underFigure({ ...view, discs: [foe] }, 1)).toBeNull();
    const effects = { ...hero.effects, bleeding: true, targetShift: { shift: 1, untilTurn: 3 }, nextCheck: 'succeeds' as const };
    expect(effectLines(es, { ...hero, effects })).toEqual(['Dificultades +1 nivel hasta tu próximo turno', 'Sangras: 1 daño cada vez que te mueves hasta que te curen', 'Tu próximo chequeo es un éxito']);
    // D405: rules 2's Oh Crap 2 holds during the next turn, Woohoo 2 until it.
    const during = { ...hero.effects, targetShift: { shift: 1, window: { from: 4, until: 5 } } };
    expect(effectLines(es, { ...hero, effects: during })).toEqual(['Dificultades +1 nivel durante tu próximo turno']);
    const until = { ...hero.effects, targetShift: { shift: -1, window: { from: 2, until: 4 } } };
    expect(effectLines(en, { ...hero, effects: until })).toEqual(['Targets −1 level until your next turn']);
  });
});
