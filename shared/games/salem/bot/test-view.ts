/** Builds a seat's SalemView by hand for the bot's tests (a table described in a few words). */
import type { Seat } from '../../../engine/contract';
import type { LogEntry, NightScreen, PublicPlayer, SalemView, TryalFace } from '../types';
import { parseOptions } from '../schema';

export interface TablePlayer {
  tryals?: (TryalFace | null)[];
  front?: string[];
  accusations?: number;
  threshold?: number;
  handCount?: number;
  alive?: boolean;
  wasWitch?: boolean | null;
  ability?: PublicPlayer['ability'];
}

export interface TableSpec {
  viewer: Seat;
  players: TablePlayer[];
  hand?: string[];
  /** The viewer's own Tryals (faces it can see). */
  mine?: { face: TryalFace; up: boolean }[];
  witch?: boolean;
  knownWitches?: Seat[];
  constable?: boolean;
  witchCards?: number;
  witchCardsRevealed?: number;
  log?: LogEntry[];
  night?: NightScreen | null;
  turnPlayed?: number;
  decision?: SalemView['decision'];
}

/** The options a new game of these players gets by default (the schema's defaults). */
function defaultOptions(names: string[]): SalemView['options'] {
  const parsed = parseOptions({ players: names });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export function tableView(spec: TableSpec): SalemView {
  const players: PublicPlayer[] = spec.players.map((p, seat) => ({
    name: `P${seat}`,
    character: p.ability ?? 'sarah_good',
    ability: p.ability ?? 'sarah_good',
    alive: p.alive ?? true,
    tryals: p.tryals ?? [null, null, null],
    front: p.front ?? [],
    accusations: p.accusations ?? 0,
    threshold: p.threshold ?? 7,
    handCount: p.handCount ?? 3,
    wasWitch: p.wasWitch ?? null,
  }));
  const mine = spec.mine ?? [{ face: 'not', up: false }, { face: 'not', up: false }, { face: 'not', up: false }];
  return {
    viewer: spec.viewer,
    options: defaultOptions(players.map((p) => p.name)),
    phase: spec.night ? 'night' : 'day',
    turnSeat: spec.night ? null : spec.viewer,
    turnPlayed: spec.turnPlayed ?? 0,
    counts: { turns: 1, nights: 0, conspiracies: 0 },
    players,
    deckCount: 30,
    discard: [],
    catAside: false,
    witchCards: spec.witchCards ?? 2,
    witchCardsRevealed: spec.witchCardsRevealed ?? 0,
    decision: spec.decision ?? (spec.night ? { t: 'night', seat: spec.viewer, kind: spec.night.kind, pass: spec.night.pass } : { t: 'turn', seat: spec.viewer }),
    me: {
      hand: spec.hand ?? [],
      tryals: mine,
      witch: spec.witch ?? false,
      constable: spec.constable ?? false,
      knownWitches: spec.knownWitches ?? [],
      used: { phips: 0, parris: 0, tituba: 0 },
      deck: null,
      night: spec.night ?? null,
    },
    morning: null,
    log: spec.log ?? [],
    result: null,
    reveal: null,
    winners: [],
  };
}

/** A 'play' log line of `card` by `seat` on `target`. */
export const played = (seat: Seat, card: string, target: Seat): LogEntry => ({ key: 'play', params: { seat, card, target } });
