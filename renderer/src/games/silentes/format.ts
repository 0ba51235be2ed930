/**
 * Words for Silentes data: card names, zones, log lines and the params of rule errors.
 * Takes the translator as an argument so it works with any vue-i18n instance (and tests).
 */
import type { LogEntry, Suit } from '../../../../shared/games/silentes/types';
import type { Translator } from '../../i18n/translator';
import { readEachParam, type LogParams } from '../../components/log-params';
import { cardInfo } from './cards';

export type { Translator };

const SUITS = ['B', 'C', 'E', 'O'];

function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && SUITS.includes(value);
}

export function zoneName(tr: Translator, suit: Suit | string | null | undefined): string {
  return isSuit(suit) ? tr.t(`silentes.zone.${suit}`) : String(suit ?? '');
}

export function suitName(tr: Translator, suit: Suit): string {
  return tr.t(`silentes.suit.${suit}`);
}

function rankWord(tr: Translator, rank: number): string {
  const key = `silentes.rank.r${rank}`;
  return tr.te(key) ? tr.t(key) : String(rank);
}

/** "7 de Copas", "Rey de Espadas", "Agua Potable", "XVI · La Torre". */
export function cardName(tr: Translator, id: string): string {
  const info = cardInfo(id);
  switch (info.kind) {
    case 'hunt':
      return tr.t('silentes.cardName', { rank: rankWord(tr, info.rank), suit: suitName(tr, info.suit) });
    case 'provision':
      return tr.t(`silentes.provision.${info.key}.name`);
    case 'omen':
      return tr.t(`silentes.omen.${info.key}.card`);
    default:
      return tr.t('silentes.unknownCard', { id });
  }
}

export function cardText(tr: Translator, id: string): string {
  const info = cardInfo(id);
  if (info.kind === 'provision') return tr.t(`silentes.provision.${info.key}.text`);
  if (info.kind === 'omen') return `${tr.t(`silentes.omen.${info.key}.title`)}: ${tr.t(`silentes.omen.${info.key}.text`)}`;
  return '';
}

export function seatName(names: readonly string[], seat: unknown): string {
  const n = typeof seat === 'number' ? seat : Number(seat);
  return Number.isInteger(n) && names[n] !== undefined ? names[n]! : String(seat);
}

/** Param names the engine uses for seats, cards, shelters and zones in log entries. */
const SEAT_PARAMS = new Set(['seat', 'subject', 'start']);
const SUIT_PARAMS = new Set(['suit', 'from', 'to']);

/**
 * Log params as players read them: seat indices → names, card ids → card names,
 * shelter indices → 1..8, suits → zone names, the coin face → its word.
 */
export function readableParams(tr: Translator, params: LogParams, names: readonly string[]): LogParams {
  return readEachParam(params, (key, value) => {
    if (SEAT_PARAMS.has(key)) return seatName(names, value);
    if (key === 'card' && typeof value === 'string') return cardName(tr, value);
    if (key === 'cards' && typeof value === 'string') return value === '' ? '' : value.split(',').map((c) => cardName(tr, c.trim())).join(', ');
    if (key === 'shelter' && typeof value === 'number') return value + 1;
    if (SUIT_PARAMS.has(key) && isSuit(value)) return zoneName(tr, value);
    if (key === 'face' && (value === 'heads' || value === 'tails')) return tr.t(`silentes.coin.${value}`);
    return value;
  });
}

/** Params a log line gets from the renderer on top of the engine's (see huntCardParams). */
export const DERIVED_LOG_PARAMS: Readonly<Record<string, readonly string[]>> = { huntReveal: ['zone', 'perception'] };

/**
 * What a revealed hunt card means, for its log line: the zone hunted (its suit) and the
 * perception (its value), so the line says it without the reader decoding the card.
 */
function huntCardParams(tr: Translator, params: Record<string, string | number>): Record<string, string | number> {
  const info = typeof params.card === 'string' ? cardInfo(params.card) : null;
  return info?.kind === 'hunt' ? { zone: zoneName(tr, info.suit), perception: info.rank } : { zone: '', perception: '' };
}

/** One log line; an entry without a template shows its key and params instead of vanishing. */
export function logLine(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, names: readonly string[]): string {
  const params = readableParams(tr, entry.params ?? {}, names);
  if (entry.key === 'huntReveal') Object.assign(params, huntCardParams(tr, entry.params ?? {}));
  const key = `silentes.log.${entry.key}`;
  if (tr.te(key)) return tr.t(key, params);
  const shown = Object.entries(params).map(([k, v]) => `${k}: ${v}`);
  return shown.length > 0 ? `${entry.key} (${shown.join(', ')})` : entry.key;
}

/** Params of a rule error, readable the same way (an error's `card` is a card id too). */
export function readableErrorParams(tr: Translator, params: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.card === 'string' && cardInfo(params.card).kind !== 'unknown') out.card = cardName(tr, params.card);
  if (isSuit(params.suit)) out.suit = zoneName(tr, params.suit);
  if (typeof params.shelter === 'number') out.shelter = params.shelter + 1;
  return out;
}
