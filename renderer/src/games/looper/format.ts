/**
 * Words for Tragedy Looper data: characters, roles, plots, incidents, places, cards, counters,
 * steps, sets, traits, goodwill abilities and log lines. Pure: takes the translator as an
 * argument, so tests use any vue-i18n instance. Adds no secret: a log line only names what its
 * entry's params carry.
 */
import { CARD_KINDS, CHARACTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, type CardKind, type CharacterId, type CounterKind, type IncidentId, type LocationId, type PlotId, type RoleId, type TragedySetId, type Trait } from '../../../../shared/games/looper/ids';
import type { LogEntry, Step, Target } from '../../../../shared/games/looper/types';
import type { Translator } from '../../i18n/translator';
import { turnAfter } from './loop-turn';

const NS = 'looper';

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isCharacter = (value: unknown): value is CharacterId => isOneOf(CHARACTERS, value);
export const isLocationId = (value: unknown): value is LocationId => isOneOf(LOCATIONS, value);
export const isRole = (value: unknown): value is RoleId => isOneOf(ROLES, value);
export const isPlot = (value: unknown): value is PlotId => isOneOf(PLOTS, value);
export const isIncident = (value: unknown): value is IncidentId => isOneOf(INCIDENTS, value);

/** A card id of a hand ('paranoiaPlus1#2') or a kind, as its kind; null when it is neither. */
export function cardKind(cardId: string): CardKind | null {
  const kind = cardId.split('#')[0];
  return isOneOf(CARD_KINDS, kind) ? kind : null;
}

function named(tr: Translator, key: string, fallback: string): string {
  return tr.te(key) ? tr.t(key) : fallback;
}

export function characterName(tr: Translator, id: string): string {
  return named(tr, `${NS}.character.${id}.name`, id);
}

export function roleName(tr: Translator, id: string): string {
  return named(tr, `${NS}.role.${id}`, id);
}

export function plotName(tr: Translator, id: string): string {
  return named(tr, `${NS}.plot.${id}`, id);
}

export function incidentName(tr: Translator, id: string): string {
  return named(tr, `${NS}.incident.${id}`, id);
}

export function locationName(tr: Translator, id: string): string {
  return named(tr, `${NS}.location.${id}`, id);
}

/** A card's target: a character or a location. */
export function targetName(tr: Translator, target: Target | string): string {
  return isLocationId(target) ? locationName(tr, target) : characterName(tr, target);
}

/** An action card by its id in a hand or by its kind. */
export function cardName(tr: Translator, cardId: string): string {
  const kind = cardKind(cardId);
  return kind ? tr.t(`${NS}.card.${kind}`) : cardId;
}

/** "1 Paranoia", "3 de Paranoia"; with n omitted, the counter's bare name. */
export function counterName(tr: Translator, kind: CounterKind | string, n?: number): string {
  if (n === undefined) return named(tr, `${NS}.counter.${kind}.name`, kind);
  return tr.te(`${NS}.counter.${kind}.count`) ? tr.t(`${NS}.counter.${kind}.count`, { n }) : `${n} ${kind}`;
}

/** The engine's steps plus the two the day has without a decision (1 and 8). */
export type StepName = Step | 'dayStart' | 'leaderChange';

export function stepName(tr: Translator, step: StepName): string {
  return named(tr, `${NS}.step.${step}`, step);
}

export function setName(tr: Translator, set: TragedySetId | string): string {
  return named(tr, `${NS}.set.${set}`, set);
}

export function traitName(tr: Translator, trait: Trait | string): string {
  return named(tr, `${NS}.trait.${trait}`, trait);
}

/** A goodwill ability's printed text ("Cooperación 2: …"); '' when the character has no such ability. */
export function abilityText(tr: Translator, character: string, index: number): string {
  return named(tr, `${NS}.character.${character}.ability${index}`, '');
}

/** An ability's short label, its goodwill and limits ("Cooperación 5, una vez por bucle"). */
export function abilityLabel(tr: Translator, character: string, index: number): string {
  const text = abilityText(tr, character, index);
  const colon = text.indexOf(':');
  return colon > 0 ? text.slice(0, colon) : text;
}

/**
 * Who plays a protagonist hand. With four players each hand is one person's for the whole game;
 * with two, one person holds all three ("Ana (mano 2)"); with three the holder changes with the
 * leader (L43), so the log names the hand itself (ruling L101).
 */
export function handName(tr: Translator, hand: number, players: readonly string[]): string {
  const label = tr.t(`${NS}.marker.hand`, { n: hand + 1 });
  if (players.length >= 4) return players[hand + 1] ?? label;
  if (players.length === 2 && players[1]) return `${players[1]} (${label.toLocaleLowerCase()})`;
  return label;
}


/** A place inside a sentence: "el Hospital", "la Capilla" / "the Hospital". */
function placeInSentence(tr: Translator, id: LocationId): string {
  return tr.t(`${NS}.logPart.place.${id}`);
}

/** A character inside a Spanish sentence: "el estudiante" (names are written "El estudiante"). */
function characterInSentence(tr: Translator, id: string): string {
  return characterName(tr, id).replace(/^(El|La|Los|Las) /, (article) => article.toLocaleLowerCase());
}

function targetInSentence(tr: Translator, target: string): string {
  return isLocationId(target) ? placeInSentence(tr, target) : characterInSentence(tr, target);
}

/** A [MM ability] source, a [Loop start] source: a character, a role or a plot. */
function sourceName(tr: Translator, value: string): string {
  if (isCharacter(value)) return characterInSentence(tr, value);
  if (isRole(value)) return roleName(tr, value);
  if (isPlot(value)) return plotName(tr, value);
  return value;
}

function seatName(players: readonly string[], seat: unknown): string {
  const n = typeof seat === 'number' ? seat : Number(seat);
  return Number.isInteger(n) && players[n] !== undefined ? players[n] : String(seat);
}

function ownerName(tr: Translator, owner: unknown, players: readonly string[]): string {
  if (owner === 'mastermind') return tr.t(`${NS}.logPart.mastermind`);
  const hand = Number(owner);
  return Number.isInteger(hand) ? handName(tr, hand, players) : String(owner);
}

function listOf(tr: Translator, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${tr.t(`${NS}.logPart.and`)}${names[names.length - 1]}`;
}

/** What a declared goodwill ability aims at, from the optional params the engine wrote. */
function declaredDetail(tr: Translator, params: Record<string, string | number>): string {
  const parts: string[] = [];
  if (typeof params.target === 'string') parts.push(tr.t(`${NS}.logPart.onTarget`, { target: targetInSentence(tr, params.target) }));
  if (params.sign !== undefined) parts.push(tr.t(`${NS}.logPart.${Number(params.sign) > 0 ? 'signPlace' : 'signRemove'}`));
  if (params.day !== undefined) parts.push(tr.t(`${NS}.logPart.incidentDay`, { day: params.day }));
  if (typeof params.plot === 'string') parts.push(tr.t(`${NS}.logPart.naming`, { plot: plotName(tr, params.plot) }));
  if (typeof params.card === 'string') parts.push(tr.t(`${NS}.logPart.naming`, { plot: cardName(tr, params.card) }));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * A log entry's params as players read them: ids become names, seats and hands become people,
 * a counter and its amount become "2 de Paranoia". Only the params the entry carries are read.
 */
export function readableParams(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, players: readonly string[]): Record<string, string | number> {
  const params = entry.params ?? {};
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = String(value);
    switch (key) {
      case 'character': out[key] = characterInSentence(tr, text); break;
      case 'deceased': out[key] = listOf(tr, text.split(',').map((id) => characterInSentence(tr, id))); break;
      case 'target': out[key] = targetInSentence(tr, text); break;
      case 'location': case 'from': case 'to': out[key] = isLocationId(text) ? placeInSentence(tr, text) : text; break;
      case 'role': out[key] = roleName(tr, text); break;
      case 'plot': out[key] = plotName(tr, text); break;
      case 'incident': out[key] = incidentName(tr, text); break;
      case 'card': out[key] = cardName(tr, text); break;
      case 'counter': out[key] = counterName(tr, text); break;
      case 'owner': out[key] = ownerName(tr, value, players); break;
      // Beside the seat that holds it, a hand is only its number: "Luis (mano 2)".
      case 'hand': out[key] = 'seat' in params ? tr.t(`${NS}.marker.hand`, { n: Number(value) + 1 }).toLocaleLowerCase() : handName(tr, Number(value), players); break;
      case 'seat': out[key] = seatName(players, value); break;
      case 'source': out[key] = sourceName(tr, text); break;
      case 'effect': out[key] = named(tr, `${NS}.logPart.dayEndEffect.${text}`, text); break;
      case 'reason': out[key] = named(tr, `${NS}.logPart.reason.${text}`, text); break;
      case 'ability':
        out[key] = entry.key === 'mmAbilitySource'
          ? named(tr, `${NS}.logPart.mmAbility.${text}`, text)
          : abilityLabel(tr, String(params.character), Number(value));
        break;
      default: out[key] = value;
    }
  }
  if (typeof params.counter === 'string' && typeof params.n === 'number') out.amount = counterName(tr, params.counter, params.n);
  if (entry.key === 'goodwillDeclared') out.detail = declaredDetail(tr, params);
  // The spiral's lines carry the loop about to start (loop-turn.ts); they are read as the loop that ended.
  if (entry.key === 'timeSpiralContinue' || entry.key === 'timeSpiralFinalGuess') out.loop = turnAfter(Number(params.loop), 0).ended;
  return out;
}

/** Capitalises the first letter, after any opening quote («el capo es…» → «El capo es…»). */
function capitalize(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
}

/** Spanish "a el" → "al", "de el" → "del" (a name brought "el" into the sentence). */
function contract(text: string): string {
  return text.replace(/\b([Aa]) el\b/g, '$1l').replace(/\b([Dd])e el\b/g, '$1el');
}

/** One log line; an entry without a template shows its key and params instead of vanishing. */
export function logLine(tr: Translator, entry: Pick<LogEntry, 'key' | 'params'>, players: readonly string[]): string {
  const params = readableParams(tr, entry, players);
  const key = `${NS}.log.${entry.key}`;
  if (tr.te(key)) return capitalize(contract(tr.t(key, params)));
  const shown = Object.entries(params).map(([k, v]) => `${k}: ${v}`);
  return shown.length > 0 ? `${entry.key} (${shown.join(', ')})` : entry.key;
}
