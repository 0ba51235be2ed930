/** End-of-game summaries by game id (games without one simply have no summary yet). */
import type { StatsBuilder } from '../engine/end-stats';
import { silentesEndStats } from './silentes/stats';
import { grizzledEndStats } from './grizzled/stats';
import { looperEndStats } from './looper/stats';
import { darknessEndStats } from './darkness/game/stats';
import { salemEndStats } from './salem/stats';

const BUILDERS: Record<string, StatsBuilder> = { silentes: silentesEndStats, grizzled: grizzledEndStats, looper: looperEndStats, darkness: darknessEndStats, salem: salemEndStats };

export function endStatsBuilder(gameId: string): StatsBuilder | undefined {
  return Object.prototype.hasOwnProperty.call(BUILDERS, gameId) ? BUILDERS[gameId] : undefined;
}
