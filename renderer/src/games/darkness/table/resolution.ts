/**
 * When Darkness Comes' automatic happenings as steps for the shared resolution player: a disc
 * turning over, a fate table's result, a hit or a death, a new tile, the adversaries' own moves,
 * the end of the game. Built only from the public lines a move added (a peek's private line never
 * reaches it). A person's own rolls are already on screen as dice, so a roll alone plays nothing.
 */
import { watchedLines, type PublicLogLine, type ResolutionStep, type StepBuilder, type StepContext } from '../../../format/resolution-steps';
import type { DarknessView, LogEntry } from '../../../../../shared/games/darkness/game/types';
import { discName, langOf, tileName } from './content-names';
import { logLine, type LogNames } from './log-format';
import { LOG_TONES } from './log-tones';
import { logNamesOf } from './use-table-names';

/** Lines a person writes by choosing (moving, giving, answering, the Master's tools). */
export const DARKNESS_MOVES: ReadonlySet<string> = new Set([
  'movement.moved', 'disc.dropped', 'disc.given', 'disc.pickedUp', 'turn.ended', 'securityApproach', 'combatAttack', 'combatRetreat',
  'check.assistAccepted', 'check.assistDeclined', 'door.invited', 'masterDone', 'environmentSet', 'masterRevealed', 'masterMovedAdversary',
  'masterTargetSet', 'scenarioAction', 'lootSearch',
]);

/** Lines nobody chose in the moment: what the dice, the fate tables and the town did. */
export const DARKNESS_AUTOMATIC: ReadonlySet<string> = new Set([
  'discFlipped', 'fate.ohCrap', 'fate.woohoo', 'heroDamaged', 'heroDied', 'adversaryDefeated', 'securityDefeated', 'securityFailed',
  'securityFightLost', 'threeFailures', 'tile.placed', 'town.closed', 'adversaryMoves', 'adversaryReachesHero', 'adversaryJoins',
  'scenarioEvent', 'weatherChanged', 'lightChanged', 'partDelivered', 'townspersonSaved', 'gameWon', 'gameLost', 'buildingReshuffled',
  'lootFound', 'lootNotFound',
]);

function namesFor(ctx: StepContext): LogNames {
  const lang = langOf(ctx.tr.t('darkness.table.lang'));
  // With the view, a hero is named as the table and its log name them ("Ray Ortiz"), never by
  // the seat's player ("Bot 1"); without it (no view yet), the seats' names.
  const view = ctx.view as DarknessView | undefined;
  if (view?.heroes) return logNamesOf(ctx.tr, view, lang);
  return {
    seat: (seat) => ctx.names[seat] ?? String(seat + 1),
    def: (def) => discName(ctx.tr, lang, null, { def, kind: null }),
    tile: (index) => ctx.tr.t('darkness.table.tileNumber', { n: index + 1 }),
    tileId: (id) => tileName(lang, id),
    scenarioAction: (id) => id,
    event: () => ctx.tr.t('darkness.log.words.event.other'),
  };
}

function step(line: PublicLogLine, ctx: StepContext, names: LogNames): ResolutionStep {
  const entry = { key: line.key, params: line.params } as LogEntry;
  const base = { key: line.key, caption: logLine(ctx.tr, entry, names), tone: LOG_TONES[line.key] ?? null };
  const p = line.params;
  switch (line.key) {
    case 'discFlipped':
      return { ...base, motion: 'flip', label: names.def(String(p.disc)) };
    case 'lootFound':
      return { ...base, motion: 'flip', label: names.def(String(p.item)) };
    case 'tile.placed':
      return { ...base, motion: 'flip', label: names.tileId(String(p.tile)) };
    case 'heroDamaged':
    case 'heroDied':
      return { ...base, motion: 'zone', label: names.seat(Number(p.seat)) };
    case 'adversaryMoves':
    case 'adversaryReachesHero':
    case 'adversaryJoins':
      return { ...base, motion: 'zone', label: names.def(String(p.disc)) };
    default:
      return { ...base, motion: 'line' };
  }
}

export const darknessSteps: StepBuilder = (lines, ctx) => {
  const names = namesFor(ctx);
  return watchedLines(lines, DARKNESS_AUTOMATIC, DARKNESS_MOVES, ctx.bots).map((line) => step(line, ctx, names));
};
