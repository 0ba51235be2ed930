/**
 * The end of a Salem game in words: which side won and why, and every player's side, Tryals
 * and character (the view's `reveal`, filled once the game is over).
 */
import type { GameResult } from '../../../../../shared/engine/contract';
import type { CharacterId, SalemView, TryalFace } from '../../../../../shared/games/salem/types';
import type { Translator } from '../../../i18n/translator';

/** Town wins = 'victory' (the sim counts town wins as wins). */
export function townWon(result: GameResult): boolean {
  return result.outcome === 'victory';
}

export function endTitle(tr: Translator, result: GameResult): string {
  return tr.t(townWon(result) ? 'salem.table.end.town' : 'salem.table.end.witches');
}

/** The engine's reason when the words exist (salem.table.end.reason.<reason>), else the side's usual reason. */
export function endReason(tr: Translator, result: GameResult): string {
  const key = `salem.table.end.reason.${result.reason}`;
  if (tr.te(key)) return tr.t(key);
  return tr.t(townWon(result) ? 'salem.table.end.reasonTown' : 'salem.table.end.reasonWitches');
}

export interface EndRow {
  seat: number;
  name: string;
  character: CharacterId;
  alive: boolean;
  witch: boolean;
  tryals: TryalFace[];
  winner: boolean;
}

export function endRows(view: Pick<SalemView, 'players' | 'reveal' | 'winners'>): EndRow[] {
  return view.players.map((p, seat) => ({
    seat,
    name: p.name,
    character: p.character,
    alive: p.alive,
    witch: view.reveal?.everWitch[seat] ?? p.wasWitch ?? false,
    tryals: view.reveal?.tryals[seat] ?? p.tryals.filter((f): f is TryalFace => f !== null),
    winner: view.winners.includes(seat),
  }));
}
