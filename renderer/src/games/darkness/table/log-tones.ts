/**
 * How a When Darkness Comes log line stands out: good news for the heroes, bad news, events of
 * the town and round headings. Keys not listed read plain.
 */
import type { LogTone } from '../../../format/log-tone';

export const LOG_TONES: Readonly<Record<string, LogTone>> = {
  'round.started': 'heading',
  'turn.started': 'heading',
  adversaryDefeated: 'good',
  securityDefeated: 'good',
  discGained: 'good',
  lootFound: 'good',
  vpAwarded: 'good',
  'fate.healed': 'good',
  'fate.failureDiscarded': 'good',
  townspersonFollows: 'good',
  heroDamaged: 'bad',
  heroDied: 'bad',
  failureGained: 'bad',
  threeFailures: 'bad',
  securityFailed: 'bad',
  securityFightLost: 'bad',
  vpLost: 'bad',
  'fate.turnLost': 'bad',
  putOutside: 'bad',
  combatStarted: 'event',
  discFlipped: 'event',
  buildingReshuffled: 'event',
  'fate.ohCrap': 'bad',
  'fate.woohoo': 'good',
};
