/**
 * Crafting scenario (digest §2.3 e 3, Velada's own text): bring the lab reagents (school east wing)
 * and the vestry salt (church) to the lab `!`, make the ward with Int (Scrounging or Occult Lore)
 * 3S, and use it on the Bandaged Lady in the museum (ruling D218).
 */
import type { AdversaryDisc, ScenarioDef } from '../types';
import { allDiscsExcept } from './disc-sets';

export const BANDAGED_LADY: AdversaryDisc = {
  id: 'bandaged_lady',
  kind: 'adversary',
  name: { es: 'La Dama Vendada', en: 'The Bandaged Lady' },
  difficulty: 4,
  weight: 0,
  icon: 'boss_mummy',
  initiative: 2,
  attack: 3,
  defense: 4,
  speed: 3,
  health: 2,
  tags: ['undead', 'boss', 'mummy'],
};

export const CHEMISTRY_LESSON: ScenarioDef = {
  id: 'chemistry_lesson',
  name: { es: 'Clase de química', en: 'Chemistry Lesson' },
  intro: {
    es: 'La momia que el museo recibió en préstamo se ha levantado de su vitrina. La profesora de química dejó escrita en la pizarra la receta de un amuleto de sal y plata.',
    en: 'The mummy the museum had on loan has risen from its case. The chemistry teacher left the recipe for a salt-and-silver ward on the blackboard.',
  },
  goal: {
    es: 'Reunid los reactivos (1) y la sal de la sacristía (2), fabricad el amuleto en el laboratorio (!) del ala oeste y derrotad a la Dama Vendada.',
    en: 'Gather the reagents (1) and the vestry salt (2), make the ward in the lab (!) of the west wing and defeat the Bandaged Lady.',
  },
  players: { min: 1, max: 6 },
  difficulty: 'standard',
  startTile: 'school_a',
  preplaced: [
    { tile: 'school_b', at: { tx: 1, ty: 0 }, rotation: 0 },
    { tile: 'museum', at: { tx: 0, ty: 1 }, rotation: 0 },
  ],
  stack: ['bar', 'police', 'clinic', 'cafe', 'bank', 'supermarket', 'house', 'game_shop', 'gun_shop', 'church', 'warehouse', 'library'],
  // 48 discs + 2 ingredients = 50 `?` squares; the Lady replaces the Wrapped Horror, the Stalker stays out.
  discs: allDiscsExcept(['wrapped_horror', 'night_stalker']),
  numbered: [
    { n: 1, name: { es: 'Reactivos del laboratorio', en: 'Lab reagents' }, role: 'ingredient', weight: 1, placement: { tile: 'school_b' } },
    { n: 2, name: { es: 'Sal de la sacristía', en: 'Vestry salt' }, role: 'ingredient', weight: 1, placement: { tile: 'church' } },
  ],
  startingAdversaries: [{ adversary: 'bandaged_lady', at: { tile: 'museum', square: 'scenario' } }],
  bosses: [BANDAGED_LADY],
  doomClock: 22,
  events: [
    { round: 9, kind: 'message', text: { es: 'Las vendas de la Dama se aflojan: ya huele la sal.', en: 'The Lady\'s wrappings loosen: she can smell the salt.' } },
  ],
  start: { light: 'day', weather: 'clear' },
  objective: { kind: 'craftAndDefeat', ingredients: ['numbered:1', 'numbered:2'], craftAt: { tile: 'school_a' }, craftTarget: 3, boss: 'bandaged_lady' },
  actions: [
    {
      id: 'make_ward',
      name: { es: 'Fabricar el amuleto', en: 'Make the ward' },
      at: { tile: 'school_a' },
      attribute: 'intelligence',
      skills: ['scrounging', 'occult_lore'],
      target: 3,
      consumes: ['numbered:1', 'numbered:2'],
      makes: 'ward',
    },
  ],
  vpAwards: { crafted: 3, bossDefeated: 5, objective: 3 },
  campaign: { reads: [], sets: [{ flag: 'ward_made', when: 'objective' }, { flag: 'lady_walks', when: 'failed' }] },
  special: [
    { es: 'Fabricar el amuleto es una acción en el laboratorio (!): Inteligencia (Gorronear o Saber oculto) 3S; gasta los discos 1 y 2 al acertar.', en: 'Making the ward is an action in the lab (!): Intelligence (Scrounging or Occult Lore) 3S; success uses up discs 1 and 2.' },
    { es: 'El amuleto suma 2 dados a los ataques contra no muertos. La Dama Vendada aguanta 2 heridas.', en: 'The ward adds 2 dice to attacks against the undead. The Bandaged Lady takes 2 wounds to defeat.' },
    { es: 'La Dama empieza boca arriba en la sala (!) del museo.', en: 'The Lady starts face up in the museum\'s hall (!).' },
  ],
};
