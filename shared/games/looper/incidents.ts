/**
 * Incidents (digest §4.4, ES 4-7): whether the day's incident occurs, the mastermind's legal
 * choices, and the effect. The public hears that it occurred and what happened, never the
 * culprit (the mastermind's note has it).
 */
import { rulesAtLeast } from '../../engine/rules-version';
import { COUNTERS, LOCATIONS, type CharacterId, type IncidentId } from './ids';
import { changeCounter } from './log-keys-effects';
import { kill, killProtagonists } from './deaths';
import { characterOf, forbiddenLocations, inPanic, livingAt, livingCharacters, log } from './state';
import { MASTERMIND, type IncidentChoice, type LooperState } from './types';

/** The culprit of the incident scheduled on `day`, if any. */
export function culpritOf(s: LooperState, day: number): CharacterId | null {
  return s.script.secret.culprits.find((c) => c.day === day)?.culprit ?? null;
}

export function scheduledIncident(s: LooperState, day: number): IncidentId | null {
  return s.script.public.incidents.find((i) => i.day === day)?.incident ?? null;
}

/** Occurs iff the culprit is cast, alive, on the board and in panic, and is not the calmed Henchman (L2). */
export function incidentOccurs(s: LooperState, day: number): boolean {
  const id = culpritOf(s, day);
  if (!id || scheduledIncident(s, day) === null) return false;
  const c = characterOf(s, id);
  if (!c || !c.alive || c.location === null || !inPanic(c)) return false;
  return !(id === 'henchman' && s.henchmanCalm);
}

/**
 * Every legal choice; empty = the mastermind is not asked (the incident resolves with `{}`).
 * L87 (rules 3): whether the mastermind is asked depends on the incident's card alone, so a
 * card with a choice asks every time it occurs, with `{}` ("nobody") when nothing can be chosen;
 * before, a Murder whose culprit stood alone skipped the question and told who it was not.
 */
export function incidentChoices(s: LooperState, incident: IncidentId, culprit: CharacterId): IncidentChoice[] {
  const choices = choicesOnTheBoard(s, incident, culprit);
  return choices.length === 0 && CHOOSING.has(incident) && rulesAtLeast(s, 3) ? [{}] : choices;
}

/** The incidents whose card has the mastermind choose a target, a place or a counter. */
const CHOOSING: ReadonlySet<IncidentId> = new Set(['murder', 'farawayMurder', 'increasingUnease', 'spreading', 'missingPerson', 'butterflyEffect']);

function choicesOnTheBoard(s: LooperState, incident: IncidentId, culprit: CharacterId): IncidentChoice[] {
  const c = characterOf(s, culprit);
  const here = c?.location ? livingAt(s, c.location) : [];
  const living = livingCharacters(s);
  switch (incident) {
    case 'murder': return here.filter((x) => x.id !== culprit).map((x) => ({ target: x.id }));
    case 'farawayMurder': return living.filter((x) => x.intrigue >= 2).map((x) => ({ target: x.id }));
    case 'increasingUnease':
    case 'spreading':
      // A lone character takes the first half; there is no "other" for the second.
      if (living.length === 1) return [{ target: living[0]!.id }];
      return living.flatMap((a) => living.filter((b) => b.id !== a.id).map((b) => ({ target: a.id, second: b.id })));
    case 'missingPerson':
      return LOCATIONS.filter((l) => !forbiddenLocations(s, culprit).includes(l)).map((location) => ({ location }));
    case 'butterflyEffect': return here.flatMap((x) => COUNTERS.map((counter) => ({ target: x.id, counter })));
    case 'suicide':
    case 'hospitalIncident':
    case 'foulEvil':
      return [];
  }
}

export function isIncidentChoiceLegal(s: LooperState, incident: IncidentId, culprit: CharacterId, choice: IncidentChoice): boolean {
  return incidentChoices(s, incident, culprit).some((c) =>
    c.target === choice.target && c.second === choice.second && c.location === choice.location && c.counter === choice.counter);
}

export function resolveIncident(s: LooperState, incident: IncidentId, culprit: CharacterId, choice: IncidentChoice): void {
  const record = s.incidents.find((i) => i.day === s.day && i.incident === incident);
  if (record) record.occurred = true;
  log(s, 'incidentOccurred', { incident });
  log(s, 'incidentCulprit', { incident, character: culprit }, MASTERMIND);
  if (!applyIncident(s, incident, culprit, choice)) log(s, 'incidentNoEffect', { incident });
}

/** The effect; false when the incident occurred but found nothing to act on. */
function applyIncident(s: LooperState, incident: IncidentId, culprit: CharacterId, choice: IncidentChoice): boolean {
  switch (incident) {
    case 'murder':
    case 'farawayMurder':
      if (!choice.target) return false;
      return someoneDied(s, kill(s, [choice.target]));
    case 'suicide':
      return someoneDied(s, kill(s, [culprit]));
    case 'increasingUnease':
      if (!choice.target) return false;
      changeCounter(s, choice.target, 'paranoia', 2);
      if (choice.second) changeCounter(s, choice.second, 'intrigue', 1);
      return true;
    case 'hospitalIncident': return hospitalIncident(s);
    case 'missingPerson': {
      const c = characterOf(s, culprit);
      if (!c || !choice.location) return false;
      // The move shows on the board; the line names only the place, never who went missing.
      c.location = choice.location;
      changeCounter(s, choice.location, 'intrigue', 1);
      return true;
    }
    case 'spreading':
      if (!choice.target) return false;
      changeCounter(s, choice.target, 'goodwill', -2); // L24: as many as it has.
      if (choice.second) changeCounter(s, choice.second, 'goodwill', 2);
      return true;
    case 'foulEvil':
      changeCounter(s, 'shrine', 'intrigue', 2);
      return true;
    case 'butterflyEffect':
      if (!choice.target || !choice.counter) return false;
      changeCounter(s, choice.target, choice.counter, 1);
      return true;
  }
}

/** ≥1 Intrigue on the Hospital: everyone there dies at once (L22); ≥2: the protagonists die too. */
function hospitalIncident(s: LooperState): boolean {
  const intrigue = s.locationIntrigue.hospital;
  if (intrigue < 1) return false;
  const dead = kill(s, livingAt(s, 'hospital').map((c) => c.id));
  if (intrigue >= 2) {
    killProtagonists(s);
    return true;
  }
  return someoneDied(s, dead);
}

/**
 * L88 (rules 3): a kill that kills nobody — no one there, an immortal, a guard — is announced as
 * an incident without effect, whatever stopped it; before, only "nobody to choose" was.
 */
function someoneDied(s: LooperState, dead: readonly CharacterId[]): boolean {
  return dead.length > 0 || !rulesAtLeast(s, 3);
}
