/**
 * The Salem table's own words (U1), merged under `salem.table` with the game's texts (./messages.ts).
 * Card, character and Tryal names, log sentences and errors are elsewhere (salem.cards,
 * salem.characters, salem.tryals, salem.log, errors). Decoy questions on the night screen are
 * neutral questions so that a glance at a screen does not tell a role by its wording alone.
 */
import { tableEs } from './table-es';
import { tableEn } from './table-en';

export const salemTable = { es: tableEs, en: tableEn };
