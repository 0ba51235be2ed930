/**
 * The 10 ally discs (digest §2.3 d; names Velada's own). A5: an ally rolls its own `dice` for the
 * listed attributes only (never Speed or perception); recruited with Pers against `difficulty`.
 */
import type { AllyDisc, Level, Texts } from '../types';
import type { AttributeId } from '../../characters/attributes';

function ally(id: string, name: Texts, difficulty: Level, dice: number, attributes: AttributeId[], icon: string): AllyDisc {
  return { id, kind: 'ally', name, difficulty, weight: 0, icon, dice, attributes };
}

export const ALLY_DISCS: readonly AllyDisc[] = [
  ally('street_kid', { es: 'Quique, chaval del barrio', en: 'Quique, the street kid' }, 1, 2, ['dexterity'], 'ally_kid'),
  ally('night_nurse', { es: 'Rosa, enfermera de guardia', en: 'Rosa, the night nurse' }, 2, 2, ['medicine'], 'ally_nurse'),
  ally('librarian', { es: 'Don Anselmo, bibliotecario', en: 'Don Anselmo, the librarian' }, 2, 3, ['intelligence'], 'ally_librarian'),
  ally('mechanic', { es: 'Tere, mecánica del taller', en: 'Tere, the mechanic' }, 2, 2, ['attack'], 'ally_mechanic'),
  ally('veterinarian', { es: 'Doctora Lucía Paz, veterinaria', en: 'Dr Lucía Paz, the vet' }, 2, 2, ['medicine', 'persuasion'], 'ally_vet'),
  ally('priest', { es: 'Padre Ignacio', en: 'Father Ignacio' }, 3, 2, ['persuasion'], 'ally_priest'),
  ally('retired_boxer', { es: 'Paco «el Zurdo», boxeador retirado', en: 'Paco "Lefty", retired boxer' }, 3, 3, ['attack'], 'ally_boxer'),
  ally('off_duty_cop', { es: 'Agente Beltrán, fuera de servicio', en: 'Officer Beltrán, off duty' }, 3, 3, ['attack'], 'ally_cop'),
  ally('locksmith', { es: 'Maese Julián, cerrajero', en: 'Master Julián, the locksmith' }, 4, 3, ['dexterity'], 'ally_locksmith'),
  ally('hunter', { es: 'Amparo, cazadora', en: 'Amparo, the hunter' }, 4, 3, ['attack'], 'ally_hunter'),
];
