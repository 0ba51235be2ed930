/**
 * The 78-card tarot split the seed describes: 22 major arcana (omens), the aces, 2s and 3s
 * of the minor arcana (12 provisions) and the remaining 44 minor cards (the hunt deck).
 */
import type { ProvisionKey, Suit } from './types';
import { SUITS } from './types';

export const NOISE_MAX = 15;
export const HAND_SIZE = 5;
export const KING = 14;

export function suitOf(card: string): Suit {
  return card[0] as Suit;
}

/** 1..14 for minor cards (11 Paje, 12 Caballero, 13 Reina, 14 Rey); the arcana number for omens. */
export function rankOf(card: string): number {
  return Number(card.slice(1));
}

export function isOmen(card: string): boolean {
  return card[0] === 'M';
}

export function isProvision(card: string): boolean {
  return !isOmen(card) && rankOf(card) <= 3;
}

export function isHuntCard(card: string): boolean {
  return !isOmen(card) && rankOf(card) >= 4;
}

export const PROVISIONS: Record<string, ProvisionKey> = {
  B1: 'multitool', B2: 'barricade', B3: 'scrap',
  C1: 'water', C2: 'firstAid', C3: 'rations',
  E1: 'dagger', E2: 'grapple', E3: 'mirror',
  O1: 'cannedFood', O2: 'map', O3: 'amulet',
};

export const PROVISION_CARD: Record<ProvisionKey, string> = Object.fromEntries(
  Object.entries(PROVISIONS).map(([card, key]) => [key, card]),
) as Record<ProvisionKey, string>;

export function provisionKey(card: string): ProvisionKey | undefined {
  return PROVISIONS[card];
}

export const OMEN = {
  fool: 'M0', magician: 'M1', priestess: 'M2', empress: 'M3', emperor: 'M4', hierophant: 'M5',
  lovers: 'M6', chariot: 'M7', strength: 'M8', hermit: 'M9', wheel: 'M10', justice: 'M11',
  hanged: 'M12', death: 'M13', temperance: 'M14', devil: 'M15', tower: 'M16', star: 'M17',
  moon: 'M18', sun: 'M19', judgement: 'M20', world: 'M21',
} as const;

export function omenCards(): string[] {
  return Array.from({ length: 22 }, (_, i) => `M${i}`);
}

export function provisionCards(): string[] {
  return SUITS.flatMap((s) => [1, 2, 3].map((r) => `${s}${r}`));
}

export function huntCards(): string[] {
  return SUITS.flatMap((s) => Array.from({ length: 11 }, (_, i) => `${s}${i + 4}`));
}
