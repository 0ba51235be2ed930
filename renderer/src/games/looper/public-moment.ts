/**
 * Tragedy Looper's public moments (../../components/public-moment.ts): a lost loop, the Time
 * Spiral's answer, a death, an incident's outcome and the end of the game, each said on a screen
 * the whole table sees before the next cover. Built from public log lines only (a line written
 * to one seat is never read) and the view's public clock (loop, days, who decides), so it can
 * say no more than the log already said; the "why" is the seed's own account of how a loop ends
 * (ES "Final del bucle": the last day, the protagonists' death, or a rule that ends it early),
 * never which loss condition was met (ES §5.7, L87–L91).
 */
import type { MomentContext, PublicMoment } from '../../components/public-moment';
import type { PublicLogLine } from '../../format/resolution-steps';
import type { LooperView } from '../../../../shared/games/looper/types';
import { MASTERMIND } from '../../../../shared/games/looper/types';
import { characterName, incidentName, logLine } from './format';
import { turnAfter } from './loop-turn';

const NS = 'looper.moment';

/** The lines that make a moment, strongest last in the order below. */
const INCIDENT = new Set(['noIncident', 'incidentOccurred', 'incidentNoEffect']);
const DEATH = new Set(['characterDied', 'protagonistsDied']);
const LOOP_LOST = 'loopLost';
const SPIRAL = new Set(['timeSpiralContinue', 'timeSpiralFinalGuess']);
const GAME_END = new Set(['protagonistsWin', 'mastermindWins']);
const MOMENT_KEYS = new Set([...INCIDENT, ...DEATH, 'protagonistsLost', LOOP_LOST, ...SPIRAL, ...GAME_END]);
/** What the screen lists once a moment began: its own lines and the public results around them. */
const HAPPENED_KEYS = new Set([
  ...MOMENT_KEYS, 'loopEnded', 'loopStarted', 'finalGuessStarted', 'guessRight', 'guessWrong', 'counterPlaced', 'counterRemoved',
  'guardSpent', 'characterRevived', 'roleRevealed', 'culpritRevealed', 'moved',
]);

type Kind = 'gameEnd' | 'loopLost' | 'timeSpiral' | 'death' | 'incident';

function lastOf(lines: readonly PublicLogLine[], keys: ReadonlySet<string>): PublicLogLine | undefined {
  for (let i = lines.length - 1; i >= 0; i--) if (keys.has(lines[i]!.key)) return lines[i];
  return undefined;
}

function kindOf(lines: readonly PublicLogLine[]): Kind | null {
  if (lastOf(lines, GAME_END)) return 'gameEnd';
  if (lastOf(lines, new Set([LOOP_LOST]))) return 'loopLost';
  if (lastOf(lines, SPIRAL)) return 'timeSpiral';
  if (lastOf(lines, DEATH)) return 'death';
  if (lastOf(lines, INCIDENT)) return 'incident';
  return null;
}

/** The public lines of the loop a `loopLost` line closed: from that loop's start to the loss. */
function loopLines(all: readonly PublicLogLine[], lost: PublicLogLine): PublicLogLine[] {
  const end = all.lastIndexOf(lost);
  let start = end;
  while (start > 0 && all[start - 1]!.key !== 'loopStarted') start--;
  return all.slice(start, end + 1);
}

/** Why the loop was lost, in the seed's three ways a loop ends; never the loss condition itself. */
function whyLost(ctx: MomentContext, lost: PublicLogLine, days: number): string {
  const lines = loopLines(ctx.all, lost);
  const keys = new Set(lines.map((l) => l.key));
  if (keys.has('protagonistsDied')) return ctx.tr.t(`${NS}.why.protagonistsDied`);
  if (keys.has('protagonistsLost')) return ctx.tr.t(`${NS}.why.declared`);
  const day = Number(lastOf(lines, new Set(['dayStarted']))?.params.day ?? days);
  return day < days ? ctx.tr.t(`${NS}.why.early`, { day, days }) : ctx.tr.t(`${NS}.why.lastDay`);
}

function heading(ctx: MomentContext, kind: Kind, lines: readonly PublicLogLine[]): string {
  const { tr } = ctx;
  switch (kind) {
    case 'gameEnd':
      return tr.t(`${NS}.heading.gameEnd`);
    case 'loopLost':
      return tr.t(`${NS}.heading.loopLost`, { loop: lastOf(lines, new Set([LOOP_LOST]))!.params.loop });
    case 'timeSpiral':
      return tr.t(`${NS}.heading.timeSpiral`);
    case 'death': {
      if (lastOf(lines, new Set(['protagonistsDied']))) return tr.t(`${NS}.heading.protagonistsDied`);
      const dead = lines.filter((l) => l.key === 'characterDied').map((l) => characterName(tr, String(l.params.character)));
      return dead.length === 1 ? tr.t(`${NS}.heading.death`, { character: dead[0] }) : tr.t(`${NS}.heading.deaths`, { names: dead.join(', ') });
    }
    case 'incident':
      return tr.t(`${NS}.heading.incident`, { incident: incidentName(tr, String(lastOf(lines, INCIDENT)!.params.incident)) });
  }
}

function why(ctx: MomentContext, kind: Kind, lines: readonly PublicLogLine[], days: number): string[] {
  const { tr } = ctx;
  switch (kind) {
    case 'gameEnd':
      return [logLine(tr, lastOf(lines, GAME_END)!, ctx.names)];
    case 'loopLost':
      return [whyLost(ctx, lastOf(lines, new Set([LOOP_LOST]))!, days)];
    case 'timeSpiral':
      return [tr.t(`${NS}.why.${lastOf(lines, SPIRAL)!.key === 'timeSpiralContinue' ? 'travelAgain' : 'toFinalGuess'}`)];
    case 'death':
      return [tr.t(`${NS}.why.${lastOf(lines, new Set(['protagonistsDied'])) ? 'protagonistsDied' : 'death'}`)];
    case 'incident':
      return [tr.t(`${NS}.why.incident`)];
  }
}

/** What comes next: the Time Spiral, the Final Guess or the next loop, then whose turn it is. */
function next(ctx: MomentContext, kind: Kind, lines: readonly PublicLogLine[], view: Partial<LooperView>): string[] {
  const { tr } = ctx;
  if (kind === 'gameEnd' || view.result) return [tr.t(`${NS}.next.end`)];
  const out: string[] = [];
  const decision = view.decision?.t;
  const loops = Number(view.loops ?? 0);
  if (decision === 'timeSpiral') {
    const turn = turnAfter(Number(view.loop), loops);
    out.push(tr.t(`${NS}.next.timeSpiral`, { name: ctx.names[view.decision!.seat] ?? '', next: turn.next, loops }));
    return out;
  }
  if (decision === 'finalGuess' || lastOf(lines, new Set(['finalGuessStarted']))) out.push(tr.t(`${NS}.next.finalGuess`));
  else {
    const started = lastOf(lines, new Set(['loopStarted']));
    if (started) out.push(tr.t(`${NS}.next.loopStarts`, { loop: started.params.loop, loops: started.params.loops }));
  }
  if (ctx.nextSeat !== null) {
    const name = ctx.names[ctx.nextSeat] ?? '';
    const who = ctx.nextSeat === MASTERMIND ? 'mastermind' : 'seat';
    out.push(tr.t(`${NS}.next.${ctx.nextOnDevice ? `${who}OnDevice` : who}`, { name }));
  }
  return out;
}

/** The moment in the lines written since the last one, or null when they hold none. */
export function looperPublicMoment(ctx: MomentContext): PublicMoment | null {
  // Only lines everyone reads: a line addressed to a seat is never a public moment.
  const fresh = ctx.fresh.filter((l) => l.to === undefined);
  const first = fresh.findIndex((l) => MOMENT_KEYS.has(l.key));
  if (first < 0) return null;
  const lines = fresh.slice(first);
  const kind = kindOf(lines);
  if (kind === null) return null;
  // The public clock only: the view may be a seat's, and nothing else of it is read.
  const view = (ctx.view ?? {}) as Partial<LooperView>;
  const days = Number(view.publicCard?.days ?? 0);
  return {
    kind,
    heading: heading(ctx, kind, lines),
    happened: lines.filter((l) => HAPPENED_KEYS.has(l.key)).map((l) => logLine(ctx.tr, l, ctx.names)),
    why: why(ctx, kind, lines, days),
    next: next(ctx, kind, lines, view),
  };
}
