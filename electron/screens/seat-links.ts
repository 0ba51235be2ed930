/**
 * Seat links (issue 23): which game has its phones on (and on which port it last listened), each
 * seat's link, and the device that claimed it. A link is made for one (session, seat); its token
 * leaves here once, inside the URL for the shared screen's QR code, and only its SHA-256 stays.
 * The first device to open it claims it and gets a device credential (its cookie), likewise kept
 * only as a hash; one device per link at a time. Moving a seat revokes its link (and so its
 * device) and makes a new one; turning phones off deletes the game's every link.
 */
import type { Seat } from '../../shared/engine/contract';
import type { Db } from '../services/database';
import { nowIso } from '../services/clock';
import { hashSecret, isSecretShaped, linkTokenHash, newLinkToken, newSecret } from './seat-secrets';

export interface SeatDevice {
  sessionId: string;
  seat: Seat;
  /** The link's token hash: names the link (and its device) inside the listener, never sent out. */
  linkHash: string;
}

export type ClaimOutcome =
  | { ok: true; device: SeatDevice; credential: string; fresh: boolean }
  | { ok: false; code: 'link_unknown' | 'link_revoked' | 'link_claimed' };

export type DeviceOutcome = { ok: true; device: SeatDevice } | { ok: false; code: 'device_unknown' | 'device_revoked' };

export interface LiveLink {
  seat: Seat;
  linkHash: string;
  claimed: boolean;
}

interface LinkRow {
  token_hash: string;
  session_id: string;
  seat: number;
  device_hash: string | null;
  revoked_at: string | null;
}

export class SeatLinks {
  private readonly s;
  private readonly issueTx;

  constructor(db: Db) {
    this.s = {
      hostPort: db.prepare('SELECT port FROM screen_hosts WHERE session_id = ?'),
      upsertHost: db.prepare(`INSERT INTO screen_hosts (session_id, port, started_at) VALUES (?, ?, ?)
        ON CONFLICT (session_id) DO UPDATE SET port = excluded.port`),
      deleteHost: db.prepare('DELETE FROM screen_hosts WHERE session_id = ?'),
      byToken: db.prepare('SELECT token_hash, session_id, seat, device_hash, revoked_at FROM seat_links WHERE token_hash = ?'),
      byDevice: db.prepare('SELECT token_hash, session_id, seat, device_hash, revoked_at FROM seat_links WHERE device_hash = ?'),
      claim: db.prepare('UPDATE seat_links SET device_hash = ?, claimed_at = ? WHERE token_hash = ? AND device_hash IS NULL AND revoked_at IS NULL'),
      revoke: db.prepare('UPDATE seat_links SET revoked_at = ? WHERE session_id = ? AND seat = ? AND revoked_at IS NULL RETURNING token_hash'),
      insert: db.prepare('INSERT INTO seat_links (token_hash, session_id, seat, created_at) VALUES (?, ?, ?, ?)'),
      live: db.prepare('SELECT seat, token_hash, device_hash FROM seat_links WHERE session_id = ? AND revoked_at IS NULL ORDER BY seat'),
    };
    this.issueTx = db.transaction((sessionId: string, seat: Seat, tokenHash: string) => {
      const revoked = this.s.revoke.all(nowIso(), sessionId, seat) as { token_hash: string }[];
      this.s.insert.run(tokenHash, sessionId, seat, nowIso());
      return revoked.map((r) => r.token_hash);
    });
  }

  /** The port the game's listener last bound, or null when its phones are off. */
  hostPort(sessionId: string): number | null {
    return (this.s.hostPort.get(sessionId) as { port: number } | undefined)?.port ?? null;
  }

  /** Phones on for this game, listening on `port` (kept for the next start). */
  recordHost(sessionId: string, port: number): void {
    this.s.upsertHost.run(sessionId, port, nowIso());
  }

  /** Phones off: the host row and every link of the game go (ON DELETE CASCADE). */
  stop(sessionId: string): void {
    this.s.deleteHost.run(sessionId);
  }

  /** A new link for the seat, its old one revoked in the same transaction; the token and the hashes revoked. */
  issue(sessionId: string, seat: Seat): { token: string; revoked: string[] } {
    const token = newLinkToken();
    return { token, revoked: this.issueTx(sessionId, seat, hashSecret(token)) };
  }

  /** Revokes the seat's live link; the hash of the link revoked, or null when it had none. */
  revoke(sessionId: string, seat: Seat): string | null {
    const rows = this.s.revoke.all(nowIso(), sessionId, seat) as { token_hash: string }[];
    return rows[0]?.token_hash ?? null;
  }

  /**
   * Claims a link of `sessionId` (a link of another game is unknown here). The device that
   * already holds it (its cookie presented again) gets it back; any other is refused. `token` is
   * as typed (dashes and case free) or a link of before SC26; anything else is unknown unread.
   */
  claim(sessionId: string, token: string, presentedCredential: string | null): ClaimOutcome {
    const tokenHash = linkTokenHash(token);
    const row = tokenHash === null ? undefined : (this.s.byToken.get(tokenHash) as LinkRow | undefined);
    if (!row || row.session_id !== sessionId) return { ok: false, code: 'link_unknown' };
    if (row.revoked_at !== null) return { ok: false, code: 'link_revoked' };
    const device = { sessionId, seat: row.seat, linkHash: row.token_hash };
    if (row.device_hash !== null) {
      if (presentedCredential !== null && isSecretShaped(presentedCredential) && hashSecret(presentedCredential) === row.device_hash) {
        return { ok: true, device, credential: presentedCredential, fresh: false };
      }
      return { ok: false, code: 'link_claimed' };
    }
    const credential = newSecret();
    // The WHERE makes the claim atomic: of two devices racing for one link, one gets it.
    if (this.s.claim.run(hashSecret(credential), nowIso(), row.token_hash).changes !== 1) return { ok: false, code: 'link_claimed' };
    return { ok: true, device, credential, fresh: true };
  }

  /** The device a cookie names in `sessionId`. */
  device(sessionId: string, credential: string): DeviceOutcome {
    const row = isSecretShaped(credential) ? (this.s.byDevice.get(hashSecret(credential)) as LinkRow | undefined) : undefined;
    if (!row || row.session_id !== sessionId) return { ok: false, code: 'device_unknown' };
    if (row.revoked_at !== null) return { ok: false, code: 'device_revoked' };
    return { ok: true, device: { sessionId, seat: row.seat, linkHash: row.token_hash } };
  }

  /** The game's live links, in seat order. */
  liveLinks(sessionId: string): LiveLink[] {
    return (this.s.live.all(sessionId) as { seat: number; token_hash: string; device_hash: string | null }[]).map((r) => ({
      seat: r.seat,
      linkHash: r.token_hash,
      claimed: r.device_hash !== null,
    }));
  }
}
