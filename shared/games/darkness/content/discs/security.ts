/**
 * The 8 security discs (digest §2.3 d, A25). Alarms are disarmed with Int (Security Systems) and
 * cannot be fought; guards and owners are talked round with Pers (any social skill) or fought for
 * one round; dogs are calmed with Pers (Animal Handling) or fought. VP = the disc's difficulty.
 */
import type { Level, SecurityDisc, Texts } from '../types';

const SOCIAL = ['fast_talk', 'bribery', 'negotiation', 'charm', 'intimidation', 'leadership'];

function security(
  id: string, name: Texts, kind: SecurityDisc['security'], difficulty: Level, combat: SecurityDisc['combat'],
): SecurityDisc {
  const social = kind === 'alarm'
    ? { attribute: 'intelligence' as const, skills: ['security_systems'] }
    : kind === 'dog'
      ? { attribute: 'persuasion' as const, skills: ['animal_handling'] }
      : { attribute: 'persuasion' as const, skills: SOCIAL };
  return { id, kind: 'security', name, difficulty, weight: 0, icon: kind, security: kind, social, combat };
}

export const SECURITY_DISCS: readonly SecurityDisc[] = [
  security('alarm_basic', { es: 'Alarma de timbre', en: 'Bell alarm' }, 'alarm', 2, null),
  security('alarm_silent', { es: 'Alarma silenciosa', en: 'Silent alarm' }, 'alarm', 3, null),
  security('guard_night', { es: 'Vigilante nocturno', en: 'Night watchman' }, 'guard', 3, { initiative: 2, attack: 2, defense: 3 }),
  security('guard_security', { es: 'Guarda jurado', en: 'Security guard' }, 'guard', 3, { initiative: 2, attack: 2, defense: 3 }),
  security('owner_grumpy', { es: 'Dueño cascarrabias', en: 'Grumpy owner' }, 'owner', 2, { initiative: 1, attack: 1, defense: 2 }),
  security('owner_widow', { es: 'Viuda con escopeta de sal', en: 'Widow with a rock-salt gun' }, 'owner', 2, { initiative: 1, attack: 1, defense: 2 }),
  security('dog_mastiff', { es: 'Mastín', en: 'Mastiff' }, 'dog', 2, { initiative: 3, attack: 2, defense: 1 }),
  security('dog_shepherd', { es: 'Pastor alemán', en: 'German shepherd' }, 'dog', 2, { initiative: 3, attack: 2, defense: 1 }),
];
