/**
 * The bot's small decisions: which character to keep, which Tryal to reveal (at random: the
 * faces are hidden), and the "you may" offers (Ann Putnam's and Rebecca Nurse's cards always;
 * Danforth's early reveal on a suspect for the town, on a townsperson for a witch).
 */
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

export function chooseReveal(legal: SalemAction[], rand: BotRandom): SalemAction {
  const reveals = legal.filter((a) => a.type === 'reveal' || a.type === 'point');
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
