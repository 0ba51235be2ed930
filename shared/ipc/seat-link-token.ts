/**
 * A seat link's token (issue 23, SC26): short enough to type on a phone, still 128 random bits.
 * 16 random bytes in Crockford base32 (digits and letters without I, L, O and U), 26 characters,
 * shown in groups of four (`7K3M-9QXA-…`). A typed token is read without its dashes and in any
 * case; its canonical form (upper case, no dashes) is what is hashed. A link made before SC26
 * (32 bytes base64url, 43 characters, case-sensitive) is still read as it was. Pure: no crypto here.
 */

/** Crockford's base32 alphabet: a value's digit is its index. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A link token's random bytes (128 bits) and its length in base32 (26 × 5 = 130 ≥ 128). */
export const LINK_TOKEN_BYTES = 16;
export const LINK_TOKEN_LENGTH = 26;
/** A canonical short token: 26 Crockford characters, upper case, no dashes. */
export const LINK_TOKEN_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** A link of before SC26 (and every device credential): 32 random bytes, base64url, no padding. */
export const BASE64URL_256_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const GROUP = 4;

/** Bytes to Crockford base32, most significant bit first; the last digit is padded with zero bits. */
export function encodeCrockford(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD_ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += CROCKFORD_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Crockford base32 (canonical digits only) back to its bytes; the padding bits are dropped. */
export function decodeCrockford(text: string): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const value = CROCKFORD_ALPHABET.indexOf(ch);
    if (value < 0) throw new Error(`not a Crockford base32 digit: ${ch}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** `7K3M9QXA…` as `7K3M-9QXA-…`: the way a person reads and types it. */
export function groupLinkToken(token: string): string {
  return token.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? token;
}

/**
 * The token a link's path carries, as it is hashed: a short token without its dashes and in upper
 * case, or a link of before SC26 exactly as it was; null for anything else (refused unread).
 */
export function normaliseLinkToken(text: string): string | null {
  if (BASE64URL_256_PATTERN.test(text)) return text;
  const short = text.replaceAll('-', '').toUpperCase();
  return LINK_TOKEN_PATTERN.test(short) ? short : null;
}
