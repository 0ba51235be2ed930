/**
 * The 9-step day (digest §5.4) as a state machine: `advance` runs every automatic step until a
 * seat must decide or the game is over, and `perform` applies one checked action to a draft.
 * B's effect functions (abilities, incidents, day end, plots) are called here and only here.
 */
import { goodwillUses, refusalOptions, resolveGoodwill, resolveInformer } from './abilities';
import { rulesAtLeast } from '../../engine/rules-version';
import { mandatoryDayEndWaiting, resolveMandatoryDayEnd, resolveDayEnd, resolveWaitingDayEnd } from './day-end';
import { answerGuess } from './final-guess';
import { culpritOf, incidentChoices, incidentOccurs, resolveIncident } from './incidents';
import { answerTimeSpiral, endLoop, placeHenchman } from './loop';
import { resolveMastermindAbility } from './mastermind-abilities';
import { placeCard } from './placement';
import { resolveCounters, revealAndMove } from './resolution';
import { passLeader } from './setup';
import { isLastDay, leaderSeat, log } from './state';
import { MASTERMIND, type AbilityUse, type LooperAction, type LooperState } from './types';

/** Safety net: a day has a few dozen automatic transitions at most; more means a bug. */
const MAX_TRANSITIONS = 10_000;

/** Step 7 for today's scheduled incident; then steps 8 (leader passes, L13) and 9's mandatory effects. */
function incidentStep(s: LooperState): void {
  const rec = s.incidents.find((i) => i.day === s.day && i.occurred === null);
  if (rec) {
    const culprit = culpritOf(s, s.day);
    if (culprit && incidentOccurs(s, s.day)) {
      rec.occurred = true;
      if (incidentChoices(s, rec.incident, culprit).length > 0) {
        s.pending = { t: 'incident', seat: MASTERMIND, day: s.day, incident: rec.incident };
      } else resolveIncident(s, rec.incident, culprit, {});
      return;
    }
    rec.occurred = false;
    log(s, 'noIncident', { day: s.day, incident: rec.incident });
    return;
  }
  passLeader(s);
  log(s, 'leaderPassed', { hand: s.leader, seat: leaderSeat(s) });
  s.step = 'dayEnd';
  // L91: under rules 3 they wait for the mastermind's first answer of step 9.
  if (!rulesAtLeast(s, 3)) resolveMandatoryDayEnd(s);
}

/** L91: the waiting mandatory effects go first; false when they ended the loop (the answer then does nothing). */
function mandatoryFirst(s: LooperState): boolean {
  return !mandatoryDayEndWaiting(s) || resolveWaitingDayEnd(s);
}

function nextProtagonistHand(s: LooperState) {
  for (let k = 0; k < 3; k++) {
    const hand = ((s.leader + k) % 3) as 0 | 1 | 2;
    if (!s.placed.some((p) => p.owner === hand)) return hand;
  }
  return null;
}

/** Runs automatic steps until someone must decide, the game is over, or a loop ends early (L14). */
export function advance(s: LooperState): void {
  for (let n = 0; !s.result && !s.pending; n++) {
    if (n > MAX_TRANSITIONS) throw new Error(`looper: no decision reached at loop ${s.loop} day ${s.day} step ${s.step}`);
    if (s.loopOver) {
      endLoop(s);
      continue;
    }
    switch (s.step) {
      case 'mastermindCards':
        if (s.placed.filter((p) => p.owner === 'mastermind').length < 3) s.pending = { t: 'mastermindCards', seat: MASTERMIND };
        else s.step = 'protagonistCards';
        break;
      case 'protagonistCards': {
        const hand = nextProtagonistHand(s);
        if (hand === null) s.step = 'cardResolution';
        else s.pending = { t: 'protagonistCard', seat: s.holders[hand], hand };
        break;
      }
      case 'cardResolution':
        if (revealAndMove(s)) s.pending = { t: 'cultist', seat: MASTERMIND };
        else {
          resolveCounters(s, false);
          s.step = 'mastermindAbilities';
        }
        break;
      case 'mastermindAbilities':
        // L17: asked every day, whatever roles are cast.
        s.pending = { t: 'mastermindAbility', seat: MASTERMIND };
        break;
      case 'goodwillAbilities':
        // Which abilities the leader may declare depends on public facts only, so skipping is safe.
        if (goodwillUses(s).length > 0) s.pending = { t: 'goodwill', seat: leaderSeat(s) };
        else s.step = 'incidents';
        break;
      case 'incidents':
        incidentStep(s);
        break;
      case 'dayEnd':
        s.pending = { t: 'dayEnd', seat: MASTERMIND };
        break;
      case 'finalGuess':
        s.pending = { t: 'finalGuess', seat: leaderSeat(s) };
        break;
      default:
        throw new Error(`looper: step ${s.step} has no pending decision`);
    }
  }
}

function declareGoodwill(s: LooperState, use: AbilityUse, refused: boolean): void {
  const { informer } = resolveGoodwill(s, use, refused);
  s.pending = informer ? { t: 'informer', seat: MASTERMIND, named: informer } : null;
}

function endDay(s: LooperState): void {
  if (isLastDay(s)) {
    endLoop(s);
    return;
  }
  s.day += 1;
  s.usedToday = [];
  s.resolved = [];
  s.step = 'mastermindCards';
  log(s, 'dayStarted', { loop: s.loop, day: s.day });
}

/** Applies a checked action to the draft; `advance` then runs to the next decision. */
export function perform(s: LooperState, a: LooperAction): void {
  const d = s.pending!;
  s.pending = null;
  switch (a.type) {
    case 'henchmanStart':
      placeHenchman(s, a.location);
      break;
    case 'continueLoops':
    case 'goToFinalGuess':
      answerTimeSpiral(s, a.type === 'continueLoops');
      break;
    case 'placeCard':
      placeCard(s, d.t === 'protagonistCard' ? d.hand : 'mastermind', a.card, a.target);
      break;
    case 'cultist':
      resolveCounters(s, a.ignore);
      s.step = 'mastermindAbilities';
      break;
    case 'mastermindAbility': {
      const { type: _t, ...use } = a;
      resolveMastermindAbility(s, use);
      break;
    }
    case 'endMastermindAbilities':
      s.step = 'goodwillAbilities';
      break;
    case 'useGoodwill': {
      const { type: _t, ...use } = a;
      log(s, 'goodwillDeclared', declaredParams(use));
      if (refusalOptions(s, use).length > 0) s.pending = { t: 'refusal', seat: MASTERMIND, use };
      else declareGoodwill(s, use, false);
      break;
    }
    case 'refusal':
      if (d.t === 'refusal') declareGoodwill(s, d.use, a.refuse);
      break;
    case 'informerAnswer':
      if (d.t === 'informer') resolveInformer(s, d.named, a.plot);
      break;
    case 'endGoodwill':
      s.step = 'incidents';
      break;
    case 'incidentChoice': {
      if (d.t !== 'incident') break;
      const { type: _t, ...choice } = a;
      resolveIncident(s, d.incident, culpritOf(s, d.day)!, choice);
      break;
    }
    case 'dayEnd': {
      const { type: _t, ...use } = a;
      if (mandatoryFirst(s)) resolveDayEnd(s, use);
      break;
    }
    case 'endDay':
      if (mandatoryFirst(s)) endDay(s);
      break;
    case 'guess':
      answerGuess(s, a.character, a.role);
      break;
  }
}

/** The declared ability as the leader says it out loud (public). */
function declaredParams(use: AbilityUse): Record<string, string | number> {
  const out: Record<string, string | number> = { character: use.character, ability: use.ability };
  if (use.target !== undefined) out.target = use.target;
  if (use.sign !== undefined) out.sign = use.sign;
  if (use.day !== undefined) out.day = use.day;
  if (use.plot !== undefined) out.plot = use.plot;
  if (use.card !== undefined) out.card = use.card;
  return out;
}
