/**
 * What the app knows of a game, in two parts, so the first screen parses no game:
 *
 * - the **entry** (`games/<game>/entry.ts`), read at start: the id, the few texts the home
 *   screen and the save list show (name, blurb, save line, link labels), the game's screens as
 *   lazy routes, its catalog links, and the loader of the rest;
 * - the **definition** (`games/<game>/definition.ts`), loaded in the game's own chunk the first
 *   time one of its screens opens: its texts, rules, table and end screen, cover titles, move
 *   notices, resolution steps, table effects, error params and replay pieces.
 *
 * `games/registry.ts` lists the entries; nothing else outside a game's folder names a game.
 */
import type { Component } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import type { Translator } from '../i18n/translator';
import type { MoveNotice } from '../components/move-confirmation';
import type { GameRulesText } from '../components/rules-types';
import type { GameResolution } from '../components/use-resolution-feed';
import type { MomentFinder } from '../components/public-moment';

/** A message tree in each language (vue-i18n's shape), merged under the game's id. */
export interface LocaleTexts<T = Record<string, unknown>> {
  es: T;
  en: T;
}

/**
 * Extra places a game's catalog entry links to, besides "Nueva partida" and the rules (e.g.
 * Tragedy Looper's script library).
 */
export interface CatalogLink {
  to: string;
  /** i18n key of the link's text: one of the game's catalog texts, shown before the game loads. */
  label: string;
  testid: string;
  /**
   * A tool that works without the game's table (When Darkness Comes' roll helper and roster are
   * used beside a physical game), so it shows while the board game is still "próximamente".
   */
  standalone?: boolean;
}

export interface GameEntry {
  id: string;
  /**
   * Texts needed before the game loads, merged under the id: `name` and `blurb` (catalog, save
   * rows, profile pages, the rules panel's title), `saveLine` (the save list's summary, filled
   * from the game's public `status.summary`) and the labels of its catalog links.
   */
  texts: LocaleTexts;
  /**
   * The game's refusals, joined to the app's `errors`: a service can refuse a game's request on
   * a screen of the app's own (a rematch from the save list), so these are there from the start.
   */
  errors?: LocaleTexts<Record<string, string>>;
  /**
   * The game's screens (its new-game form at `/new/<id>`, its own tools), each a lazy component;
   * `meta.bots` on a form with bot seats shows the header's bot-speed control there.
   */
  routes: readonly RouteRecordRaw[];
  links?: readonly CatalogLink[];
  /** The catalog card's second card colour (a CSS colour); the paper colour when absent. */
  accent?: string;
  /** Everything else, in the game's own chunk. */
  load: () => Promise<GameDefinition>;
}

/** What every game's table takes from the play screen (and, read-only, from the replay viewer). */
export interface GameTableProps {
  snapshot: unknown;
  canUndo: boolean;
  busy: boolean;
  /** The bot seat deciding now, and whether its move failed (games with bot seats show them). */
  botThinking?: number | null;
  botStalled?: boolean;
}

/** What a cover title is decided from: only what the cover itself may know (the public view). */
export interface CoverContext {
  tr: Translator;
  /** The snapshot's view behind the cover (the public table while a cover shows). */
  view: unknown;
  names: readonly string[];
  /** The seat the device goes to, and its name as the cover says it. */
  seat: number | null;
  seatName: string;
}

/** What the replay viewer (/replay/:id) shows of a game besides the step bar. */
export interface ReplayPieces {
  /** The table drawn read-only at each step, with any props it needs besides snapshot, canUndo and busy. */
  tableProps?: Record<string, unknown>;
  /** How a card and a tile of an open hand read. */
  cardName(tr: Translator, id: string): string;
  tileName?(tr: Translator, id: string): string;
}

type ComponentLoader = () => Promise<{ default: Component }>;

export interface GameDefinition {
  id: string;
  /** All the game's texts, merged under its id over its catalog texts. */
  messages: LocaleTexts;
  rules: LocaleTexts<GameRulesText>;
  /** The table (props: GameTableProps; events: act, undo, retryBot, interject, leaveInterjection). */
  table: ComponentLoader;
  /** The end screen over the final table (props: result, view, sessionId; event: close). */
  end: ComponentLoader;
  /** What a move set off, as steps, and which log keys are moves (for the recap). */
  resolution: GameResolution;
  /** The hand-off cover's own title for some seats or moments (a secret role, the night); none: "Turno de …". */
  coverTitle?(ctx: CoverContext): string | undefined;
  /**
   * The moments the whole table sees on a screen of their own before the next cover or the end
   * screen (a lost loop, a death), found in the public log lines only; none: no such screen.
   */
  publicMoment?: MomentFinder;
  /** What a move will do and whether it can be taken back, asked before it is sent; none: never asked. */
  moveNotice?(tr: Translator, view: unknown, action: unknown): MoveNotice;
  /** Effects the play screen runs while one of the game's tables is open (Salem's sound cues). */
  useTableEffects?(): void;
  /** Error params as players read them (card ids → names); each game changes only the ids it knows. */
  errorParams?(tr: Translator, params: Record<string, string | number>): Record<string, string | number>;
  /** None: the replay shows the step bar and the hands only. */
  replay?: ReplayPieces;
  /** Each seat's name as the game's table says it (When Darkness Comes: the hero, "Ray Ortiz", even for a bot's seat); none: the players' names. */
  seatNames?(view: unknown, players: readonly string[]): string[];
}

declare module 'vue-router' {
  interface RouteMeta {
    /** The game whose screen this is: the router loads its definition (texts, rules) first. */
    game?: string;
    /** A form with bot seats: the header shows the bot-speed control. */
    bots?: boolean;
  }
}
