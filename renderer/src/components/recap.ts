/**
 * The recap a person gets when they take the device back: the public lines written since
 * they last had it, without their own moves (they know those). Built from the public log
 * only, so it can never show what another seat holds.
 */
import { publicLines, type PublicLogLine } from '../format/resolution-steps';

export interface Recap<E extends PublicLogLine> {
  /** Index in the public log of the first line the person has not seen. */
  from: number;
  lines: E[];
  /** Where each of `lines` sits in the public log. */
  indices: number[];
}

function ownMove(line: PublicLogLine, seat: number, moves: ReadonlySet<string>): boolean {
  return moves.has(line.key) && line.params.seat === seat;
}

/**
 * `seenUpTo`: how many public lines the seat had on screen when it last looked, or null when
 * this screen never showed it (a resumed game): then it starts after the seat's last move.
 */
export function buildRecap<E extends PublicLogLine>(
  log: readonly E[],
  seat: number,
  seenUpTo: number | null,
  moves: ReadonlySet<string>,
): Recap<E> {
  const lines = publicLines(log);
  let from = 0;
  if (seenUpTo !== null) from = Math.min(Math.max(seenUpTo, 0), lines.length);
  else {
    for (let i = lines.length - 1; i >= 0; i--) {
      if (ownMove(lines[i]!, seat, moves)) {
        from = i + 1;
        break;
      }
    }
  }
  const indices: number[] = [];
  for (let i = from; i < lines.length; i++) if (!ownMove(lines[i]!, seat, moves)) indices.push(i);
  return { from, lines: indices.map((i) => lines[i]!), indices };
}
