/** Every Tragedy Looper text, merged under `looper.*` (over ./catalog.json) when the game loads. */
import { looperEn, looperEs } from '.';

export const gameMessages = { es: looperEs, en: looperEn };
