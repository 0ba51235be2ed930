/**
 * Every way a ledger, a revert or a character file can be refused, with its es/en text. The same
 * texts live in the app's `errors` messages (renderer/src/i18n) so the UI can translate a code it
 * gets over IPC; here they fill `LedgerProblem.message` for logs, tests and the file import report.
 */
import { ATTRIBUTE_NAMES, isAttributeId, skillById } from '../characters';
import type { LedgerProblem } from './types';

type Params = Record<string, string | number>;

const TEXTS: Record<string, [es: string, en: string]> = {
  ledger_empty: ['El registro del personaje está vacío', "The character's ledger is empty"],
  ledger_not_created_first: ['La primera entrada del registro no es la creación del personaje', "The ledger's first entry is not the character's creation"],
  ledger_created_twice: ['El personaje se crea dos veces en el registro (entrada {seq})', 'The character is created twice in the ledger (entry {seq})'],
  ledger_wrong_character: ['La entrada {seq} es de otro personaje', 'Entry {seq} belongs to another character'],
  ledger_seq_order: ['La entrada {seq} está fuera de orden', 'Entry {seq} is out of order'],
  ledger_duplicate_id: ['Dos entradas del registro tienen el mismo identificador ({id})', 'Two ledger entries share the id {id}'],
  ledger_character_dead: ['El personaje ha muerto: la entrada {seq} ya no se le puede aplicar', 'The character is dead: entry {seq} can no longer apply'],
  ledger_character_retired: ['El personaje está retirado: la entrada {seq} ya no se le puede aplicar', 'The character is retired: entry {seq} can no longer apply'],
  ledger_attribute_cap: ['{attribute} ya tiene 6 dados, el máximo (entrada {seq})', '{attribute} already has 6 dice, the maximum (entry {seq})'],
  ledger_attribute_range: ['{attribute} debe tener de 1 a 6 dados (entrada {seq})', '{attribute} must have 1 to 6 dice (entry {seq})'],
  ledger_unknown_attribute: ['Atributo desconocido: {attribute} (entrada {seq})', 'Unknown attribute: {attribute} (entry {seq})'],
  ledger_unknown_skill: ['Habilidad desconocida: {skill} (entrada {seq})', 'Unknown skill: {skill} (entry {seq})'],
  ledger_skill_owned: ['El personaje ya tiene {skill} (entrada {seq})', 'The character already has {skill} (entry {seq})'],
  ledger_skill_not_owned: ['El personaje no tiene {skill} con ese nivel (entrada {seq})', 'The character does not have {skill} at that tier (entry {seq})'],
  ledger_skill_loss_invalid: ['{skill} no puede perder ese nivel así (entrada {seq})', '{skill} cannot lose a tier that way (entry {seq})'],
  ledger_skill_cost_invalid: ['El coste de {skill} no es válido: {cost} (entrada {seq})', 'The cost of {skill} is not valid: {cost} (entry {seq})'],
  ledger_skill_points_short: ['Faltan puntos de habilidad: cuesta {cost} y hay {bank} guardados (entrada {seq})', 'Not enough skill points: it costs {cost} and {bank} are banked (entry {seq})'],
  ledger_vp_negative: ['Con PV negativos no se convierte nada (entrada {seq})', 'Negative VP convert to nothing (entry {seq})'],
  ledger_vp_conversion_mismatch: ['{vp} PV dan {expected} puntos de habilidad, no {points} (entrada {seq})', '{vp} VP give {expected} skill points, not {points} (entry {seq})'],
  ledger_starting_vp_mismatch: ['Los PV iniciales deberían ser {expected}, no {startingVp} (entrada {seq})', 'Starting VP should be {expected}, not {startingVp} (entry {seq})'],
  ledger_item_invalid: ['El objeto «{item}» no es válido (entrada {seq})', 'The item "{item}" is not valid (entry {seq})'],
  ledger_health_floor: ['La Salud máxima no puede bajar de 1 (entrada {seq})', 'Max Health cannot fall below 1 (entry {seq})'],
  ledger_amount_invalid: ['Cantidad no válida en la entrada {seq}', 'Invalid amount in entry {seq}'],
  ledger_correction_reason: ['Una corrección necesita un motivo (entrada {seq})', 'A correction needs a reason (entry {seq})'],
  ledger_correction_empty: ['La corrección no cambia nada (entrada {seq})', 'The correction changes nothing (entry {seq})'],
  ledger_revert_missing: ['No hay ninguna entrada anterior {id} que deshacer', 'There is no earlier entry {id} to revert'],
  ledger_revert_created: ['La creación del personaje no se puede deshacer', "The character's creation cannot be reverted"],
  ledger_revert_of_revert: ['Una entrada que deshace otra no se puede deshacer; repite el cambio si hace falta', 'A revert cannot be reverted; make the change again if needed'],
  ledger_revert_twice: ['La entrada {seq} ya está deshecha', 'Entry {seq} is already reverted'],
  ledger_revert_depends: ['No se puede deshacer la entrada {seq}: la entrada {later} depende de ella', 'Entry {seq} cannot be reverted: entry {later} depends on it'],
  ledger_plan_choice: ['Falta o no vale la elección de {character}: {choice}', 'The choice for {character} is missing or not valid: {choice}'],
  darkness_file_malformed: ['El archivo no es JSON válido', 'The file is not valid JSON'],
  darkness_file_truncated: ['El archivo está cortado (incompleto)', 'The file is cut short (incomplete)'],
  darkness_file_wrong_format: ['El archivo no es un personaje ni una campaña de Velada', 'The file is not a Velada character or campaign'],
  darkness_file_future_version: ['El archivo es de una versión más nueva de Velada ({version})', 'The file is from a newer Velada ({version})'],
  darkness_file_invalid: ['El archivo tiene datos que no valen en {path}', 'The file has invalid data at {path}'],
  darkness_file_ledger_invalid: ['El registro de {character} no se puede reconstruir: {reason}', "{character}'s ledger does not replay: {reason}"],
};

export function ledgerTexts(): Readonly<Record<string, [string, string]>> {
  return TEXTS;
}

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Params as a person reads them: skill and attribute ids become their names in that language. */
function named(params: Params, locale: 'es' | 'en'): Params {
  const out = { ...params };
  const skill = typeof params.skill === 'string' ? skillById(params.skill) : undefined;
  if (skill) out.skill = skill.name[locale];
  if (isAttributeId(params.attribute)) out.attribute = ATTRIBUTE_NAMES[params.attribute][locale];
  return out;
}

/** A problem with its code, params (ids, for the UI to name) and both texts (names filled in). */
export function fail(code: string, entryId: string | null, params: Params = {}, cause?: LedgerProblem): LedgerProblem {
  const [es, en] = TEXTS[code] ?? [code, code];
  const message = { es: fill(es, named(params, 'es')), en: fill(en, named(params, 'en')) };
  const problem: LedgerProblem = { code, entryId, params, message };
  return cause ? { ...problem, cause } : problem;
}

/** Thrown by `replayLedger` when the entries do not make a valid sheet. */
export class LedgerError extends Error {
  constructor(readonly problem: LedgerProblem) {
    super(problem.message.en);
    this.name = 'LedgerError';
  }
}
