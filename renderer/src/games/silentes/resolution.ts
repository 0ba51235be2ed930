/**
 * Silentes' automatic resolution as steps for the resolution player: the hunt card and the
 * omen turn over, the coin lands, the noise counter moves, the zone the Silent head for
 * lights up. Built from the public log lines a move added, so it shows only what the log
 * already tells everyone.
 */
import { NOISE_MAX } from '../../../../shared/games/silentes/cards';
import { watchedLines, type PublicLogLine, type ResolutionStep, type StepBuilder, type StepContext } from '../../format/resolution-steps';
import { cardName, logLine, zoneName } from './format';
import { LOG_TONES } from './log-tones';

/** Lines a survivor writes by choosing something (R35 provisions included). */
export const SILENTES_MOVES: ReadonlySet<string> = new Set([
  'place', 'hide', 'entrench', 'search', 'drewProvision', 'distract', 'provision', 'hierophantOrder', 'mapOrder',
  'firstAidDeclined', 'sacrifice', 'gave', 'distributed', 'recovered', 'discarded', 'firstAidDraw',
]);

/** Lines nobody chose: the hunt, the omen, the comparisons and the noise they make. */
export const SILENTES_AUTOMATIC: ReadonlySet<string> = new Set([
  'huntReveal', 'scrapNoCard', 'distractionWorked', 'kingAnnulled', 'omen', 'omenIgnored', 'omenDeckEmpty', 'foolStumbles',
  'coinHeads', 'coinTails', 'noiseUp', 'noiseDown', 'death', 'tower', 'moved', 'worldNotLast', 'sunHunt', 'deflect',
  'compareSuccess', 'compareFail', 'cardLost', 'refill', 'justiceDiscard', 'victoryHuntDeckExhausted', 'victoryWorld',
  'defeatNoise',
]);

function step(line: PublicLogLine, ctx: StepContext): ResolutionStep {
  const base = { key: line.key, caption: logLine(ctx.tr, line, ctx.names), tone: LOG_TONES[line.key] ?? null };
  const { params } = line;
  switch (line.key) {
    case 'huntReveal':
    case 'omen':
      return { ...base, motion: 'flip', label: cardName(ctx.tr, String(params.card)) };
    case 'coinHeads':
    case 'coinTails':
      return { ...base, motion: 'flip', label: ctx.tr.t(`silentes.coin.${line.key === 'coinHeads' ? 'heads' : 'tails'}`) };
    case 'noiseUp':
    case 'noiseDown': {
      const total = Number(params.total);
      const amount = Number(params.amount);
      const from = line.key === 'noiseUp' ? total - amount : total + amount;
      return { ...base, motion: 'counter', label: ctx.tr.t('silentes.table.noise'), from, to: total, max: NOISE_MAX };
    }
    case 'distractionWorked':
    case 'deflect':
      return { ...base, motion: 'zone', label: zoneName(ctx.tr, String(params.suit)) };
    default:
      return { ...base, motion: 'line' };
  }
}

export const silentesSteps: StepBuilder = (lines, ctx) =>
  watchedLines(lines, SILENTES_AUTOMATIC, SILENTES_MOVES, ctx.bots).map((line) => step(line, ctx));
