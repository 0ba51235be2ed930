/**
 * Salem 1692 data model (2nd edition, seed 003, digest part B): the full state (main process
 * only), the actions a seat can send, and the per-seat view a renderer receives.
 *
 * Ids stay readable in saves: playing cards 'accusation-1'..'accusation-35', 'evidence-1'..,
 * 'witness-1', 'alibi-1'.., 'stocks-1'.., 'scapegoat-1', 'arson-1', 'curse-1', 'robbery-1',
 * 'matchmaker-1', 'piety-1', 'asylum-1', 'black_cat', 'conspiracy', 'night'. Tryal cards
 * 'witch-1', 'witch-2', 'constable', 'not-1'..'not-33' never leave the state: a face-down Tryal
 * reaches other seats as a position only (its id would say what it is).
 *
 * Directions (ruling S1): play goes clockwise = seat + 1; "your left" = the next living seat in
 * play order (seat + 1), "your right" = the previous living one (seat − 1).
 */
import type { RngState } from '../../engine/rng';
import type { GameResult, Seat } from '../../engine/contract';

export type CardKey =
  | 'accusation' | 'evidence' | 'witness'
  | 'alibi' | 'stocks' | 'scapegoat' | 'arson' | 'curse' | 'robbery'
  | 'matchmaker' | 'piety' | 'asylum' | 'black_cat'
  | 'conspiracy' | 'night';
export type CardColor = 'red' | 'green' | 'blue' | 'black';

export type TryalFace = 'witch' | 'not' | 'constable';

export const CHARACTER_IDS = [
  'abigail_williams', 'ann_putnam', 'cotton_mather', 'george_burroughs', 'giles_corey',
  'john_proctor', 'martha_corey', 'mary_warren', 'rebecca_nurse', 'samuel_parris',
  'sarah_good', 'thomas_danforth', 'tituba', 'will_griggs', 'william_phips',
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** The seed's variants (B.7), each off by default. */
export interface SalemVariants {
  /** The Black Cat's holder loses (reveals) one Tryal at dawn. */
  shortGame: boolean;
  /** 2 Witch Tryals at 4–5 players, 3 at 6–12. */
  moreWitches: boolean;
  /** Conspiracy: the passed Tryals are gathered, shuffled and dealt back at random. */
  hardConspiracy: boolean;
  /** Death does not announce whether the player ever was a witch. */
  silentDeaths: boolean;
  /** With 4–5 face-down Tryals the accuser points at 2 and the accused picks which to reveal. */
  pointTwo: boolean;
  /** Piety as some printings read it: the threshold is doubled instead of barring red cards (B.6 #14). */
  pietyDoubles: boolean;
}

export interface SalemOptions {
  players: string[];
  /** ≤ 7 players: each player is dealt 2 characters and keeps 1 (B.3). */
  characterChoice: boolean;
  /** Fixed characters, one per seat, all different (tests, rematches); omitted = dealt from the seed. */
  characters?: CharacterId[];
  /**
   * The 30-second hourglass: the renderer turns it; when it runs out it sends the logged
   * decision {type:'hourglass'} (turn: draw 2 unless cards were played) or marks the night
   * answer `timedOut` (the confession window closed). Off = no time limits.
   */
  hourglass: boolean;
  /** Seconds of one turn of the glass (30 in the box). */
  hourglassSeconds: number;
  /** Minimum seconds every night/dawn screen stays up, whatever the role (same for everybody). */
  nightSeconds: number;
  /** A bell at nightfall and a knock at dawn, the same for every role (the screen plays them; rules ignore it). */
  sounds: boolean;
  variants: SalemVariants;
}

export interface Tryal {
  id: string;
  up: boolean;
}

export interface SalemPlayer {
  name: string;
  character: CharacterId;
  alive: boolean;
  /** The row of Tryal cards in front of the player, left to right (positions are public). */
  tryals: Tryal[];
  hand: string[];
  /** Red, blue and green (Stocks) cards lying in front of the player, oldest first. */
  front: string[];
  /** Has held a Witch Tryal at any moment: on the witch team for good (B.5.6, seed). */
  everWitch: boolean;
  /** The witches this player saw at its last wake-up (dawn, nights); [] when never woken as one. */
  knownWitches: Seat[];
  /** Once/twice-per-game abilities used by this player (Martha's copies count on her own). */
  used: { phips: number; parris: number; tituba: number };
}

export type RevealCause = 'accusation' | 'danforth' | 'cat' | 'shortGame' | 'pietyRemoved';

/** Optional abilities a player is asked about ("you may"). */
export type OfferAbility = 'ann_putnam' | 'rebecca_nurse' | 'thomas_danforth';

/** A pending decision: one seat answers it (a version-3 night pass: every seat still to answer, S66). The last entry is current. */
export type Decision =
  /** Deal 2 keep 1: choose one of the two offered characters. */
  | { t: 'character'; seat: Seat; offer: [CharacterId, CharacterId] }
  /** One seat's screen of a dawn or night pass (same for every role, see NightScreen). */
  | { t: 'night'; seat: Seat; kind: 'dawn' | 'night'; pass: 1 | 2 }
  /** The seat's turn: draw 2, or play cards (then end), or an ability that replaces the turn. */
  | { t: 'turn'; seat: Seat }
  /**
   * `seat` picks which face-down Tryal of `target` is revealed. `among`: the pointTwo variant's
   * two positions, when the accused (then `seat === target`) picks between them.
   */
  | { t: 'reveal'; seat: Seat; target: Seat; cause: RevealCause; among?: number[] }
  /** "You may…": yes or no (Ann Putnam's 2 cards, Rebecca Nurse's card, Danforth's early reveal). */
  | { t: 'offer'; seat: Seat; ability: OfferAbility; target: Seat }
  /** Tituba rearranges the deck: her view holds the deck's order until she answers. */
  | { t: 'arrange'; seat: Seat };

export interface TurnState {
  seat: Seat;
  /** Cards played this turn (a turn that played may not draw). */
  played: number;
  /** Draws still owed by the Draw-2 action (black cards count as draws, B.5.3). */
  drawsLeft: number;
  /** Cards drawn by this Draw-2 action, for Giles Corey. */
  drawn: string[];
  /** Tituba's rearrangement or Samuel Parris' discard pick already happened this turn. */
  titubaDone: boolean;
  /** The turn has ended (ended, drew its cards, Parris' pick): the next living seat plays next (E1 addition). */
  over?: boolean;
}

/**
 * Work owed once every decision above it is answered (E1 addition): Ann Putnam's 2 cards are drawn
 * one at a time (a black card among them resolves in full before the next is drawn), and then the
 * reveal she postponed is asked. Processed by the flow's `resume` before the turn goes on.
 */
export type QueuedStep =
  | { t: 'draw'; seat: Seat; n: number }
  | { t: 'decide'; decision: Decision };

/** A dawn or night in progress. */
export interface NightState {
  kind: 'dawn' | 'night';
  /** Who drew the Night (resume point); null at dawn. */
  drawer: Seat | null;
  pass: 1 | 2;
  /** Living seats in the order they get the device, for both passes. */
  order: Seat[];
  /** How many of `order` answered in the current pass. */
  answered: number;
  /** Version 3 (S66): who answered the current pass, in pass order, never answer order; absent under 1–2. */
  done?: Seat[];
  /** Witches awake this time (living players who ever held a Witch), fixed at the start. */
  witches: Seat[];
  /** The Constable acting tonight (holder of the face-down Constable card), or null. */
  constable: Seat | null;
  /** Each witch's pick per pass (dawn: the Black Cat's holder; night: the victim). */
  proposals: { seat: Seat; target: Seat; pass: 1 | 2 }[];
  gavel: Seat | null;
  /** Night pass 2: the Tryal position each player confessed (null = none), or 'phips'. */
  confessions: { seat: Seat; tryal: number | 'phips' }[];
}

/** What the town saw when it opened its eyes (public). */
export interface MorningReport {
  night: number;
  target: Seat;
  /** Who held the gavel (null: no Constable tonight). */
  gavel: Seat | null;
  confessions: { seat: Seat; face: TryalFace | null }[];
  /** Why the target lived, or null if it died. */
  savedBy: 'gavel' | 'asylum' | 'confession' | null;
  died: Seat[];
}

export interface LogEntry {
  /** i18n key under `salem.log.` (see LOG_KEYS) */
  key: LogKey;
  params: Record<string, string | number>;
  /** Only this seat may read the entry. */
  to?: Seat;
}

export interface SalemState {
  game: 'salem';
  /** The rules version this game was created with (shared/engine/rules-version.ts). */
  rulesVersion: number;
  rng: RngState;
  options: SalemOptions;
  players: SalemPlayer[];
  /** Playing deck, top first; the Night lies at the bottom after setup and every rebuild. */
  deck: string[];
  /** Face-up discard pile, newest last. */
  discard: string[];
  /** Out of the game (e.g. Tryals of a table of this size that were not dealt). */
  boxed: string[];
  /** The Black Cat lies beside the deck until dawn gives it to a player. */
  catAside: boolean;
  /** Witch Tryal cards dealt this game (the Town wins when all are face up). */
  witchCards: number;
  turn: TurnState | null;
  night: NightState | null;
  morning: MorningReport | null;
  /** Decisions waiting, last = current. */
  pending: Decision[];
  /** Steps owed once `pending` is empty, first = next (E1 addition; replaced, never changed in place). */
  queue?: QueuedStep[];
  /**
   * Players who lost a Tryal this turn to an accusation or the Black Cat: they lose no other until
   * the next turn starts (S65). Rules version 2 on; absent from version-1 states.
   */
  tryalLost?: Seat[];
  /** Counters for stats and the sim. */
  counts: { turns: number; nights: number; conspiracies: number };
  result: GameResult | null;
  /** The winners once the game ended (all seats of the winning team). */
  winners: Seat[];
  log: LogEntry[];
  /** Increments on every draw, deal, shuffle, reveal or secret answer: undo never crosses it. */
  barrier: number;
}

/** The player targeted by a card; `to` for Scapegoat/Robbery's recipient. */
export type SalemAction =
  | { type: 'character'; character: CharacterId }
  /**
   * A dawn/night screen's answers, one per prompt (see NightScreen.prompts), plus the night's
   * confession on pass 2: a position of one's own face-down Tryals, 'phips', or null.
   */
  | { type: 'night'; answers: Seat[]; confess: number | 'phips' | null; timedOut?: boolean }
  | { type: 'draw' }
  /**
   * Play `card` on `target`. Scapegoat and Robbery: `to` receives. Alibi: `remove` lists the red
   * cards in front of the target it discards (≤ 3 accusations). Curse: `remove` = [the blue card].
   * Will Griggs: `asWitness` plays an Alibi as a Witness.
   */
  | { type: 'play'; card: string; target: Seat; to?: Seat; remove?: string[]; asWitness?: boolean }
  /** End a turn that played at least one card. */
  | { type: 'end' }
  /** The glass ran out on this turn (logged so replay stays the same). */
  | { type: 'hourglass' }
  | { type: 'reveal'; tryal: number }
  /** pointTwo variant: the accuser points at two positions. */
  | { type: 'point'; tryals: [number, number] }
  | { type: 'offer'; use: boolean }
  /** Samuel Parris: take 1–2 non-black cards from the discard pile instead of drawing. */
  | { type: 'parris'; cards: string[] }
  /** Tituba: start rearranging (her view then shows the deck). */
  | { type: 'tituba' }
  /** Tituba's new deck order, top first: a permutation of the deck. */
  | { type: 'arrange'; order: string[] };

/** One question on a dawn/night screen. Every role gets the same number of prompts per pass. */
export interface NightPrompt {
  /** cat: the Black Cat's holder; victim: the witches' kill; gavel: the Constable's; decoy: anybody else's. */
  role: 'cat' | 'victim' | 'gavel' | 'decoy';
  /** Seats the answer may name. Decoys offer as many as the role they stand in for. */
  options: Seat[];
  /** Other witches' picks so far (witch prompts only; [] otherwise). */
  proposals: { seat: Seat; target: Seat; pass: 1 | 2 }[];
}

export interface NightScreen {
  kind: 'dawn' | 'night';
  pass: 1 | 2;
  /** dawn: 1 prompt per pass; night: 1 on pass 1, 2 on pass 2 (victim/decoy, gavel/decoy). */
  prompts: NightPrompt[];
  /** Night pass 2: own face-down Tryal positions one may confess, and whether Phips' confession is open. */
  confession: { tryals: number[]; phips: boolean } | null;
  /** The other witches awake (witches only; [] for everybody else). */
  companions: Seat[];
}

/** What any seat may know about a player. */
export interface PublicPlayer {
  name: string;
  character: CharacterId;
  /** The ability this player has now (Martha Corey: her right neighbour's). */
  ability: CharacterId;
  alive: boolean;
  /** One entry per position: null = face down; a face = revealed. */
  tryals: (TryalFace | null)[];
  front: string[];
  /** Accusations counted against this player now, and the total that reveals a Tryal. */
  accusations: number;
  threshold: number;
  handCount: number;
  /** Announced at death (null while alive, or when deaths are silent). */
  wasWitch: boolean | null;
  /** Lost a Tryal this turn, so no accusation or Black Cat takes another before the next turn (S65; rules version 2). */
  tryalLostThisTurn?: boolean;
}

export type DecisionView =
  | Exclude<Decision, { t: 'night' }>
  /** Night screens tell whose turn with the device it is and, from version 3, who answered this pass (in pass order, S66). */
  | { t: 'night'; seat: Seat; kind: 'dawn' | 'night'; pass: 1 | 2; answered?: Seat[] };

export interface SalemView {
  /** The seat this view belongs to; null = the public table. */
  viewer: Seat | null;
  options: SalemOptions;
  phase: 'characters' | 'dawn' | 'day' | 'night' | 'over';
  turnSeat: Seat | null;
  /** Cards played this turn by the turn's seat (public), and whether it may still draw. */
  turnPlayed: number;
  counts: { turns: number; nights: number; conspiracies: number };
  players: PublicPlayer[];
  deckCount: number;
  discard: string[];
  catAside: boolean;
  witchCards: number;
  witchCardsRevealed: number;
  decision: DecisionView | null;
  /** The viewer's own secrets; null in the public view. */
  me: {
    hand: string[];
    /** Own Tryals by position, face included (face-down ones too). */
    tryals: { face: TryalFace; up: boolean }[];
    witch: boolean;
    constable: boolean;
    /** Witches seen at the last wake-up (witches only). */
    knownWitches: Seat[];
    used: { phips: number; parris: number; tituba: number };
    /** The deck's order, top first, only while this seat (Tituba) is arranging it. */
    deck: string[] | null;
    /** This seat's dawn/night screen, only while it decides (holds the device; from version 3, until it answered this pass). */
    night: NightScreen | null;
  } | null;
  morning: MorningReport | null;
  log: LogEntry[];
  result: GameResult | null;
  /** Once the game is over: everybody's team and Tryals (null before). */
  reveal: { everWitch: boolean[]; tryals: TryalFace[][] } | null;
  winners: Seat[];
}

/** Every log key the engine emits; the renderer has a sentence for each (test enforced). */
export const LOG_KEYS = [
  'setup', // {players, witches, tryals} tryals = per player
  'character', // {seat, character} dealt or chosen, public
  'characterOffer', // {seat, a, b} deal 2 keep 1, public
  'dawn', // {}
  'witchesAre', // {seats} private to each witch: the witches awake, comma-separated seats
  'catGiven', // {seat} the Black Cat's holder (dawn's end; that player starts)
  'turn', // {seat}
  'stocksSkip', // {seat}
  'draw', // {seat, n} public: how many cards were drawn
  'drew', // {seat, card} private to seat
  'drawBlack', // {seat, card} public: a black card drawn and played at once
  'deckEmpty', // {seat}
  'giles', // {seat, a, b} two accusations shown, a third card drawn
  'play', // {seat, card, target}
  'playTo', // {seat, card, target, to} Scapegoat / Robbery
  'alibi', // {seat, card, target, n} accusations removed
  'curse', // {seat, target, removed}
  'arson', // {seat, target, n} cards discarded from the hand
  'immune', // {seat, card, target} Sarah Good / Mary Warren: the card had no effect
  'matchmakers', // {a, b} two players are matched
  'matchmakerDouble', // {seat} a second Matchmaker: both discarded
  'griggs', // {seat, target} an Alibi played as a Witness
  'threshold', // {seat, target, total} the accusation that reveals
  'reveal', // {target, index, face, by}
  'redDiscarded', // {target, n}
  'tryalLimit', // {target, total} S65: the target already lost a Tryal this turn; the accusations stay in front
  'abigail', // {seat, n} accusations in front of Abigail discarded
  'annDraw', // {seat}
  'rebeccaDraw', // {seat}
  'danforth', // {seat, target}
  'constableEnds', // {seat} the Constable card is face up: no Constable any more
  'death', // {seat, cause} cause: witch | allRevealed | night | matchmaker | confession
  'wasWitch', // {seat, witch} 1 = ever a witch, 0 = never
  'proctor', // {seat, from, n}
  'conspiracy', // {seat}
  'catReveal', // {holder, by, index, face}
  'catSkipped', // {holder} Mary Warren holds the cat
  'catLimit', // {holder} S65: the cat's holder already lost a Tryal this turn; nothing is revealed
  'conspiracyPass', // {} every living player took a Tryal from the left
  'received', // {seat, from, face} private to seat
  'receivedShuffled', // {face} private to its reader: the harder Conspiracy's card, from the shuffled pile (nobody learns whose)
  'night', // {seat} who drew the Night
  'nightAnswered', // {seat, pass, kind} public: that seat had its screen
  'proposal', // {seat, target, pass, kind} private to each awake witch
  'tieBreak', // {target} private to the witches: the ruled tie-break chose
  'confess', // {seat, index, face}
  'phipsConfess', // {seat}
  'kill', // {target} the Kill card revealed in the morning
  'gavel', // {seat} who holds the gavel this morning
  'saved', // {target, by}
  'deckRebuilt', // {n}
  'parris', // {seat, n, a, b} cards taken from the discard ('' when none)
  'tituba', // {seat}
  'hourglass', // {seat}
  'townWins', // {}
  'witchesWin', // {}
] as const;
export type LogKey = (typeof LOG_KEYS)[number];
