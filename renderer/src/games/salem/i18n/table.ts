/**
 * The Salem table's own words (U1), merged under `salem.table` with the game's texts (./messages.ts).
 * Card, character and Tryal names, log sentences and errors are elsewhere (salem.cards,
 * salem.characters, salem.tryals, salem.log, errors). Decoy questions on the night screen are
 * neutral questions so that a glance at a screen does not tell a role by its wording alone.
 */
import es from './table-es.json';
import en from './table-en.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

export const salemTable = sameKeysAsSpanish({ es, en });
