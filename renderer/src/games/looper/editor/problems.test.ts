import { describe, expect, it } from 'vitest';
import { scriptFromJson } from '../../../../../shared/games/looper/script-file';
import { SHIPPED_SCRIPTS } from '../../../../../shared/games/looper/scripts';
import { problemLine, problemMessage } from './problems';

describe('script problems in the UI language', () => {
  it('reads a validator problem and an import refusal alike, in Spanish or English', () => {
    const broken = { ...SHIPPED_SCRIPTS[0]!, public: { ...SHIPPED_SCRIPTS[0]!.public, loops: 12 } };
    const parsed = scriptFromJson(JSON.stringify(broken));
    expect(parsed.ok).toBe(false);
    const problem = parsed.ok ? null : parsed.problems[0]!;
    expect(problemMessage(problem!, 'es')).toBe(problem!.message.es);
    expect(problemMessage(problem!, 'en')).toBe(problem!.message.en);
    const report = { path: 'public.days', code: 'days_out_of_range', es: 'El bucle dura 9 días', en: 'A loop lasts 9 days' };
    expect(problemLine(report, 'es')).toBe('public.days: El bucle dura 9 días');
    expect(problemLine(report, 'en')).toBe('public.days: A loop lasts 9 days');
  });

  it('does not repeat a path the message already starts with, and leaves a pathless problem alone', () => {
    expect(problemLine({ path: 'secret.cast', code: 'schema_type', es: 'secret.cast: falta', en: 'secret.cast: missing' }, 'es')).toBe('secret.cast: falta');
    expect(problemLine({ path: '', code: 'bad_json', es: 'El archivo no es JSON válido', en: 'Not valid JSON' }, 'en')).toBe('Not valid JSON');
  });
});
