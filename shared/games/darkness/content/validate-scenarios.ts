/**
 * Scenario checks (ruling D223): tiles and discs that exist, `!` squares on the tiles the scenario
 * names, objective references that resolve, numbered discs unique 1–10, preplaced tiles that do not
 * overlap (the High School's halves side by side), events within the clock, and enough `?` squares
 * for the discs (or A17 overflow declared).
 */
import { skillById } from '../characters/skills';
import { partnerPlacement } from './geometry';
import { VP_AWARD_KEYS } from './scenarios';
import type { DiscDef, ScenarioDef, TileDef } from './types';
import { checkAdversary } from './validate-discs';
import { problem, type ContentProblem } from './validate-problem';

export interface ScenarioLookups {
  tiles: ReadonlyMap<string, TileDef>;
  /** The 50 encounter discs. */
  set: ReadonlyMap<string, DiscDef>;
  /** Every definition discById resolves (the 50 and the extra items). */
  all: ReadonlyMap<string, DiscDef>;
}

const NUMBERED = /^numbered:(\d+)$/;

class ScenarioCheck {
  readonly out: ContentProblem[] = [];
  readonly inPlay: Set<string>;
  constructor(readonly s: ScenarioDef, readonly path: string, readonly lk: ScenarioLookups) {
    this.inPlay = new Set([s.startTile, ...s.preplaced.map((p) => p.tile), ...s.stack]);
  }

  add(path: string, code: string, es: string, en: string): void {
    this.out.push(problem(`${this.path}${path}`, code, `${this.s.id}: ${es}`, `${this.s.id}: ${en}`));
  }

  /** A tile of this scenario, optionally one with a `!` square. */
  tile(path: string, id: string, needsMark: boolean): void {
    const t = this.lk.tiles.get(id);
    if (!t) return this.add(path, 'scenario_tile_unknown', `la loseta ${id} no existe.`, `tile ${id} does not exist.`);
    if (!this.inPlay.has(id)) this.add(path, 'scenario_tile_not_in_play', `la loseta ${id} no está en juego.`, `tile ${id} is not in play.`);
    if (needsMark && !t.rows.join('').includes('!')) this.add(path, 'scenario_no_mark', `la loseta ${id} no tiene casilla !.`, `tile ${id} has no ! square.`);
  }

  /** A disc reference: 'numbered:N' of this scenario, a boss, or a content id. */
  resolves(ref: string): boolean {
    const m = NUMBERED.exec(ref);
    if (m) return this.s.numbered.some((n) => n.n === Number(m[1]));
    return this.s.bosses.some((b) => b.id === ref) || this.lk.all.has(ref);
  }

  isAdversary(ref: string): boolean {
    return this.s.bosses.some((b) => b.id === ref) || this.lk.set.get(ref)?.kind === 'adversary';
  }

  tiles(): void {
    const s = this.s;
    this.tile('.startTile', s.startTile, false);
    const seen = new Set<string>();
    [s.startTile, ...s.preplaced.map((p) => p.tile), ...s.stack].forEach((id) => {
      if (seen.has(id)) this.add('', 'scenario_tile_twice', `la loseta ${id} aparece dos veces.`, `tile ${id} appears twice.`);
      seen.add(id);
    });
    const cells = new Map<string, string>([['0,0', s.startTile]]);
    s.preplaced.forEach((p, i) => {
      this.tile(`.preplaced[${i}]`, p.tile, false);
      const k = `${p.at.tx},${p.at.ty}`;
      if (cells.has(k)) this.add(`.preplaced[${i}]`, 'scenario_tiles_overlap', `${p.tile} se solapa con ${cells.get(k)}.`, `${p.tile} overlaps ${cells.get(k)}.`);
      cells.set(k, p.tile);
    });
    s.stack.forEach((id, i) => this.tile(`.stack[${i}]`, id, false));
    // A High School half on the table brings its other half, placed beside it with the same rotation.
    const placed = [{ tile: s.startTile, at: { tx: 0, ty: 0 }, rotation: 0 }, ...s.preplaced];
    for (const p of placed) {
      const def = this.lk.tiles.get(p.tile);
      const partner = def && partnerPlacement(def, p.at.tx, p.at.ty, p.rotation);
      if (!partner) continue;
      const other = placed.find((q) => q.tile === partner.tile);
      if (!other || other.at.tx !== partner.tx || other.at.ty !== partner.ty || other.rotation !== p.rotation) {
        this.add('.preplaced', 'scenario_pair_apart', `las dos mitades de ${p.tile} deben estar juntas sobre la mesa.`, `both halves of ${p.tile} must be on the table together.`);
      }
    }
  }

  discs(): void {
    const s = this.s;
    s.discs.forEach((id, i) => {
      if (!this.lk.set.has(id)) this.add(`.discs[${i}]`, 'scenario_disc_unknown', `el disco ${id} no es de los 50.`, `disc ${id} is not one of the 50.`);
    });
    const ns = new Set<number>();
    s.numbered.forEach((n, i) => {
      const p = `.numbered[${i}]`;
      if (!Number.isInteger(n.n) || n.n < 1 || n.n > 10 || ns.has(n.n)) this.add(p, 'scenario_numbered', `el disco numerado ${n.n} se repite o no está entre 1 y 10.`, `numbered disc ${n.n} repeats or is not 1–10.`);
      ns.add(n.n);
      if ('tile' in n.placement) this.tile(`${p}.placement`, n.placement.tile, false);
      if (n.role === 'townsperson' && n.calm === undefined) this.add(p, 'scenario_calm_missing', `el vecino ${n.n} no dice su dificultad para calmarlo.`, `townsperson ${n.n} has no calm target.`);
      if (!(n.weight >= 0)) this.add(p, 'scenario_numbered', `peso negativo en el disco ${n.n}.`, `negative weight on disc ${n.n}.`);
    });
    s.bosses.forEach((b, i) => {
      checkAdversary(b, `${this.path}.bosses[${i}]`, this.out);
      if (b.health < 2) this.add(`.bosses[${i}]`, 'scenario_boss_health', `un jefe aguanta 2 heridas o más.`, `a boss takes 2 wounds or more.`);
      if (this.lk.all.has(b.id)) this.add(`.bosses[${i}]`, 'scenario_boss_id', `el jefe ${b.id} usa el id de un disco.`, `boss ${b.id} uses a disc id.`);
    });
  }

  /** An adversary brought in by the scenario must not also be shuffled among its discs. */
  adversaryRef(path: string, id: string): void {
    if (!this.isAdversary(id)) return this.add(path, 'scenario_adversary_unknown', `${id} no es un adversario.`, `${id} is not an adversary.`);
    if (this.s.discs.includes(id)) this.add(path, 'scenario_adversary_twice', `${id} está en juego y también entre los discos.`, `${id} is brought in and also among the discs.`);
  }

  objective(): void {
    const { s } = this;
    const o = s.objective;
    const numbered = (ns: readonly number[], roles: string[]) => ns.forEach((n) => {
      const d = s.numbered.find((x) => x.n === n);
      if (!d || !roles.includes(d.role)) this.add('.objective', 'scenario_objective_ref', `el objetivo nombra el disco ${n}, que no existe o no es ${roles.join('/')}.`, `the objective names disc ${n}, which does not exist or is not ${roles.join('/')}.`);
    });
    if (o.kind === 'deliver') { numbered(o.numbered, ['part', 'clue', 'ingredient']); this.tile('.objective.to', o.to.tile, true); }
    if (o.kind === 'escort') { numbered(o.numbered, ['townsperson']); this.tile('.objective.to', o.to.tile, true); }
    if (o.kind === 'craftAndDefeat') {
      o.ingredients.forEach((r) => { if (!this.resolves(r)) this.add('.objective', 'scenario_objective_ref', `ingrediente desconocido ${r}.`, `unknown ingredient ${r}.`); });
      this.tile('.objective.craftAt', o.craftAt.tile, true);
      if (!s.actions.some((a) => a.at.tile === o.craftAt.tile && a.target === o.craftTarget)) this.add('.objective', 'scenario_objective_ref', `ninguna acción fabrica en ${o.craftAt.tile} con dificultad ${o.craftTarget}.`, `no action crafts at ${o.craftAt.tile} with target ${o.craftTarget}.`);
    }
    if ((o.kind === 'craftAndDefeat' || o.kind === 'defeatBoss') && !s.bosses.some((b) => b.id === o.boss)) {
      this.add('.objective', 'scenario_objective_ref', `el jefe ${o.boss} no está en el escenario.`, `boss ${o.boss} is not in the scenario.`);
    }
    if (o.kind === 'reachEdge' && (!(o.fraction > 0 && o.fraction <= 1) || (s.doomClock !== null && o.byRound > Math.min(...this.clocks())) || o.byRound < 1 || (o.fromRound !== undefined && !(o.fromRound >= 1 && o.fromRound <= o.byRound)))) {
      this.add('.objective', 'scenario_objective_ref', `fracción o ronda límite no válidas.`, `invalid fraction or round limit.`);
    }
  }

  /** D318: the base clock and every clock by party size (the valid ones). */
  clocks(): number[] {
    const { s } = this;
    return s.doomClock === null ? [] : [s.doomClock, ...Object.values(s.doomClockByHeroes ?? {}).filter((c): c is number => Number.isInteger(c) && c! >= 1)];
  }

  /** D318: a clock by party size needs a base clock, a party size the scenario allows and a whole number of rounds. */
  clocksByHeroes(): void {
    const { s } = this;
    for (const [n, c] of Object.entries(s.doomClockByHeroes ?? {})) {
      const k = Number(n);
      if (s.doomClock === null || !Number.isInteger(k) || k < s.players.min || k > s.players.max || !(Number.isInteger(c) && c! >= 1)) {
        this.add(`.doomClockByHeroes.${n}`, 'scenario_clock', `reloj no válido para ${n} héroes.`, `invalid clock for ${n} heroes.`);
      }
    }
  }

  rest(): void {
    const { s } = this;
    s.startingAdversaries.forEach((a, i) => {
      this.adversaryRef(`.startingAdversaries[${i}]`, a.adversary);
      this.tile(`.startingAdversaries[${i}]`, a.at.tile, a.at.square === 'scenario');
    });
    if (s.doomClock !== null && !(Number.isInteger(s.doomClock) && s.doomClock >= 1)) this.add('.doomClock', 'scenario_clock', `reloj no válido.`, `invalid clock.`);
    this.clocksByHeroes();
    s.events.forEach((e, i) => {
      if (!Number.isInteger(e.round) || e.round < 1 || (s.doomClock !== null && e.round > Math.max(...this.clocks()))) this.add(`.events[${i}]`, 'scenario_event_round', `el suceso de la ronda ${e.round} cae fuera del reloj.`, `the event of round ${e.round} falls outside the clock.`);
      if (e.minHeroes !== undefined && !(Number.isInteger(e.minHeroes) && e.minHeroes >= 1 && e.minHeroes <= s.players.max)) this.add(`.events[${i}].minHeroes`, 'scenario_event_heroes', `mínimo de héroes no válido (${e.minHeroes}).`, `invalid minimum of heroes (${e.minHeroes}).`);
      if (e.kind === 'adversaryJoins') {
        this.adversaryRef(`.events[${i}]`, e.adversary);
        if (e.at !== 'nearestStreetToHeroes') this.tile(`.events[${i}]`, e.at.tile, false);
      }
    });
    const actionIds = new Set<string>();
    s.actions.forEach((a, i) => {
      const p = `.actions[${i}]`;
      if (actionIds.has(a.id)) this.add(p, 'scenario_action', `acción repetida ${a.id}.`, `duplicate action ${a.id}.`);
      actionIds.add(a.id);
      this.tile(p, a.at.tile, true);
      if (this.lk.all.get(a.makes)?.kind !== 'item') this.add(p, 'scenario_action', `la acción ${a.id} fabrica algo que no es un objeto: ${a.makes}.`, `action ${a.id} makes something that is not an item: ${a.makes}.`);
      a.consumes.forEach((c) => { if (!this.resolves(c)) this.add(p, 'scenario_action', `la acción ${a.id} gasta ${c}, que no existe.`, `action ${a.id} uses up ${c}, which does not exist.`); });
      if (a.skills.some((k) => skillById(k)?.attribute !== a.attribute)) this.add(p, 'scenario_action', `habilidades que no son de ${a.attribute}.`, `skills that are not ${a.attribute}.`);
      if (!Number.isInteger(a.target) || a.target < 1 || a.target > 8) this.add(p, 'scenario_action', `dificultad fuera de la escala.`, `target off the ladder.`);
    });
    for (const [k, v] of Object.entries(s.vpAwards)) {
      if (!(VP_AWARD_KEYS as readonly string[]).includes(k) || !(v >= 0)) this.add('.vpAwards', 'scenario_vp_award', `premio de PV desconocido o negativo: ${k}.`, `unknown or negative VP award: ${k}.`);
    }
    s.campaign?.reads.forEach((r, i) => {
      if ((r.effect === 'extraDisc' || r.effect === 'removeDisc') && !this.lk.set.has(r.disc)) this.add(`.campaign.reads[${i}]`, 'scenario_disc_unknown', `el efecto de campaña nombra ${r.disc}, que no es de los 50.`, `the campaign effect names ${r.disc}, not one of the 50.`);
    });
    if (s.players.min < 1 || s.players.max > 6 || s.players.min > s.players.max) this.add('.players', 'scenario_players', `número de jugadores no válido.`, `invalid player count.`);
    if (s.special.length === 0 || !s.intro.es || !s.goal.es) this.add('', 'scenario_text', `faltan textos (introducción, objetivo o reglas especiales).`, `texts missing (intro, goal or special rules).`);
  }

  /** A17: the discs in play (plus campaign extras and numbered discs) fit the `?` squares, unless overflow is declared. */
  squares(): void {
    const { s } = this;
    const squares = [...this.inPlay].reduce((n, id) => n + (this.lk.tiles.get(id)?.rows.join('').split('?').length ?? 1) - 1, 0);
    const extras = s.campaign?.reads.filter((r) => r.effect === 'extraDisc').length ?? 0;
    const discs = s.discs.length + s.numbered.length + extras;
    if (discs > squares && !s.allowsOverflow) {
      this.add('.discs', 'scenario_too_many_discs', `${discs} discos para ${squares} casillas ? (A17: declara allowsOverflow si es a propósito).`, `${discs} discs for ${squares} ? squares (A17: declare allowsOverflow if intended).`);
    }
  }
}

export function validateScenarios(scenarios: readonly ScenarioDef[], lk: ScenarioLookups): ContentProblem[] {
  const out: ContentProblem[] = [];
  const ids = new Set<string>();
  scenarios.forEach((s, i) => {
    const path = `scenarios[${i}]`;
    if (ids.has(s.id)) out.push(problem(path, 'scenario_duplicate_id', `Id de escenario repetido: ${s.id}.`, `Duplicate scenario id: ${s.id}.`));
    ids.add(s.id);
    const c = new ScenarioCheck(s, path, lk);
    c.tiles();
    c.discs();
    c.objective();
    c.rest();
    c.squares();
    out.push(...c.out);
  });
  return out;
}
