/**
 * The per-viewer projection. Hands, held tiles, a placed tile and private log entries are
 * copied only into their owner's view; other viewers get counts. That holds after the game
 * ends too: what was left in a hand tells nobody anything worth a leak-shaped exception.
 */
import type { GameStatus, Viewer } from '../../engine/contract';
import type { GrizzledState, GrizzledView, PublicPlayer } from './types';
import { knockSymbols } from './cards';
import { currentDecision, threatCounts } from './state';

export function view(s: GrizzledState, viewer: Viewer): GrizzledView {
  const me = viewer.kind === 'seat' ? viewer.seat : null;
  const players = s.players.map((p): PublicPlayer => ({
    name: p.name,
    character: p.character,
    charmReady: p.charmReady,
    handCount: p.hand.length,
    knocks: p.knocks.slice(),
    knockCount: knockSymbols(p.knocks),
    tileCount: p.tiles.length,
    withdrawn: p.withdrawn,
    tilePlaced: p.played !== null,
    speech: p.speech,
  }));
  const own = me === null ? null : s.players[me];
  const d = currentDecision(s);
  return {
    viewer: me,
    variant: s.options.variant,
    mission: s.mission,
    leader: s.leader,
    active: s.active,
    intensity: s.intensity,
    phase: s.stage.s,
    trialsCount: s.trials.length,
    moraleCount: s.morale.length,
    nml: s.nml.slice(),
    threatCounts: threatCounts(s),
    speechStock: s.speechStock,
    players,
    chaplain: s.chaplain ? { tileCount: s.chaplain.tiles.length, tilePlaced: s.chaplain.played !== null } : null,
    me: own ? { hand: own.hand.slice(), tiles: own.tiles.slice(), played: own.played } : null,
    decision: d ? { ...d } : null,
    support: s.support,
    log: s.log.filter((e) => e.to === undefined || e.to === me),
    result: s.result,
  };
}

export function status(s: GrizzledState): GameStatus {
  const d = currentDecision(s);
  return {
    phase: s.result ? 'over' : d ? d.t : s.stage.s,
    round: s.mission,
    deciding: d ? [d.seat] : [],
    result: s.result,
    summary: { mission: s.mission, morale: s.morale.length, trials: s.trials.length },
  };
}
