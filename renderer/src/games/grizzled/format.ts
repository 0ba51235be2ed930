/**
 * Words for Grizzled data: threats, card names and texts, support tiles and where they go,
 * participants (the Chaplain included), log lines and rule-error params. Pure: takes the
 * translator as an argument, so tests use any vue-i18n instance.
 */
import { CHARACTERS, isTrialCard, knockKey, tileKind, tileOffset, trialCard } from '../../../../shared/games/grizzled/cards';
import { THREATS, type CharacterId, type GrizzledView, type LogEntry, type Threat, type TileKind } from '../../../../shared/games/grizzled/types';
import type { Translator } from '../../i18n/translator';
import { readEachParam, type LogParams } from '../../components/log-params';

export function isThreat(value: unknown): value is Threat {
  return typeof value === 'string' && (THREATS as readonly string[]).includes(value);
}

export function threatName(tr: Translator, threat: Threat): string {
  return tr.t(`grizzled.threat.${threat}`);
}

/** The threats a card shows in a hand or No Man's Land; [] for other cards and unknown ids. */
export function cardThreats(id: string): readonly Threat[] {
  if (!isTrialCard(id)) return [];
  const card = trialCard(id);
  if (card.type === 'threat') return card.threats;
  if (card.type === 'knock' && card.threat) return [card.threat];
  return [];
}

export function isTrap(id: string): boolean {
  if (!isTrialCard(id)) return false;
  const card = trialCard(id);
  return card.type === 'threat' && card.trap;
}

/** "Noche y Obús", "Lluvia y Gas (trampa)", "Herido", "Feliz Navidad". */
export function cardName(tr: Translator, id: string): string {
  if (!isTrialCard(id)) return tr.t('grizzled.card.unknown', { id });
  const card = trialCard(id);
  if (card.type === 'christmas') return tr.t('grizzled.christmas.name');
  if (card.type === 'knock') return tr.t(`grizzled.knock.${card.key}.name`);
  const names = card.threats.map((t) => threatName(tr, t));
  const threats = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')}${tr.t('grizzled.card.and')}${names[names.length - 1]}`;
  return tr.t(card.trap ? 'grizzled.card.trapped' : 'grizzled.card.threats', { threats });
}

/** The rules text a card carries (Hard Knocks, Merry Christmas, traps); '' for plain threats. */
export function cardText(tr: Translator, id: string): string {
  if (!isTrialCard(id)) return '';
  const card = trialCard(id);
  if (card.type === 'christmas') return tr.t('grizzled.christmas.text');
  if (card.type === 'knock') return tr.t(`grizzled.knock.${card.key}.text`);
  return card.trap ? tr.t('grizzled.card.trapHelp') : '';
}

export function characterName(character: CharacterId): string {
  return CHARACTERS.find((c) => c.id === character)?.name ?? character;
}

export function charmThreat(character: CharacterId): Threat | null {
  return CHARACTERS.find((c) => c.id === character)?.charm ?? null;
}

function isTileId(id: string): boolean {
  return /^(L|R|LL|RR)\d$/.test(id);
}

export function tileKindOf(id: string): TileKind | null {
  return isTileId(id) ? tileKind(id) : null;
}

export function tileName(tr: Translator, id: string): string {
  const kind = tileKindOf(id);
  return kind ? tr.t(`grizzled.tile.${kind}`) : tr.t('grizzled.tile.unknown', { id });
}

/** How many sit around the table for support: the players, plus the Chaplain of the 2-player rule. */
export function participantCount(view: Pick<GrizzledView, 'players' | 'chaplain'>): number {
  return view.players.length + (view.chaplain ? 1 : 0);
}

/** A seat number as players read it: the player's name, or the Chaplain (seat = players.length). */
export function participantName(tr: Translator, names: readonly string[], seat: unknown): string {
  const n = typeof seat === 'number' ? seat : Number(seat);
  if (!Number.isInteger(n)) return String(seat);
  if (n === names.length) return tr.t('grizzled.chaplain');
  return names[n] ?? String(seat);
}

/** The same name standing alone (a label, a list): "El Capellán" capitalised. */
export function participantLabel(tr: Translator, names: readonly string[], seat: unknown): string {
  return capitalize(participantName(tr, names, seat));
}

/**
 * Who receives `tile` when `from` leaves it (left = next in play order, G4; the Chaplain
 * sits after the last seat). A Selfish player's tile stays at home, as the engine rules.
 */
export function tileTarget(view: Pick<GrizzledView, 'players' | 'chaplain'>, from: number, tile: string): number | null {
  const kind = tileKindOf(tile);
  if (!kind) return null;
  const owner = view.players[from];
  if (owner && owner.knocks.some((k) => isTrialCard(k) && knockKey(k) === 'selfish')) return from;
  const m = participantCount(view);
  return (((from + tileOffset(kind)) % m) + m) % m;
}

/** "para Marta" / "para el Capellán": where the viewer's tile would go. */
export function tileTargetText(tr: Translator, view: Pick<GrizzledView, 'players' | 'chaplain'>, from: number, tile: string): string {
  const to = tileTarget(view, from, tile);
  const names = view.players.map((p) => p.name);
  return to === null ? '' : tr.t('grizzled.tile.to', { name: participantName(tr, names, to) });
}

const SEAT_PARAMS = new Set(['seat', 'from', 'to', 'owner', 'leader', 'speaker', 'decider']);

/** Log or error params as players read them: seats → names, ids → card, tile and threat names. */
export function readableParams(tr: Translator, params: LogParams, names: readonly string[]): LogParams {
  return readEachParam(params, (key, value) => {
    if (SEAT_PARAMS.has(key)) return participantName(tr, names, value);
    if (key === 'card' && typeof value === 'string') return cardName(tr, value);
    if (key === 'tile' && typeof value === 'string') return tileName(tr, value);
    if (key === 'threat' && isThreat(value)) return threatName(tr, value);
    return value;
  });
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Spanish contracts "a el" and "de el" (only "el Capellán" brings a lowercase "el" into a
 * sentence as a param); no English sentence contains either pair.
 */
function contract(text: string): string {
  return text.replace(/\b([Aa]) el\b/g, '$1l').replace(/\b([Dd])e el\b/g, '$1el');
}

/** One log line; an entry without a template shows its key and params instead of vanishing. */
export function logLine(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, names: readonly string[]): string {
  const params = readableParams(tr, entry.params ?? {}, names);
  const key = `grizzled.log.${entry.key}`;
  // A line may start with "el Capellán".
  if (tr.te(key)) return capitalize(contract(tr.t(key, params)));
  const shown = Object.entries(params).map(([k, v]) => `${k}: ${v}`);
  return shown.length > 0 ? `${entry.key} (${shown.join(', ')})` : entry.key;
}

/** Params of a Grizzled rule error, readable (an error's `card`/`tile`/`threat` are ids). */
export function readableErrorParams(tr: Translator, params: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.card === 'string' && isTrialCard(params.card)) out.card = cardName(tr, params.card);
  if (typeof params.tile === 'string' && isTileId(params.tile)) out.tile = tileName(tr, params.tile);
  if (isThreat(params.threat)) out.threat = threatName(tr, params.threat);
  if (typeof params.knock === 'string' && tr.te(`grizzled.knock.${params.knock}.name`)) out.knock = tr.t(`grizzled.knock.${params.knock}.name`);
  return out;
}
