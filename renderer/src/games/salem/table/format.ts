/**
 * Words for Salem data on the table: seats as names, card ids as card names, characters,
 * Tryal faces, and log lines. The sentences and names themselves are U2's
 * (`salem.log.*`, `salem.cards.<key>.name`, `salem.characters.<id>.name`, `salem.tryals.<face>`);
 * this turns a log entry's raw params into what those sentences expect. Pure: takes the
 * translator as an argument, so tests use any vue-i18n instance.
 */
import { cardKey } from '../../../../../shared/games/salem/state';
import { DECK_SPEC } from '../../../../../shared/games/salem/cards';
import type { CardColor, CharacterId, LogEntry, TryalFace } from '../../../../../shared/games/salem/types';
import type { Translator } from '../../../i18n/translator';

export { cardKey };

/** The card's name by id ('accusation-12' → "Acusación"), or by key. */
export function cardName(tr: Translator, id: string): string {
  const key = `salem.cards.${cardKey(id)}.name`;
  return tr.te(key) ? tr.t(key) : id;
}

/** One line of what a card does, for the hand and the discard list. */
export function cardEffect(tr: Translator, id: string): string {
  const key = `salem.table.effect.${cardKey(id)}`;
  return tr.te(key) ? tr.t(key) : '';
}

export function characterName(tr: Translator, id: CharacterId | string): string {
  const key = `salem.characters.${id}.name`;
  return tr.te(key) ? tr.t(key) : String(id);
}

export function characterAbility(tr: Translator, id: CharacterId | string): string {
  const key = `salem.characters.${id}.ability`;
  return tr.te(key) ? tr.t(key) : '';
}

export function faceName(tr: Translator, face: TryalFace | string): string {
  const key = `salem.tryals.${face}`;
  return tr.te(key) ? tr.t(key) : String(face);
}

export function seatName(names: readonly string[], seat: unknown): string {
  const n = typeof seat === 'number' ? seat : Number(seat);
  return Number.isInteger(n) ? (names[n] ?? String(seat)) : String(seat);
}

/** Params that always hold a seat. `a`/`b` depend on the line (see readableParams). */
const SEAT_PARAMS = new Set(['seat', 'target', 'to', 'holder', 'from']);
/** Lines whose `by` is a seat (for 'saved' it is the reason). */
const BY_SEAT = new Set(['reveal', 'catReveal']);

function names(list: string, all: readonly string[]): string {
  return list === '' ? '' : list.split(',').map((s) => seatName(all, Number(s))).join(', ');
}

/**
 * A log entry's params as its sentence reads them: seats → names, `card`/`removed` → card
 * names, `character` → character name, `face` → the Tryal face, `index` → a position counted
 * from 1, `cause` and the 'saved' line's `by` → words under `salem.table.cause`/`salem.table.savedBy`,
 * `witch` (1/0) → U2's verdict (`salem.verdict.witch`/`.town`).
 */
export function readableParams(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, all: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(entry.params ?? {})) {
    if (SEAT_PARAMS.has(key) || (key === 'by' && BY_SEAT.has(entry.key))) out[key] = seatName(all, value);
    else if (key === 'by' && entry.key === 'saved') out[key] = tr.t(`salem.table.savedBy.${value}`);
    else if (key === 'cause') out[key] = tr.te(`salem.table.cause.${value}`) ? tr.t(`salem.table.cause.${value}`) : String(value);
    else if ((key === 'card' || key === 'removed') && typeof value === 'string') out[key] = cardName(tr, value);
    else if (key === 'character') out[key] = characterName(tr, String(value));
    else if (key === 'face') out[key] = faceName(tr, String(value));
    else if (key === 'index' && typeof value === 'number') out[key] = value + 1;
    else if (key === 'seats') out[key] = names(String(value), all);
    else if (key === 'witch') out[key] = tr.t(`salem.verdict.${Number(value) === 1 ? 'witch' : 'town'}`);
    else if (key === 'a' || key === 'b') out[key] = abParam(tr, entry.key, value, all);
    else out[key] = value;
  }
  return out;
}

function abParam(tr: Translator, key: string, value: string | number, all: readonly string[]): string | number {
  if (key === 'matchmakers') return seatName(all, value);
  if (key === 'characterOffer') return characterName(tr, String(value));
  if ((key === 'giles' || key === 'parris') && typeof value === 'string') return value === '' ? '' : cardName(tr, value);
  return value;
}

/** One log line; an entry without a sentence shows its key and params instead of vanishing. */
export function logLine(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, all: readonly string[]): string {
  const params = readableParams(tr, entry, all);
  const key = `salem.log.${entry.key}`;
  if (tr.te(key)) return tr.t(key, params);
  const shown = Object.entries(params).map(([k, v]) => `${k}: ${v}`);
  return shown.length > 0 ? `${entry.key} (${shown.join(', ')})` : entry.key;
}

/** The card's colour for the table ('red' for accusations…), or null for an unknown id. */
export function cardColor(id: string): CardColor | null {
  return DECK_SPEC.find((c) => c.key === cardKey(id))?.color ?? null;
}

/** Seats as a list of names: "Ana, Luis". */
export function nameList(names: readonly string[], seats: readonly number[]): string {
  return seats.map((s) => seatName(names, s)).join(', ');
}

/** A Salem playing card id: 'accusation-12', 'black_cat', 'conspiracy', 'night'. */
const SALEM_CARD = /^(?:(?:accusation|evidence|witness|alibi|stocks|scapegoat|arson|curse|robbery|matchmaker|piety|asylum)-\d+|black_cat|conspiracy|night)$/;

/** An error's params with Salem card ids as card names (the other games' ids never match). */
export function readableErrorParams(tr: Translator, params: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.card === 'string' && SALEM_CARD.test(params.card)) out.card = cardName(tr, params.card);
  return out;
}
