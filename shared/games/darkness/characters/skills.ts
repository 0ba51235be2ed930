/**
 * Velada's own skill table (the publisher's "Character Skill" table is not public; digest §2.3 b,
 * ruling A6). Two tiers per skill: basic (cost 1–3, +1 die) and expert (cost 4–6, +2 dice), the
 * seed's "coste 1-3 da +1d, coste 4-6 da +2d". Improving a basic skill to expert pays the
 * difference between the two costs.
 */
import type { AttributeId } from './attributes';

export type SkillTier = 'basic' | 'expert';
export const SKILL_TIERS: readonly SkillTier[] = ['basic', 'expert'];

export interface SkillDefinition {
  id: string;
  attribute: AttributeId;
  basicCost: number;
  expertCost: number;
  name: { es: string; en: string };
  usedFor: { es: string; en: string };
}

type Row = [id: string, attribute: AttributeId, basic: number, expert: number, es: string, en: string, usedEs: string, usedEn: string];

const SOCIAL_ES = 'aliados, guardias, propietarios';
const SOCIAL_EN = 'allies, guards, owners';

const ROWS: Row[] = [
  ['sprint', 'speed', 2, 5, 'Carrera', 'Sprint', 'tiradas de movimiento y de retirada', 'movement and retreat rolls'],
  ['hand_to_hand', 'attack', 2, 5, 'Lucha cuerpo a cuerpo', 'Hand-to-Hand', 'sin armas y armas cuerpo a cuerpo', 'unarmed and hand-to-hand weapons'],
  ['martial_arts', 'attack', 3, 6, 'Artes marciales', 'Martial Arts', 'ataques sin armas (no se suma a Lucha cuerpo a cuerpo)', 'unarmed attacks (not with Hand-to-Hand)'],
  ['melee_weapons', 'attack', 2, 5, 'Armas de mano', 'Melee Weapons', 'bates, porras, cuchillas', 'bats, clubs, blades'],
  ['firearms', 'attack', 3, 6, 'Armas de fuego', 'Firearms', 'pistola, escopeta', 'pistol, shotgun'],
  ['throwing', 'attack', 1, 4, 'Lanzar', 'Throwing', 'objetos arrojadizos, botellas', 'thrown items, bottles'],
  ['brawn', 'attack', 2, 5, 'Fuerza', 'Brawn', 'forzar puertas, cargar, disputar objetos', 'forcing doors, carrying, item contests'],
  ['lockpicking', 'dexterity', 3, 6, 'Abrir cerraduras', 'Lockpicking', 'puertas cerradas', 'locked doors'],
  ['climbing', 'dexterity', 1, 4, 'Escalar', 'Climbing', 'ventanas', 'windows'],
  ['stealth', 'dexterity', 2, 5, 'Sigilo', 'Stealth', 'acciones de sigilo de los escenarios', 'scenario sneak actions'],
  ['driving', 'dexterity', 1, 4, 'Conducir', 'Driving', 'coches', 'cars'],
  ['quick_reflexes', 'dexterity', 3, 6, 'Reflejos rápidos', 'Quick Reflexes', 'iniciativa en combate', 'combat initiative'],
  ['search', 'intelligence', 3, 6, 'Buscar', 'Search', 'discos de objeto, botín', 'item discs, loot'],
  ['perception', 'intelligence', 2, 5, 'Percepción', 'Perception', 'mirar discos', 'peeking at discs'],
  ['security_systems', 'intelligence', 2, 5, 'Sistemas de seguridad', 'Security Systems', 'alarmas', 'alarms'],
  ['scrounging', 'intelligence', 1, 4, 'Gorronear', 'Scrounging', 'objetos improvisados, bombas', 'improvised items, bombs'],
  ['tracking', 'intelligence', 1, 4, 'Rastrear', 'Tracking', 'rastros de los escenarios', 'scenario trails'],
  ['occult_lore', 'intelligence', 2, 5, 'Saber oculto', 'Occult Lore', 'rituales y pistas de los escenarios', 'scenario rituals and clues'],
  ['fast_talk', 'persuasion', 2, 5, 'Labia', 'Fast Talk', SOCIAL_ES, SOCIAL_EN],
  ['bribery', 'persuasion', 1, 4, 'Sobornar', 'Bribery', SOCIAL_ES, SOCIAL_EN],
  ['negotiation', 'persuasion', 2, 5, 'Negociar', 'Negotiation', SOCIAL_ES, SOCIAL_EN],
  ['charm', 'persuasion', 1, 4, 'Encanto', 'Charm', SOCIAL_ES, SOCIAL_EN],
  ['intimidation', 'persuasion', 2, 5, 'Intimidar', 'Intimidation', SOCIAL_ES, SOCIAL_EN],
  ['animal_handling', 'persuasion', 1, 4, 'Trato con animales', 'Animal Handling', 'perros, animales', 'dogs, animals'],
  ['leadership', 'persuasion', 3, 6, 'Liderazgo', 'Leadership', 'aliados, disputas por aliados', 'allies, ally contests'],
  ['first_aid', 'medicine', 3, 6, 'Primeros auxilios', 'First Aid', 'heridas de combate, curar a otros y a uno mismo', 'combat wounds, healing others and yourself'],
  ['medical_care', 'medicine', 2, 5, 'Atención médica', 'Medical Care', 'heridas fuera de combate, venenos, chequeos médicos', 'non-combat wounds, poisons, medical checks'],
  ['dodge', 'defense', 3, 6, 'Esquivar', 'Dodge', 'tiradas de defensa', 'defense rolls'],
];

export const SKILLS: readonly SkillDefinition[] = ROWS.map(([id, attribute, basicCost, expertCost, es, en, usedEs, usedEn]) => ({
  id,
  attribute,
  basicCost,
  expertCost,
  name: { es, en },
  usedFor: { es: usedEs, en: usedEn },
}));

const BY_ID = new Map(SKILLS.map((s) => [s.id, s]));

export function skillById(id: string): SkillDefinition | undefined {
  return BY_ID.get(id);
}

/** What holding the skill at this tier costs in skill points (digest §2.3 b). */
export function skillCost(skill: SkillDefinition, tier: SkillTier): number {
  return tier === 'basic' ? skill.basicCost : skill.expertCost;
}

/** A6: improving basic → expert pays the difference between the two costs ('pay_full_expert': the whole expert cost). */
export function upgradeCost(skill: SkillDefinition, rules: { A6?: string } = {}): number {
  return rules.A6 === 'pay_full_expert' ? skill.expertCost : skill.expertCost - skill.basicCost;
}

/** The dice a skill adds to a roll: +1 at basic (cost 1–3), +2 at expert (cost 4–6), seed §"Chequeos de habilidad". */
export function skillDice(tier: SkillTier): 1 | 2 {
  return tier === 'basic' ? 1 : 2;
}

/** The tier a printed cost belongs to, read the seed's way (1–3 basic, 4–6 expert). */
export function tierOfCost(cost: number): SkillTier {
  return cost <= 3 ? 'basic' : 'expert';
}

/**
 * What a step up costs in skill points after creation (banked points, or 10 VP each): a new skill
 * at either tier pays its cost, basic → expert pays upgradeCost (A6). null when `to` is not a step
 * up from `from` (already held at that tier or higher).
 */
export function skillStepCost(skill: SkillDefinition, from: SkillTier | null, to: SkillTier, rules: { A6?: string } = {}): number | null {
  if (from === null) return skillCost(skill, to);
  if (from === 'basic' && to === 'expert') return upgradeCost(skill, rules);
  return null;
}
