/**
 * The four suit drawings (original to Velada, no copied artwork), put in the document once as
 * SVG symbols. A table shows dozens of cards with two glyphs each and remounts a hand whenever
 * the device changes hands: a glyph that is one `<use>` costs little to mount and to remove,
 * where a copy of every path did not.
 */
import type { Suit } from '../../../../../shared/games/silentes/types';

const SPRITE_ID = 'velada-suit-sprite';

const DRAWINGS: Record<Suit, string> = {
  // Bastos: a knotted wooden staff
  B: `<g fill="currentColor">
      <path d="M5.2 20.4 L16.9 3.6 a1.6 1.6 0 0 1 2.6 1.8 L7.8 22.2 a1.6 1.6 0 0 1 -2.6 -1.8 Z" />
      <ellipse cx="10.2" cy="13.6" rx="2.2" ry="1.1" transform="rotate(-35 10.2 13.6)" />
      <ellipse cx="14.4" cy="7.8" rx="2" ry="1" transform="rotate(-35 14.4 7.8)" />
      <path d="M16.6 9.4 q3 -0.4 3.6 -3.2 q-2.9 0.2 -3.6 3.2 Z" />
      <path d="M8.2 15.4 q-3.2 -0.2 -4.2 2.4 q3 0.4 4.2 -2.4 Z" />
    </g>`,
  // Copas: a goblet
  C: `<g fill="currentColor">
      <path d="M5 3.5 h14 c0 5.4 -2.8 8.6 -6 9.2 v4.4 c1.8 0.3 3.6 1.2 4.2 2.9 H6.8 c0.6 -1.7 2.4 -2.6 4.2 -2.9 v-4.4 C7.8 12.1 5 8.9 5 3.5 Z" />
      <rect x="6" y="20.4" width="12" height="1.8" rx="0.9" />
      <path d="M7.4 5.4 c0.3 2.6 1.6 4.4 3.2 5.1" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="1.1" stroke-linecap="round" />
    </g>`,
  // Espadas: an upright sword
  E: `<g fill="currentColor">
      <path d="M12 1.5 L14 5 V15 H10 V5 Z" />
      <rect x="5.5" y="15" width="13" height="2" rx="1" />
      <rect x="10.9" y="17" width="2.2" height="4" />
      <circle cx="12" cy="22" r="1.5" />
      <path d="M12 4 V14" stroke="rgba(255,255,255,0.5)" stroke-width="0.8" />
    </g>`,
  // Oros: a stamped coin
  O: `<g fill="currentColor">
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="7.4" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="1.2" />
      <path d="M12 6.2 L13.4 10.6 L17.8 12 L13.4 13.4 L12 17.8 L10.6 13.4 L6.2 12 L10.6 10.6 Z" fill="rgba(255,255,255,0.75)" />
    </g>`,
};

export function suitSymbolId(suit: Suit): string {
  return `velada-suit-${suit}`;
}

/** Adds the symbols to the document the first time a glyph needs them (idempotent). */
export function ensureSuitSprite(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.getElementById(SPRITE_ID)) return;
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.id = SPRITE_ID;
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  svg.innerHTML = (Object.keys(DRAWINGS) as Suit[])
    .map((suit) => `<symbol id="${suitSymbolId(suit)}" viewBox="0 0 24 24">${DRAWINGS[suit]}</symbol>`)
    .join('');
  doc.body.appendChild(svg);
}
