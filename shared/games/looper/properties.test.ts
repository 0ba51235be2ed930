/**
 * Property tests over a few hundred random-legal games on two small scripts built here (one
 * Basic Tragedy with the Henchman, the Godly Being and the Boss, one First Steps) at 2, 3 and 4
 * players: every game ends, counters never go negative, legalActions ≡ what apply accepts
 * (illegal samples included), a rejected action changes nothing, replay is identical, and no
 * protagonist or public view, legal-action list or error leaks an unrevealed role, a plot or a
 * culprit.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '../../engine/contract';
import { canonicalJson, stateHash } from '../../engine/hash';
import { looper } from './index';
import { illegalSamples } from './property-checks';
import { randomLegal } from './random-bot';
import { testScript } from './test-states';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import { SHIPPED_SCRIPTS } from './scripts';
import { LOCATIONS, PLOTS, ROLES } from './ids';
import { PRIVATE_EFFECT_LOG_KEYS } from './log-keys-effects';
import { PRIVATE_FLOW_LOG_KEYS } from './log-keys-flow';
import type { Script } from './script';
import type { LooperAction, LooperState } from './types';

const BASIC: Script = testScript({
  mainPlot: 'changeOfFuture',
  subPlots: ['aLoveAffair', 'anUnsettlingRumor'],
  cast: [
    ['girlStudent', 'timeTraveler'], ['officeWorker', 'cultist'], 'doctor', ['boyStudent', 'lover'],
    ['richMansDaughter', 'lovedOne'], ['informer', 'conspiracyTheorist'], 'shrineMaiden', 'patient', 'henchman',
    { character: 'godlyBeing', role: 'person', entryLoop: 2 }, { character: 'boss', role: 'person', turf: 'school' },
  ],
  incidents: [
    { day: 2, incident: 'murder', culprit: 'shrineMaiden' },
    { day: 3, incident: 'hospitalIncident', culprit: 'patient' },
    { day: 4, incident: 'butterflyEffect', culprit: 'henchman' },
  ],
  days: 4,
  loops: 3,
});

const FIRST_STEPS: Script = testScript({
  set: 'firstSteps',
  mainPlot: 'aPlaceToProtect',
  subPlots: ['shadowOfTheRipper'],
  cast: [['classRep', 'keyPerson'], ['alien', 'cultist'], ['popIdol', 'conspiracyTheorist'], ['journalist', 'serialKiller'], 'nurse', 'policeOfficer'],
  incidents: [
    { day: 2, incident: 'increasingUnease', culprit: 'nurse' },
    { day: 3, incident: 'farawayMurder', culprit: 'journalist' },
  ],
  days: 3,
  loops: 2,
});

const NAMES = ['Mente', 'Ana', 'Luis', 'Eva'];
type Step = { seat: Seat; action: LooperAction };

/** Secret words that may never appear in a protagonist's eyes unless the rules revealed them. */
function leaks(s: LooperState, json: unknown, revealed: Set<string>): string[] {
  const text = canonicalJson(json);
  const found: string[] = [];
  for (const p of PLOTS) if (text.includes(`"${p}"`) && !revealedPlot(s, p)) found.push(p);
  // Roles only where they could be leaked: a character's role field and log params naming a role.
  const v = json as { characters?: { id: string; role: string | null }[]; log?: { params: Record<string, unknown> }[] };
  for (const c of v.characters ?? []) if (c.role !== null && !revealed.has(`${c.id}:${c.role}`)) found.push(`role ${c.id}:${c.role}`);
  for (const line of v.log ?? []) {
    const role = line.params.role;
    const who = line.params.character;
    if (typeof role === 'string' && (ROLES as readonly string[]).includes(role) && !revealed.has(`${String(who)}:${role}`) && !isGuessLine(line)) found.push(`log role ${String(who)}:${role}`);
    if (line.params.culprit !== undefined) found.push(`culprit param ${String(line.params.culprit)}`);
    const key = (line as unknown as { key: string }).key;
    if (key in PRIVATE_EFFECT_LOG_KEYS || key in PRIVATE_FLOW_LOG_KEYS) found.push(`private line ${key}`);
  }
  const culprits = (json as { revealedCulprits?: Record<number, string> }).revealedCulprits ?? {};
  for (const [day, who] of Object.entries(culprits)) if (s.revealedCulprits[Number(day)] !== who) found.push(`culprit ${day}`);
  return found;
}

const isGuessLine = (line: unknown) => ['guessRight', 'guessWrong'].includes((line as { key: string }).key);

/** A plot name may be public only as the leader's Informer guess or the mastermind's answer. */
const PLOT_LINES = new Set(['goodwillDeclared', 'informerNamed', 'informerAnswered']);
function revealedPlot(s: LooperState, p: string): boolean {
  return s.log.some((l) => l.to === undefined && PLOT_LINES.has(l.key) && l.params.plot === p);
}

/**
 * A protagonist's legal list may name plots only as the Informer's choices, and then every
 * subplot of the set (the set is public), never just the active ones; roles only as Final
 * Guess choices, and then every role of the set for each character.
 */
function legalListLeaks(s: LooperState, legal: LooperAction[]): string[] {
  const set = TRAGEDY_SET_DATA[s.script.public.tragedySet];
  const named = new Set(legal.flatMap((a) => (a.type === 'useGoodwill' && a.plot ? [a.plot] : [])));
  const found: string[] = [];
  if (named.size > 0 && [...set.subPlots].sort().join() !== [...named].sort().join()) found.push(`informer choices ${[...named].join()}`);
  const guessed = new Map<string, number>();
  for (const a of legal) if (a.type === 'guess') guessed.set(a.character, (guessed.get(a.character) ?? 0) + 1);
  for (const [c, n] of guessed) if (n !== set.roles.length) found.push(`guess choices for ${c}`);
  return found;
}

function revealedSet(s: LooperState): Set<string> {
  return new Set(Object.entries(s.revealedRoles).map(([c, r]) => `${c}:${r}`));
}

function checkState(s: LooperState): void {
  for (const c of s.characters) for (const k of ['paranoia', 'goodwill', 'intrigue'] as const) expect(c[k]).toBeGreaterThanOrEqual(0);
  for (const l of LOCATIONS) expect(s.locationIntrigue[l]).toBeGreaterThanOrEqual(0);
  const revealed = revealedSet(s);
  for (const seat of [1, 2, 3].filter((x) => x < s.players.length)) {
    // One action writes far fewer than 40 lines, so the tail of the log covers every new line.
    const full = looper.view(s, { kind: 'seat', seat });
    const v = { ...full, log: full.log.slice(-40) };
    expect(leaks(s, v, revealed), `seat ${seat} view`).toEqual([]);
    expect(v.secret).toBeNull();
    expect(v.mastermindState).toBeNull();
    expect(legalListLeaks(s, looper.legalActions(s, seat))).toEqual([]);
  }
  const pub = looper.view(s, { kind: 'public' });
  expect(leaks(s, { ...pub, log: pub.log.slice(-40) }, revealed)).toEqual([]);
}

function playOne(script: Script, players: number, seed: number): { steps: Step[]; final: LooperState } {
  let s = looper.setup({ players: NAMES.slice(0, players), script }, `prop-${seed}`);
  const steps: Step[] = [];
  checkState(s);
  while (!s.result) {
    expect(steps.length).toBeLessThan(3000);
    const seat = looper.status(s).deciding[0]!;
    const legal = looper.legalActions(s, seat);
    expect(legal.length, `no legal action for ${s.pending?.t}`).toBeGreaterThan(0);
    const legalKeys = new Set(legal.map((a) => canonicalJson(a)));
    const before = canonicalJson(s);
    for (const bad of illegalSamples(s)) {
      const r = looper.apply(s, bad.seat, bad.action);
      const listed = bad.seat === seat && legalKeys.has(canonicalJson(bad.action));
      expect(r.ok, `${JSON.stringify(bad)} on ${s.pending?.t}`).toBe(listed);
      if (!r.ok && bad.seat !== 0) expect(leaks(s, { error: r.error }, revealedSet(s))).toEqual([]);
      expect(canonicalJson(s)).toBe(before);
    }
    // The Final Guess is reached only after every loop is lost; guessing right most of the time
    // (from the secret, in this test only) plays it deep enough to reach its end either way.
    const right = s.pending?.t === 'finalGuess' && (seed + steps.length) % 20 !== 0
      ? legal.find((a) => a.type === 'guess' && s.script.secret.cast.find((m) => m.character === a.character)?.role === a.role)
      : undefined;
    const action = right ?? randomLegal(legal, seed * 7919 + steps.length);
    const r = looper.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error.message}`);
    expect(canonicalJson(s)).toBe(before);
    steps.push({ seat, action });
    s = r.state;
    checkState(s);
  }
  return { steps, final: s };
}

const outcomes = new Map<string, number>();

describe('looper properties', () => {
  for (const [name, script] of [['Basic Tragedy', BASIC], ['First Steps', FIRST_STEPS]] as const) {
    it(`random-legal games on the ${name} test script end, stay legal, replay identically and leak nothing`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(2, 3, 4), (seed, players) => {
          const { steps, final } = playOne(script, players, seed);
          let replay = looper.setup({ players: NAMES.slice(0, players), script }, `prop-${seed}`);
          for (const st of steps) {
            const r = looper.apply(replay, st.seat, st.action);
            if (!r.ok) throw new Error(r.error.message);
            replay = r.state;
          }
          expect(stateHash(replay)).toBe(stateHash(final));
          outcomes.set(final.result!.reason, (outcomes.get(final.result!.reason) ?? 0) + 1);
        }),
        { numRuns: 100, seed: name.length },
      );
    }, 240_000);
  }

  it('two random-legal games on every shipped script end with the same checks', () => {
    expect(SHIPPED_SCRIPTS.length).toBeGreaterThanOrEqual(12);
    for (const script of SHIPPED_SCRIPTS) {
      for (const players of [2, 4]) {
        const { final } = playOne(script, players, script.id.length * 31 + players);
        expect(final.result, script.id).not.toBeNull();
      }
    }
  }, 240_000);

  it('the random games above reached every kind of ending', () => {
    expect([...outcomes.keys()].sort()).toEqual(['allLoopsLost', 'finalGuessRight', 'finalGuessWrong', 'loopSurvived']);
  });
});
