/**
 * The 59 Trial cards, 6 Grizzled and 16 support tiles as data (digest A.1.4, A.2, A.3).
 * Card ids carry their kind ('TC02-1' is the only copy of TC02), so a save stays readable
 * and every card can be looked up without a table in the state.
 */
import type { CharacterId, HardKnockKey, Threat, TileKind } from './types';

export interface ThreatCardKind {
  kind: string;
  threats: Threat[];
  trap: boolean;
  copies: number;
}

export const THREAT_CARD_KINDS: readonly ThreatCardKind[] = [
  { kind: 'TC01', threats: ['night', 'shell'], trap: false, copies: 3 },
  { kind: 'TC02', threats: ['night', 'shell'], trap: true, copies: 1 },
  { kind: 'TC03', threats: ['night', 'gas'], trap: false, copies: 2 },
  { kind: 'TC04', threats: ['night', 'gas'], trap: true, copies: 1 },
  { kind: 'TC05', threats: ['night', 'whistle'], trap: false, copies: 2 },
  { kind: 'TC06', threats: ['night', 'whistle'], trap: true, copies: 1 },
  { kind: 'TC07', threats: ['snow', 'shell'], trap: false, copies: 2 },
  { kind: 'TC08', threats: ['snow', 'shell'], trap: true, copies: 1 },
  { kind: 'TC09', threats: ['snow', 'gas'], trap: false, copies: 2 },
  { kind: 'TC10', threats: ['snow', 'gas'], trap: true, copies: 1 },
  { kind: 'TC11', threats: ['snow', 'whistle'], trap: false, copies: 3 },
  { kind: 'TC12', threats: ['snow', 'whistle'], trap: true, copies: 1 },
  { kind: 'TC13', threats: ['rain', 'shell'], trap: false, copies: 2 },
  { kind: 'TC14', threats: ['rain', 'shell'], trap: true, copies: 1 },
  { kind: 'TC15', threats: ['rain', 'gas'], trap: false, copies: 3 },
  { kind: 'TC16', threats: ['rain', 'gas'], trap: true, copies: 1 },
  { kind: 'TC17', threats: ['rain', 'whistle'], trap: false, copies: 2 },
  { kind: 'TC18', threats: ['rain', 'whistle'], trap: true, copies: 1 },
  { kind: 'TC19', threats: ['night', 'snow'], trap: false, copies: 1 },
  { kind: 'TC20', threats: ['snow', 'rain'], trap: false, copies: 1 },
  { kind: 'TC21', threats: ['rain', 'night'], trap: false, copies: 1 },
  { kind: 'TC22', threats: ['shell', 'whistle'], trap: false, copies: 1 },
  { kind: 'TC23', threats: ['gas', 'whistle'], trap: false, copies: 1 },
  { kind: 'TC24', threats: ['shell', 'gas'], trap: false, copies: 1 },
  { kind: 'TC25', threats: ['rain', 'snow', 'night'], trap: false, copies: 1 },
  { kind: 'TC26', threats: ['shell', 'gas', 'whistle'], trap: false, copies: 1 },
  { kind: 'TC27', threats: ['rain', 'snow', 'night', 'shell', 'gas', 'whistle'], trap: false, copies: 1 },
];

export interface HardKnockCard {
  id: string;
  key: HardKnockKey;
  /** Hard Knock symbols on the card (Wounded: 2). */
  knocks: number;
  /** Trauma and Phobia add this threat while their owner is still in the mission. */
  threat?: Threat;
}

export const HARD_KNOCKS: readonly HardKnockCard[] = [
  { id: 'HK01', key: 'trauma_rain', knocks: 1, threat: 'rain' },
  { id: 'HK02', key: 'trauma_snow', knocks: 1, threat: 'snow' },
  { id: 'HK03', key: 'trauma_night', knocks: 1, threat: 'night' },
  { id: 'HK04', key: 'phobia_shell', knocks: 1, threat: 'shell' },
  { id: 'HK05', key: 'phobia_gas', knocks: 1, threat: 'gas' },
  { id: 'HK06', key: 'phobia_whistle', knocks: 1, threat: 'whistle' },
  { id: 'HK07', key: 'wounded', knocks: 2 },
  { id: 'HK08', key: 'mute', knocks: 1 },
  { id: 'HK09', key: 'tyrannical', knocks: 1 },
  { id: 'HK10', key: 'demoralized', knocks: 1 },
  { id: 'HK11', key: 'fragile', knocks: 1 },
  { id: 'HK12', key: 'fearful', knocks: 1 },
  { id: 'HK13', key: 'panicked', knocks: 1 },
  { id: 'HK14', key: 'frenzied', knocks: 1 },
  { id: 'HK15', key: 'selfish', knocks: 1 },
  { id: 'HK16', key: 'hardheaded', knocks: 1 },
  { id: 'HK17', key: 'prideful', knocks: 1 },
  { id: 'HK18', key: 'clumsy', knocks: 1 },
  { id: 'HK19', key: 'absent_minded', knocks: 1 },
];

export const MERRY_CHRISTMAS = 'X01';

export const CHARACTERS: readonly { id: CharacterId; name: string; charm: Threat }[] = [
  { id: 'anselme', name: 'Anselme Perrin', charm: 'gas' },
  { id: 'charles', name: 'Charles Saulière', charm: 'rain' },
  { id: 'felix', name: 'Félix Moreau', charm: 'night' },
  { id: 'gaston', name: 'Gaston Fayard', charm: 'shell' },
  { id: 'gustave', name: 'Gustave Bidau', charm: 'snow' },
  { id: 'lazare', name: 'Lazare Bonticelli', charm: 'whistle' },
];

export function charmOf(character: CharacterId): Threat {
  return CHARACTERS.find((c) => c.id === character)!.charm;
}

export type TrialCard =
  | { id: string; type: 'threat'; kind: string; threats: Threat[]; trap: boolean }
  | { id: string; type: 'knock'; key: HardKnockKey; knocks: number; threat?: Threat }
  | { id: string; type: 'christmas' };

function buildTrials(): Map<string, TrialCard> {
  const cards = new Map<string, TrialCard>();
  for (const k of THREAT_CARD_KINDS) {
    for (let copy = 1; copy <= k.copies; copy++) {
      const id = `${k.kind}-${copy}`;
      cards.set(id, { id, type: 'threat', kind: k.kind, threats: k.threats, trap: k.trap });
    }
  }
  for (const hk of HARD_KNOCKS) {
    cards.set(hk.id, { id: hk.id, type: 'knock', key: hk.key, knocks: hk.knocks, ...(hk.threat ? { threat: hk.threat } : {}) });
  }
  cards.set(MERRY_CHRISTMAS, { id: MERRY_CHRISTMAS, type: 'christmas' });
  return cards;
}

const TRIALS = buildTrials();

/** All 59 trial card ids in canonical order. */
export const ALL_TRIALS: readonly string[] = [...TRIALS.keys()];

export function trialCard(id: string): TrialCard {
  const card = TRIALS.get(id);
  if (!card) throw new Error(`Unknown trial card ${id}`);
  return card;
}

export function isTrialCard(id: string): boolean {
  return TRIALS.has(id);
}

/** The threats a card shows while in a hand or No Man's Land (Trauma/Phobia show theirs). */
export function threatsOf(id: string): readonly Threat[] {
  const card = trialCard(id);
  if (card.type === 'threat') return card.threats;
  if (card.type === 'knock' && card.threat) return [card.threat];
  return [];
}

export function isHardKnock(id: string): boolean {
  return trialCard(id).type === 'knock';
}

export function knockKey(id: string): HardKnockKey | null {
  const card = trialCard(id);
  return card.type === 'knock' ? card.key : null;
}

/** Hard Knock symbols on a list of knock cards (Wounded counts two). */
export function knockSymbols(knocks: readonly string[]): number {
  let total = 0;
  for (const id of knocks) {
    const card = trialCard(id);
    if (card.type === 'knock') total += card.knocks;
  }
  return total;
}

export const ALL_TILES: readonly string[] = [
  'L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'LL1', 'LL2', 'RR1', 'RR2',
];

export function tileKind(id: string): TileKind {
  const kind = id.replace(/\d+$/, '');
  if (kind === 'L' || kind === 'R' || kind === 'LL' || kind === 'RR') return kind;
  throw new Error(`Unknown tile ${id}`);
}

/** Seats to the left (+) or right (−) a tile points at; left = next in play order (G4). */
export function tileOffset(kind: TileKind): number {
  return kind === 'L' ? 1 : kind === 'R' ? -1 : kind === 'LL' ? 2 : -2;
}

/** Speech tokens in the stock at setup, by player count (digest A.4). */
export function speechTokensFor(players: number): number {
  return players <= 3 ? 5 : players === 4 ? 4 : 3;
}

export const SPEECH_TOKENS_IN_BOX = 5;
