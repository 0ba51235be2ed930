/**
 * Ruling S100: the first dawn's first pass opens with the seat's own first look — its character,
 * its Tryals in order and what they make it — built from its own view, with the same markup for
 * every role while the words differ, and on no other screen.
 */
import { describe, expect, it } from 'vitest';
import { createSSRApp } from 'vue';
import { renderToString } from 'vue/server-renderer';
import type { CharacterId, TryalFace } from '../../../../../shared/games/salem/types';
import { salem } from '../../../../../shared/games/salem';
import { draftOf } from '../../../../../shared/games/salem/state';
import { startDawn, startNight } from '../../../../../shared/games/salem/night';
import { view } from '../../../../../shared/games/salem/view';
import { scenario } from '../../../../../shared/games/salem/test-helpers';
import { firstLookBlock, firstLookLines, firstLookOf, roleKey, type FirstLook } from './night-identity';
import { salemTestI18n } from './test-i18n';

const characters: CharacterId[] = ['mary_warren', 'will_griggs', 'samuel_parris', 'tituba'];
const tryals: TryalFace[][] = [['witch', 'not', 'not'], ['constable', 'not', 'not'], ['not', 'not', 'not'], ['not', 'witch', 'not']];

/** Each seat's first look as the dawn hands it the device, in seat order, through both passes. */
function dawnLooks(faces: TryalFace[][]): { seat: number; pass: number; look: FirstLook | null }[] {
  let s = draftOf(scenario({ players: 4, characters, tryals: faces, cat: 'aside' }));
  s.pending = [];
  startDawn(s);
  const looks: { seat: number; pass: number; look: FirstLook | null }[] = [];
  for (let guard = 0; guard < 20 && s.night; guard++) {
    const d = s.pending[s.pending.length - 1];
    if (!d || d.t !== 'night') break;
    looks.push({ seat: d.seat, pass: d.pass, look: firstLookOf(view(s, { kind: 'seat', seat: d.seat })) });
    expect(firstLookOf(view(s, { kind: 'public' }))).toBeNull();
    const r = salem.apply(s, d.seat, salem.legalActions(s, d.seat)[0]!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return looks;
}

const ROLE_LOOKS: FirstLook[] = [
  { character: 'mary_warren', tryals: ['witch', 'not', 'not'], witch: true, constable: false },
  { character: 'will_griggs', tryals: ['constable', 'not', 'not'], witch: false, constable: true },
  { character: 'samuel_parris', tryals: ['not', 'not', 'not'], witch: false, constable: false },
  { character: 'tituba', tryals: ['not', 'witch', 'constable'], witch: true, constable: true },
];

function translator(locale: 'es' | 'en') {
  return salemTestI18n(locale).global as unknown as Parameters<typeof firstLookLines>[0];
}

async function html(look: FirstLook, locale: 'es' | 'en' = 'es'): Promise<string> {
  const i18n = salemTestI18n(locale);
  const app = createSSRApp({ render: () => firstLookBlock(i18n.global as unknown as Parameters<typeof firstLookBlock>[0], look) });
  app.use(i18n);
  return renderToString(app);
}

describe('S100 the first look', () => {
  it('S100 is each seat’s own character, Tryals and side, from its own view at the first dawn’s first pass', () => {
    const looks = dawnLooks(tryals);
    expect(looks.map((l) => [l.seat, l.pass])).toEqual([[0, 1], [1, 1], [2, 1], [3, 1], [0, 2], [1, 2], [2, 2], [3, 2]]);
    expect(looks.slice(0, 4).map((l) => l.look)).toEqual([
      { character: 'mary_warren', tryals: ['witch', 'not', 'not'], witch: true, constable: false },
      { character: 'will_griggs', tryals: ['constable', 'not', 'not'], witch: false, constable: true },
      { character: 'samuel_parris', tryals: ['not', 'not', 'not'], witch: false, constable: false },
      { character: 'tituba', tryals: ['not', 'witch', 'not'], witch: true, constable: false },
    ]);
    // Pass 2 goes straight to the question: the look was had.
    expect(looks.slice(4).map((l) => l.look)).toEqual([null, null, null, null]);
    const both = dawnLooks([['witch', 'constable', 'not'], ['not', 'not', 'not'], ['not', 'not', 'not'], ['not', 'witch', 'not']]);
    expect(both.slice(0, 4).map((l) => roleKey(l.look!))).toEqual(['witchConstable', 'town', 'town', 'witch']);
    expect(ROLE_LOOKS.map(roleKey)).toEqual(['witch', 'constable', 'town', 'witchConstable']);
    // A night has no first look.
    const night = draftOf(scenario({ players: 4, characters, tryals, cat: 3 }));
    night.pending = [];
    startNight(night, 0);
    expect(firstLookOf(view(night, { kind: 'seat', seat: 0 }))).toBeNull();
    expect(view(night, { kind: 'seat', seat: 0 }).me!.night).not.toBeNull();
  });

  it('S100 says it in words, in Spanish and English', () => {
    const look: FirstLook = { character: 'tituba', tryals: ['not', 'witch', 'constable'], witch: true, constable: true };
    const es = firstLookLines(translator('es'), look);
    expect(es.character).toMatch(/^Tituba — /);
    expect(es.tryals).toBe('1: No es bruja · 2: Bruja · 3: Alguacil');
    expect(es.role).toMatch(/eres bruja/);
    const en = firstLookLines(translator('en'), { ...look, witch: false, constable: false, tryals: ['not', 'not', 'not'] });
    expect(en.role).toMatch(/you are of the town/);
    expect(en.tryals).not.toMatch(/salem\.table/);
  });

  it('S100 has one markup for every role, though the words differ', async () => {
    const blocks = await Promise.all(ROLE_LOOKS.map((look) => html(look)));
    const shape = (x: string) => x.replace(/<!--[^>]*-->/g, '').replace(/>[^<]+</g, '><');
    for (const b of blocks) expect(shape(b)).toBe(shape(blocks[0]!));
    expect(new Set(blocks).size).toBe(4);
    expect(blocks[0]).toContain('Quién eres');
    expect(blocks[2]).toContain('eres del pueblo');
  });
});
