import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../ids';
import { CHARACTER_CARDS } from '../characters';
import { TRAGEDY_SET_DATA } from '../tragedy-sets';
import { parseScript, scriptFromJson, scriptToJson } from '../script-file';
import { validateScript } from '../validate-script';
import { SHIPPED_SCRIPTS, shippedScript } from './index';
import { RETIRED_SCRIPTS } from './retired';

const fs = SHIPPED_SCRIPTS.filter((s) => s.public.tragedySet === 'firstSteps');
const bt = SHIPPED_SCRIPTS.filter((s) => s.public.tragedySet === 'basicTragedy');

describe('shipped scripts', () => {
  it.each(SHIPPED_SCRIPTS.map((s) => [s.id, s] as const))('%s passes the validator and the file schema', (_id, script) => {
    expect(validateScript(script)).toEqual([]);
    expect(parseScript(JSON.parse(JSON.stringify(script)))).toEqual({ ok: true, value: script });
  });

  it('are 3 First Steps (velada-fs-1..3) and 9 Basic Tragedy (velada-bt-1..9) with distinct ids', () => {
    expect(fs.map((s) => s.id)).toEqual(['velada-fs-1', 'velada-fs-2', 'velada-fs-3']);
    expect(bt.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `velada-bt-${n}`));
    expect(shippedScript('velada-bt-4')?.id).toBe('velada-bt-4');
    expect(shippedScript('nope')).toBeUndefined();
  });

  it('cover every main plot and subplot of both sets', () => {
    for (const [set, scripts] of [['firstSteps', fs], ['basicTragedy', bt]] as const) {
      const data = TRAGEDY_SET_DATA[set];
      const mains = new Set(scripts.map((s) => s.secret.mainPlot));
      const subs = new Set(scripts.flatMap((s) => s.secret.subPlots));
      expect([...mains].sort()).toEqual([...data.mainPlots].sort());
      expect([...subs].sort()).toEqual([...data.subPlots].sort());
    }
  });

  it('use all 18 characters, casts of 6 to 11, 4-8 days, 3-6 loops', () => {
    const used = new Set(SHIPPED_SCRIPTS.flatMap((s) => s.secret.cast.map((m) => m.character)));
    expect([...used].sort()).toEqual([...CHARACTERS].sort());
    for (const s of SHIPPED_SCRIPTS) {
      expect(s.secret.cast.length).toBeGreaterThanOrEqual(6);
      expect(s.secret.cast.length).toBeLessThanOrEqual(11);
      expect(s.public.days).toBeGreaterThanOrEqual(4);
      expect(s.public.days).toBeLessThanOrEqual(8);
      expect(s.public.loops).toBeGreaterThanOrEqual(3);
      expect(s.public.loops).toBeLessThanOrEqual(6);
    }
  });

  it('include a Godly Being entering in loop 2, a Boss with a Turf, a Henchman and a Mystery Boy', () => {
    const members = SHIPPED_SCRIPTS.flatMap((s) => s.secret.cast);
    expect(members.some((m) => m.character === 'godlyBeing' && m.entryLoop === 2)).toBe(true);
    expect(members.some((m) => m.character === 'boss' && m.turf !== undefined)).toBe(true);
    expect(members.some((m) => m.character === 'henchman')).toBe(true);
    expect(members.some((m) => m.character === 'mysteryBoy')).toBe(true);
  });

  it('L84 schedule only incidents whose culprit can reach its paranoia limit by that day (one Paranoia +1 a day)', () => {
    for (const s of SHIPPED_SCRIPTS) {
      for (const { day, culprit } of s.secret.culprits) {
        const member = s.secret.cast.find((m) => m.character === culprit)!;
        expect(CHARACTER_CARDS[culprit].paranoiaLimit, `${s.id} day ${day}`).toBeLessThanOrEqual(day);
        expect(member).toBeDefined();
      }
    }
  });

  it('have a handbook: a story, at least 2 hints and a difficulty for the public loop count', () => {
    for (const s of SHIPPED_SCRIPTS) {
      expect(s.handbook.hints.length).toBeGreaterThanOrEqual(2);
      expect(s.handbook.story.es.length).toBeGreaterThan(40);
      expect(s.handbook.story.en.length).toBeGreaterThan(40);
      expect(s.handbook.difficulty[String(s.public.loops)]).toBeGreaterThanOrEqual(1);
    }
    const intro = shippedScript('velada-fs-1')!;
    expect(intro.secret.cast.length).toBeLessThanOrEqual(7);
    expect([intro.public.days, intro.public.loops]).toEqual([4, 3]);
    expect(intro.handbook.hints.length).toBeGreaterThanOrEqual(4);
  });

  it('L80 velada-bt-1 is the manual\'s worked example: Murder Plan + A Love Affair + An Unsettling Rumor, 9 characters, 4 incidents', () => {
    const s = shippedScript('velada-bt-1')!;
    expect([s.secret.mainPlot, ...s.secret.subPlots]).toEqual(['murderPlan', 'aLoveAffair', 'anUnsettlingRumor']);
    expect(s.secret.cast).toHaveLength(9);
    expect(s.public.incidents.map((i) => i.day)).toEqual([2, 4, 5, 7]);
    const roleOf = Object.fromEntries(s.secret.cast.map((m) => [m.character, m.role]));
    expect(roleOf).toMatchObject({ shrineMaiden: 'keyPerson', girlStudent: 'killer', policeOfficer: 'brain', doctor: 'conspiracyTheorist', patient: 'lover', richMansDaughter: 'lovedOne' });
  });

  it('survive a JSON round trip unchanged', () => {
    for (const s of SHIPPED_SCRIPTS) {
      const text = scriptToJson(s);
      expect(scriptFromJson(text)).toEqual({ ok: true, value: s });
      expect(scriptToJson(JSON.parse(text))).toBe(text);
    }
  });

  it('L184–L190 keep each changed script\'s old version loadable: valid, same id and set, a different secret card', () => {
    expect(Object.keys(RETIRED_SCRIPTS).sort()).toEqual(['velada-bt-2', 'velada-bt-3', 'velada-bt-4', 'velada-bt-5', 'velada-bt-7', 'velada-bt-9', 'velada-fs-2', 'velada-fs-3']);
    for (const [id, old] of Object.entries(RETIRED_SCRIPTS)) {
      const now = shippedScript(id)!;
      expect(validateScript(old), id).toEqual([]);
      expect(parseScript(JSON.parse(JSON.stringify(old))), id).toEqual({ ok: true, value: old });
      expect([old.id, old.public.tragedySet, old.secret.mainPlot], id).toEqual([now.id, now.public.tragedySet, now.secret.mainPlot]);
      expect(old.secret, id).not.toEqual(now.secret);
    }
  });
});
