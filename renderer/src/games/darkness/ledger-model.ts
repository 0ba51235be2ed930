/**
 * The ledger as the sheet shows it: one row per entry with who, when, why and the change in
 * words (a message key and its values), whether a later entry took it back, and — before anyone
 * presses anything — whether it may be reverted or the ledger rule's reason it may not (D137).
 */
import { LADDER } from '../../../../shared/games/darkness/dice';
import { revertProblem, revertedIds, type LedgerEntry, type LedgerProblem } from '../../../../shared/games/darkness/ledger';
import { attributeName, occupationName, skillName } from './sheet-model';

export interface DeltaText {
  key: string;
  params: Record<string, string | number>;
}

export interface LedgerRow {
  entry: LedgerEntry;
  delta: DeltaText;
  /** Seq of the later entry that reverted this one, or null. */
  revertedBy: number | null;
  /** Null when a revert would be accepted; the reason otherwise. */
  refusal: LedgerProblem | null;
  /** Why the change was made, as the sheet reads it (null when no reason was given). */
  why: WhyText | null;
}

/** A reason Velada wrote itself, by its message key; a player's reason, in their own words. */
export type WhyText = { key: string } | { words: string };

/**
 * The reasons Velada itself writes into the ledger, stored as fixed English words (a character's
 * creation, electron/ipc/darkness-handlers.ts; the end-of-game plan's own entries,
 * shared/games/darkness/ledger/plan-entries.ts): read in the reader's language, never as stored.
 */
const VELADA_REASONS: Readonly<Record<string, string>> = { creation: 'creation', 'end of game': 'endOfGame' };

export function whyText(why: string): WhyText | null {
  if (!why) return null;
  const own = Object.hasOwn(VELADA_REASONS, why) ? VELADA_REASONS[why] : undefined;
  return own ? { key: `darkness.ledger.veladaReason.${own}` } : { words: why };
}

const K = 'darkness.ledger.change';
// A change's count under a name of its own (a cost, points, fields) is passed again as `count`:
// vue-i18n picks the plural form from it ("por 1 punto", "por 3 puntos").

export function deltaText(entry: LedgerEntry, entries: readonly LedgerEntry[], locale: string): DeltaText {
  const c = entry.change;
  switch (c.kind) {
    case 'created':
      return { key: `${K}.created`, params: { name: c.sheet.name, occupation: occupationName(c.sheet, locale) } };
    case 'attributeDie':
      return { key: `${K}.attributeDie`, params: { attribute: attributeName(c.attribute, locale) } };
    case 'skillBought':
      return { key: `${K}.skillBought.${c.tier}`, params: { skill: skillName(c.skill, locale), cost: c.cost, count: c.cost } };
    case 'skillUpgraded':
      return { key: `${K}.skillUpgraded`, params: { skill: skillName(c.skill, locale), cost: c.cost, count: c.cost } };
    case 'skillLost':
      return { key: c.to === null ? `${K}.skillRemoved` : `${K}.skillDowngraded`, params: { skill: skillName(c.skill, locale) } };
    case 'vpConverted':
      return { key: c.keepLeftover ? `${K}.vpConvertedKept` : `${K}.vpConverted`, params: { vp: c.vp, points: c.skillPoints, count: c.skillPoints } };
    case 'itemsKept':
      return { key: `${K}.itemsKept`, params: { count: c.items.length, startingVp: c.startingVp } };
    case 'healthLost':
      return { key: `${K}.healthLost`, params: { amount: c.amount } };
    case 'died':
    case 'retired':
      return { key: `${K}.${c.kind}`, params: {} };
    case 'archived':
      return { key: c.archived ? `${K}.archived` : `${K}.unarchived`, params: {} };
    case 'correction':
      return { key: `${K}.correction`, params: { fields: Object.keys(c.patch).length, count: Object.keys(c.patch).length } };
    case 'revert': {
      const target = entries.find((e) => e.id === c.target);
      return { key: `${K}.revert`, params: { seq: target?.seq ?? '?' } };
    }
  }
}

/** Newest first: the family looks for the last thing that happened. */
export function ledgerRows(entries: readonly LedgerEntry[], locale: string): LedgerRow[] {
  const reverted = revertedIds(entries);
  const revertSeq = new Map<string, number>();
  for (const e of entries) if (e.change.kind === 'revert') revertSeq.set(e.change.target, e.seq);
  return entries
    .map((entry) => ({
      entry,
      delta: deltaText(entry, entries, locale),
      revertedBy: reverted.ok && reverted.ids.has(entry.id) ? (revertSeq.get(entry.id) ?? null) : null,
      refusal: revertProblem(entries, entry.id),
      why: whyText(entry.why),
    }))
    .reverse();
}

/** A ladder level's code for item rows (1 → 6H). */
export function levelCode(level: number): string {
  return LADDER[level - 1]?.code ?? '—';
}
