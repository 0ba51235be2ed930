/**
 * What happened to a session, for whoever shows it live (the seat screens, issue 23): a commit
 * (a move, a bot's move or an undo, already written) or the session's deletion. Told after the
 * write and before the caller is answered, so a push leaves within the same tick as the answer.
 * A listener's failure is its own: it never turns a committed move into an error.
 */
import { Listeners } from './listeners';

export type SessionEvent = { kind: 'committed'; sessionId: string; seq: number } | { kind: 'deleted'; sessionId: string };
export type SessionListener = (event: SessionEvent) => void;

/** The services' session news (sessions.ts, handlers.ts). */
export class SessionEvents extends Listeners<SessionEvent> {}
