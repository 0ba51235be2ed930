/**
 * What the first engine did where rules version 2 (R49) plays differently, kept so that a game
 * begun under version 1 replays its stored hashes and plays on exactly as it began. Only a
 * state with `rulesVersion: 1` reaches these; version 2's own rules live in flow.ts and
 * responders.ts (which also keeps version 1's provision moments). Version 1 states carry
 * version 1's shapes: the resolution's two windows after a failed comparison
 * ('afterFailSubject', 'afterFailOther') and no `asked` list there.
 */
import type { Seat } from '../../engine/contract';
import type { ProvisionKey, SeatState, SilentesState } from './types';
import { PROVISION_CARD, isHuntCard } from './cards';
import { other, turnOrder } from './state';

/** Version 1 asked a seat only when it held the one provision the moment was for. */
export function holdsUsable(s: SilentesState, seat: Seat, key: ProvisionKey): boolean {
  return !s.effects.devil && s.seats[seat].hand.includes(PROVISION_CARD[key]);
}

/** Version 1's flip window: Lanzar Chatarra holders only, in turn order. */
export function scrapResponder(s: SilentesState, asked: readonly Seat[]): Seat | undefined {
  return turnOrder(s).find((seat) => !asked.includes(seat) && holdsUsable(s, seat, 'scrap'));
}

/** Version 1 refilled "hasta 5" counting hunt cards only (R8 counts the whole hand since version 2). */
export function huntCardsInHand(p: SeatState): number {
  let n = 0;
  for (const c of p.hand) if (isHuntCard(c)) n++;
  return n;
}

type ResolveStage = Extract<SilentesState['stage'], { s: 'resolve' }>;

/**
 * Version 1's two windows after a failed comparison: the subject's own (Amuleto, or Agua
 * while there is noise), then the partner's Agua.
 */
export function v1AfterFailStep(s: SilentesState, st: ResolveStage, seat: Seat): void {
  if (st.step === 'afterFailSubject') {
    st.step = 'afterFailOther';
    if (st.pendingNoise > 0 && (holdsUsable(s, seat, 'amulet') || waterHelps(s, seat))) {
      s.pending.push({ t: 'window', seat, window: 'afterFail', subject: seat });
    }
    return;
  }
  st.step = 'lovers';
  const partner = other(seat);
  if (st.pendingNoise > 0 && waterHelps(s, partner)) {
    s.pending.push({ t: 'window', seat: partner, window: 'afterFail', subject: seat });
  }
}

/** Agua at 0 noise would do nothing, so version 1 opened no window for it. */
function waterHelps(s: SilentesState, seat: Seat): boolean {
  return s.noise > 0 && holdsUsable(s, seat, 'water');
}
