/**
 * The bot's dawn and night screens. A witch names the Black Cat's holder (a townsperson) or the
 * victim (the most dangerous townsperson Asylum does not cover), and follows what the other
 * witches proposed so the pick is unanimous; the Constable gives the gavel to the player it
 * trusts most among those the witches most likely want; a decoy is answered at random. A
 * townsperson confesses when it looks like tonight's victim and has at least two face-down
 * Not-a-Witch Tryals (William Phips' free confession first).
 */
import type { Seat } from '../../../engine/contract';
import { cardKey } from '../state';
import type { NightPrompt, NightScreen, SalemAction, SalemView } from '../types';
import { faceDownCount, relativeDanger, relativeSuspicion, type Mind } from './mind';
import type { BotRandom } from './random';

type NightAction = Extract<SalemAction, { type: 'night' }>;

/**
 * How a level other than *Normal* bends the night (issue 24): `pick` chooses a witch's Black Cat
 * holder or victim among `pool` when no fellow witch has proposed one (null: the Normal pick);
 * `confess` false never confesses; `victimOdds` (a townsperson's guess at how likely each seat is
 * tonight's victim, comparable across seats) replaces the Normal guess for the gavel and the confession.
 */
export interface NightTuning {
  pick?: (prompt: NightPrompt, pool: Seat[], rand: BotRandom) => Seat | null;
  confess?: boolean;
  victimOdds?: number[];
  /** A townsperson confesses when at most this share of the others look likelier victims (1/4 at Normal). */
  riskShare?: number;
  /** A witch gives the Black Cat to any player the screen offers, its fellow witches and itself included. */
  naiveCat?: boolean;
}

function hasCard(view: SalemView, seat: Seat, key: string): boolean {
  return view.players[seat]?.front.some((id) => cardKey(id) === key) ?? false;
}

/** The most-named target among proposals (ties: the lowest seat, so every witch bot lands on the same one). */
function mostProposed(proposals: { target: Seat }[], allowed: Seat[]): Seat | null {
  const count = new Map<Seat, number>();
  for (const p of proposals) if (allowed.includes(p.target)) count.set(p.target, (count.get(p.target) ?? 0) + 1);
  let best: Seat | null = null;
  for (const [seat, n] of count) if (best === null || n > count.get(best)! || (n === count.get(best)! && seat < best)) best = seat;
  return best;
}

/** The other witches' picks to agree with: this pass's first, then the first pass's. */
function agreed(screen: NightScreen, prompt: NightPrompt, me: Seat, allowed: Seat[]): Seat | null {
  const others = prompt.proposals.filter((p) => p.seat !== me);
  const now = mostProposed(others.filter((p) => p.pass === screen.pass), allowed);
  if (now !== null) return now;
  if (screen.pass === 2) return mostProposed(prompt.proposals.filter((p) => p.pass === 1), allowed);
  return mostProposed(others, allowed);
}

function witchPick(view: SalemView, mind: Mind, screen: NightScreen, prompt: NightPrompt, rand: BotRandom, tune: NightTuning): Seat {
  if (prompt.role === 'cat' && tune.naiveCat) return agreed(screen, prompt, mind.me, prompt.options) ?? rand.pick(prompt.options);
  const town = prompt.options.filter((s) => s !== mind.me && !mind.companions.has(s));
  const targets = prompt.role === 'victim' ? town.filter((s) => !hasCard(view, s, 'asylum')) : town;
  const pool = targets.length > 0 ? targets : town.length > 0 ? town : prompt.options;
  const follow = agreed(screen, prompt, mind.me, prompt.options.filter((s) => s !== mind.me && !mind.companions.has(s)));
  if (follow !== null) return follow;
  const tuned = tune.pick?.(prompt, pool, rand) ?? null;
  if (tuned !== null) return tuned;
  if (prompt.role === 'cat') return rand.pick(pool);
  return rand.best(pool, (s) => mind.danger[s]! + 0.1 * faceDownCount(view, s));
}

function gavelPick(view: SalemView, mind: Mind, prompt: NightPrompt, rand: BotRandom, tune: NightTuning): Seat {
  if (mind.witch) {
    const friends = prompt.options.filter((s) => mind.companions.has(s));
    return friends.length > 0 ? rand.pick(friends) : rand.pick(prompt.options);
  }
  const odds = tune.victimOdds;
  if (odds) return rand.best(prompt.options, (s) => (hasCard(view, s, 'asylum') ? -5 : odds[s] ?? 0), 1e-6);
  // Trusted, and likely to be the witches' pick (they kill the loudest accusers).
  return rand.best(prompt.options, (s) => relativeDanger(mind, s) - 1.5 * relativeSuspicion(mind, s) + (hasCard(view, s, 'asylum') ? -5 : 0), 0.05);
}

/** Is this townsperson likely tonight's victim? The loudest accusers are. */
function atRisk(view: SalemView, mind: Mind, rand: BotRandom, tune: NightTuning): boolean {
  if (hasCard(view, mind.me, 'asylum')) return false;
  const danger = tune.victimOdds ?? mind.danger;
  const mine = danger[mind.me]!;
  const louder = mind.others.filter((s) => danger[s]! > mine && !(tune.victimOdds && hasCard(view, s, 'asylum'))).length;
  return louder <= Math.max(0, Math.floor(tune.riskShare === undefined ? mind.others.length / 4 : mind.others.length * tune.riskShare)) && mine > 0 ? true : rand.float() < 0.1;
}

function confession(view: SalemView, mind: Mind, screen: NightScreen, rand: BotRandom, tune: NightTuning): number | 'phips' | null {
  const open = screen.confession;
  if (!open || mind.witch || tune.confess === false) return null;
  const mine = view.me?.tryals ?? [];
  const safe = open.tryals.filter((i) => mine[i]?.face === 'not' && !mine[i]?.up);
  if (!atRisk(view, mind, rand, tune)) return null;
  if (open.phips) return 'phips';
  return safe.length >= 2 ? rand.pick(safe) : null;
}

function answer(view: SalemView, mind: Mind, screen: NightScreen, prompt: NightPrompt, rand: BotRandom, tune: NightTuning): Seat {
  switch (prompt.role) {
    case 'cat':
    case 'victim':
      return witchPick(view, mind, screen, prompt, rand, tune);
    case 'gavel':
      return gavelPick(view, mind, prompt, rand, tune);
    default:
      return rand.pick(prompt.options);
  }
}

/** The legal answer closest to the one the bot wants (every part that matches counts). */
export function chooseNight(view: SalemView, mind: Mind, legal: SalemAction[], rand: BotRandom, tune: NightTuning = {}): SalemAction {
  const screen = view.me?.night;
  const night = legal.filter((a): a is NightAction => a.type === 'night' && !a.timedOut);
  if (!screen || night.length === 0) return rand.pick(legal);
  const answers = screen.prompts.map((p) => answer(view, mind, screen, p, rand, tune));
  const confess = confession(view, mind, screen, rand, tune);
  return rand.best(night, (a) => a.answers.reduce((n, seat, i) => n + (seat === answers[i] ? 2 : 0), 0) + (a.confess === confess ? 1 : 0));
}
