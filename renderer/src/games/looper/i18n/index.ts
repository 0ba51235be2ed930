/**
 * Tragedy Looper's texts, merged from one file per part of the table (each part owns its
 * namespaces, listed at the top of its file), under `looper.*` when the game loads (./messages.ts).
 */
import { namesTexts } from './names';
import { logTexts } from './log';
import { tableTexts } from './table';
import { decisionTexts } from './decision';
import { notepadTexts } from './notepad';
import { editorTexts } from './editor';

const PARTS = [namesTexts, logTexts, tableTexts, decisionTexts, notepadTexts, editorTexts] as const;

export const looperEs: Record<string, unknown> = Object.assign({}, ...PARTS.map((part) => part.es));
export const looperEn: Record<string, unknown> = Object.assign({}, ...PARTS.map((part) => part.en));
