/** The words reference.ts puts around the engine's data, in Spanish and English. */
import type { CharacterId } from '../../../../../shared/games/looper/ids';
import type { Refusal } from '../../../../../shared/games/looper/tragedy-sets';

export type Lang = 'es' | 'en';

interface Labels {
  traits: string; paranoiaLimit: string; start: string; henchmanStart: string; forbidden: string; noAbilities: string;
  special: Partial<Record<CharacterId, string>>;
  refusal: string; refusalKind: Record<Refusal, string>; roleLimit: string; sets: string;
  mainPlot: string; subPlot: string; addsRoles: string; none: string;
  protagonistHand: string; mastermindHand: string; inHands: string; oncePerLoopCard: string;
  mainPlots: string; subPlots: string; roles: string; incidents: string; withFinalGuess: string; noFinalGuess: string;
  incidentRule: string;
  groups: Record<'sets' | 'plots' | 'roles' | 'incidents' | 'characters' | 'cards' | 'board', string>;
}

export const LABELS: Record<Lang, Labels> = {
  es: {
    traits: 'Rasgos',
    paranoiaLimit: 'Límite de Paranoia',
    start: 'Empieza en',
    henchmanStart: 'donde elija la mente maestra en cada bucle',
    forbidden: 'Localizaciones prohibidas',
    noAbilities: 'Sin habilidades de Cooperación.',
    special: {
      mysteryBoy: 'Su papel es siempre uno del escenario que las tramas no añaden (nunca figurante).',
      godlyBeing: 'Entra en juego en el bucle que indica el guion (secreto).',
      boss: 'El guion le da un territorio, marcado en el tablero.',
      patient: 'Solo puede estar en el Hospital, salvo que el médico lo libere.',
    },
    refusal: 'Negar Cooperación',
    refusalKind: { none: 'no', optional: 'opcional', mandatory: 'obligatoria' },
    roleLimit: 'Como máximo por guion',
    sets: 'Escenarios',
    mainPlot: 'Trama principal',
    subPlot: 'Trama secundaria',
    addsRoles: 'Añade',
    none: 'ningún papel',
    protagonistHand: 'protagonistas',
    mastermindHand: 'mente maestra',
    inHands: 'Manos',
    oncePerLoopCard: 'Una vez por bucle: tras usarla queda boca arriba hasta el final del bucle.',
    mainPlots: 'Tramas principales',
    subPlots: 'Tramas secundarias',
    roles: 'Papeles',
    incidents: 'Incidentes',
    withFinalGuess: 'Con Hipótesis final.',
    noFinalGuess: 'Sin Hipótesis final.',
    incidentRule: 'Solo ocurre si el culpable está vivo y en pánico.',
    groups: { sets: 'Escenarios trágicos', plots: 'Tramas', roles: 'Papeles', incidents: 'Incidentes', characters: 'Personajes', cards: 'Cartas de acción', board: 'Tablero, fichas e indicadores' },
  },
  en: {
    traits: 'Traits',
    paranoiaLimit: 'Paranoia limit',
    start: 'Starts in',
    henchmanStart: 'wherever the mastermind chooses each loop',
    forbidden: 'Forbidden locations',
    noAbilities: 'No goodwill abilities.',
    special: {
      mysteryBoy: 'His role is always one of the set that the plots do not add (never a Person).',
      godlyBeing: 'Enters play in the loop the script says (secret).',
      boss: 'The script gives him a Turf, marked on the board.',
      patient: 'He may only be in the Hospital, unless the Doctor frees him.',
    },
    refusal: 'Goodwill Refusal',
    refusalKind: { none: 'no', optional: 'optional', mandatory: 'mandatory' },
    roleLimit: 'At most per script',
    sets: 'Sets',
    mainPlot: 'Main plot',
    subPlot: 'Subplot',
    addsRoles: 'Adds',
    none: 'no role',
    protagonistHand: 'protagonists',
    mastermindHand: 'mastermind',
    inHands: 'Hands',
    oncePerLoopCard: 'Once per loop: once used it stays face up until the loop ends.',
    mainPlots: 'Main plots',
    subPlots: 'Subplots',
    roles: 'Roles',
    incidents: 'Incidents',
    withFinalGuess: 'With a Final Guess.',
    noFinalGuess: 'No Final Guess.',
    incidentRule: 'It occurs only if the culprit is alive and in panic.',
    groups: { sets: 'Tragedy sets', plots: 'Plots', roles: 'Roles', incidents: 'Incidents', characters: 'Characters', cards: 'Action cards', board: 'Board, counters and markers' },
  },
};
