/**
 * Win rates with their Wilson 95 % score interval (issue 24: bot levels compared over enough games
 * to be meaningful), as the ordering test and the tables in docs/bots.md read them.
 */
import { wilson } from '../../../../engine/wilson';

export interface WinRate {
  wins: number;
  games: number;
  rate: number;
  low: number;
  high: number;
}

export function wilson95(wins: number, games: number): WinRate {
  const [low, high] = wilson(wins, games);
  return { wins, games, rate: games > 0 ? wins / games : 0, low, high };
}
