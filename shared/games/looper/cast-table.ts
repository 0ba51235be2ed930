/**
 * Lookups on the secret card made once per script instead of a search per question: effect
 * lists ask a character's scripted role and the active plots many times per action. A script
 * never changes once a game has it (the engine only reads `s.script`), so a table per secret
 * card object stays right for every state that shares it.
 */
import type { CharacterId, LocationId, RoleId } from './ids';
import type { ScriptSecretCard } from './script';

export interface CastTable {
  /** The scripted role of each cast member (the first entry, as a search would find). */
  roles: ReadonlyMap<CharacterId, RoleId>;
  plots: ReadonlySet<string>;
  /** The Boss's Turf, when the Boss is cast. */
  turf: LocationId | null;
  /** Whether anyone can be a Serial Killer: one is cast, or Paranoia Virus may make one (step 9 asks it every day). */
  serialKiller: boolean;
}

const tables = new WeakMap<ScriptSecretCard, CastTable>();

function build(secret: ScriptSecretCard): CastTable {
  const roles = new Map<CharacterId, RoleId>();
  for (const m of secret.cast) if (!roles.has(m.character)) roles.set(m.character, m.role);
  const boss = secret.cast.find((m) => m.character === 'boss');
  const plots = new Set<string>([secret.mainPlot, ...secret.subPlots]);
  const serialKiller = plots.has('paranoiaVirus') || secret.cast.some((m) => m.role === 'serialKiller');
  return { roles, plots, turf: boss?.turf ?? null, serialKiller };
}

export function castTable(secret: ScriptSecretCard): CastTable {
  let t = tables.get(secret);
  if (!t) {
    t = build(secret);
    tables.set(secret, t);
  }
  return t;
}
