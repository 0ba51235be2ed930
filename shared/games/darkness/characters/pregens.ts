/**
 * Six pregenerated characters of Velada's own (digest §2.3 c): one per seed occupation, built by
 * the creation rules (a test checks each). A44: they are fixed — they never gain or lose anything
 * between games — and may also be used as NPCs.
 */
import type { Attributes } from './attributes';
import type { ChosenSkill, CreationChoice, Portrait } from './creation-choice';
import type { OccupationId } from './occupations';

export interface Pregen {
  id: string;
  name: string;
  occupation: OccupationId;
  grantSkill?: string;
  attributes: Readonly<Attributes>;
  skills: readonly ChosenSkill[];
  background: { es: string; en: string };
  portrait: Portrait;
  /** A44: always true; the ledger refuses progression for a fixed character. */
  fixed: true;
}

const attrs = (speed: number, attack: number, dexterity: number, intelligence: number, persuasion: number, medicine: number, defense: number): Attributes => ({
  speed,
  attack,
  dexterity,
  intelligence,
  persuasion,
  medicine,
  defense,
});

const basic = (...ids: string[]): ChosenSkill[] => ids.map((skill) => ({ skill, tier: 'basic' }));

const LIST: Pregen[] = [
  {
    id: 'pregen-dana-reyes',
    name: 'Dana Reyes',
    occupation: 'police_officer',
    attributes: attrs(3, 4, 3, 3, 2, 2, 3),
    skills: basic('firearms', 'quick_reflexes', 'intimidation', 'brawn', 'perception', 'climbing'),
    background: {
      es: 'Agente del turno de noche; conoce cada farola rota del pueblo y no piensa dejarlo a oscuras.',
      en: 'Night-shift officer; she knows every broken streetlight in town and will not leave it to the dark.',
    },
    portrait: { kind: 'generated', seed: 1101 },
    fixed: true,
  },
  {
    id: 'pregen-elias-varga',
    name: 'Elias Varga',
    occupation: 'doctor',
    grantSkill: 'first_aid',
    attributes: attrs(2, 2, 3, 3, 3, 4, 3),
    skills: basic('first_aid', 'search', 'medical_care', 'negotiation', 'perception', 'climbing'),
    background: {
      es: 'Médico de guardia en la clínica; lleva tres noches sin dormir y ha visto heridas que no sabe explicar.',
      en: 'On-call doctor at the clinic; three nights without sleep and wounds he cannot explain.',
    },
    portrait: { kind: 'generated', seed: 2202 },
    fixed: true,
  },
  {
    id: 'pregen-mags-quill',
    name: 'Mags Quill',
    occupation: 'thief',
    attributes: attrs(4, 2, 4, 3, 3, 2, 2),
    skills: basic('lockpicking', 'search', 'stealth', 'fast_talk', 'climbing', 'driving', 'bribery'),
    background: {
      es: 'Abre cualquier cerradura del pueblo; esta noche las abre para esconderse, no para robar.',
      en: 'She can open any lock in town; tonight she opens them to hide, not to steal.',
    },
    portrait: { kind: 'generated', seed: 3303 },
    fixed: true,
  },
  {
    id: 'pregen-helen-achterberg',
    name: 'Helen Achterberg',
    occupation: 'professor',
    attributes: attrs(2, 2, 3, 4, 3, 3, 3),
    skills: basic('perception', 'search', 'occult_lore', 'security_systems', 'scrounging', 'tracking', 'animal_handling'),
    background: {
      es: 'Profesora de historia local; lleva años leyendo sobre lo que ahora camina por las calles.',
      en: 'Local history teacher; for years she read about what now walks the streets.',
    },
    portrait: { kind: 'generated', seed: 4404 },
    fixed: true,
  },
  {
    id: 'pregen-ray-ortiz',
    name: 'Ray Ortiz',
    occupation: 'politician',
    attributes: attrs(3, 2, 2, 3, 4, 3, 3),
    skills: basic('leadership', 'negotiation', 'fast_talk', 'intimidation', 'perception', 'bribery', 'charm'),
    background: {
      es: 'Concejal en campaña; convence a cualquiera de cualquier cosa, y esta noche necesita aliados.',
      en: 'A councilman on the campaign trail; he talks anyone into anything, and tonight he needs allies.',
    },
    portrait: { kind: 'generated', seed: 5505 },
    fixed: true,
  },
  {
    id: 'pregen-cole-brandt',
    name: 'Cole Brandt',
    occupation: 'military_officer',
    grantSkill: 'melee_weapons',
    attributes: attrs(3, 4, 3, 2, 2, 2, 4),
    skills: basic('melee_weapons', 'firearms', 'dodge', 'brawn', 'throwing', 'climbing'),
    background: {
      es: 'Oficial retirado que volvió al pueblo buscando calma; la calma se acabó al ponerse el sol.',
      en: 'A retired officer who came home looking for quiet; the quiet ended at sundown.',
    },
    portrait: { kind: 'generated', seed: 6606 },
    fixed: true,
  },
];

/** Frozen all the way down: A44 — nothing may change a pregen, not even by mistake. */
export const PREGENS: readonly Pregen[] = Object.freeze(
  LIST.map((p) =>
    Object.freeze({
      ...p,
      attributes: Object.freeze({ ...p.attributes }),
      skills: Object.freeze(p.skills.map((s) => Object.freeze({ ...s }))),
      background: Object.freeze({ ...p.background }),
      portrait: Object.freeze({ ...p.portrait }),
    }),
  ),
);

export function pregenById(id: string): Pregen | undefined {
  return PREGENS.find((p) => p.id === id);
}

/** A pregen as a creation choice (its background in one language), e.g. to start a copy of one. */
export function pregenChoice(pregen: Pregen, locale: 'es' | 'en'): CreationChoice {
  return {
    name: pregen.name,
    background: pregen.background[locale],
    occupation: pregen.occupation,
    ...(pregen.grantSkill !== undefined ? { grantSkill: pregen.grantSkill } : {}),
    attributes: { ...pregen.attributes },
    skills: pregen.skills.map((s) => ({ ...s })),
    portrait: pregen.portrait,
  };
}

/** A44: whether a character may progress or regress between games under these rules. */
export function mayProgress(character: { fixed?: boolean }, rules: { A44?: string }): boolean {
  return !character.fixed || rules.A44 === 'may_progress';
}
