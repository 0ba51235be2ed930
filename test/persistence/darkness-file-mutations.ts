/**
 * Character and campaign export files as plain documents, and the ways a file can be spoiled on
 * the way (by hand, by another program): the import tests and the import's property test start
 * from a real export and apply these.
 */
import fc from 'fast-check';

interface DocEntry {
  id: string;
  seq: number;
  change: { kind: string; sheet?: { name: string }; patch?: { name?: string } };
  [key: string]: unknown;
}
interface DocCharacter {
  id: string;
  name: string;
  ledger: DocEntry[];
}
export interface CharacterDoc {
  format: string;
  version: number;
  character: DocCharacter;
}
export interface CampaignDoc {
  format: string;
  version: number;
  campaign: {
    id: string;
    name: string;
    houseRules: Record<string, string>;
    members: { characterId: string; joinedAt: string; lentFrom: unknown }[];
    played: { seq: number; scenario: string; outcome: string; houseRules: Record<string, string>; playedAt: string }[];
    [key: string]: unknown;
  };
  characters: DocCharacter[];
}

export const characterDoc = (json: string): CharacterDoc => JSON.parse(json) as CharacterDoc;
export const campaignDoc = (json: string): CampaignDoc => JSON.parse(json) as CampaignDoc;

/** Sets `key` as the object's own enumerable key, as JSON.parse would (even `__proto__`). */
export function withOwnKey(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation = (doc: CampaignDoc) => void;
const at = <T>(list: readonly T[], pick: number): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);

const NAMES = ['Ana', '', ' ', 'Ana\u0000', '\uD83D', 'x\uDC19', '🐙'.repeat(40), '🐙'.repeat(41), 'e\u0301'.repeat(40), 'e\u0301'.repeat(41), '👨‍👩‍👧'.repeat(80), '👨‍👩‍👧'.repeat(81), 'e' + '\u0301'.repeat(700)];
const RULE_KEYS = ['A7', 'A4', 'A1', 'A50', 'a7', 'A07', '__proto__', 'constructor', 'prototype', 'toString'];
const RULE_VALUES = ['paid_skill', 'free_basic_skill', 'separate_hands', 'x', ''];
const OUTCOMES = ['achieved', 'failed', 'won', 'Achieved', ''];

/** One way of spoiling a campaign file (some leave it valid), drawn with the picks it needs. */
export const campaignMutation: fc.Arbitrary<{ label: string; apply: Mutation }> = fc.oneof(
  fc.nat().map((p) => ({ label: `duplicate member ${p}`, apply: (d: CampaignDoc) => { const m = at(d.campaign.members, p); if (m) d.campaign.members.push({ ...m }); } })),
  fc.nat().map((p) => ({ label: `drop member ${p}`, apply: (d: CampaignDoc) => void d.campaign.members.splice(p % Math.max(1, d.campaign.members.length), 1) })),
  fc.tuple(fc.nat(), fc.nat()).map(([p, q]) => ({
    label: `played seq ${p}→${q}`,
    apply: (d: CampaignDoc) => { const a = at(d.campaign.played, p); const b = at(d.campaign.played, q); if (a && b) a.seq = b.seq; },
  })),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 40 })).map(([p, seq]) => ({ label: `played seq ${seq}`, apply: (d: CampaignDoc) => { const a = at(d.campaign.played, p); if (a) a.seq = seq; } })),
  fc.tuple(fc.nat(), fc.constantFrom(...OUTCOMES)).map(([p, o]) => ({ label: `outcome ${o}`, apply: (d: CampaignDoc) => { const a = at(d.campaign.played, p); if (a) a.outcome = o; } })),
  fc.tuple(fc.integer({ min: -1, max: 5 }), fc.constantFrom(...RULE_KEYS), fc.constantFrom(...RULE_VALUES)).map(([p, key, value]) => ({
    label: `house rule ${key}=${value} at ${p}`,
    apply: (d: CampaignDoc) => { const rules = p < 0 ? d.campaign.houseRules : at(d.campaign.played, p)?.houseRules; if (rules) withOwnKey(rules, key, value); },
  })),
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 })).map(([c, k, by]) => ({
    label: `ledger gap ${c}/${k}+${by}`,
    apply: (d: CampaignDoc) => { const ledger = at(d.characters, c)?.ledger ?? []; for (const e of ledger.slice(k % Math.max(1, ledger.length))) e.seq += by; },
  })),
  fc.tuple(fc.nat(), fc.nat()).map(([c, k]) => ({
    label: `shared entry id ${c}/${k}`,
    apply: (d: CampaignDoc) => { const a = at(d.characters, c); const b = at(d.characters, c + 1); const e = at(b?.ledger ?? [], k); if (a && e && a !== b) e.id = a.ledger[k % a.ledger.length]!.id; },
  })),
  fc.tuple(fc.integer({ min: -1, max: 5 }), fc.constantFrom(...NAMES), fc.boolean()).map(([c, name, sheet]) => ({
    label: `name ${JSON.stringify(name).slice(0, 20)} at ${c}${sheet ? ' (sheet)' : ''}`,
    apply: (d: CampaignDoc) => {
      if (c < 0) d.campaign.name = name;
      const character = at(d.characters, c);
      if (!character) return;
      if (!sheet) character.name = name;
      else if (character.ledger[0]?.change.sheet) character.ledger[0].change.sheet.name = name;
    },
  })),
  fc.nat().map((c) => ({ label: `drop character ${c}`, apply: (d: CampaignDoc) => void d.characters.splice(c % Math.max(1, d.characters.length), 1) })),
);
