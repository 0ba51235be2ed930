/**
 * The night screens of every role have the same shape (issue 13): a witch, the Constable, a
 * witch who is also the Constable and a plain townsperson get the same markup once the text is
 * taken out — at dawn and at night, pass 1 and pass 2 — while what the text says does differ.
 */
import { describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import type { CharacterId, NightPrompt, NightScreen, TryalFace } from '../../../../../shared/games/salem/types';
import { salem } from '../../../../../shared/games/salem';
import { draftOf } from '../../../../../shared/games/salem/state';
import { startDawn, startNight } from '../../../../../shared/games/salem/night';
import { view } from '../../../../../shared/games/salem/view';
import { scenario } from '../../../../../shared/games/salem/test-helpers';
import NightScreenView from './night-screen-view';
import { firstLookOf, type FirstLook } from './night-identity';
import { salemTestI18n } from './test-i18n';

const names = ['Ana', 'Luis', 'Eva', 'Pablo', 'Marta', 'Iker'];
const living = [0, 1, 2, 3, 4, 5];
const others = (seat: number) => living.filter((s) => s !== seat);

type Role = 'witch' | 'constable' | 'witchConstable' | 'town';
const ROLES: Role[] = ['witch', 'constable', 'witchConstable', 'town'];
const seatOf: Record<Role, number> = { witch: 0, constable: 1, witchConstable: 2, town: 3 };
const witches = (role: Role) => role === 'witch' || role === 'witchConstable';

/** The screens E2's night-screen.ts gives each role, as the contract (types.ts) describes them. */
function screenFor(role: Role, kind: 'dawn' | 'night', pass: 1 | 2): NightScreen {
  const seat = seatOf[role];
  const proposals = witches(role) ? [{ seat: role === 'witch' ? 2 : 0, target: 4, pass: 1 as const }] : [];
  const first: NightPrompt = { role: witches(role) ? (kind === 'dawn' ? 'cat' : 'victim') : 'decoy', options: living, proposals };
  const prompts: NightPrompt[] = [first];
  if (kind === 'night' && pass === 2) {
    const gavel = role === 'constable' || role === 'witchConstable';
    prompts.push({ role: gavel ? 'gavel' : 'decoy', options: others(seat), proposals: [] });
  }
  return {
    kind,
    pass,
    prompts,
    confession: kind === 'night' && pass === 2 ? { tryals: [0, 2, 3], phips: false } : null,
    companions: witches(role) ? [role === 'witch' ? 2 : 0] : [],
  };
}

async function render(screen: NightScreen, hourglass = false, seat = 0, firstLook: FirstLook | null = null): Promise<string> {
  const app = createSSRApp({
    render: () => h(NightScreenView, { screen, names, seat, screenKey: '1', nightSeconds: 8, hourglass, hourglassSeconds: 30, busy: false, firstLook }),
  });
  app.use(salemTestI18n('es'));
  return renderToString(app);
}

/** Tags and attributes only: every text node (and Vue's fragment comments) removed. */
function shape(html: string): string {
  return html.replace(/<!--[^>]*-->/g, '').replace(/>[^<]+</g, '><');
}

/** The markup with the seat-specific option lists made comparable: pass 2's second prompt leaves out the viewer. */
function comparable(html: string): string {
  return shape(html).replace(/night-1-seat-\d/g, 'night-1-seat-N');
}

describe('salem night screens have the same shape for every role', () => {
  for (const kind of ['dawn', 'night'] as const) {
    for (const pass of [1, 2] as const) {
      it(`S90 ${kind}, pass ${pass}: witch, Constable, witch + Constable and townsperson render the same markup`, async () => {
        const html = await Promise.all(ROLES.map((role) => render(screenFor(role, kind, pass), false, seatOf[role])));
        const shapes = html.map(comparable);
        for (const s of shapes.slice(1)) expect(s).toBe(shapes[0]);
        // …and the test would notice a difference: the words are not the same for a witch.
        expect(html[0]).toContain('Propuesto por: Eva');
        expect(html[3]).not.toContain('Propuesto por');
        // An empty slot is empty (not the key of its words).
        expect(html[3]).not.toContain('salem.table');
        expect(html[0]).not.toBe(html[3]);
      });
    }
  }

  it('a night pass 2 has two prompts and the confession block for everybody, with No confieso', async () => {
    for (const role of ROLES) {
      const html = await render(screenFor(role, 'night', 2));
      expect(html.match(/<fieldset/g)).toHaveLength(3);
      expect(html).toContain('data-testid="night-confess-none"');
      expect(html).toContain('No confieso');
    }
  });

  it('decoys are neutral questions; the witches and the Constable read theirs', async () => {
    const town = await render(screenFor('town', 'night', 2));
    expect(town).toContain('¿De quién sospechas?');
    expect(town).toContain('¿En quién confías?');
    const both = await render(screenFor('witchConstable', 'night', 2));
    expect(both).toContain('¿A quién eligen las brujas esta noche?');
    expect(both).toContain('¿A quién das el mazo?');
  });

  it('the hourglass shows on night pass 2 for every role alike', async () => {
    const shapes = await Promise.all(ROLES.map(async (role) => comparable(await render(screenFor(role, 'night', 2), true))));
    for (const s of shapes) expect(s).toBe(shapes[0]);
    expect(shapes[0]).toContain('data-testid="night-glass"');
    expect(await render(screenFor('town', 'night', 1), true)).not.toContain('night-glass');
  });

  it('S99 every dawn and night screen names whose screen it is, in the same place for every role', async () => {
    for (const role of ROLES) {
      for (const kind of ['dawn', 'night'] as const) {
        const html = await render(screenFor(role, kind, 1), false, seatOf[role]);
        const owner = html.match(/data-testid="night-owner"[^>]*>([^<]*)</)?.[1];
        expect(owner).toBe(`Pantalla de ${names[seatOf[role]]}`);
      }
    }
  });

  it('Confirm starts disabled for every role (the same minimum time)', async () => {
    for (const role of ROLES) expect(await render(screenFor(role, 'dawn', 1))).toMatch(/disabled[^>]*data-testid="night-confirm"|data-testid="night-confirm"[^>]*disabled/);
  });
});

/** The same comparison on the engine's own screens: a real night and a real dawn, every seat, both passes. */
describe('salem night screens from the engine have the same shape for every role', () => {
  const characters: CharacterId[] = ['mary_warren', 'will_griggs', 'samuel_parris', 'tituba', 'george_burroughs', 'cotton_mather'];

  /** Walks a dawn or night seat by seat, rendering each screen; returns the shapes per pass, by seat. */
  async function walk(kind: 'dawn' | 'night', tryals: TryalFace[][]): Promise<Map<number, Map<number, string>>> {
    let s = draftOf(scenario({ players: 6, characters, tryals, cat: kind === 'dawn' ? 'aside' : 5 }));
    s.pending = [];
    if (kind === 'dawn') startDawn(s);
    else startNight(s, 0);
    const byPass = new Map<number, Map<number, string>>();
    for (let guard = 0; guard < 30 && s.night; guard++) {
      const d = s.pending[s.pending.length - 1];
      if (!d || d.t !== 'night') break;
      const seen = view(s, { kind: 'seat', seat: d.seat });
      const html = comparable(await render(seen.me!.night!, false, d.seat, firstLookOf(seen)));
      if (!byPass.has(d.pass)) byPass.set(d.pass, new Map());
      byPass.get(d.pass)!.set(d.seat, html);
      const result = salem.apply(s, d.seat, salem.legalActions(s, d.seat)[0]!);
      if (!result.ok) throw new Error(result.error.code);
      s = result.state;
    }
    return byPass;
  }

  const rows: Record<string, TryalFace[][]> = {
    'a witch, the Constable and townsfolk': [['witch', 'not', 'not'], ['constable', 'not', 'not'], ['not', 'not', 'not'], ['witch', 'not', 'not'], ['not', 'not', 'not'], ['not', 'not', 'not']],
    'a witch who is the Constable': [['witch', 'constable', 'not'], ['not', 'not', 'not'], ['not', 'not', 'not'], ['not', 'witch', 'not'], ['not', 'not', 'not'], ['not', 'not', 'not']],
  };
  for (const [label, tryals] of Object.entries(rows)) {
    for (const kind of ['dawn', 'night'] as const) {
      it(`S90 ${kind} with ${label}: every living seat's screen has one shape per pass`, async () => {
        const byPass = await walk(kind, tryals);
        expect([...byPass.keys()]).toEqual([1, 2]);
        // S100: the first dawn's first pass is everyone's first look at their own cards, and only it.
        for (const [pass, shapes] of byPass) for (const html of shapes.values()) expect(html.includes('night-identity')).toBe(kind === 'dawn' && pass === 1);
        for (const shapes of byPass.values()) {
          expect(shapes.size).toBe(6);
          const all = [...shapes.values()];
          for (const s of all) expect(s).toBe(all[0]);
        }
      });
    }
  }
});
