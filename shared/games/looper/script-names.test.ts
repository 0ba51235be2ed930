import { describe, expect, it } from 'vitest';
import { CHARACTERS, ROLES } from './ids';
import { CHARACTER_NAMES, ROLE_NAMES } from './script-names';

describe('script names', () => {
  it('L27 gives the Spanish titles the seed does not print, and reads "agente" as the Factor', () => {
    expect(CHARACTER_NAMES.classRep.es).toBe('La delegada');
    expect(CHARACTER_NAMES.mysteryBoy.es).toBe('El chico misterioso');
    expect(CHARACTER_NAMES.alien.es).toBe('La alienígena');
    expect(CHARACTER_NAMES.godlyBeing.es).toBe('El ser divino');
    expect(CHARACTER_NAMES.popIdol.es).toBe('La estrella del pop');
    expect(CHARACTER_NAMES.journalist.es).toBe('El periodista');
    expect(CHARACTER_NAMES.nurse.es).toBe('La enfermera');
    expect(CHARACTER_NAMES.henchman.es).toBe('El secuaz');
    expect(ROLE_NAMES.factor.es[0]).toBe('Factótum');
    expect(Object.values(ROLE_NAMES).some((n) => n.es[0].toLowerCase() === 'agente')).toBe(false);
  });

  it('names every character and role in both languages, all different', () => {
    for (const lang of ['es', 'en'] as const) {
      const names = CHARACTERS.map((c) => CHARACTER_NAMES[c][lang]);
      expect(new Set(names).size, lang).toBe(CHARACTERS.length);
      expect(names.every((n) => n.trim().length > 0)).toBe(true);
      const roles = ROLES.map((r) => ROLE_NAMES[r][lang][0]);
      expect(new Set(roles).size, lang).toBe(ROLES.length);
    }
  });
});
