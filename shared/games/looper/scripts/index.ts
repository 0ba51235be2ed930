/**
 * The scripts Velada ships: its own, none copied from the boxed game (issue 9). They are content,
 * kept as data in the authoring shape of define.ts (the schedule written once); shipped.test.ts
 * holds each to the validator and the script-file schema, as an imported script is held.
 */
import type { Script } from '../script';
import { defineScript, type ScriptDefinition } from './define';
import FS_1 from './velada-fs-1.json';
import FS_2 from './velada-fs-2.json';
import FS_3 from './velada-fs-3.json';
import BT_1 from './velada-bt-1.json';
import BT_2 from './velada-bt-2.json';
import BT_3 from './velada-bt-3.json';
import BT_4 from './velada-bt-4.json';
import BT_5 from './velada-bt-5.json';
import BT_6 from './velada-bt-6.json';
import BT_7 from './velada-bt-7.json';
import BT_8 from './velada-bt-8.json';
import BT_9 from './velada-bt-9.json';

// JSON types its ids as plain strings; the tests check every one against the game's lists.
const DEFINITIONS = [FS_1, FS_2, FS_3, BT_1, BT_2, BT_3, BT_4, BT_5, BT_6, BT_7, BT_8, BT_9] as ScriptDefinition[];

export const SHIPPED_SCRIPTS: Script[] = DEFINITIONS.map(defineScript);

/** The introductory script the manual recommends for a first game. */
export const INTRODUCTORY_SCRIPT_ID = 'velada-fs-1';

export function shippedScript(id: string): Script | undefined {
  return SHIPPED_SCRIPTS.find((s) => s.id === id);
}
