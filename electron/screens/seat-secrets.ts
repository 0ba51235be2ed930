/**
 * The secrets of a seat link: the link token (in the URL the shared screen shows as a QR code, and
 * short enough to type: 16 random bytes in Crockford base32, 128 bits, SC26) and the device
 * credential (in the device's cookie, never typed: 32 random bytes, base64url, 256 bits). Both are
 * far past guessing; only their SHA-256 is ever stored, so the data file lets nobody into a seat.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SEAT_COOKIE_PREFIX, SEAT_SECRET_PATTERN } from '../../shared/ipc/seat-protocol';
import { encodeCrockford, LINK_TOKEN_BYTES, normaliseLinkToken } from '../../shared/ipc/seat-link-token';

/** A device credential. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A link token: 26 Crockford base32 characters of 16 random bytes (`random` is for tests). */
export function newLinkToken(random: (size: number) => Uint8Array = randomBytes): string {
  return encodeCrockford(random(LINK_TOKEN_BYTES));
}

/** The SHA-256 a typed or scanned link token is looked up by, or null when it is no token of ours. */
export function linkTokenHash(typed: string): string | null {
  const token = normaliseLinkToken(typed);
  return token === null ? null : hashSecret(token);
}

/** SHA-256, hex: what the database keeps of a token or a credential. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A string shaped like a device credential (anything else is refused before any lookup). */
export function isSecretShaped(text: string): boolean {
  return SEAT_SECRET_PATTERN.test(text);
}

/**
 * The cookie's name for a game: cookies are kept per host name, not per port, so two games whose
 * phones are on at once (two listeners on one address) must not overwrite each other's cookie.
 * The key is derived from the session id (any id, cookie-safe characters only).
 */
export function seatCookieName(sessionId: string): string {
  return SEAT_COOKIE_PREFIX + createHash('sha256').update(sessionId, 'utf8').digest('hex').slice(0, 16);
}

/** The device's cookie: never readable by the page's script, never sent from another site's page. */
export function seatCookie(sessionId: string, credential: string): string {
  // Not `Secure`: the home network is plain http (no certificate exists offline), and a browser
  // drops a Secure cookie set over http. See docs/rulings/screens.md, SC4.
  return `${seatCookieName(sessionId)}=${credential}; HttpOnly; SameSite=Strict; Path=/`;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
