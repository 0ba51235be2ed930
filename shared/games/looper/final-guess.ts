/**
 * The Final Guess (digest §5.6; L16): the board goes back to a loop's start, then the
 * protagonists name one cast member's role at a time; the first wrong answer loses, all
 * right wins. Each answer is public (the mastermind says correct or incorrect).
 */
import type { CharacterId, RoleId } from './ids';
import { resetBoard } from './setup';
import { leaderSeat, log, scriptedRole } from './state';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import type { LooperState } from './types';

export function startFinalGuess(s: LooperState): void {
  // The reset undoes every role change of the last loop (Paranoia Virus): answers use the scripted role.
  resetBoard(s);
  const henchman = s.characters.find((c) => c.id === 'henchman');
  if (henchman) henchman.location = s.henchmanStart ?? null;
  s.placed = [];
  s.resolved = [];
  s.loopOver = null;
  s.step = 'finalGuess';
  s.finalGuess = { named: [] };
  s.pending = { t: 'finalGuess', seat: leaderSeat(s) };
  log(s, 'finalGuessStarted', {});
}

/**
 * The characters taking part (L16): the cast members on the board after the reset. A Godly
 * Being whose loop never came stays off it and is not asked about, or the list of names
 * would tell the protagonists it is in the cast (L9).
 */
export function participants(s: LooperState): CharacterId[] {
  return s.characters.filter((c) => c.location !== null).map((c) => c.id);
}

/** Participants not named yet, and the roles of the script's tragedy set. */
export function guessCandidates(s: LooperState): { character: CharacterId; role: RoleId }[] {
  const named = new Set((s.finalGuess?.named ?? []).map((n) => n.character));
  const roles = TRAGEDY_SET_DATA[s.script.public.tragedySet].roles;
  return participants(s)
    .filter((id) => !named.has(id))
    .flatMap((character) => roles.map((role) => ({ character, role })));
}

export function answerGuess(s: LooperState, character: CharacterId, role: RoleId): void {
  const right = scriptedRole(s, character) === role;
  s.finalGuess = { named: [...(s.finalGuess?.named ?? []), { character, role }] };
  log(s, right ? 'guessRight' : 'guessWrong', { character, role });
  if (!right) {
    finishGame(s, 'defeat', 'finalGuessWrong');
    return;
  }
  s.revealedRoles[character] = role;
  if (s.finalGuess.named.length === participants(s).length) finishGame(s, 'victory', 'finalGuessRight');
}

export function finishGame(s: LooperState, outcome: 'victory' | 'defeat', reason: string): void {
  s.result = { outcome, reason };
  s.step = 'over';
  s.pending = null;
  log(s, outcome === 'victory' ? 'protagonistsWin' : 'mastermindWins', { reason });
}
