/**
 * The bot's small decisions: which character to keep, which Tryal to reveal (at random: the
 * faces are hidden), and the "you may" offers (Ann Putnam's and Rebecca Nurse's cards always;
 * Danforth's early reveal on a suspect for the town, on a townsperson for a witch).
 */
import type { Seat } from '../../../engine/contract';
import type { CharacterId, Decision, SalemAction, SalemView } from '../types';
import { relativeSuspicion, type Mind } from './mind';
import type { BotRandom } from './random';

/** Characters a bot prefers to keep when dealt two (first = most wanted). */
const PREFERENCE: readonly CharacterId[] = [
  'george_burroughs', 'will_griggs', 'cotton_mather', 'william_phips', 'ann_putnam', 'rebecca_nurse',
  'thomas_danforth', 'samuel_parris', 'giles_corey', 'abigail_williams', 'john_proctor', 'tituba',
  'sarah_good', 'martha_corey', 'mary_warren',
];

export function chooseCharacter(legal: SalemAction[], rand: BotRandom): SalemAction {
  return rand.best(legal, (a) => (a.type === 'character' ? -PREFERENCE.indexOf(a.character) : -1000));
}

/** What showing one's own Tryal costs: a Witch kills, the Constable ends the role, a Not a Witch costs least. */
const OWN_REVEAL_COST: Record<string, number> = { not: 0, constable: 1, witch: 2 };

/**
 * Another player's Tryals are face down to the chooser: any position, at random. One's own row
 * (the Black Cat's holder at a Conspiracy, the accused under pointTwo) is known: a Not a Witch first,
 * unless `ownAtRandom` (a Fácil witch, ruling S121: it does not hold back its Witch card).
 */
export function chooseReveal(view: SalemView, seat: Seat, legal: SalemAction[], rand: BotRandom, ownAtRandom = false): SalemAction {
  const reveals = legal.filter((a) => a.type === 'reveal' || a.type === 'point');
  const d = view.decision;
  const own = view.me?.tryals ?? [];
  if (!ownAtRandom && d?.t === 'reveal' && d.target === seat && own.length > 0) {
    return rand.best(reveals.length > 0 ? reveals : legal, (a) => (a.type === 'reveal' ? -(OWN_REVEAL_COST[own[a.tryal]?.face ?? 'witch'] ?? 2) : -3));
  }
  return rand.pick(reveals.length > 0 ? reveals : legal);
}

export function chooseOffer(view: SalemView, mind: Mind, legal: SalemAction[]): SalemAction {
  const d = view.decision as Extract<Decision, { t: 'offer' }> | null;
  let use = true;
  if (d?.t === 'offer' && d.ability === 'thomas_danforth') {
    use = mind.witch ? !mind.companions.has(d.target) : relativeSuspicion(mind, d.target) >= 0.4;
  }
  return legal.find((a) => a.type === 'offer' && a.use === use) ?? legal[0]!;
}
