/**
 * Tragedy Looper's texts, merged from one file per part of the table (each part owns its
 * namespaces), under `looper.*` when the game loads (./messages.ts); Spanish first, English
 * mirrors every key: names (names.ts), the log's templates (log.ts), the table's board, tracks
 * and covers (table.json: table), decisions, the mastermind's screen, the Final Guess and the end
 * screen (decision.json: decision, mastermind, finalGuess, end, stats — the shared end screen's
 * figures; confirm — the words before a move that cannot be undone), the deduction notepad, the
 * timeline and the hint panel (notepad.json: notepad, timeline, hints), and the script editor,
 * the script list and the new-game screen (editor.json: editor, scripts, newGame; the save line
 * and the library's title are catalog texts, catalog.json), and the public moments' screen (moment.json: moment).
 */
import { namesTexts } from './names';
import { logTexts } from './log';
import table from './table.json';
import decision from './decision.json';
import notepad from './notepad.json';
import editor from './editor.json';
import moment from './moment.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

const PARTS = [namesTexts, logTexts, sameKeysAsSpanish(table), sameKeysAsSpanish(decision), sameKeysAsSpanish(notepad), sameKeysAsSpanish(editor), sameKeysAsSpanish(moment)] as const;

export const looperEs: Record<string, unknown> = Object.assign({}, ...PARTS.map((part) => part.es));
export const looperEn: Record<string, unknown> = Object.assign({}, ...PARTS.map((part) => part.en));
