/**
 * Game set-up and the board reset every loop (and the Final Guess) starts from (digest §5.2,
 * §5.3, §5.6). Loop 1 goes through the same reset as every later loop (loop.ts), so the two
 * can never drift apart.
 */
import type { Seat } from '../../engine/contract';
import { seedRng } from '../../engine/rng';
import { CHARACTER_CARDS } from './characters';
import type { HandIndex } from './ids';
import type { LooperOptions, LooperState } from './types';
import { checkedRulesVersion } from '../../engine/rules-version';
import { RULES_VERSION } from './rules-version';

/** Which seat holds each protagonist hand for this many players and this leader (digest §5.8). */
export function holdersFor(players: number, leader: HandIndex, leaderSeat: Seat = 1): [Seat, Seat, Seat] {
  if (players <= 2) return [1, 1, 1];
  if (players >= 4) return [1, 2, 3];
  // Three players: the leader's seat holds the leader's hand and the previous leader's hand.
  const other: Seat = leaderSeat === 1 ? 2 : 1;
  const holders: [Seat, Seat, Seat] = [other, other, other];
  holders[leader] = leaderSeat;
  holders[((leader + 2) % 3) as HandIndex] = leaderSeat;
  return holders;
}

/** Puts the cast back as at a loop's start: start locations, alive, no counters or markers. */
export function resetBoard(s: LooperState): void {
  for (const c of s.characters) {
    const member = s.script.secret.cast.find((m) => m.character === c.id);
    const entered = c.id !== 'godlyBeing' || s.loop >= (member?.entryLoop ?? 1);
    c.location = entered ? CHARACTER_CARDS[c.id].start : null;
    c.alive = true;
    c.paranoia = 0;
    c.goodwill = 0;
    c.intrigue = 0;
    c.guarded = false;
  }
  s.locationIntrigue = { hospital: 0, shrine: 0, city: 0, school: 0 };
}

/** The state before loop 1 begins (loop.ts's beginLoop then resets the board and asks the first decision). */
export function initialState(options: LooperOptions, seed: string, rulesVersion?: number): LooperState {
  const script = options.script;
  const s: LooperState = {
    rulesVersion: checkedRulesVersion(rulesVersion, RULES_VERSION),
    players: options.players.slice(),
    script,
    loops: options.loops ?? script.public.loops,
    rng: seedRng(seed),
    loop: 1,
    day: 1,
    step: 'loopStart',
    leader: 0,
    holders: holdersFor(options.players.length, 0),
    characters: script.secret.cast.map((m) => ({
      id: m.character, location: null, alive: true, paranoia: 0, goodwill: 0, intrigue: 0, guarded: false,
    })),
    locationIntrigue: { hospital: 0, shrine: 0, city: 0, school: 0 },
    spent: { mastermind: [], hands: [[], [], []] },
    placed: [],
    resolved: [],
    pending: null,
    revealedRoles: {},
    revealedCulprits: {},
    incidents: script.public.incidents.map((i) => ({ day: i.day, incident: i.incident, occurred: null })),
    usedToday: [],
    usedThisLoop: [],
    patientFree: false,
    henchmanCalm: false,
    goodwillAtLoopEnd: {},
    loopOver: null,
    loopsLost: 0,
    finalGuess: null,
    result: null,
    log: [],
  };
  return s;
}

/**
 * Step 8: the leader card passes to the next hand (L13). With three players the old leader's
 * seat hands one deck over, so the new leader's seat holds its hand and the previous one.
 */
export function passLeader(s: LooperState): void {
  const next = ((s.leader + 1) % 3) as HandIndex;
  s.holders = holdersFor(s.players.length, next, s.holders[next]);
  s.leader = next;
}
