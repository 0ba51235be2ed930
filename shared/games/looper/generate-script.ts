/**
 * A seeded random script (ruling L83): plots of the chosen set that fit the cast, exactly their
 * roles, Mystery Boy / Godly Being / Boss fields, and 1 to `days` incidents whose culprits can
 * reach their paranoia limit on that day with one Paranoia +1 a day. Pure: the same
 * parameters always give the same script, and validateScript always returns [] for it.
 */
import { nextInt, seedRng, shuffle, type RngState } from '../../engine/rng';
import { CHARACTER_CARDS } from './characters';
import type { CharacterId, PlotId, RoleId, TragedySetId } from './ids';
import { CHARACTERS, LOCATIONS, TRAGEDY_SETS } from './ids';
import type { CastMember, Script } from './script';
import { PLOT_NAMES, ROLE_NAMES, SET_NAMES } from './script-names';
import { ROLE_LIMITS, TRAGEDY_SET_DATA } from './tragedy-sets';
import { MAX_DAYS, MAX_LOOPS, plotRoleRange } from './validate-script';

export interface GenerateScriptParams {
  tragedySet: TragedySetId;
  castSize: number;
  days: number;
  loops: number;
  seed: number | string;
}

/** Draws from the seeded stream; the state lives in this closure only. */
class Draw {
  constructor(private state: RngState) {}
  int(n: number): number {
    const [v, next] = nextInt(this.state, n);
    this.state = next;
    return v;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  shuffled<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(items, this.state);
    this.state = next;
    return out;
  }
}

/** The plot combinations of a set (main + distinct subplots), each with the fewest roles it needs. */
function plotChoices(set: TragedySetId): { plots: PlotId[]; minRoles: number }[] {
  const data = TRAGEDY_SET_DATA[set];
  const subSets: PlotId[][] = data.subPlotCount === 1
    ? data.subPlots.map((p) => [p])
    : data.subPlots.flatMap((a, i) => data.subPlots.slice(i + 1).map((b) => [a, b]));
  return data.mainPlots.flatMap((main) => subSets.map((subs) => {
    const plots = [main, ...subs];
    const minRoles = [...plotRoleRange(plots).values()].reduce((sum, [lo]) => sum + lo, 0);
    return { plots, minRoles };
  }));
}

/** The smallest cast a set's generator accepts (its leanest plot combination). */
export function minCastSize(set: TragedySetId): number {
  return Math.min(...plotChoices(set).map((c) => c.minRoles));
}

function checkParams(p: GenerateScriptParams): void {
  if (!TRAGEDY_SETS.includes(p.tragedySet)) throw new RangeError(`Unknown tragedy set: ${String(p.tragedySet)}`);
  const whole = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;
  if (!whole(p.days, 1, MAX_DAYS)) throw new RangeError(`days must be a whole number from 1 to ${MAX_DAYS} (got ${p.days})`);
  if (!whole(p.loops, 1, MAX_LOOPS)) throw new RangeError(`loops must be a whole number from 1 to ${MAX_LOOPS} (got ${p.loops})`);
  const min = minCastSize(p.tragedySet);
  if (!whole(p.castSize, min, CHARACTERS.length)) {
    throw new RangeError(`castSize must be a whole number from ${min} (the fewest roles the plots of ${p.tragedySet} need) to ${CHARACTERS.length} (got ${p.castSize})`);
  }
}

export function generateScript(params: GenerateScriptParams): Script {
  checkParams(params);
  const { tragedySet, castSize, days, loops, seed } = params;
  const draw = new Draw(seedRng(`looper-script:${String(seed)}`));
  const fitting = plotChoices(tragedySet).filter((c) => c.minRoles <= castSize);
  const plots = draw.pick(fitting).plots;
  const roles = rolesFor(plots, castSize, draw);
  const cast = castFor(tragedySet, plots, roles, castSize, days, loops, draw);
  const schedule = scheduleFor(tragedySet, plots, cast, days, draw);
  const number = typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 1e9 ? seed : 1000 + draw.int(9000);
  const setName = SET_NAMES[tragedySet];
  const plotList = (lang: 'es' | 'en') => plots.map((p) => PLOT_NAMES[p][lang]).join(', ');
  const roleList = (lang: 'es' | 'en') => cast.filter((m) => m.role !== 'person').map((m) => ROLE_NAMES[m.role][lang][0]).join(', ');
  return {
    id: `random-${tragedySet === 'firstSteps' ? 'fs' : 'bt'}-${number}`,
    handbook: {
      title: { es: `Guion aleatorio ${number}`, en: `Random script ${number}` },
      story: { es: `Un guion generado al azar para ${setName.es}.`, en: `A randomly generated script for ${setName.en}.` },
      hints: [
        { es: `Tramas: ${plotList('es')}.`, en: `Plots: ${plotList('en')}.` },
        { es: `Papeles en juego: ${roleList('es') || 'ninguno'}; el resto son figurantes.`, en: `Roles in play: ${roleList('en') || 'none'}; everyone else is a Person.` },
      ],
      difficulty: { [String(loops)]: estimateDifficulty(castSize, days, loops) },
    },
    public: {
      tragedySet,
      loops,
      days,
      incidents: schedule.map(({ day, incident }) => ({ day, incident })),
      specialRules: [],
    },
    secret: { mainPlot: plots[0]!, subPlots: plots.slice(1), cast, culprits: schedule.map(({ day, culprit }) => ({ day, culprit })) },
  };
}

/** The plot roles to hand out, with a random count where the plot gives a range (Curmudgeons). */
function rolesFor(plots: PlotId[], castSize: number, draw: Draw): RoleId[] {
  const out: RoleId[] = [];
  const ranges = [...plotRoleRange(plots)];
  const fixed = ranges.reduce((sum, [, [lo]]) => sum + lo, 0);
  for (const [role, [lo, hi]] of ranges) {
    const room = castSize - fixed;
    const n = lo + draw.int(Math.min(hi - lo, room) + 1);
    for (let i = 0; i < n; i++) out.push(role);
  }
  return out;
}

function castFor(set: TragedySetId, plots: PlotId[], roles: RoleId[], castSize: number, days: number, loops: number, draw: Draw): CastMember[] {
  // Mystery Boy takes a seat without filling a plot role, so he fits only when there is a spare seat.
  const pool = draw.shuffled(CHARACTERS).filter((c) => c !== 'mysteryBoy' || roles.length < castSize);
  const chosen = pool.slice(0, castSize);
  const spare = pool.slice(castSize);
  const replaceHolder = (by: CharacterId) => {
    chosen[chosen.findIndex((c) => c !== 'mysteryBoy')] = by;
    spare.splice(spare.indexOf(by), 1);
  };
  // A plausible incident needs someone whose paranoia limit the loop's days can reach.
  const reachable = (c: CharacterId) => CHARACTER_CARDS[c].paranoiaLimit <= days;
  if (!chosen.some(reachable)) replaceHolder(draw.pick(spare.filter((c) => reachable(c) && c !== 'mysteryBoy')));
  // Sign with me! needs a Girl for its Key Person; the Rich Man's Daughter (limit 1) keeps an incident reachable.
  if (plots.includes('signWithMe') && !chosen.some((c) => c !== 'mysteryBoy' && isGirl(c))) {
    replaceHolder(draw.pick(spare.filter((c) => isGirl(c) && reachable(c))));
  }
  const holders = draw.shuffled(chosen.filter((c) => c !== 'mysteryBoy'));
  const roleOf = new Map<CharacterId, RoleId>();
  const queue = roles.slice();
  if (plots.includes('signWithMe')) {
    roleOf.set(draw.pick(holders.filter(isGirl)), 'keyPerson');
    queue.splice(queue.indexOf('keyPerson'), 1);
  }
  for (const c of holders) {
    if (!roleOf.has(c)) roleOf.set(c, queue.shift() ?? 'person');
  }
  if (chosen.includes('mysteryBoy')) roleOf.set('mysteryBoy', mysteryBoyRole(set, plots, roles, draw));
  return chosen.map((character) => {
    const member: CastMember = { character, role: roleOf.get(character)! };
    if (character === 'godlyBeing') member.entryLoop = draw.int(2) === 0 ? 1 : 1 + draw.int(loops);
    if (character === 'boss') member.turf = draw.pick(LOCATIONS);
    return member;
  });
}

function isGirl(c: CharacterId): boolean {
  return CHARACTER_CARDS[c].traits.includes('girl');
}

/** Digest §1.3: a role of the set the plots do not add, never Person, within the role limits. */
function mysteryBoyRole(set: TragedySetId, plots: PlotId[], roles: RoleId[], draw: Draw): RoleId {
  const added = new Set(plotRoleRange(plots).keys());
  const free = TRAGEDY_SET_DATA[set].roles.filter((r) => r !== 'person' && !added.has(r) && roles.filter((x) => x === r).length < (ROLE_LIMITS[r] ?? Infinity));
  return draw.pick(free);
}

function scheduleFor(set: TragedySetId, plots: PlotId[], cast: CastMember[], days: number, draw: Draw) {
  const incidents = TRAGEDY_SET_DATA[set].incidents;
  const wanted = 1 + draw.int(Math.min(days, cast.length));
  const chosenDays = draw.shuffled(Array.from({ length: days }, (_, i) => i + 1)).slice(0, wanted).sort((a, b) => a - b);
  const used = new Set<CharacterId>();
  const out: { day: number; incident: (typeof incidents)[number]; culprit: CharacterId }[] = [];
  for (const day of chosenDays) {
    const eligible = cast.map((m) => m.character).filter((c) => !used.has(c) && CHARACTER_CARDS[c].paranoiaLimit <= day);
    if (!eligible.length) continue;
    const culprit = draw.pick(eligible);
    used.add(culprit);
    out.push({ day, incident: draw.pick(incidents), culprit });
  }
  if (!out.length) {
    // Every drawn day came before any culprit could panic: the last day always has one.
    const culprit = draw.pick(cast.map((m) => m.character).filter((c) => CHARACTER_CARDS[c].paranoiaLimit <= days));
    out.push({ day: days, incident: draw.pick(incidents), culprit });
  }
  // Change of Future is lost through a Butterfly Effect: make sure the script can cause one.
  if (plots.includes('changeOfFuture') && out.length && !out.some((i) => i.incident === 'butterflyEffect')) {
    out[draw.int(out.length)]!.incident = 'butterflyEffect';
  }
  return out;
}

/** A rough guide (1 easy for the protagonists … 8): more loops help them, a bigger cast hides more. */
function estimateDifficulty(castSize: number, days: number, loops: number): number {
  const raw = 4 + Math.round((castSize - 8) / 3) + Math.round((days - 6) / 3) - (loops - 4);
  return Math.max(1, Math.min(8, raw));
}
