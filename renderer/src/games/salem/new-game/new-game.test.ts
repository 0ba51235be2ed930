import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../../../shared/games/salem/schema';
import {
  addSeat, blankForm, characterChoiceOffered, createRequest, formOptions, formProblem, MAX_SEATS, MIN_SEATS, removeSeat, seatNames, VARIANT_KEYS,
} from './new-game';
import type { SalemVariants } from '../../../../../shared/games/salem/types';
import type { SeatChoice } from '../../../components/new-game/seats';
import { requestSchemas } from '../../../../../shared/ipc/contract';

const botName = (n: number) => `Bot ${n}`;
const setBot = (seat: SeatChoice, bot: boolean) => Object.assign(seat, { bot, profileId: '' });

function named(names: string[]) {
  const form = blankForm(0);
  form.seats = names.map((name) => ({ name, profileId: '', bot: false }));
  return form;
}

describe('Salem new-game form', () => {
  it('S108 starts with one seat per family member within 4–12 (5 without enough profiles), the glass off at 30 s, night screens of 5 s, no sounds, no variant', () => {
    expect(blankForm(0).seats).toHaveLength(5);
    expect(blankForm(3).seats).toHaveLength(5);
    expect(blankForm(8).seats).toHaveLength(8);
    expect(blankForm(20).seats).toHaveLength(12);
    const form = blankForm(6);
    expect(form.seats.every((s) => !s.bot && s.name === '')).toBe(true);
    expect(formOptions(form)).toEqual({
      characterChoice: false, hourglass: false, hourglassSeconds: 30, nightSeconds: 5, sounds: false,
      variants: { shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false },
    });
  });

  it('keeps the seat count within 4–12', () => {
    const form = blankForm(12);
    addSeat(form);
    expect(form.seats).toHaveLength(MAX_SEATS);
    const small = blankForm(0);
    removeSeat(small, 0);
    removeSeat(small, 0);
    expect(small.seats).toHaveLength(MIN_SEATS);
  });

  it('S107 offers deal 2 keep 1 only at 7 seats or fewer, and never sends it for a bigger table', () => {
    expect(characterChoiceOffered(4)).toBe(true);
    expect(characterChoiceOffered(7)).toBe(true);
    expect(characterChoiceOffered(8)).toBe(false);
    const form = blankForm(7);
    form.characterChoice = true;
    expect(formOptions(form).characterChoice).toBe(true);
    addSeat(form);
    expect(formOptions(form).characterChoice).toBe(false);
  });

  it('names bots in seat order', () => {
    const form = named(['Ana', 'x', 'Luis', 'y', 'Eva']);
    setBot(form.seats[1]!, true);
    setBot(form.seats[3]!, true);
    expect(seatNames(form.seats, botName)).toEqual(['Ana', 'Bot 1', 'Luis', 'Bot 2', 'Eva']);
  });

  it('says what stops the game: no person, a missing, long or repeated name, seconds out of range', () => {
    const bots = named(['a', 'b', 'c', 'd']);
    bots.seats.forEach((s) => setBot(s, true));
    expect(formProblem(bots, seatNames(bots.seats, botName))).toEqual({ key: 'needHuman' });
    expect(formProblem(named(['Ana', '', 'Eva', 'Pau']), ['Ana', '', 'Eva', 'Pau'])).toEqual({ key: 'needNames' });
    expect(formProblem(named(['Ana', 'ana ', 'Eva', 'Pau']), ['Ana', 'ana ', 'Eva', 'Pau'])).toEqual({ key: 'sameNames' });
    const long = 'x'.repeat(41);
    expect(formProblem(named(['Ana', long, 'Eva', 'Pau']), ['Ana', long, 'Eva', 'Pau'])).toMatchObject({ key: 'nameTooLong' });
    const ok = named(['Ana', 'Luis', 'Eva', 'Pau']);
    expect(formProblem(ok, seatNames(ok.seats, botName))).toBeNull();
    ok.nightSeconds = 0;
    expect(formProblem(ok, seatNames(ok.seats, botName))).toEqual({ key: 'secondsRange', params: { what: 'nightSeconds', min: 1, max: 30 } });
    ok.nightSeconds = 5;
    ok.hourglassSeconds = 5;
    expect(formProblem(ok, seatNames(ok.seats, botName))).toBeNull();
    ok.hourglass = true;
    expect(formProblem(ok, seatNames(ok.seats, botName))).toMatchObject({ key: 'secondsRange', params: { what: 'hourglassSeconds' } });
    const few = named(['Ana', 'Luis', 'Eva']);
    expect(formProblem(few, ['Ana', 'Luis', 'Eva'])).toEqual({ key: 'seatRange', params: { min: 4, max: 12 } });
  });

  it('sends each bot seat’s level (issue 24), Normal left out, and the request passes the IPC schema', () => {
    const form = named(['Ana', 'x', 'Luis', 'y', 'Eva']);
    setBot(form.seats[1]!, true);
    form.seats[1]!.botLevel = 'hard';
    setBot(form.seats[3]!, true);
    form.seats[3]!.botLevel = 'normal';
    const request = createRequest(form, seatNames(form.seats, botName));
    expect(request.players).toEqual([{ name: 'Ana' }, { name: 'Bot 1', bot: true, botLevel: 'hard' }, { name: 'Luis' }, { name: 'Bot 2', bot: true }, { name: 'Eva' }]);
    expect(requestSchemas['sessions.create'].safeParse(request).success).toBe(true);
  });

  it('sends sessions.create for salem with the seats, the options and the optional seed and title', () => {
    const form = named(['Ana', 'Luis', 'Eva', 'x', 'Pau']);
    form.seats[0]!.profileId = 'p-ana';
    setBot(form.seats[3]!, true);
    form.hourglass = true;
    form.hourglassSeconds = 45;
    form.variants.silentDeaths = true;
    form.title = ' Noche de brujas ';
    const request = createRequest(form, seatNames(form.seats, botName));
    expect(request).toEqual({
      gameId: 'salem',
      players: [{ name: 'Ana', profileId: 'p-ana' }, { name: 'Luis' }, { name: 'Eva' }, { name: 'Bot 1', bot: true }, { name: 'Pau' }],
      options: {
        characterChoice: false, hourglass: true, hourglassSeconds: 45, nightSeconds: 5, sounds: false,
        variants: { shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: true, pointTwo: false, pietyDoubles: false },
      },
      title: 'Noche de brujas',
    });
  });

  it('sends options the engine accepts as they are, every variant included', () => {
    for (const seats of [4, 7, 8, 12]) {
      for (const variant of VARIANT_KEYS) {
        const form = blankForm(seats);
        form.seats.forEach((s, i) => (s.name = `P${i}`));
        form.characterChoice = true;
        form.hourglass = true;
        form.sounds = true;
        form.variants[variant] = true;
        const request = createRequest(form, seatNames(form.seats, botName));
        const parsed = parseOptions({ ...request.options, players: request.players.map((p) => p.name) });
        expect(parsed.ok, `${seats} ${variant}`).toBe(true);
        if (parsed.ok) {
          expect(parsed.value.characterChoice).toBe(seats <= 7);
          expect(parsed.value.variants[variant as keyof SalemVariants]).toBe(true);
          expect(parsed.value.hourglassSeconds).toBe(30);
        }
      }
    }
  });
});
