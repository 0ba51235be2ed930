/**
 * The protagonist bot's history. The bot API gives it only the current view, so it reads
 * what it can from the view's public log (state.ts keeps a whole game's lines, L160; a
 * longer one would lose its oldest loops): which declared abilities ended in "nothing
 * happens", who died, and who died while the loop went on. Revealed roles and culprits
 * come from the view itself, which keeps them for the whole game.
 */
import type { CharacterId } from '../ids';
import type { LogEntry, LooperView } from '../types';
import { mayRemove } from './evidence';
import { replayLog } from './log-replay';
import { frameOf, type LogFacts, type PublicHistory } from './public-history';

/** Abilities the mastermind is never asked about (L18): their result says nothing about a role. */
const UNREFUSABLE: CharacterId[] = ['nurse', 'mysteryBoy'];

export function factsFromLog(lines: LogEntry[]): LogFacts {
  const facts: LogFacts = { answers: [], died: [], diedLoopWentOn: [], namedActive: [], placements: [] };
  const publicLines = lines.filter((l) => l.to === undefined);
  let pendingDeaths: CharacterId[] = [];
  for (let i = 0; i < publicLines.length; i++) {
    const l = publicLines[i]!;
    if (l.key === 'goodwillDeclared') {
      const character = l.params.character as CharacterId;
      const next = publicLines[i + 1];
      if (!next || UNREFUSABLE.includes(character)) continue;
      const refused = next.key === 'nothingHappens';
      const use = { character, ability: Number(l.params.ability), sign: l.params.sign === -1 ? -1 as const : l.params.sign === 1 ? 1 as const : undefined };
      if (!(refused && mayRemove(use))) facts.answers.push({ character, refused });
    } else if (l.key === 'informerAnswered' && typeof l.params.plot === 'string') {
      facts.namedActive.push(l.params.plot as LogFacts['namedActive'][number]);
    } else if (l.key === 'characterDied') {
      const who = l.params.character as CharacterId;
      if (!facts.died.includes(who)) facts.died.push(who);
      pendingDeaths.push(who);
    } else if (l.key === 'dayStarted') {
      // A new day of the same loop: whoever died before it did not end the loop.
      if (Number(l.params.day) > 1) for (const d of pendingDeaths) if (!facts.diedLoopWentOn.includes(d)) facts.diedLoopWentOn.push(d);
      pendingDeaths = [];
    } else if (l.key === 'loopStarted' || l.key === 'loopEnded') {
      pendingDeaths = [];
    }
  }
  return facts;
}

export function historyFromView(view: LooperView): PublicHistory {
  const facts = factsFromLog(view.log);
  const replay = replayLog(view);
  facts.placements = replay.placements;
  facts.incidents = replay.incidents;
  return { card: structuredClone(view.publicCard), frames: [frameOf(view)], facts };
}
