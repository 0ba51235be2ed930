/** The new-game form's rules: seats, order (A20), problems said before main is asked, and the request it sends. */
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../../../shared/games/darkness/content';
import { PREGENS } from '../../../../../shared/games/darkness/characters';
import { requestSchemas, type DarknessCampaign } from '../../../../../shared/ipc/contract';
import {
  blankForm, createRequest, dropUnplayable, firstPlayerRule, formProblem, heroRange, moveSeat, playableMembers, seatNames, setHeroCount,
  sourceFromValue, sourceValue, type DarknessForm, type HeroSource,
} from './new-game-form';

type Member = DarknessCampaign['members'][number];
const INTRO = SCENARIOS.find((s) => s.difficulty === 'intro')!;
const bot = (n: number) => `Bot ${n}`;

function member(characterId: string, status: 'alive' | 'dead' | 'retired' = 'alive', archived = false): Member {
  return { characterId, joinedAt: '', lentFrom: null, sheet: { name: characterId, status, archived } } as unknown as Member;
}

function filled(): DarknessForm {
  const form = blankForm();
  form.scenarioId = INTRO.id;
  form.campaignId = 'camp';
  setHeroCount(form, 3);
  form.heroes[0] = { source: { kind: 'character', characterId: 'nora' }, player: { name: 'Ana', profileId: 'p1', bot: false } };
  form.heroes[1] = { source: { kind: 'pregen', pregenId: PREGENS[0]!.id }, player: { name: '', profileId: '', bot: true } };
  form.heroes[2] = { source: { kind: 'character', characterId: 'teo' }, player: { name: 'Luis', profileId: '', bot: false } };
  return form;
}
const members = [member('nora'), member('teo'), member('muerta', 'dead'), member('vieja', 'alive', true)];

describe('the darkness new-game form', () => {
  it('offers only living characters on the roster, and unseats the rest when the campaign changes', () => {
    expect(playableMembers(members).map((m) => m.characterId)).toEqual(['nora', 'teo']);
    const form = filled();
    form.heroes[2]!.source = { kind: 'character', characterId: 'muerta' };
    dropUnplayable(form, members);
    expect(form.heroes.map((h) => h.source.kind)).toEqual(['character', 'pregen', 'none']);
    form.campaignId = '';
    dropUnplayable(form, members);
    expect(form.heroes.map((h) => h.source.kind)).toEqual(['none', 'pregen', 'none']);
  });

  it('A20: the family sets the seat order; moving past either end does nothing', () => {
    const form = filled();
    expect(moveSeat(form, 2, -1)).toBe(true);
    expect(form.heroes.map((h) => sourceValue(h.source))).toEqual(['c:nora', 'c:teo', `p:${PREGENS[0]!.id}`]);
    expect(moveSeat(form, 0, -1)).toBe(false);
    expect(moveSeat(form, 2, 1)).toBe(false);
    expect(firstPlayerRule({ A20: 'lobby_order_random_start' })).toBe('random');
    expect(firstPlayerRule({ A20: 'lobby_order_first_seat' })).toBe('firstSeat');
    expect(firstPlayerRule(undefined)).toBe('random');
  });

  it('names bot seats in order and puts the Master last', () => {
    const form = filled();
    form.master = { on: true, name: 'Marta', profileId: '' };
    expect(seatNames(form, bot)).toEqual(['Ana', 'Bot 1', 'Luis', 'Marta']);
  });

  it('names a bot seat by its hero once chosen, numbering only the bots still without one', () => {
    const form = filled();
    form.heroes.push({ source: { kind: 'none' }, player: { name: '', profileId: '', bot: true } });
    const heroName = (source: HeroSource) => (source.kind === 'pregen' ? PREGENS.find((p) => p.id === source.pregenId)!.name : null);
    expect(seatNames(form, bot, heroName)).toEqual(['Ana', PREGENS[0]!.name, 'Luis', 'Bot 1']);
    // A person keeps their own name whatever hero they play.
    form.heroes[0]!.source = { kind: 'pregen', pregenId: PREGENS[1]!.id };
    expect(seatNames(form, bot, heroName)[0]).toBe('Ana');
  });

  it('says what is wrong before main is asked', () => {
    const problem = (form: DarknessForm) => formProblem(form, seatNames(form, bot), SCENARIOS, members)?.key ?? null;
    expect(problem(filled())).toBeNull();
    const none = filled();
    none.scenarioId = '';
    expect(problem(none)).toBe('needScenario');
    const empty = filled();
    empty.heroes[1]!.source = { kind: 'none' };
    expect(formProblem(empty, seatNames(empty, bot), SCENARIOS, members)).toEqual({ key: 'needHero', params: { n: 2 } });
    const twice = filled();
    twice.heroes[2]!.source = { kind: 'character', characterId: 'nora' };
    expect(problem(twice)).toBe('heroTwice');
    const dead = filled();
    dead.heroes[2]!.source = { kind: 'character', characterId: 'muerta' };
    expect(problem(dead)).toBe('notPlayable');
    const bots = filled();
    for (const h of bots.heroes) h.player.bot = true;
    expect(problem(bots)).toBe('needHuman');
    bots.master = { on: true, name: 'Marta', profileId: '' };
    expect(problem(bots)).toBeNull();
    const same = filled();
    same.heroes[2]!.player.name = 'ana ';
    expect(problem(same)).toBe('sameNames');
    const nameless = filled();
    nameless.heroes[0]!.player.name = ' ';
    expect(problem(nameless)).toBe('needNames');
    const many = filled();
    setHeroCount(many, 6);
    expect(many.heroes).toHaveLength(6);
    setHeroCount(many, 9);
    expect(many.heroes).toHaveLength(6);
    expect(heroRange(INTRO).max).toBeLessThanOrEqual(6);
  });

  it('sends a bot hero’s level (issue 24), Normal left out, and the request passes the IPC schema', () => {
    const form = filled();
    form.heroes[1]!.player.botLevel = 'easy';
    form.master = { on: true, name: 'Marta', profileId: '' };
    const request = createRequest(form, seatNames(form, bot));
    expect(request.players).toEqual([{ name: 'Ana', profileId: 'p1' }, { name: 'Bot 1', bot: true, botLevel: 'easy' }, { name: 'Luis' }, { name: 'Marta' }]);
    expect(requestSchemas['darkness.games.create'].safeParse(request).success).toBe(true);
    form.heroes[1]!.player.botLevel = 'normal';
    expect(createRequest(form, seatNames(form, bot)).players[1]).toEqual({ name: 'Bot 1', bot: true });
  });

  it('sends references only, in seat order, and the request passes the IPC schema', () => {
    const form = filled();
    form.master = { on: true, name: 'Marta', profileId: '' };
    form.seed = ' 42 ';
    const request = createRequest(form, seatNames(form, bot));
    expect(request).toEqual({
      scenarioId: INTRO.id,
      campaignId: 'camp',
      heroes: [{ characterId: 'nora' }, { pregenId: PREGENS[0]!.id }, { characterId: 'teo' }],
      master: true,
      players: [{ name: 'Ana', profileId: 'p1' }, { name: 'Bot 1', bot: true }, { name: 'Luis' }, { name: 'Marta' }],
      seed: '42',
    });
    expect(requestSchemas['darkness.games.create'].safeParse(request).success).toBe(true);
    const pregensOnly = blankForm();
    pregensOnly.scenarioId = INTRO.id;
    pregensOnly.heroes[0] = { source: { kind: 'pregen', pregenId: PREGENS[1]!.id }, player: { name: 'Ana', profileId: '', bot: false } };
    expect(createRequest(pregensOnly, ['Ana']).campaignId).toBeNull();
  });

  it('reads a seat select value back', () => {
    expect(sourceFromValue('c:abc')).toEqual({ kind: 'character', characterId: 'abc' });
    expect(sourceFromValue('p:pregen-x')).toEqual({ kind: 'pregen', pregenId: 'pregen-x' });
    expect(sourceFromValue('')).toEqual({ kind: 'none' });
    expect(sourceFromValue('c:')).toEqual({ kind: 'none' });
  });
});
