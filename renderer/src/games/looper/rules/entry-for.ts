/**
 * Which reference entry a Tragedy Looper table element explains itself with: ids are the
 * engine's (a hand's card id '#2' suffix dropped), prefixed by their kind in the reference.
 * null for anything the reference does not hold, so `v-explain` shows nothing rather than a guess.
 */
import { CARD_KINDS, CHARACTERS, COUNTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES } from '../../../../../shared/games/looper/ids';

export type LooperElement = 'character' | 'location' | 'card' | 'counter' | 'role' | 'plot' | 'incident';
export type LooperMarker = 'leader' | 'extra' | 'turf' | 'corpse';

const IDS: Record<LooperElement, readonly string[]> = {
  character: CHARACTERS, location: LOCATIONS, card: CARD_KINDS, counter: COUNTERS, role: ROLES, plot: PLOTS, incident: INCIDENTS,
};

export function looperEntryFor(kind: LooperElement, id: string | null | undefined): string | null {
  if (!id) return null;
  const bare = kind === 'card' ? id.split('#')[0]! : id;
  return IDS[kind].includes(bare) ? `${kind}-${bare}` : null;
}

export function looperMarkerEntry(marker: LooperMarker): string {
  return marker;
}
