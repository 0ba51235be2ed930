/**
 * The authoring rules of a Tragedy Looper script (digest §6.2, §4, §1.3; rulings L25, L80+). One
 * pure function, run in the renderer for live feedback and in main before a game starts; it
 * reports every broken rule, never only the first, each with a path into the script and a
 * specific message in both languages.
 */
import { CHARACTER_CARDS } from './characters';
import type { PlotId, RoleId } from './ids';
import { ROLES } from './ids';
import type { Script } from './script';
import { CHARACTER_NAMES, INCIDENT_NAMES, PLOT_NAMES, ROLE_NAMES, SET_NAMES, countOf } from './script-names';
import { PLOT_ROLES, ROLE_LIMITS, TRAGEDY_SET_DATA } from './tragedy-sets';

export interface ScriptProblem {
  path: string;
  code: string;
  message: { es: string; en: string };
}

export const MAX_LOOPS = 8;
export const MAX_DAYS = 8;

type Report = (path: string, code: string, es: string, en: string) => void;

/** How many of each role the plots add: the sum over the plots, then capped by the role limit (digest §4.3). */
export function plotRoleRange(plots: readonly PlotId[]): Map<RoleId, [min: number, max: number]> {
  const out = new Map<RoleId, [number, number]>();
  for (const plot of plots) {
    for (const [role, count] of Object.entries(PLOT_ROLES[plot]) as [RoleId, number | readonly [number, number]][]) {
      const [lo, hi] = typeof count === 'number' ? [count, count] : count;
      const prev = out.get(role) ?? [0, 0];
      out.set(role, [prev[0] + lo, prev[1] + hi]);
    }
  }
  for (const [role, [lo, hi]] of out) {
    const limit = ROLE_LIMITS[role] ?? Infinity;
    out.set(role, [Math.min(lo, limit), Math.min(hi, limit)]);
  }
  return out;
}

export function validateScript(script: Script): ScriptProblem[] {
  const problems: ScriptProblem[] = [];
  const report: Report = (path, code, es, en) => problems.push({ path, code, message: { es, en } });
  checkNumbers(script, report);
  checkPlots(script, report);
  checkCast(script, report);
  checkIncidents(script, report);
  checkHandbook(script, report);
  return problems;
}

function checkNumbers(script: Script, report: Report): void {
  const { loops, days } = script.public;
  if (!Number.isInteger(loops) || loops < 1 || loops > MAX_LOOPS) {
    report('public.loops', 'loops_out_of_range', `El guion tiene ${loops} bucles; deben ser de 1 a ${MAX_LOOPS}`, `The script has ${loops} loops; it must have 1 to ${MAX_LOOPS}`);
  }
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    report('public.days', 'days_out_of_range', `El bucle dura ${days} días; debe durar de 1 a ${MAX_DAYS}`, `A loop lasts ${days} days; it must last 1 to ${MAX_DAYS}`);
  }
}

function checkPlots(script: Script, report: Report): void {
  const set = TRAGEDY_SET_DATA[script.public.tragedySet];
  const setName = SET_NAMES[script.public.tragedySet];
  const { mainPlot, subPlots } = script.secret;
  if (!set.mainPlots.includes(mainPlot)) {
    const p = PLOT_NAMES[mainPlot];
    report('secret.mainPlot', 'main_plot_not_in_set', `${p.es} no es una trama principal de ${setName.es}`, `${p.en} is not a main plot of ${setName.en}`);
  }
  if (subPlots.length !== set.subPlotCount) {
    const n = subPlots.length;
    report('secret.subPlots', 'subplot_count', `El guion tiene ${n} ${n === 1 ? 'trama secundaria' : 'tramas secundarias'}; ${setName.es} pide ${set.subPlotCount}`, `The script has ${n} ${n === 1 ? 'subplot' : 'subplots'}; ${setName.en} needs ${set.subPlotCount}`);
  }
  subPlots.forEach((plot, i) => {
    const p = PLOT_NAMES[plot];
    if (!set.subPlots.includes(plot)) {
      report(`secret.subPlots[${i}]`, 'subplot_not_in_set', `${p.es} no es una trama secundaria de ${setName.es}`, `${p.en} is not a subplot of ${setName.en}`);
    } else if (subPlots.indexOf(plot) !== i) {
      report(`secret.subPlots[${i}]`, 'duplicate_subplot', `La trama secundaria ${p.es} está repetida`, `The subplot ${p.en} is chosen twice`);
    }
  });
}

function checkCast(script: Script, report: Report): void {
  const set = TRAGEDY_SET_DATA[script.public.tragedySet];
  const setName = SET_NAMES[script.public.tragedySet];
  const { cast, mainPlot, subPlots } = script.secret;
  const required = plotRoleRange([mainPlot, ...subPlots]);
  const counted = new Map<RoleId, number>();
  const total = new Map<RoleId, number>();
  cast.forEach((member, i) => {
    const who = CHARACTER_NAMES[member.character];
    const role = ROLE_NAMES[member.role];
    if (cast.findIndex((m) => m.character === member.character) !== i) {
      report(`secret.cast[${i}].character`, 'duplicate_character', `${who.es} aparece dos veces en el reparto (un papel por personaje)`, `${who.en} is cast twice (one role per character)`);
      return;
    }
    total.set(member.role, (total.get(member.role) ?? 0) + 1);
    checkSpecialFields(script, i, report);
    if (!set.roles.includes(member.role)) {
      report(`secret.cast[${i}].role`, 'role_not_in_set', `${who.es} tiene el papel ${role.es[0]}, que no existe en ${setName.es}`, `${who.en} has the role ${role.en[0]}, which ${setName.en} does not have`);
      return;
    }
    if (member.character === 'mysteryBoy') {
      checkMysteryBoy(i, member.role, required, report);
      return;
    }
    counted.set(member.role, (counted.get(member.role) ?? 0) + 1);
    if (member.role !== 'person' && !required.has(member.role)) {
      report(`secret.cast[${i}].role`, 'role_not_from_plots', `${who.es} tiene el papel ${role.es[0]}, que ninguna trama del guion añade`, `${who.en} has the role ${role.en[0]}, which none of the script's plots adds`);
    }
    if (member.role === 'keyPerson' && mainPlot === 'signWithMe' && !CHARACTER_CARDS[member.character].traits.includes('girl')) {
      report(`secret.cast[${i}].character`, 'key_person_not_girl', `Con ¡Dime que sí! la Persona clave debe ser una chica; ${who.es} no lo es`, `With Sign with me! the Key Person must be a Girl; ${who.en} is not`);
    }
  });
  for (const [role, [lo, hi]] of required) {
    const n = counted.get(role) ?? 0;
    if (n >= lo && n <= hi) continue;
    const has = countOf(n, role);
    const add = lo === hi ? { es: String(lo), en: String(lo) } : { es: `de ${lo} a ${hi}`, en: `${lo} to ${hi}` };
    report('secret.cast', 'role_count', `El guion tiene ${has.es}; las tramas añaden ${add.es}`, `The script has ${has.en}; its plots add ${add.en}`);
  }
  for (const role of ROLES) {
    const limit = ROLE_LIMITS[role];
    const n = total.get(role) ?? 0;
    if (limit !== undefined && n > limit) {
      const has = countOf(n, role);
      report('secret.cast', 'role_limit', `El guion tiene ${has.es}; el máximo es ${limit}`, `The script has ${has.en}; at most ${limit} are allowed`);
    }
  }
}

/** Digest §1.3: a role of the set the plots do not add, never Person; it does not fill a plot's role. */
function checkMysteryBoy(i: number, role: RoleId, required: Map<RoleId, [number, number]>, report: Report): void {
  const name = ROLE_NAMES[role];
  if (role === 'person') {
    report(`secret.cast[${i}].role`, 'mystery_boy_person', 'El chico misterioso no puede ser Figurante: necesita un papel del escenario que las tramas no añadan', 'Mystery Boy cannot be a Person: he needs a role of the set that the plots do not add');
  } else if (required.has(role)) {
    report(`secret.cast[${i}].role`, 'mystery_boy_plot_role', `El chico misterioso no puede ser ${name.es[0]}: las tramas del guion añaden ese papel`, `Mystery Boy cannot be a ${name.en[0]}: the script's plots add that role`);
  }
}

function checkSpecialFields(script: Script, i: number, report: Report): void {
  const member = script.secret.cast[i]!;
  const who = CHARACTER_NAMES[member.character];
  const { loops } = script.public;
  if (member.character === 'godlyBeing') {
    if (member.entryLoop === undefined) {
      report(`secret.cast[${i}].entryLoop`, 'entry_loop_missing', 'El ser divino necesita el bucle en que entra en escena', 'The Godly Being needs the loop in which it enters');
    } else if (!Number.isInteger(member.entryLoop) || member.entryLoop < 1 || member.entryLoop > loops) {
      report(`secret.cast[${i}].entryLoop`, 'entry_loop_out_of_range', `El ser divino entra en el bucle ${member.entryLoop}; debe ser de 1 a ${loops}`, `The Godly Being enters in loop ${member.entryLoop}; it must be 1 to ${loops}`);
    }
  } else if (member.entryLoop !== undefined) {
    report(`secret.cast[${i}].entryLoop`, 'entry_loop_not_allowed', `Solo el ser divino tiene bucle de entrada, no ${who.es}`, `Only the Godly Being has an entry loop, not the ${who.en}`);
  }
  if (member.character === 'boss') {
    if (member.turf === undefined) report(`secret.cast[${i}].turf`, 'turf_missing', 'El capo necesita la localización de su territorio', 'The Boss needs the location of his Turf');
  } else if (member.turf !== undefined) {
    report(`secret.cast[${i}].turf`, 'turf_not_allowed', `Solo el capo tiene territorio, no ${who.es}`, `Only the Boss has a Turf, not the ${who.en}`);
  }
}

function checkIncidents(script: Script, report: Report): void {
  const set = TRAGEDY_SET_DATA[script.public.tragedySet];
  const setName = SET_NAMES[script.public.tragedySet];
  const { days, incidents } = script.public;
  const { culprits, cast } = script.secret;
  incidents.forEach(({ day, incident }, i) => {
    const name = INCIDENT_NAMES[incident];
    if (!set.incidents.includes(incident)) {
      report(`public.incidents[${i}].incident`, 'incident_not_in_set', `${name.es} no es un incidente de ${setName.es}`, `${name.en} is not an incident of ${setName.en}`);
    }
    if (!Number.isInteger(day) || day < 1 || day > days) {
      report(`public.incidents[${i}].day`, 'incident_day_out_of_range', `${name.es} está en el día ${day}; el bucle tiene ${days} días`, `${name.en} is on day ${day}; the loop has ${days} days`);
    }
    if (incidents.findIndex((x) => x.day === day) !== i) {
      report(`public.incidents[${i}].day`, 'two_incidents_same_day', `Hay dos incidentes el día ${day} (como mucho uno al día)`, `There are two incidents on day ${day} (at most one a day)`);
    } else if (!culprits.some((c) => c.day === day)) {
      report(`public.incidents[${i}]`, 'incident_without_culprit', `${name.es} (día ${day}) no tiene culpable en la carta secreta`, `${name.en} (day ${day}) has no culprit on the secret card`);
    }
  });
  culprits.forEach(({ day, culprit }, i) => {
    const who = CHARACTER_NAMES[culprit];
    if (!incidents.some((x) => x.day === day)) {
      report(`secret.culprits[${i}].day`, 'culprit_without_incident', `La carta secreta da un culpable para el día ${day}, que no tiene incidente`, `The secret card names a culprit for day ${day}, which has no incident`);
    } else if (culprits.findIndex((c) => c.day === day) !== i) {
      report(`secret.culprits[${i}].day`, 'two_culprits_same_day', `El día ${day} tiene dos culpables`, `Day ${day} has two culprits`);
    }
    if (!cast.some((m) => m.character === culprit)) {
      report(`secret.culprits[${i}].culprit`, 'culprit_not_cast', `${who.es} es culpable pero no está en el reparto`, `${who.en} is a culprit but is not in the cast`);
    }
    if (culprits.findIndex((c) => c.culprit === culprit) !== i) {
      report(`secret.culprits[${i}].culprit`, 'culprit_twice', `${who.es} es culpable de dos incidentes (como mucho uno)`, `${who.en} is the culprit of two incidents (at most one)`);
    }
  });
}

function checkHandbook(script: Script, report: Report): void {
  const { handbook } = script;
  const texts: [string, { es: string; en: string }][] = [
    ['handbook.title', handbook.title],
    ['handbook.story', handbook.story],
    ...handbook.hints.map((h, i): [string, { es: string; en: string }] => [`handbook.hints[${i}]`, h]),
    ...script.public.specialRules.map((r, i): [string, { es: string; en: string }] => [`public.specialRules[${i}]`, r]),
  ];
  for (const [path, text] of texts) {
    if (!text.es.trim()) report(`${path}.es`, 'text_missing', `Falta el texto en español (${path})`, `The Spanish text is missing (${path})`);
    if (!text.en.trim()) report(`${path}.en`, 'text_missing', `Falta el texto en inglés (${path})`, `The English text is missing (${path})`);
  }
  const keys = Object.keys(handbook.difficulty);
  for (const key of keys) {
    const loops = Number(key);
    if (!/^\d+$/.test(key) || loops < 1 || loops > MAX_LOOPS) {
      report(`handbook.difficulty.${key}`, 'difficulty_key_out_of_range', `La dificultad se da por número de bucles (1 a ${MAX_LOOPS}), no para «${key}»`, `Difficulty is given per number of loops (1 to ${MAX_LOOPS}), not for "${key}"`);
    }
    const value = handbook.difficulty[key]!;
    if (!Number.isInteger(value) || value < 1 || value > 8) {
      report(`handbook.difficulty.${key}`, 'difficulty_out_of_range', `La dificultad con ${key} bucles es ${value}; debe ser de 1 a 8`, `The difficulty with ${key} loops is ${value}; it must be 1 to 8`);
    }
  }
  if (!keys.includes(String(script.public.loops))) {
    const n = script.public.loops;
    report('handbook.difficulty', 'difficulty_missing_loops', `Falta la dificultad para ${n} bucles, los de la carta pública`, `The difficulty for ${n} loops, the public card's, is missing`);
  }
}
