/**
 * A When Darkness Comes log line as players read it. The engine writes a key (under
 * `darkness.log`) and raw params; the params follow one convention across E1's and E2's modules,
 * so each is turned into words by its name: seats (seat, to, from, helping, target, winnerSeat)
 * become names, `disc` and `item` (content def ids) the disc's name, `discs` (a peek's
 * "id:def" list) their names, `winners` (seats joined by commas) the names, `action` a scenario
 * action's name, `skill` a skill's name, `event` a scenario event's words, `tile` a tile's name (by index or id), `level`
 * a ladder level in words, and the few enumerations (purpose, reason, cause, why, kind, how,
 * winner, table, success) their translated word. A line never holds more than its params: a
 * private line only reaches a view that may read it (the engine filters by `to`).
 */
import { LADDER } from '../../../../../shared/games/darkness/dice';
import type { LogEntry, Seat } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';

export interface LogNames {
  seat: (seat: Seat) => string;
  /** A disc's name from its content def id ('knife', a boss id, 'numbered:3'). */
  def: (def: string) => string;
  tile: (index: number) => string;
  /** A tile's name by its content id (a drawn or placed tile). */
  tileId: (id: string) => string;
  /** A scenario action's name by id; a scenario event's words by its index in the scenario. */
  scenarioAction: (id: string) => string;
  event: (index: number) => string;
  /** A skill's name by id (D403's lines); the id itself when absent. */
  skill?: (id: string) => string;
}

const SEAT_PARAMS = new Set(['seat', 'to', 'from', 'helping', 'target', 'winnerSeat', 'helper', 'by', 'stays']);
/** Ladder levels: a roll's level, a target, and the stats a Master's table rolls for a foe (D303). */
const LEVEL_PARAMS = new Set(['level', 'initiative', 'attack', 'defense']);
/** Lines whose `target` is a ladder level rather than a seat (D343: the building search's target). */
const TARGET_IS_LEVEL = new Set(['lootSearch']);
const WORD_PARAMS = ['purpose', 'reason', 'cause', 'why', 'kind', 'how', 'winner', 'table', 'method', 'light', 'weather', 'side', 'outcome', 'tier'] as const;

/** An enumeration's word ("movement" → "movimiento"), or the raw value when the table has none. */
function word(tr: Translator, param: string, value: string): string {
  const key = `darkness.log.words.${param}.${value}`;
  return tr.te(key) ? tr.t(key) : value;
}

export function levelText(tr: Translator, level: number): string {
  const code = LADDER[level - 1]?.code;
  return code ? `${tr.t(`darkness.ladder.${code}`)} (${code})` : tr.t('darkness.log.words.noLevel');
}

export function logParams(tr: Translator, entry: LogEntry, names: LogNames): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry.params)) {
    if (name === 'target' && TARGET_IS_LEVEL.has(entry.key) && typeof value === 'number') out[name] = levelText(tr, value);
    else if (SEAT_PARAMS.has(name) && typeof value === 'number') out[name] = names.seat(value);
    else if ((name === 'disc' || name === 'item') && typeof value === 'string') out[name] = names.def(value);
    // A peek's discs travel as "d3:knife,d5:shambler" on a line only the peeking seat reads.
    else if (name === 'discs' && typeof value === 'string') out[name] = value.split(',').filter(Boolean).map((pair) => names.def(pair.slice(pair.indexOf(':') + 1))).join(', ');
    else if (name === 'winners' && typeof value === 'string') out[name] = value === '' ? tr.t('darkness.log.words.nobody') : value.split(',').map((s) => names.seat(Number(s))).join(', ');
    else if (name === 'action' && typeof value === 'string') out[name] = names.scenarioAction(value);
    else if (name === 'skill' && typeof value === 'string') out[name] = names.skill ? names.skill(value) : value;
    else if (name === 'event' && typeof value === 'number') out[name] = names.event(value);
    else if (name === 'tile' && typeof value === 'number') out[name] = names.tile(value);
    else if (name === 'tile' && typeof value === 'string') out[name] = names.tileId(value);
    else if (LEVEL_PARAMS.has(name) && typeof value === 'number') out[name] = levelText(tr, value);
    else if (name === 'success') out[name] = value === '' ? '' : tr.t(`darkness.log.words.success.${value}`);
    else if ((WORD_PARAMS as readonly string[]).includes(name) && typeof value === 'string') out[name] = word(tr, name, value);
    else out[name] = value;
  }
  return out;
}

/**
 * The count that picks the plural form of a line whose count has a name of its own ("pierde 1
 * disco", "pierde 2 discos"): vue-i18n picks the form from a `count` param, so it is passed as one.
 */
const PLURAL_BY: Readonly<Record<string, string>> = {
  buildingReshuffled: 'discs',
  discsWaitForTile: 'discs',
  combatStarted: 'rounds',
  threeFailures: 'lost',
  firearmLoaded: 'shots',
  shotsFound: 'shots',
};

/** The line in words; an unknown key still reads as something (its key), never as nothing. */
export function logLine(tr: Translator, entry: LogEntry, names: LogNames): string {
  const key = `darkness.log.${entry.key}`;
  if (!tr.te(key)) return entry.key;
  // The line's dice (and a fate table's 2d6) are drawn beside it as dice, not repeated in words.
  const params = logParams(tr, entry, names);
  const by = Object.hasOwn(PLURAL_BY, entry.key) ? params[PLURAL_BY[entry.key]!] : undefined;
  return tr.t(key, typeof by === 'number' ? { ...params, count: by } : params);
}
