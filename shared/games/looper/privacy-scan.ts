/**
 * The privacy scan of the property tests: what a protagonist seat (or the public table) is
 * shown, serialised and searched for the game's secret identifiers. Test support only.
 *
 * Secrets of one state: the roles of cast members whose role is not revealed, every plot id,
 * the culprits not revealed, and the handbook's title, story and hints. Identifiers may appear
 * only where the rules put them, and those places are checked on their own and then cut out
 * before the text search: a character's `role` field (must equal the revealed role), the Final
 * Guess (every role of the set is a choice; answers are public), the Informer's public lines
 * (the plot the leader names and the mastermind's answer), the decision's kind (public; the
 * Cultist question is asked whenever a Forbid Intrigue is in effect), and `revealedCulprits`
 * (must equal the state's). A `culprit` key anywhere else is a leak. Once the game is over
 * (L140) the view's `secret`, `title` and roles must be exactly the script's, and are cut out;
 * log lines keep the live secrets, so the lines of the last move are still searched.
 */
import type { GameStatus } from '../../engine/contract';
import { canonicalJson } from '../../engine/hash';
import type { RuleError } from '../../engine/errors';
import { PLOTS, type CharacterId } from './ids';
import { PRIVATE_EFFECT_LOG_KEYS } from './log-keys-effects';
import { PRIVATE_FLOW_LOG_KEYS } from './log-keys-flow';
import { roleOf } from './roles';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import { MASTERMIND, type LogEntry, type LooperAction, type LooperState, type LooperView } from './types';

/** Log lines whose `role` is a protagonist's Final Guess answer (public, said out loud). */
const GUESS_LINES = new Set(['guessRight', 'guessWrong']);
/** Log lines whose `plot` is the Informer's public exchange (L: the leader names, the mastermind answers). */
const INFORMER_LINES = new Set(['goodwillDeclared', 'informerNamed', 'informerAnswered']);

export interface Secrets {
  /** JSON string values that must not appear: unrevealed roles and every plot. */
  ids: string[];
  /** Free text of the handbook. */
  texts: string[];
  /** One pass over a text finds any id: quoted (JSON values) or as a whole word (prose). */
  quoted: RegExp;
  word: RegExp;
}

function secretsFrom(ids: string[], texts: string[]): Secrets {
  const alt = ids.length > 0 ? ids.join('|') : '(?!)';
  return { ids, texts, quoted: new RegExp(`"(${alt})"`, 'g'), word: new RegExp(`\\b(${alt})\\b`, 'g') };
}

export function secretsOf(s: LooperState): Secrets {
  const roles = s.script.secret.cast.filter((m) => s.revealedRoles[m.character] !== m.role).map((m) => m.role);
  // A role revealed on one character may still be secret on another (two Persons): the role
  // fields are cut out before the search, so keeping it as a needle stays precise.
  const h = s.script.handbook;
  const texts = [h.title, h.story, ...h.hints].flatMap((t) => [t.es, t.en]).filter((t) => t.trim().length >= 4);
  return secretsFrom([...new Set([...roles, ...PLOTS])], texts);
}

/** Plain JSON (key order is irrelevant to a search, and canonical JSON costs several times more). */
function searchText(text: string, secrets: Secrets, quoted: boolean): string[] {
  const found = [...text.matchAll(quoted ? secrets.quoted : secrets.word)].map((m) => m[1]!);
  for (const t of secrets.texts) if (text.includes(t) || text.includes(JSON.stringify(t).slice(1, -1))) found.push(`text "${t.slice(0, 30)}"`);
  return found;
}

/** Every `culprit`/`culprits` key in a JSON value, with its path. */
function culpritKeys(v: unknown, path = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => culpritKeys(x, `${path}[${i}]`));
  if (v === null || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => (/^culprits?$/i.test(k) ? [`culprit key at ${path}.${k}`] : culpritKeys(x, `${path}.${k}`)));
}

/** One log line a protagonist may read: private keys never, allowed ids cut out, then the search. */
export function scanLogLine(s: LooperState, line: LogEntry, secrets = secretsOf(s)): string[] {
  const found: string[] = [];
  if (line.to === MASTERMIND) return found;
  if (line.key in PRIVATE_EFFECT_LOG_KEYS || line.key in PRIVATE_FLOW_LOG_KEYS) found.push(`private line ${line.key}`);
  const params: Record<string, unknown> = { ...line.params };
  if (GUESS_LINES.has(line.key)) delete params.role;
  if (INFORMER_LINES.has(line.key)) delete params.plot;
  // A reveal line (Friend's death, an ability) names the role the state now shows to everyone.
  if (typeof params.character === 'string' && s.revealedRoles[params.character as CharacterId] === params.role) delete params.role;
  const rest = { key: line.key, params };
  found.push(...culpritKeys(rest), ...searchText(JSON.stringify(rest), secrets, true));
  return found.map((f) => `log ${line.key}: ${f}`);
}

/**
 * A protagonist's or the public view, without its log (the log is scanned line by line as it
 * is written, see scanLogLine; `logLines` says how many lines the view must hold).
 */
export function scanView(s: LooperState, view: LooperView, secrets = secretsOf(s)): string[] {
  const found: string[] = [];
  // L140: a finished game's view carries the whole script (exactly it), and nothing else of the mastermind's.
  const over = s.result !== null;
  if (view.isMastermind || view.mastermindState !== null || (!over && (view.secret !== null || view.title !== null))) found.push('mastermind parts');
  if (over && (canonicalJson(view.secret) !== canonicalJson(s.script.secret) || view.title !== s.script.handbook.title.es)) found.push('finished game: the script shown differs from the script');
  const expectedLog = s.log.filter((l) => l.to === undefined || (l.to === view.viewer && view.viewer !== MASTERMIND)).length;
  if (view.log.length !== expectedLog) found.push(`log holds ${view.log.length} lines, ${expectedLog} readable`);
  for (const c of view.characters) {
    const shown = over ? roleOf(s, c.id) : (s.revealedRoles[c.id] ?? null);
    if (c.role !== shown) found.push(`role field ${c.id}:${String(c.role)}`);
  }
  if (canonicalJson(view.revealedCulprits) !== canonicalJson(s.revealedCulprits)) found.push('revealedCulprits differ from the state');
  for (const n of view.finalGuess?.named ?? []) {
    if (!s.finalGuess?.named.some((m) => m.character === n.character && m.role === n.role)) found.push(`final guess ${n.character}`);
  }
  const rest = {
    ...view,
    secret: null,
    title: null,
    log: [],
    characters: view.characters.map((c) => ({ ...c, role: null })),
    revealedCulprits: {},
    finalGuess: view.finalGuess ? { named: view.finalGuess.named.map((n) => n.character) } : null,
    decision: view.decision ? { ...view.decision, t: null, named: undefined, use: view.decision.use ? { ...view.decision.use, plot: undefined } : undefined } : null,
  };
  found.push(...culpritKeys(rest), ...searchText(JSON.stringify(rest), secrets, true));
  return found.map((f) => `view of ${String(view.viewer)}: ${f}`);
}

/** The status every seat and the save list read (L120): while the game lasts, nothing of the script, its title included. */
export function scanStatus(s: LooperState, status: GameStatus, secrets = secretsOf(s)): string[] {
  if (s.result !== null) return [];
  return [...culpritKeys(status), ...searchText(JSON.stringify(status), secrets, true)].map((f) => `status: ${f}`);
}

/**
 * A protagonist's legal list: plots only as the Informer's choices, and then every subplot of
 * the set (public), never just the active ones; roles only as Final Guess choices, and then
 * every role of the set for each character asked about.
 */
export function scanLegal(s: LooperState, legal: readonly LooperAction[], secrets = secretsOf(s)): string[] {
  const set = TRAGEDY_SET_DATA[s.script.public.tragedySet];
  const found: string[] = [];
  const named = new Set(legal.flatMap((a) => (a.type === 'useGoodwill' && a.plot ? [a.plot] : [])));
  if (named.size > 0 && [...set.subPlots].sort().join() !== [...named].sort().join()) found.push(`informer choices ${[...named].join()}`);
  const guessed = new Map<string, Set<string>>();
  for (const a of legal) if (a.type === 'guess') guessed.set(a.character, (guessed.get(a.character) ?? new Set()).add(a.role));
  for (const [c, roles] of guessed) if (roles.size !== set.roles.length) found.push(`guess choices for ${c}`);
  const rest = legal.map((a) => (a.type === 'guess' ? { ...a, role: null } : a.type === 'useGoodwill' ? { ...a, plot: undefined } : a));
  found.push(...culpritKeys(rest), ...searchText(JSON.stringify(rest), secrets, true));
  return found.map((f) => `legal list: ${f}`);
}

/**
 * An error returned to a protagonist seat. Words are searched whole in the message, since it
 * is prose; an identifier the seat itself sent, or the public decision kind, may be echoed.
 */
export function scanError(s: LooperState, error: RuleError, sent: LooperAction, secrets = secretsOf(s)): string[] {
  const echoed = canonicalJson(sent);
  const allowed = (id: string) => echoed.includes(JSON.stringify(id)) || id === s.pending?.t;
  const own = secretsFrom(secrets.ids.filter((id) => !allowed(id)), secrets.texts);
  return [...culpritKeys(error), ...searchText(JSON.stringify(error), own, false)].map((f) => `error ${error.code}: ${f}`);
}
