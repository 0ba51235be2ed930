/** Every playable game module, by id. Adding a game = one folder + one line here. */
import type { AnyGameModule } from '../engine/contract';
import { silentes } from './silentes';
import { grizzled } from './grizzled';
import { looper } from './looper';
import { darkness } from './darkness/game';
import { salem } from './salem';

export const GAMES: Record<string, AnyGameModule> = {
  silentes,
  grizzled,
  looper,
  darkness,
  salem,
};

export function gameModule(id: string): AnyGameModule | undefined {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : undefined;
}
