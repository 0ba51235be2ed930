/**
 * The rules of the When Darkness Comes new-game form, kept out of the view so they are tested alone:
 * a scenario, a campaign (or none: Velada's pregens only), 1–6 hero seats in seat order (A20), each a
 * living character of the campaign or a pregen played by a person or a bot, and Master mode. The form
 * sends references only; main reads every sheet from the ledger (darkness.games.create).
 */
import type { ScenarioDef } from '../../../../../shared/games/darkness/content/types';
import type { DarknessCampaign, Request } from '../../../../../shared/ipc/contract';
import { blankSeat, botNames, playerEntry, seatProblem, seedAndTitle, type SeatChoice } from '../../../components/new-game/seats';

export const MAX_HEROES = 6;

export type HeroSource = { kind: 'character'; characterId: string } | { kind: 'pregen'; pregenId: string } | { kind: 'none' };

export interface HeroSeatForm {
  source: HeroSource;
  player: SeatChoice;
}

export interface DarknessForm {
  scenarioId: string;
  /** '' = no campaign: pregens only. */
  campaignId: string;
  heroes: HeroSeatForm[];
  master: { on: boolean; name: string; profileId: string };
  seed: string;
  title: string;
}

type Members = DarknessCampaign['members'];

export interface FormProblem {
  key: 'needScenario' | 'heroCount' | 'needHero' | 'heroTwice' | 'notPlayable' | 'needHuman' | 'needNames' | 'nameTooLong' | 'sameNames';
  params?: Record<string, string | number>;
}

export function emptySeat(): HeroSeatForm {
  return { source: { kind: 'none' }, player: blankSeat() };
}

export function blankForm(): DarknessForm {
  return { scenarioId: '', campaignId: '', heroes: [emptySeat()], master: { on: false, name: '', profileId: '' }, seed: '', title: '' };
}

/** D91 at the table: only the living characters still on the roster can be seated. */
export function playableMembers(members: Members): Members {
  return members.filter((m) => m.sheet.status === 'alive' && !m.sheet.archived);
}

/** The heroes a scenario takes, within the box's six figures. */
export function heroRange(scenario: Pick<ScenarioDef, 'players'> | undefined): { min: number; max: number } {
  if (!scenario) return { min: 1, max: MAX_HEROES };
  return { min: Math.max(1, scenario.players.min), max: Math.min(MAX_HEROES, scenario.players.max) };
}

/** Grows or shrinks the seat list, keeping the seats already filled in. */
export function setHeroCount(form: DarknessForm, n: number): void {
  const count = Math.max(1, Math.min(MAX_HEROES, Math.round(n)));
  while (form.heroes.length < count) form.heroes.push(emptySeat());
  form.heroes.splice(count);
}

/** A20: the seat order is the family's; moving a seat up or down swaps it with its neighbour. */
export function moveSeat(form: DarknessForm, index: number, delta: -1 | 1): boolean {
  const to = index + delta;
  if (index < 0 || to < 0 || index >= form.heroes.length || to >= form.heroes.length) return false;
  const [seat] = form.heroes.splice(index, 1);
  form.heroes.splice(to, 0, seat!);
  return true;
}

/** Without a campaign only pregens can sit; a character who left the campaign (or died) is unseated. */
export function dropUnplayable(form: DarknessForm, members: Members): void {
  const playable = new Set(playableMembers(members).map((m) => m.characterId));
  for (const seat of form.heroes) {
    if (seat.source.kind === 'character' && (form.campaignId === '' || !playable.has(seat.source.characterId))) seat.source = { kind: 'none' };
  }
}

/** The value of a seat's hero select: 'c:<id>', 'p:<id>' or ''. */
export function sourceValue(source: HeroSource): string {
  if (source.kind === 'character') return `c:${source.characterId}`;
  if (source.kind === 'pregen') return `p:${source.pregenId}`;
  return '';
}

export function sourceFromValue(value: string): HeroSource {
  if (value.startsWith('c:') && value.length > 2) return { kind: 'character', characterId: value.slice(2) };
  if (value.startsWith('p:') && value.length > 2) return { kind: 'pregen', pregenId: value.slice(2) };
  return { kind: 'none' };
}

/**
 * Each hero seat's player, then the Master's. A bot plays its hero and goes by the hero's name
 * ("Ray Ortiz") in the save's title and list as at the table (issue 22, point 8); a bot seat
 * whose hero is not chosen yet is numbered ("Bot 1") so names stay unique.
 */
export function seatNames(
  form: Pick<DarknessForm, 'heroes' | 'master'>,
  botName: (n: number) => string,
  heroName: (source: HeroSource) => string | null = () => null,
): string[] {
  const numbered = botNames(form.heroes.map((seat) => ({ ...seat.player, bot: seat.player.bot && heroName(seat.source) === null })), botName);
  const heroes = form.heroes.map((seat, i) => (seat.player.bot ? (heroName(seat.source) ?? numbered[i]!) : numbered[i]!));
  return form.master.on ? [...heroes, form.master.name] : heroes;
}

export function formProblem(form: DarknessForm, names: readonly string[], scenarios: readonly ScenarioDef[], members: Members): FormProblem | null {
  const scenario = scenarios.find((s) => s.id === form.scenarioId);
  if (!scenario) return { key: 'needScenario' };
  const { min, max } = heroRange(scenario);
  if (form.heroes.length < min || form.heroes.length > max) return { key: 'heroCount', params: { min, max, count: form.heroes.length } };
  const empty = form.heroes.findIndex((seat) => seat.source.kind === 'none');
  if (empty >= 0) return { key: 'needHero', params: { n: empty + 1 } };
  const values = form.heroes.map((seat) => sourceValue(seat.source));
  if (new Set(values).size !== values.length) return { key: 'heroTwice' };
  const playable = new Set(form.campaignId === '' ? [] : playableMembers(members).map((m) => m.characterId));
  const gone = form.heroes.findIndex((seat) => seat.source.kind === 'character' && !playable.has(seat.source.characterId));
  if (gone >= 0) return { key: 'notPlayable', params: { n: gone + 1 } };
  const humans = (form.master.on ? 1 : 0) + form.heroes.filter((seat) => !seat.player.bot).length;
  return seatProblem(names, humans);
}

export function createRequest(form: DarknessForm, names: readonly string[]): Request<'darkness.games.create'> {
  const heroes = form.heroes.map((seat) => {
    if (seat.source.kind === 'character') return { characterId: seat.source.characterId };
    if (seat.source.kind === 'pregen') return { pregenId: seat.source.pregenId };
    throw new Error('A hero seat is empty');
  });
  const players = form.heroes.map((seat, i) => playerEntry({ ...seat.player, name: names[i]! }));
  if (form.master.on) players.push(playerEntry({ name: names[form.heroes.length]!, profileId: form.master.profileId }));
  return {
    scenarioId: form.scenarioId,
    campaignId: form.campaignId === '' ? null : form.campaignId,
    heroes,
    master: form.master.on,
    players,
    ...seedAndTitle(form.seed, form.title),
  };
}

/** A20 as the campaign plays it: who begins once the seats are set. */
export function firstPlayerRule(houseRules: Readonly<Record<string, string>> | undefined): 'random' | 'firstSeat' {
  return houseRules?.A20 === 'lobby_order_first_seat' ? 'firstSeat' : 'random';
}
