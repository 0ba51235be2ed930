/** Every shipped tile (15 building tiles: 13 buildings and the High School's two halves). */
import type { TileDef } from '../types';
import { BANK, BAR, CAFE, CLINIC, POLICE } from './downtown';
import { CHURCH, HOUSE, LIBRARY, MUSEUM } from './civic';
import { SCHOOL_A, SCHOOL_B } from './school';
import { GAME_SHOP, GUN_SHOP, SUPERMARKET, WAREHOUSE } from './shops';

export const TILES: readonly TileDef[] = [
  BAR, POLICE, CLINIC, CAFE, BANK, SUPERMARKET, HOUSE, SCHOOL_A, SCHOOL_B, GAME_SHOP, GUN_SHOP, CHURCH, MUSEUM, WAREHOUSE, LIBRARY,
];
