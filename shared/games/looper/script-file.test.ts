import { describe, expect, it } from 'vitest';
import { MAX_SCRIPT_BYTES, formatPath, parseScript, scriptFromJson, scriptToJson } from './script-file';
import { shippedScript } from './scripts/index';

const intro = () => structuredClone(shippedScript('velada-fs-1')!);

describe('parseScript', () => {
  it('returns a valid script as its value', () => {
    expect(parseScript(intro())).toEqual({ ok: true, value: intro() });
  });

  it('L86 turns schema errors into problems with their path and es/en messages, and returns no script', () => {
    const raw = intro() as unknown as { secret: { cast: { role: string }[] }; extra?: number };
    raw.secret.cast[3]!.role = 'vampire';
    raw.extra = 1;
    const r = parseScript(raw);
    expect(r.ok).toBe(false);
    expect('value' in r).toBe(false);
    if (r.ok) return;
    expect(r.problems.find((p) => p.path === 'secret.cast[3].role')).toMatchObject({ code: 'schema_value', message: { en: expect.stringContaining('secret.cast[3].role: unknown value') } });
    expect(r.problems.find((p) => p.code === 'schema_unknown_key')).toMatchObject({ path: '', message: { es: '(raíz): campo desconocido extra', en: '(root): unknown field extra' } });
  });

  it('refuses numbers out of range and overlong texts in the schema', () => {
    const raw = intro();
    raw.public.loops = 12;
    raw.handbook.title.es = 'x'.repeat(500);
    const r = parseScript(raw);
    expect(r.ok ? [] : r.problems.map((p) => [p.code, p.path])).toEqual([
      ['schema_too_big', 'handbook.title.es'],
      ['schema_too_big', 'public.loops'],
    ]);
  });

  it('runs the authoring rules after the schema: a well-formed but invalid script is refused with the validator\'s problems', () => {
    const raw = intro();
    raw.secret.culprits[2]!.culprit = 'doctor';
    const r = parseScript(raw);
    expect(r).toEqual({
      ok: false,
      problems: [{ path: 'secret.culprits[2].culprit', code: 'culprit_twice', message: { es: 'El médico es culpable de dos incidentes (como mucho uno)', en: 'Doctor is the culprit of two incidents (at most one)' } }],
    });
  });

  it('refuses things that are not a script object at all', () => {
    for (const raw of [null, 42, 'script', []]) {
      const r = parseScript(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]).toMatchObject({ path: '', code: 'schema_type' });
    }
  });
});

describe('scriptFromJson / scriptToJson', () => {
  it('round-trips a script through stable, pretty JSON', () => {
    const text = scriptToJson(intro());
    expect(text.startsWith('{\n  "id": "velada-fs-1",\n  "handbook": {\n    "title": {\n      "es"')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(scriptFromJson(text)).toEqual({ ok: true, value: intro() });
    const shuffledKeys = JSON.parse(text) as Record<string, unknown>;
    const reordered = { secret: shuffledKeys.secret, public: shuffledKeys.public, id: shuffledKeys.id, handbook: shuffledKeys.handbook };
    expect(scriptToJson(reordered as never)).toBe(text);
  });

  it('refuses malformed JSON with bad_json and nothing else', () => {
    const r = scriptFromJson('{ "id": "velada-fs-1", ');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0]).toMatchObject({ path: '', code: 'bad_json', message: { es: expect.stringContaining('no es JSON válido'), en: expect.stringContaining('not valid JSON') } });
    }
  });

  it('L86 refuses a file larger than 64 KB with too_large before parsing it', () => {
    const big = `{"id":"x","pad":"${'a'.repeat(MAX_SCRIPT_BYTES)}"}`;
    const r = scriptFromJson(big);
    expect(r).toEqual({
      ok: false,
      problems: [{ path: '', code: 'too_large', message: { es: 'El archivo ocupa 64.0 KB; un guion cabe en 64 KB', en: 'The file is 64.0 KB; a script fits in 64 KB' } }],
    });
  });

  it('counts bytes, not characters, against the limit', () => {
    const script = intro();
    script.handbook.story.es = 'ñ'.repeat(1000);
    const text = scriptToJson(script);
    expect(text.length).toBeLessThan(MAX_SCRIPT_BYTES);
    expect(scriptFromJson(text).ok).toBe(true);
    const padded = text.replace('"id": "velada-fs-1"', `"id": "velada-fs-1", "x": "${'ñ'.repeat(MAX_SCRIPT_BYTES / 2)}"`);
    expect(padded.length).toBeLessThan(MAX_SCRIPT_BYTES + 100);
    const r = scriptFromJson(padded);
    expect(r.ok ? '' : r.problems[0]!.code).toBe('too_large');
  });

  it('formats zod paths like secret.cast[3].role', () => {
    expect(formatPath(['secret', 'cast', 3, 'role'])).toBe('secret.cast[3].role');
    expect(formatPath([])).toBe('');
  });
});
