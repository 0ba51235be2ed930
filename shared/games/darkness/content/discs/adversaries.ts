/**
 * The 10 adversary discs (digest §2.3 d). I, A, D are ladder levels; S is a number (A27: retreat
 * must beat it strictly); health 1 (bosses live in their scenarios). `difficulty` is the Defense:
 * what an attack must reach to defeat it. VP = A + D (A29).
 */
import type { AdversaryDisc, Level, Texts } from '../types';

function adversary(
  id: string, name: Texts, [initiative, attack, defense]: [Level, Level, Level], speed: number, tags: string[], icon: string,
): AdversaryDisc {
  return { id, kind: 'adversary', name, difficulty: defense, weight: 0, icon, initiative, attack, defense, speed, health: 1, tags };
}

const SHAMBLER: Texts = { es: 'Arrastrado', en: 'Shambler' };

export const ADVERSARY_DISCS: readonly AdversaryDisc[] = [
  adversary('shambler_1', SHAMBLER, [1, 2, 2], 2, ['undead'], 'shambler'),
  adversary('shambler_2', { es: 'Arrastrada con bata', en: 'Shambler in a dressing gown' }, [1, 2, 2], 2, ['undead'], 'shambler'),
  adversary('shambler_3', { es: 'Arrastrado con mono de trabajo', en: 'Shambler in overalls' }, [1, 2, 2], 2, ['undead'], 'shambler'),
  adversary('shambler_4', { es: 'Arrastrado del cementerio', en: 'Graveyard shambler' }, [1, 2, 2], 2, ['undead'], 'shambler'),
  adversary('grave_hound_1', { es: 'Perro de las tumbas', en: 'Grave hound' }, [2, 2, 1], 6, ['undead', 'beast'], 'hound'),
  adversary('grave_hound_2', { es: 'Perro pálido de las tumbas', en: 'Pale grave hound' }, [2, 2, 1], 6, ['undead', 'beast'], 'hound'),
  adversary('ghoul_1', { es: 'Necrófago', en: 'Ghoul' }, [2, 3, 2], 4, ['undead'], 'ghoul'),
  adversary('ghoul_2', { es: 'Necrófaga del osario', en: 'Ossuary ghoul' }, [2, 3, 2], 4, ['undead'], 'ghoul'),
  adversary('night_stalker', { es: 'El Acechador nocturno', en: 'The Night Stalker' }, [3, 3, 3], 5, ['night'], 'stalker'),
  adversary('wrapped_horror', { es: 'El Horror vendado', en: 'The Wrapped Horror' }, [1, 4, 4], 2, ['undead', 'mummy'], 'mummy'),
];
