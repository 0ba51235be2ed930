/**
 * The portable files: one character with its whole ledger, or a whole campaign with its characters
 * and their ledgers. Parsing refuses, each with its own code: text that is not JSON
 * (`darkness_file_malformed`), JSON cut short (`darkness_file_truncated`), another kind of file
 * (`darkness_file_wrong_format`), a file from a newer Velada (`darkness_file_future_version`), a
 * field of the wrong shape (`darkness_file_invalid`) and a ledger that does not replay
 * (`darkness_file_ledger_invalid`). Nothing is written here; the importer writes only what parsed.
 */
import { z } from 'zod';
import { withLegacyDefaults } from '../characters/house-rules';
import { limitedText, TITLE_MAX_LENGTH } from '../../../text/characters';
import { NAME_MAX_LENGTH } from '../characters';
import { fail } from './problems';
import { tryReplay } from './replay';
import { ledgerEntrySchema } from './schemas';
import type { CharacterSheet, LedgerEntry, LedgerProblem } from './types';

export const CHARACTER_FILE_FORMAT = 'velada-darkness-character';
export const CAMPAIGN_FILE_FORMAT = 'velada-darkness-campaign';
export const FILE_VERSION = 1;

const ledger = z.array(ledgerEntrySchema).min(1).max(100_000);
const id = z.string().min(1).max(120);

// Names counted in characters, as creation and the services count them (S31).
export const fileCharacterSchema = z.strictObject({ id, name: limitedText(NAME_MAX_LENGTH), ledger });

export const characterFileSchema = z.strictObject({
  format: z.literal(CHARACTER_FILE_FORMAT),
  version: z.literal(FILE_VERSION),
  character: fileCharacterSchema,
});

export const campaignFileSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FILE_FORMAT),
  version: z.literal(FILE_VERSION),
  campaign: z.strictObject({
    id,
    name: limitedText(TITLE_MAX_LENGTH, z.string().min(1)),
    mode: z.enum(['standard', 'master']),
    createdAt: z.string().max(40),
    /** Only the rules changed from their default (and every rule whose default changed, D407). */
    houseRules: z.record(z.string().max(8), z.string().max(64)),
    members: z.array(z.strictObject({ characterId: id, joinedAt: z.string().max(40), lentFrom: z.strictObject({ characterId: id, campaignId: id.nullable() }).nullable() })),
    played: z.array(
      z.strictObject({ seq: z.number().int().min(1), scenario: z.string().max(120), outcome: z.string().max(40), houseRules: z.record(z.string().max(8), z.string().max(64)), playedAt: z.string().max(40) }),
    ),
  }),
  characters: z.array(fileCharacterSchema).max(1000),
});

export interface FileCharacter {
  id: string;
  name: string;
  ledger: LedgerEntry[];
}
export interface CharacterFile {
  format: typeof CHARACTER_FILE_FORMAT;
  version: typeof FILE_VERSION;
  character: FileCharacter;
}
export interface CampaignFile {
  format: typeof CAMPAIGN_FILE_FORMAT;
  version: typeof FILE_VERSION;
  campaign: z.infer<typeof campaignFileSchema>['campaign'];
  characters: FileCharacter[];
}

/** A parsed character: the file's content and the sheet its ledger gives. */
export interface ParsedCharacter {
  id: string;
  name: string;
  ledger: LedgerEntry[];
  sheet: CharacterSheet;
}

export type FileParse<T> = { ok: true; value: T } | { ok: false; problem: LedgerProblem };

/**
 * Whether broken JSON is cut short rather than wrong: scanning strings and brackets, the text ends
 * inside a string or with brackets still open, and no bracket closed the wrong one before that.
 */
export function looksTruncated(text: string): boolean {
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') open.push(ch);
    else if (ch === '}' || ch === ']') {
      if (open.pop() !== (ch === '}' ? '{' : '[')) return false;
    }
  }
  return text.trim() === '' || inString || open.length > 0;
}

function readJson(text: string): FileParse<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: fail(looksTruncated(text) ? 'darkness_file_truncated' : 'darkness_file_malformed', null) };
  }
}

/** JSON of the expected format and a version this Velada reads, else the problem. */
function envelope(text: string, format: string): FileParse<unknown> {
  const json = readJson(text);
  if (!json.ok) return json;
  const head = json.value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || Array.isArray(head) || head.format !== format) {
    return { ok: false, problem: fail('darkness_file_wrong_format', null) };
  }
  if (typeof head.version === 'number' && Number.isInteger(head.version) && head.version > FILE_VERSION) {
    return { ok: false, problem: fail('darkness_file_future_version', null, { version: head.version }) };
  }
  return json;
}

function shapeProblem(error: z.ZodError): LedgerProblem {
  const issue = error.issues[0]!;
  return fail('darkness_file_invalid', null, { path: issue.path.length > 0 ? issue.path.join('.') : '(root)' });
}

function replayed(character: z.infer<typeof fileCharacterSchema>): FileParse<ParsedCharacter> {
  // The schema checks the form; what it accepts is a LedgerEntry (schemas.ts proves it at compile time).
  const ledgerEntries = character.ledger as LedgerEntry[];
  if (ledgerEntries.some((entry) => entry.characterId !== character.id)) {
    return { ok: false, problem: fail('darkness_file_invalid', null, { path: `${character.id}.ledger.characterId` }) };
  }
  const result = tryReplay(ledgerEntries);
  if (!result.ok) {
    const cause = result.problem;
    const problem: LedgerProblem = {
      code: 'darkness_file_ledger_invalid',
      entryId: cause.entryId,
      params: { character: character.name, reason: cause.code },
      message: {
        es: `El registro de ${character.name} no se puede reconstruir: ${cause.message.es}`,
        en: `${character.name}'s ledger does not replay: ${cause.message.en}`,
      },
      cause,
    };
    return { ok: false, problem };
  }
  return { ok: true, value: { id: character.id, name: character.name, ledger: ledgerEntries, sheet: result.sheet } };
}

export function parseCharacterFile(text: string): FileParse<ParsedCharacter> {
  const head = envelope(text, CHARACTER_FILE_FORMAT);
  if (!head.ok) return head;
  const parsed = characterFileSchema.safeParse(head.value);
  if (!parsed.success) return { ok: false, problem: shapeProblem(parsed.error) };
  return replayed(parsed.data.character);
}

export interface ParsedCampaign {
  campaign: CampaignFile['campaign'];
  characters: ParsedCharacter[];
}

export function parseCampaignFile(text: string): FileParse<ParsedCampaign> {
  const head = envelope(text, CAMPAIGN_FILE_FORMAT);
  if (!head.ok) return head;
  const parsed = campaignFileSchema.safeParse(head.value);
  if (!parsed.success) return { ok: false, problem: shapeProblem(parsed.error) };
  // D407: a rule whose default changed and that an older file leaves out meant its old default.
  const raw = parsed.data.campaign;
  const campaign = { ...raw, houseRules: withLegacyDefaults(raw.houseRules), played: raw.played.map((p) => ({ ...p, houseRules: withLegacyDefaults(p.houseRules) })) };
  const characters: ParsedCharacter[] = [];
  for (const character of parsed.data.characters) {
    const one = replayed(character);
    if (!one.ok) return one;
    characters.push(one.value);
  }
  const ids = new Set(characters.map((c) => c.id));
  if (ids.size !== characters.length) return { ok: false, problem: fail('darkness_file_invalid', null, { path: 'characters' }) };
  const missing = campaign.members.findIndex((m) => !ids.has(m.characterId));
  if (missing >= 0) return { ok: false, problem: fail('darkness_file_invalid', null, { path: `campaign.members.${missing}.characterId` }) };
  return { ok: true, value: { campaign, characters } };
}

/** The file text of one character (what an export writes). */
export function characterFileText(character: { id: string; name: string; ledger: readonly LedgerEntry[] }): string {
  const file: CharacterFile = { format: CHARACTER_FILE_FORMAT, version: FILE_VERSION, character: { id: character.id, name: character.name, ledger: [...character.ledger] } };
  return JSON.stringify(file, null, 2);
}

/** The file text of a campaign with its characters. */
export function campaignFileText(campaign: CampaignFile['campaign'], characters: readonly { id: string; name: string; ledger: readonly LedgerEntry[] }[]): string {
  const file: CampaignFile = {
    format: CAMPAIGN_FILE_FORMAT,
    version: FILE_VERSION,
    campaign,
    characters: characters.map((c) => ({ id: c.id, name: c.name, ledger: [...c.ledger] })),
  };
  return JSON.stringify(file, null, 2);
}
