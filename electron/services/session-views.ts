/**
 * The hidden-information boundary: which view of a session a renderer gets, and who may look.
 * A renderer only ever receives the view of a human seat that is deciding, or of the only human
 * seat when everyone else is a bot (or of anyone when information is open or the game is over),
 * never the state. A bot's view never leaves main.
 */
import type { GameStatus, Seat } from '../../shared/engine/contract';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import type { LiveSession, LiveSessions } from './live-sessions';
import { firstBotDeciding, firstPersonDeciding, isBotSeat, soleHumanSeat } from './seat-roles';
import { checkSeat } from './session-checks';
import { seatIsBot } from './session-errors';
import { summaryOf } from './session-meta';
import { ServiceError } from './errors';
import { undoRefusal } from './session-undo';
import { placeUndos, publicLines } from './undo-notes';

type ViewRefusal = 'seat_is_bot' | 'seat_not_deciding';

/** A seat's view (or the public one with seat null), enforcing who may look. */
export function openView(lives: LiveSessions, live: LiveSession, seat: Seat | null): SessionSnapshot {
  const status = live.module.status(live.state);
  if (seat !== null) {
    checkSeat(live, seat);
    const refusal = viewRefusal(live, seat, status);
    if (refusal === 'seat_is_bot') throw seatIsBot(seat);
    if (refusal === 'seat_not_deciding') {
      throw new ServiceError('seat_not_deciding', `Seat ${seat} is not deciding now; hand the device over first`, {
        seat,
        deciding: status.deciding.join(','),
      });
    }
  }
  return snapshotOf(lives, live, seat, status);
}

/**
 * Why `seat` may not see its own view now, or null. Anyone may look once the game is over
 * or nothing is hidden; otherwise a bot's view never leaves main, and a person sees theirs
 * while deciding, or always when they are the only person at the table.
 */
function viewRefusal(live: LiveSession, seat: Seat, status: GameStatus): ViewRefusal | null {
  if (status.result !== null || live.module.openInformation(live.state)) return null;
  if (isBotSeat(live.meta.players, seat)) return 'seat_is_bot';
  if (status.deciding.includes(seat) || status.interrupts?.includes(seat) || soleHumanSeat(live.meta.players) === seat) return null;
  return 'seat_not_deciding';
}

/**
 * A seat's view on the seat's OWN device (issue 23): the seat host's path, and only its. At the
 * shared screen the device may be in anyone's hands, so `openView` shows a seat's view only while
 * it decides; a device bound to one seat by its own link is in that seat's hands, so it sees its
 * own view at any time. Never the view of another seat, never a bot's (a bot has no device).
 */
export function ownDeviceSnapshot(lives: LiveSessions, live: LiveSession, seat: Seat): SessionSnapshot {
  checkSeat(live, seat);
  if (isBotSeat(live.meta.players, seat)) throw seatIsBot(seat);
  return snapshotOf(lives, live, seat, live.module.status(live.state));
}

/**
 * Whoever pressed undo may be looking at the next person's cover: the restored decision goes
 * back behind the mover's cover unless nothing is hidden from that screen, so undo lands on the
 * mover's own view only when no other person could be watching.
 */
export function snapshotAfterUndo(lives: LiveSessions, live: LiveSession, seat: Seat, status: GameStatus): SessionSnapshot {
  const screenSeat = status.result !== null || live.module.openInformation(live.state) || soleHumanSeat(live.meta.players) === seat ? seat : null;
  return snapshotOf(lives, live, screenSeat, status);
}

/**
 * After a person's move they keep their view only while they still decide (and are the first
 * person deciding), or while nobody else can be looking. Being allowed to act out of turn is not enough: the device goes on to
 * whoever decides next. When nobody else can be looking and another person decides next, the
 * answer is that person's view (the one the screen shows next).
 */
export function snapshotAfterMove(lives: LiveSessions, live: LiveSession, seat: Seat, status: GameStatus): SessionSnapshot {
  const nobodyElse = status.result !== null || live.module.openInformation(live.state) || soleHumanSeat(live.meta.players) === seat;
  const next = status.result === null ? firstPersonDeciding(live.meta.players, status.deciding) : null;
  // Nobody else can be looking, so the screen goes straight to the next person deciding: answer
  // with their view now rather than make the renderer ask for it in a second request.
  if (nobodyElse && next !== null && next !== seat && viewRefusal(live, next, status) === null) {
    return snapshotOf(lives, live, next, status);
  }
  // With several seats deciding (Salem's passes, S66), the one who just answered keeps the device
  // only when the cover would come back to them (the first person deciding): the last to answer a
  // first pass still decides the second, yet the shared screen goes round from its first seat.
  const keepsView = viewRefusal(live, seat, status) === null && (nobodyElse || firstPersonDeciding(live.meta.players, status.deciding) === seat);
  return snapshotOf(lives, live, keepsView ? seat : null, status);
}

/** `seat`'s view (the public table with null) and what the screen needs around it. */
export function snapshotOf(lives: LiveSessions, live: LiveSession, seat: Seat | null, status: GameStatus): SessionSnapshot {
  const { module, state, meta } = live;
  // Several seats may decide at once (Salem's passes, S66): the cover goes to the first person
  // among them and the bots among them answer meanwhile, the first bot first. With one seat
  // deciding this is what it always was: a person's cover, or that bot's move.
  const person = status.result === null ? firstPersonDeciding(meta.players, status.deciding) : null;
  const bot = status.result === null ? firstBotDeciding(meta.players, status.deciding) : null;
  const mover = live.last?.seat ?? null;
  const undoSeat = mover !== null && !isBotSeat(meta.players, mover) && undoRefusal(lives, live, mover) === null ? mover : null;
  const view = module.view(state, seat === null ? { kind: 'public' } : { kind: 'seat', seat });
  const marks = lives.undoMarks(live);
  return {
    session: summaryOf(meta),
    seq: live.headSeq,
    seat,
    status,
    view,
    legal: seat === null ? [] : module.legalActions(state, seat),
    handoffTo: person !== null && person !== seat ? person : null,
    botToMove: bot,
    undoSeat,
    openInformation: module.openInformation(state),
    undos: marks.length === 0 ? [] : placeUndos(marks, publicLines(view)),
  };
}
