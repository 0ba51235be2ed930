/**
 * Disc checks (ruling D204): exactly 50 encounter discs with unique ids split 22 items, 10 allies,
 * 8 security, 10 adversaries; levels on the ladder; weights ≥ 0 (0 for all but items); allies never
 * help Speed; alarms cannot be fought and every other security disc can; skills that exist.
 */
import { isAttributeId } from '../characters/attributes';
import { skillById } from '../characters/skills';
import type { AdversaryDisc, DiscDef, DiscKind, ItemDisc } from './types';
import { problem, type ContentProblem } from './validate-problem';

export const DISC_SPLIT: Readonly<Record<DiscKind, number>> = { item: 22, ally: 10, security: 8, adversary: 10 };
export const DISC_TOTAL = 50;

const ITEM_USES = new Set([
  'attack', 'attack_ranged', 'initiative', 'defense', 'search', 'perception', 'doors', 'lockpicking', 'climbing',
  'medicine_combat', 'medicine', 'animal_handling', 'bribe', 'stealth', 'scrounging', 'tracking', 'persuasion', 'undead',
]);

const onLadder = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 8;

function level(path: string, id: string, field: string, value: unknown, out: ContentProblem[]): void {
  if (!onLadder(value)) {
    out.push(problem(`${path}.${field}`, 'disc_level', `${id}: ${field} fuera de la escala (1–8).`, `${id}: ${field} off the ladder (1–8).`));
  }
}

function checkItem(d: ItemDisc, path: string, out: ContentProblem[]): void {
  d.bonuses.forEach((b, i) => {
    if (!ITEM_USES.has(b.use) || !Number.isInteger(b.dice) || b.dice < 1 || (b.range !== undefined && ![0, 1, 2].includes(b.range))) {
      out.push(problem(`${path}.bonuses[${i}]`, 'item_bonus', `${d.id}: bonificación no válida.`, `${d.id}: invalid bonus.`));
    }
  });
  if (d.uses !== undefined && (!Number.isInteger(d.uses) || d.uses < 1)) {
    out.push(problem(`${path}.uses`, 'item_uses', `${d.id}: los usos deben ser 1 o más.`, `${d.id}: uses must be 1 or more.`));
  }
  if (d.movement && !(d.movement.factor > 1)) {
    out.push(problem(`${path}.movement`, 'item_movement', `${d.id}: el multiplicador de movimiento debe ser mayor que 1.`, `${d.id}: the movement factor must be above 1.`));
  }
}

/** Adversary stats, for the 50 and for a scenario's bosses. */
export function checkAdversary(d: AdversaryDisc, path: string, out: ContentProblem[]): void {
  level(path, d.id, 'initiative', d.initiative, out);
  level(path, d.id, 'attack', d.attack, out);
  level(path, d.id, 'defense', d.defense, out);
  if (!Number.isInteger(d.speed) || d.speed < 0) out.push(problem(`${path}.speed`, 'adversary_speed', `${d.id}: velocidad no válida.`, `${d.id}: invalid speed.`));
  if (!Number.isInteger(d.health) || d.health < 1) out.push(problem(`${path}.health`, 'adversary_health', `${d.id}: la salud debe ser 1 o más.`, `${d.id}: health must be 1 or more.`));
}

/** Checks one definition of any kind (the 50, extra items, bosses). */
export function checkDisc(d: DiscDef, path: string, out: ContentProblem[]): void {
  level(path, d.id, 'difficulty', d.difficulty, out);
  if (!(d.weight >= 0)) out.push(problem(`${path}.weight`, 'disc_weight', `${d.id}: el peso no puede ser negativo.`, `${d.id}: weight cannot be negative.`));
  if (d.kind !== 'item' && d.weight !== 0) out.push(problem(`${path}.weight`, 'disc_weight', `${d.id}: solo los objetos pesan.`, `${d.id}: only items have weight.`));
  if (!d.name.es || !d.name.en || !d.icon) out.push(problem(path, 'disc_text', `${d.id}: falta el nombre o el icono.`, `${d.id}: name or icon missing.`));
  if (d.kind === 'item') checkItem(d, path, out);
  if (d.kind === 'ally') {
    if (d.attributes.length === 0 || d.attributes.some((a) => !isAttributeId(a) || a === 'speed')) {
      out.push(problem(`${path}.attributes`, 'ally_attributes', `${d.id}: un aliado ayuda en atributos existentes y nunca en Velocidad (A5).`, `${d.id}: an ally helps existing attributes and never Speed (A5).`));
    }
    if (!Number.isInteger(d.dice) || d.dice < 1) out.push(problem(`${path}.dice`, 'ally_dice', `${d.id}: un aliado tira 1 dado o más.`, `${d.id}: an ally rolls 1 die or more.`));
  }
  if (d.kind === 'security') {
    if ((d.security === 'alarm') !== (d.combat === null)) {
      out.push(problem(`${path}.combat`, 'security_combat', `${d.id}: las alarmas no se combaten y el resto sí (A25).`, `${d.id}: alarms cannot be fought and the others can (A25).`));
    }
    if (d.combat) for (const f of ['initiative', 'attack', 'defense'] as const) level(`${path}.combat`, d.id, f, d.combat[f], out);
    const bad = d.social.skills.filter((s) => skillById(s)?.attribute !== d.social.attribute);
    if (!isAttributeId(d.social.attribute) || bad.length > 0) {
      out.push(problem(`${path}.social`, 'security_skills', `${d.id}: habilidades que no existen o no son de ${d.social.attribute}: ${bad.join(', ')}.`, `${d.id}: skills that do not exist or are not ${d.social.attribute}: ${bad.join(', ')}.`));
    }
  }
  if (d.kind === 'adversary') checkAdversary(d, path, out);
}

export function validateDiscs(discs: readonly DiscDef[], extraItems: readonly DiscDef[]): ContentProblem[] {
  const out: ContentProblem[] = [];
  const ids = new Set<string>();
  [...discs, ...extraItems].forEach((d, i) => {
    const path = i < discs.length ? `discs[${i}]` : `extraItems[${i - discs.length}]`;
    if (ids.has(d.id)) out.push(problem(path, 'disc_duplicate_id', `Id de disco repetido: ${d.id}.`, `Duplicate disc id: ${d.id}.`));
    ids.add(d.id);
    checkDisc(d, path, out);
    if (i >= discs.length && d.kind !== 'item') out.push(problem(path, 'extra_not_item', `${d.id}: fuera de los 50 solo hay objetos.`, `${d.id}: outside the 50 there are only items.`));
  });
  if (discs.length !== DISC_TOTAL) {
    out.push(problem('discs', 'disc_total', `Hay ${discs.length} discos de encuentro y deben ser ${DISC_TOTAL}.`, `There are ${discs.length} encounter discs and there must be ${DISC_TOTAL}.`));
  }
  for (const kind of Object.keys(DISC_SPLIT) as DiscKind[]) {
    const n = discs.filter((d) => d.kind === kind).length;
    if (n !== DISC_SPLIT[kind]) {
      out.push(problem('discs', 'disc_split', `Hay ${n} discos de tipo ${kind} y deben ser ${DISC_SPLIT[kind]}.`, `There are ${n} ${kind} discs and there must be ${DISC_SPLIT[kind]}.`));
    }
  }
  return out;
}
