/**
 * Shipped scripts as they were before a content change (rulings L184, L185, L186–L191): no longer offered
 * for a new game, kept because a game made with one carries it in its options and plays on with
 * it, and because the determinism pins (determinism.test.ts) were taken on these versions.
 */
import type { Script } from '../script';
import { defineScript, type ScriptDefinition } from './define';
import FS_2_V1 from './retired/velada-fs-2.v1.json';
import FS_3_V1 from './retired/velada-fs-3.v1.json';
import BT_2_V1 from './retired/velada-bt-2.v1.json';
import BT_3_V1 from './retired/velada-bt-3.v1.json';
import BT_4_V1 from './retired/velada-bt-4.v1.json';
import BT_5_V1 from './retired/velada-bt-5.v1.json';
import BT_7_V1 from './retired/velada-bt-7.v1.json';
import BT_9_V1 from './retired/velada-bt-9.v1.json';

/** By id, the version every game of that id played before the change. */
export const RETIRED_SCRIPTS: Readonly<Record<string, Script>> = {
  'velada-fs-2': defineScript(FS_2_V1 as ScriptDefinition),
  'velada-fs-3': defineScript(FS_3_V1 as ScriptDefinition),
  'velada-bt-2': defineScript(BT_2_V1 as ScriptDefinition),
  'velada-bt-3': defineScript(BT_3_V1 as ScriptDefinition),
  'velada-bt-4': defineScript(BT_4_V1 as ScriptDefinition),
  'velada-bt-5': defineScript(BT_5_V1 as ScriptDefinition),
  'velada-bt-7': defineScript(BT_7_V1 as ScriptDefinition),
  'velada-bt-9': defineScript(BT_9_V1 as ScriptDefinition),
};
