/**
 * Win rates with their Wilson 95 % score interval (issue 24: bot levels compared over enough games
 * to be meaningful). Plain arithmetic, used by the ordering test and the tables in docs/bots.md.
 */
const Z95 = 1.959964;

export interface WinRate {
  wins: number;
  games: number;
  rate: number;
  low: number;
  high: number;
}

export function wilson95(wins: number, games: number): WinRate {
  if (games <= 0) return { wins, games, rate: 0, low: 0, high: 1 };
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { wins, games, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
