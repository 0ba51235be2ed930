/**
 * The one check of a character or campaign file (D123). The import's preview and its confirmation
 * both call `checkImportFile`, and the confirmation writes only what it returns, so a file the
 * preview accepts is a file the confirmation writes, and every refusal has its own code before
 * any safety copy is taken. R2's parser checks the form and replays every ledger; this adds what
 * the database and the campaign need (D124): ledgers numbered 1, 2, 3… without gaps, no key that
 * could reach an object's prototype, names without NUL or half a surrogate pair (S31), entry ids
 * unique across the file, each member once, each played seq once, known outcomes and house rules.
 */
import { houseRuleById, effectiveRules, type EffectiveRules } from '../../../shared/games/darkness/characters';
import { parseCampaignFile, parseCharacterFile, type FileParse, type ParsedCampaign, type ParsedCharacter } from '../../../shared/games/darkness/ledger';
import { DARKNESS_OUTCOMES, PROTOTYPE_KEYS, type DarknessOutcome } from '../../../shared/ipc/contract';
import { ServiceError } from '../errors';
import { refuseTextFault } from '../text-faults';
import { ledgerError } from './problems';

type FileCampaign = ParsedCampaign['campaign'];

/** A campaign as it will be written: rules resolved, outcomes known. */
export interface CheckedCampaign extends Omit<FileCampaign, 'houseRules' | 'played'> {
  houseRules: EffectiveRules;
  played: { seq: number; scenario: string; outcome: DarknessOutcome; houseRules: EffectiveRules; playedAt: string }[];
}

export type CheckedFile =
  | { kind: 'character'; characters: [ParsedCharacter]; campaign: null }
  | { kind: 'campaign'; characters: ParsedCharacter[]; campaign: CheckedCampaign };

/** Everything an import may write, or the ServiceError naming what is wrong with the file. */
export function checkImportFile(text: string): CheckedFile {
  const parsed = parseEither(text);
  // Format, version and JSON come first; a reserved key before any shape error, since the
  // shape check would quietly drop a __proto__ key rather than name it.
  if (!parsed.ok && parsed.problem.code !== 'darkness_file_invalid') throw ledgerError(parsed.problem);
  const reserved = reservedKeyPath(JSON.parse(text) as unknown);
  if (reserved !== null) {
    throw new ServiceError('darkness_file_reserved_key', `The file uses the reserved key ${reserved.key} at ${reserved.path}`, reserved);
  }
  if (!parsed.ok) throw ledgerError(parsed.problem);
  const { value } = parsed;
  const where = value.kind === 'character' ? () => 'character' : (i: number) => `characters.${i}`;
  value.characters.forEach((c, i) => checkCharacter(c, where(i)));
  checkEntryIdsUnique(value.characters);
  if (value.kind === 'character') return { kind: 'character', characters: [value.characters[0]!], campaign: null };
  return { kind: 'campaign', characters: value.characters, campaign: checkedCampaign(value.campaign, value.characters) };
}

type Either = { kind: 'character'; characters: [ParsedCharacter] } | { kind: 'campaign'; characters: ParsedCharacter[]; campaign: FileCampaign };

/** A character file or a campaign file, told apart by its format. */
function parseEither(text: string): FileParse<Either> {
  const character = parseCharacterFile(text);
  if (character.ok) return { ok: true, value: { kind: 'character', characters: [character.value] } };
  if (character.problem.code !== 'darkness_file_wrong_format') return character;
  const campaign = parseCampaignFile(text);
  if (!campaign.ok) return campaign;
  return { ok: true, value: { kind: 'campaign', characters: campaign.value.characters, campaign: campaign.value.campaign } };
}

/** The first key anywhere in the JSON that could reach a prototype, walked without recursion. */
function reservedKeyPath(json: unknown): { key: string; path: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: json, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    for (const key of Object.keys(value)) {
      const at = [...path, key];
      if (PROTOTYPE_KEYS.includes(key)) return { key, path: at.join('.') };
      stack.push({ value: (value as Record<string, unknown>)[key], path: at });
    }
  }
  return null;
}

function checkCharacter(character: ParsedCharacter, path: string): void {
  checkName(character.name, `${path}.name`);
  character.ledger.forEach((entry, i) => {
    // Stored seqs are 1, 2, 3…: a gap would mean an entry went missing on the way.
    if (entry.seq !== i + 1) {
      throw new ServiceError('darkness_file_ledger_gap', `${character.name}'s ledger jumps to entry ${entry.seq} where ${i + 1} was due`, {
        character: character.name,
        seq: entry.seq,
        expected: i + 1,
      });
    }
    const change = entry.change;
    if (change.kind === 'created') checkName(change.sheet.name, `${path}.ledger.${i}.change.sheet.name`);
    if (change.kind === 'correction' && change.patch.name !== undefined) checkName(change.patch.name, `${path}.ledger.${i}.change.patch.name`);
  });
}

function checkName(name: string, path: string): void {
  refuseTextFault(name, 'darkness_file_bad_text', `The file's ${path}`, { path });
}

/** Entry ids are unique in the whole data file, so two characters of one file cannot share one. */
function checkEntryIdsUnique(characters: readonly ParsedCharacter[]): void {
  const seen = new Set<string>();
  for (const character of characters) {
    for (const entry of character.ledger) {
      if (seen.has(entry.id)) throw new ServiceError('darkness_file_duplicate_entry', `Two characters of the file share the ledger entry id ${entry.id}`, { id: entry.id });
      seen.add(entry.id);
    }
  }
}

function checkedCampaign(campaign: FileCampaign, characters: readonly ParsedCharacter[]): CheckedCampaign {
  checkName(campaign.name, 'campaign.name');
  const names = new Map(characters.map((c) => [c.id, c.name]));
  const members = new Set<string>();
  campaign.members.forEach((m) => {
    if (members.has(m.characterId)) {
      throw new ServiceError('darkness_file_duplicate_member', `${names.get(m.characterId)} is listed twice among the campaign's members`, {
        character: names.get(m.characterId) ?? m.characterId,
      });
    }
    members.add(m.characterId);
  });
  const seqs = new Set<number>();
  const played = campaign.played.map((p, i) => {
    if (seqs.has(p.seq)) throw new ServiceError('darkness_file_duplicate_played', `Two played scenarios share the number ${p.seq}`, { seq: p.seq });
    seqs.add(p.seq);
    if (!(DARKNESS_OUTCOMES as readonly string[]).includes(p.outcome)) {
      throw new ServiceError('darkness_file_unknown_outcome', `Played scenario ${p.seq} has the unknown outcome ${p.outcome}`, { seq: p.seq, outcome: p.outcome });
    }
    return { ...p, outcome: p.outcome as DarknessOutcome, houseRules: checkedRules(p.houseRules, `campaign.played.${i}.houseRules`) };
  });
  return { ...campaign, houseRules: checkedRules(campaign.houseRules, 'campaign.houseRules'), played };
}

/** Only rules Velada has, each with one of its options; the rest take their defaults. */
function checkedRules(settings: Record<string, string>, path: string): EffectiveRules {
  for (const [rule, option] of Object.entries(settings)) {
    const known = houseRuleById(rule);
    if (!known) throw new ServiceError('darkness_file_unknown_house_rule', `The file's ${path} names the unknown house rule ${rule}`, { path, rule });
    if (!known.options.includes(option)) {
      throw new ServiceError('darkness_file_house_rule_option', `House rule ${rule} has no option ${option} (${path})`, { path, rule, option });
    }
  }
  return effectiveRules(settings);
}
