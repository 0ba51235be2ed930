/**
 * The dawn/night screen a seat gets while it holds the device (ruling S2). Its shape and its
 * options depend only on the pass and on public facts (who lives, the seat's own Tryals and
 * Phips' use), never on the seat's role: the role only names the prompt and, for witches,
 * adds the other witches' picks. `night.ts` validates answers against these same options.
 */
import type { Seat } from '../../engine/contract';
import type { NightPrompt, NightScreen, NightState, SalemState } from './types';
import { abilityOf, faceDown, livingSeats } from './state';

/** Options of each prompt on the current pass: [all living] then, night pass 2, [living except self]. */
export function promptOptions(s: SalemState, night: NightState, seat: Seat): Seat[][] {
  const living = livingSeats(s);
  if (night.kind === 'night' && night.pass === 2) return [living, living.filter((x) => x !== seat)];
  return [living];
}

/** The face-down Constable card makes its holder the Constable (B.2). */
export function holdsConstable(s: SalemState, seat: Seat): boolean {
  return s.players[seat]!.tryals.some((t) => !t.up && t.id === 'constable');
}

/** William Phips (or Martha copying him) may confess without revealing, once per game. */
export function phipsOpen(s: SalemState, seat: Seat): boolean {
  return abilityOf(s, seat) === 'william_phips' && s.players[seat]!.used.phips < 1;
}

/** The confession block: only on the night's second pass, the same for every role. */
export function confessionOf(s: SalemState, night: NightState, seat: Seat): NightScreen['confession'] {
  if (night.kind !== 'night' || night.pass !== 2) return null;
  return { tryals: faceDown(s, seat), phips: phipsOpen(s, seat) };
}

function rolesOf(night: NightState, seat: Seat, prompts: number): NightPrompt['role'][] {
  const witch = night.witches.includes(seat);
  const first: NightPrompt['role'] = witch ? (night.kind === 'dawn' ? 'cat' : 'victim') : 'decoy';
  if (prompts === 1) return [first];
  return [first, night.constable === seat ? 'gavel' : 'decoy'];
}

export function nightScreen(s: SalemState, seat: Seat): NightScreen | null {
  const night = s.night;
  if (!night) return null;
  const options = promptOptions(s, night, seat);
  const roles = rolesOf(night, seat, options.length);
  const witch = night.witches.includes(seat);
  const others = night.proposals.filter((p) => p.seat !== seat);
  return {
    kind: night.kind,
    pass: night.pass,
    prompts: options.map((opts, i) => ({
      role: roles[i]!,
      options: opts,
      proposals: roles[i] === 'cat' || roles[i] === 'victim' ? others.map((p) => ({ ...p })) : [],
    })),
    confession: confessionOf(s, night, seat),
    companions: witch ? night.witches.filter((w) => w !== seat) : [],
  };
}
