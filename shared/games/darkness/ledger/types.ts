/**
 * The progression ledger of When Darkness Comes (issue 11, digest §1.14–1.16, §3.4). The ledger is the
 * only source of truth: a character's sheet is always its entries applied in order (`replayLedger`),
 * nothing is ever deleted, and a mistake is undone by appending a `revert` entry.
 */
import type { AttributeId, Attributes } from '../characters/attributes';
import type { Portrait } from '../characters/creation-choice';
import type { OccupationId } from '../characters/occupations';
import type { SkillTier } from '../characters/skills';

export type { AttributeId, Attributes, OccupationId, Portrait, SkillTier };

export type CharacterStatus = 'alive' | 'dead' | 'retired';

/**
 * An item kept on the sheet between sessions. `vp` is the VP actually awarded when it was gained (A21),
 * so losing it removes exactly that; `level` is its difficulty on the ladder (1 = 6H … 8 = 5K), which
 * A23 sums into the next session's starting VP.
 */
export interface SheetItem {
  id: string;
  name: string;
  weight: number;
  vp: number;
  level: number;
}

/** An ally on the sheet (A5: N dice for the listed attribute), with the VP awarded for it (A21). */
export interface SheetAlly {
  id: string;
  name: string;
  dice: number;
  attributes: AttributeId[];
  vp: number;
}

export interface CharacterIdentity {
  id: string;
  name: string;
  background: string;
  occupation: OccupationId;
  /** The invented occupation's name when `occupation` is 'custom'. */
  customOccupation: string | null;
  /** Velada's original generated art (by seed) or the name's initials (R1's `Portrait`). */
  portrait: Portrait;
  /** A44: pregenerated characters never progress nor regress. */
  pregen: boolean;
}

export interface CharacterSheet extends CharacterIdentity {
  /** Dice per attribute, experience included (cap 6, A43). Health is `defense` minus the permanent loss. */
  attributes: Attributes;
  skills: Partial<Record<string, SkillTier>>;
  /** A42: permanent max-Health loss from other characters' deaths; max Health never falls below 1. */
  permanentHealthLoss: number;
  /** Derived: `attributes.defense - permanentHealthLoss`, at least 1. */
  maxHealth: number;
  bankedSkillPoints: number;
  /** A40 option "bank leftover VP": what remains after the last conversion; 0 by default. */
  bankedVp: number;
  /** A23: the VP the character starts the next session with (sum of the kept items' levels). */
  startingVp: number;
  items: SheetItem[];
  allies: SheetAlly[];
  failureDiscs: number;
  carryingLimit: number;
  /** Attribute dice gained from wins (A39/A45). */
  experience: number;
  status: CharacterStatus;
  /** Hidden from the roster (a memorial for the dead: never deleted, A42). */
  archived: boolean;
}

/** The parts of a sheet a family may set by hand with a `correction` (always with a reason). */
export interface CorrectionPatch {
  name?: string;
  background?: string;
  customOccupation?: string | null;
  portrait?: Portrait;
  attributes?: Partial<Attributes>;
  skills?: Partial<Record<string, SkillTier>>;
  permanentHealthLoss?: number;
  bankedSkillPoints?: number;
  bankedVp?: number;
  startingVp?: number;
  items?: SheetItem[];
  allies?: SheetAlly[];
  failureDiscs?: number;
  carryingLimit?: number;
}

export interface CreatedSheet extends CharacterIdentity {
  attributes: Attributes;
  skills: Partial<Record<string, SkillTier>>;
  /** Skill points not spent at creation go to the bank. */
  bankedSkillPoints: number;
  items: SheetItem[];
  allies: SheetAlly[];
  carryingLimit: number;
}

export type LedgerChange =
  | { kind: 'created'; sheet: CreatedSheet }
  /** A win's experience point: +1 die to one attribute (cap 6, A39/A43/A45). */
  | { kind: 'attributeDie'; attribute: AttributeId }
  /** `cost` is what was paid then, from the bank (the table may change later; history does not). */
  | { kind: 'skillBought'; skill: string; tier: SkillTier; cost: number }
  /** basic → expert, paying the difference (A6). */
  | { kind: 'skillUpgraded'; skill: string; cost: number }
  /** A41: negative VP at the end: expert → basic (`to: 'basic'`) or a basic skill removed (`to: null`). */
  | { kind: 'skillLost'; skill: string; from: SkillTier; to: 'basic' | null }
  /**
   * A40: the game's final VP (plus banked VP) become floor(total/10) skill points; the leftover is
   * discarded, or banked when `keepLeftover` (the house-rule option).
   */
  | { kind: 'vpConverted'; vp: number; skillPoints: number; keepLeftover: boolean }
  /**
   * A23: the items kept replace the sheet's; the next starting VP is the sum of their levels, or 0
   * when the house rule gives starting VP only with a Master and this is a game without one.
   */
  | { kind: 'itemsKept'; items: SheetItem[]; countsForStartingVp: boolean; startingVp: number }
  /** A42: another participant died; `amount` of max Health lost for good (floor 1). */
  | { kind: 'healthLost'; amount: number; causeCharacterId: string | null }
  /** Death archives the character, never deletes it (A42). */
  | { kind: 'died' }
  | { kind: 'retired' }
  | { kind: 'archived'; archived: boolean }
  /** A manual fix by the family; the entry's `why` must say why. */
  | { kind: 'correction'; patch: CorrectionPatch }
  /** Undoes the change of the entry `target` (never a deletion). */
  | { kind: 'revert'; target: string };

export type LedgerChangeKind = LedgerChange['kind'];

export const LEDGER_CHANGE_KINDS: readonly LedgerChangeKind[] = [
  'created',
  'attributeDie',
  'skillBought',
  'skillUpgraded',
  'skillLost',
  'vpConverted',
  'itemsKept',
  'healthLost',
  'died',
  'retired',
  'archived',
  'correction',
  'revert',
];

export interface LedgerEntry {
  id: string;
  characterId: string;
  /** 1, 2, 3 … in the order the entries were appended. */
  seq: number;
  /** ISO time, set by main when the entry is written (shared/ has no clock). */
  at: string;
  /** Who made the change (a player's name, or 'Velada' for the end-of-game wizard's own entries). */
  who: string;
  why: string;
  campaignId?: string;
  /** The game (session) or scenario the change came from. */
  gameRef?: string;
  change: LedgerChange;
}

/** Why a ledger (or a revert of one of its entries) is refused, with texts for the UI. */
export interface LedgerProblem {
  code: string;
  /** The entry the problem is about, when there is one. */
  entryId: string | null;
  params: Record<string, string | number>;
  message: { es: string; en: string };
  /** For a refused revert: what the later entry would run into without the reverted one. */
  cause?: LedgerProblem;
}
