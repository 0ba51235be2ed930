/**
 * What each shelter of the map shows, derived from the seat's view: tokens, markers and
 * the silence cards played on it. Pure, so it is tested without rendering.
 */
import type { RoundPlay, SilentesView, Suit } from '../../../../shared/games/silentes/types';

export interface ShelterToken {
  seat: number;
  name: string;
}

export interface ShelterPlay {
  seat: number;
  name: string;
  card: string;
  /** The comparison failed and the card left the game. */
  lost: boolean;
}

export interface ShelterModel {
  index: number;
  card: string | null;
  zone: Suit | null;
  tokens: ShelterToken[];
  barricade: boolean;
  mirrorOwners: string[];
  plays: ShelterPlay[];
  hunted: boolean;
}

function isLost(play: RoundPlay): boolean {
  return 'lost' in play && play.lost === true;
}

/** Where a round play sits on the map: hiding names its shelter, entrenching stays put. */
function playShelter(play: RoundPlay, position: number | null): number | null {
  if (play.kind === 'hide') return play.shelter;
  if (play.kind === 'entrench') return position;
  return null;
}

export function shelterModels(view: SilentesView): ShelterModel[] {
  const names = view.seats.map((s) => s.name);
  return view.map.map((card, index) => {
    const zone = view.zones[index] ?? null;
    const tokens = view.seats.flatMap((s, seat) => (s.position === index ? [{ seat, name: s.name }] : []));
    const plays = view.seats.flatMap((s, seat) => {
      const play = s.play;
      if (!play || (play.kind !== 'hide' && play.kind !== 'entrench')) return [];
      return playShelter(play, s.position) === index ? [{ seat, name: s.name, card: play.card, lost: isLost(play) }] : [];
    });
    return {
      index,
      card,
      zone,
      tokens,
      barricade: view.barricades.includes(index),
      mirrorOwners: view.mirrors.filter((m) => m.shelter === index).map((m) => names[m.owner] ?? String(m.owner)),
      plays,
      hunted: zone !== null && view.huntZones.includes(zone),
    };
  });
}
