/** The scripts Velada ships: its own, none copied from the boxed game (issue 9). */
import type { Script } from '../script';
import { VELADA_BT_1 } from './velada-bt-1';
import { VELADA_BT_2 } from './velada-bt-2';
import { VELADA_BT_3 } from './velada-bt-3';
import { VELADA_BT_4 } from './velada-bt-4';
import { VELADA_BT_5 } from './velada-bt-5';
import { VELADA_BT_6 } from './velada-bt-6';
import { VELADA_BT_7 } from './velada-bt-7';
import { VELADA_BT_8 } from './velada-bt-8';
import { VELADA_BT_9 } from './velada-bt-9';
import { VELADA_FS_1 } from './velada-fs-1';
import { VELADA_FS_2 } from './velada-fs-2';
import { VELADA_FS_3 } from './velada-fs-3';

export const SHIPPED_SCRIPTS: Script[] = [
  VELADA_FS_1, VELADA_FS_2, VELADA_FS_3,
  VELADA_BT_1, VELADA_BT_2, VELADA_BT_3, VELADA_BT_4, VELADA_BT_5, VELADA_BT_6, VELADA_BT_7, VELADA_BT_8, VELADA_BT_9,
];

/** The introductory script the manual recommends for a first game. */
export const INTRODUCTORY_SCRIPT_ID = 'velada-fs-1';

export function shippedScript(id: string): Script | undefined {
  return SHIPPED_SCRIPTS.find((s) => s.id === id);
}
