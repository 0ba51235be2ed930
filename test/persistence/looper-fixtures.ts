/**
 * Scripts for the library, IPC and web tests: small valid First Steps scripts a family might
 * write (not shipped ones, so the tests do not depend on which scripts Velada ships), and the
 * secret identifiers a protagonist must never be shown.
 */
import { expect } from 'vitest';
import { openDatabase, type Db } from '../../electron/services/database';
import { ServiceError } from '../../electron/services/errors';
import { ScriptLibraryService } from '../../electron/services/looper/script-library';
import type { Script } from '../../shared/games/looper/script';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { scriptToJson } from '../../shared/games/looper/script-file';

/** Murder Plan + An Unsettling Rumor, 3 loops of 4 days; `variant` changes the title only. */
export function familyScript(variant = 1): Script {
  return {
    id: `casa-${variant}`,
    handbook: {
      title: { es: `La casa del lago ${variant}`, en: `The lake house ${variant}` },
      story: { es: 'La enfermera guarda un secreto.', en: 'The nurse keeps a secret.' },
      hints: [{ es: 'Protege al asesino.', en: 'Protect the killer.' }],
      difficulty: { '3': 2, '4': 1 },
    },
    public: {
      tragedySet: 'firstSteps',
      loops: 3,
      days: 4,
      incidents: [
        { day: 2, incident: 'increasingUnease' },
        { day: 4, incident: 'murder' },
      ],
      specialRules: [],
    },
    secret: {
      mainPlot: 'murderPlan',
      subPlots: ['anUnsettlingRumor'],
      cast: [
        { character: 'girlStudent', role: 'keyPerson' },
        { character: 'officeWorker', role: 'killer' },
        { character: 'doctor', role: 'brain' },
        { character: 'boyStudent', role: 'conspiracyTheorist' },
        { character: 'shrineMaiden', role: 'person' },
        { character: 'nurse', role: 'person' },
      ],
      culprits: [
        { day: 2, culprit: 'nurse' },
        { day: 4, culprit: 'officeWorker' },
      ],
    },
  };
}

export function familyScriptJson(variant = 1): string {
  return scriptToJson(familyScript(variant));
}

/**
 * The secret card's identifiers as JSON string values ("killer", "murderPlan"): roles other than
 * Person and plots, plus the culprits when `withCulprits` (characters are public on the board,
 * so only answers that name no character at all, like the script list, can be searched for them).
 */
export function secretNeedles(script: Script, withCulprits: boolean): string[] {
  const roles = script.secret.cast.map((m) => m.role).filter((role) => role !== 'person');
  const plots = [script.secret.mainPlot, ...script.secret.subPlots];
  const culprits = withCulprits ? script.secret.culprits.map((c) => c.culprit) : [];
  return [...new Set([...roles, ...plots, ...culprits])].map((id) => JSON.stringify(id));
}

/** A fresh data file with the library on it, for the service tests. */
export async function openLibrary(prefix: string): Promise<{ db: Db; library: ScriptLibraryService; close: () => void }> {
  const temp = makeTempDir(prefix);
  const db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  return {
    db,
    library: new ScriptLibraryService(db),
    close: () => {
      db.close();
      temp.cleanup();
    },
  };
}

/** The ServiceError `run` throws; fails the test when it throws nothing or something else. */
export function serviceErrorOf(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a refusal, but it succeeded');
}
