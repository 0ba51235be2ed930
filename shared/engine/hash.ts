/**
 * Canonical JSON (object keys sorted) and a 64-bit FNV-1a digest of it, written as
 * 16 hex digits. Used to prove that replaying a save reproduces the stored state.
 * Pure JS (no node:crypto) so it runs in the renderer and in tests alike.
 */
import { RULES_VERSION_KEY } from './rules-version';

const quotedKeys = new Map<string, string>();

function quoteKey(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = JSON.stringify(k) + ':';
    if (quotedKeys.size < 10_000) quotedKeys.set(k, q);
  }
  return q;
}

/** Same output as JSON.stringify with every object's keys sorted; undefined members are left out. */
export function canonicalJson(value: unknown, skipKey?: string): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
        return out + ']';
      }
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      let out = '{';
      let first = true;
      for (const k of keys) {
        const member = obj[k];
        if (member === undefined || typeof member === 'function' || k === skipKey) continue;
        out += (first ? '' : ',') + quoteKey(k) + canonicalJson(member);
        first = false;
      }
      return out + '}';
    }
    default:
      return 'null';
  }
}

/**
 * The state's top-level rules version is left out: it is fixed at creation and recorded beside
 * the save, and saves written before states carried it must keep their stored hashes (rules-version.ts).
 */
export function stateHash(value: unknown): string {
  const text = canonicalJson(value, RULES_VERSION_KEY);
  // Two 32-bit FNV-1a lanes with different offsets give 64 bits without BigInt.
  let h1 = 0x811c9dc5, h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 7);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
