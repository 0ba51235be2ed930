/**
 * The seven attributes of When Darkness Comes (digest §1.2) and the limits the rules put on them
 * (seed "Creación de personajes", digest §1.15–1.16, ruling A43): 2–5 at creation, experience may
 * raise one to 6, a permanent loss never takes one below 1.
 */
export const ATTRIBUTES = ['speed', 'attack', 'dexterity', 'intelligence', 'persuasion', 'medicine', 'defense'] as const;
export type AttributeId = (typeof ATTRIBUTES)[number];
export type Attributes = Record<AttributeId, number>;

/** The short codes the seed's sheets and the digest use (S, A, Dex, Int, Pers, Med, D). */
export const ATTRIBUTE_CODES: Record<AttributeId, string> = {
  speed: 'S',
  attack: 'A',
  dexterity: 'Dex',
  intelligence: 'Int',
  persuasion: 'Pers',
  medicine: 'Med',
  defense: 'D',
};

export const ATTRIBUTE_NAMES: Record<AttributeId, { es: string; en: string }> = {
  speed: { es: 'Velocidad', en: 'Speed' },
  attack: { es: 'Ataque', en: 'Attack' },
  dexterity: { es: 'Destreza', en: 'Dexterity' },
  intelligence: { es: 'Inteligencia', en: 'Intelligence' },
  persuasion: { es: 'Persuasión', en: 'Persuasion' },
  medicine: { es: 'Medicina', en: 'Medicine' },
  defense: { es: 'Defensa/Salud', en: 'Defense/Health' },
};

export const CREATION_ATTRIBUTE_POINTS = 20;
export const CREATION_ATTRIBUTE_MIN = 2;
export const CREATION_ATTRIBUTE_MAX = 5;
/** A43: experience may push an attribute past the creation maximum, up to 6. */
export const EXPERIENCE_ATTRIBUTE_CAP = 6;
/** A43: permanent losses (A42) may push an attribute below 2, never below 1. */
export const PERMANENT_LOSS_FLOOR = 1;

export function isAttributeId(value: unknown): value is AttributeId {
  return typeof value === 'string' && (ATTRIBUTES as readonly string[]).includes(value);
}

export function attributeTotal(attributes: Attributes): number {
  return ATTRIBUTES.reduce((sum, id) => sum + attributes[id], 0);
}

/** Whether an experience point (a won game) may add a die to this value (A43: cap 6). */
export function canGainExperienceDie(value: number): boolean {
  return value < EXPERIENCE_ATTRIBUTE_CAP;
}

/** The value after one die from experience, held at the cap (A43). */
export function afterExperienceDie(value: number): number {
  return Math.min(EXPERIENCE_ATTRIBUTE_CAP, value + 1);
}

/** A43: how low a permanent loss may take an attribute — 1, or 2 under the house rule 'cap_6_floor_2'. */
export function permanentLossFloor(rules: { A43?: string } = {}): number {
  return rules.A43 === 'cap_6_floor_2' ? CREATION_ATTRIBUTE_MIN : PERMANENT_LOSS_FLOOR;
}

/** The value after a permanent loss of `amount`, held at the floor (A42, A43); never raises a value already below it. */
export function afterPermanentLoss(value: number, amount = 1, rules: { A43?: string } = {}): number {
  return Math.min(value, Math.max(permanentLossFloor(rules), value - amount));
}

/**
 * A36: health heals up to the current Defense/Health value (after permanent losses), or up to the
 * value the character was created with under 'cap_creation_defense'.
 */
export function healthCap(currentDefense: number, creationDefense: number, rules: { A36?: string } = {}): number {
  return rules.A36 === 'cap_creation_defense' ? creationDefense : currentDefense;
}
