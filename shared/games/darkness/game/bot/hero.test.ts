import { describe, expect, it } from 'vitest';
import { oddsAtLeast } from '../../dice';
import type { CheckSpec, DarknessAction, RollRecord } from '../types';
import { heroBot, masterBot } from './hero';
import { discFixture, heroFixture, viewFixture } from './test-view';

const DANA = 0;
const MAGS = 2;
const COLE = 5;

const move = (x: number, y: number): DarknessAction => ({ type: 'moveTo', x, y });
const END: DarknessAction = { type: 'endTurn' };

function roll(over: Partial<Extract<DarknessAction, { type: 'roll' }>> = {}): Extract<DarknessAction, { type: 'roll' }> {
  return { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [], ...over };
}

function check(purpose: CheckSpec['purpose'], attribute: CheckSpec['attribute'], level: number, skills: string[] = []): CheckSpec {
  return { purpose, seat: 0, attribute, skills, itemUses: [], target: { kind: 'level', level }, assistable: true };
}

describe('hero bot: its own turn', () => {
  it('walks toward the police radio room with a part it carries (the objective first)', () => {
    const hero = heroFixture(0, DANA, { x: 7, y: 3 });
    const view = viewFixture([hero], [discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 })]);
    view.turn = { ...view.turn, moved: true, movementLeft: 4 };
    // North leads round to the police door; south leads away.
    expect(heroBot(view, 0, [move(7, 4), move(7, 2), END], 1)).toEqual(move(7, 2));
    expect(heroBot(view, 0, [move(7, 2), move(7, 4), END], 1)).toEqual(move(7, 2));
  });

  it('ends its turn rather than walk away from its goal', () => {
    const hero = heroFixture(0, DANA, { x: 11, y: 0 });
    const view = viewFixture([hero], [discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 })]);
    view.turn = { ...view.turn, moved: true, movementLeft: 2, actionTaken: true };
    expect(heroBot(view, 0, [move(10, 0), move(12, 0), END], 1)).toEqual(END);
  });

  it('opens the locked door on its way: a thief picks the lock, a strong hero forces it unless a third Failure disc looms', () => {
    const doors: DarknessAction[] = [
      { type: 'openDoor', door: '11,1', method: 'lockpick' },
      { type: 'openDoor', door: '11,1', method: 'force' },
      END,
    ];
    const part = discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 });
    const thief = viewFixture([heroFixture(0, MAGS, { x: 11, y: 0 })], [part]);
    thief.turn = { ...thief.turn, moved: true, movementLeft: 1 };
    expect(heroBot(thief, 0, doors, 1)).toEqual(doors[0]);
    // Dana: Dex 3 without Lockpicking reaches 1P 56% of the time; Attack 4 + Brawn reaches it always.
    const strong = viewFixture([heroFixture(0, DANA, { x: 11, y: 0 })], [part]);
    strong.turn = { ...strong.turn, moved: true, movementLeft: 1 };
    expect(heroBot(strong, 0, doors, 1)).toEqual(doors[1]);
    strong.heroes[0]!.failures = 2;
    expect(heroBot(strong, 0, doors, 1)).toEqual(doors[0]);
  });

  it('heals itself instead of moving when at half Health or less, and not otherwise', () => {
    const hero = heroFixture(0, COLE, { x: 3, y: 3 });
    hero.health = 2;
    const view = viewFixture([hero]);
    const legal: DarknessAction[] = [{ type: 'rollMovement', cancelOhCrap: false }, { type: 'rollMovement', cancelOhCrap: true }, { type: 'healSelf' }, END];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'healSelf' });
    hero.health = 3;
    // Healthy enough: it rolls movement and keeps its 3 VP rather than cancel an Oh Crap that may not come.
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'rollMovement', cancelOhCrap: false });
  });

  it('flips the face-down disc it stands on, but not a known adversary when nearly dead', () => {
    const hero = heroFixture(0, DANA, { x: 2, y: 2 });
    const disc = discFixture('d7', null, null, { zone: 'board', at: { x: 2, y: 2 }, faceUp: false });
    const view = viewFixture([hero], [disc]);
    view.turn = { ...view.turn, moved: true, movementLeft: 0 };
    const legal: DarknessAction[] = [{ type: 'flipDisc' }, END];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'flipDisc' });
    view.discs = [discFixture('d7', 'ghoul_1', 'adversary', { zone: 'board', at: { x: 2, y: 2 }, faceUp: false }, { peeked: true })];
    hero.health = 1;
    expect(heroBot(view, 0, legal, 1)).toEqual(END);
  });

  it('heals a hurt friend on its square (the healer earns VP) and picks up the part before anything else', () => {
    const me = heroFixture(0, 1, { x: 3, y: 3 });
    const friend = heroFixture(1, DANA, { x: 3, y: 3 });
    friend.health = 1;
    const view = viewFixture([me, friend]);
    expect(heroBot(view, 0, [{ type: 'healOther', target: 1 }, { type: 'rollMovement', cancelOhCrap: false }, END], 1)).toEqual({ type: 'healOther', target: 1 });
    view.discs = [discFixture('d2', 'numbered:2', 'numbered', { zone: 'board', at: { x: 3, y: 3 }, faceUp: true })];
    expect(heroBot(view, 0, [{ type: 'healOther', target: 1 }, { type: 'pickUp', disc: 'd2' }, END], 1)).toEqual({ type: 'pickUp', disc: 'd2' });
  });
});

describe('hero bot: checks', () => {
  it('rolls the pool with the most dice, for free', () => {
    const hero = heroFixture(0, MAGS, { x: 3, y: 3 });
    const view = viewFixture([hero]);
    const spec = check({ kind: 'door', door: '6,3', method: 'lockpick' }, 'dexterity', 2, ['lockpicking']);
    view.pending = { kind: 'build', check: spec, vpDiceAllowed: 0 };
    expect(heroBot(view, 0, [roll(), roll({ skill: 'lockpicking' })], 1)).toEqual(roll({ skill: 'lockpicking' }));
  });

  it('buys dice only when they turn a likely failure into a likely success on a check that matters', () => {
    const hero = heroFixture(0, DANA, { x: 3, y: 3 });
    hero.vp = 10;
    const view = viewFixture([hero]);
    // Pers 2 against 3S: 0% with 2 dice, 14% with 3, 38% with 4, 63% with 5.
    const recruit = check({ kind: 'recruit', disc: 'd3' }, 'persuasion', 3);
    view.pending = { kind: 'build', check: recruit, vpDiceAllowed: 3 };
    const legal = [roll(), roll({ vpDice: 1 }), roll({ vpDice: 2 }), roll({ vpDice: 3 })];
    expect(oddsAtLeast(5)[2]).toBeGreaterThan(0.55);
    expect(heroBot(view, 0, legal, 1)).toEqual(roll({ vpDice: 3 }));
    // A search (only an item at stake) is not worth the VP.
    view.pending = { kind: 'build', check: check({ kind: 'search', disc: 'd3' }, 'intelligence', 6), vpDiceAllowed: 3 };
    expect(heroBot(view, 0, legal, 1)).toEqual(roll());
    // Too poor: keep the VP.
    hero.vp = 4;
    view.pending = { kind: 'build', check: recruit, vpDiceAllowed: 2 };
    expect(heroBot(view, 0, legal.slice(0, 3), 1)).toEqual(roll());
  });

  it('keeps a success, and re-rolls a failed fight roll only with VP to spare', () => {
    const hero = heroFixture(0, DANA, { x: 3, y: 3 });
    const view = viewFixture([hero]);
    const spec = check({ kind: 'defend', disc: 'd4' }, 'defense', 2);
    const failed: RollRecord = { seat: 0, purpose: 'defend', faces: [1, 3, 5], assists: [], level: 0, success: false, rerolled: 0 };
    const legal: DarknessAction[] = [{ type: 'keep' }, { type: 'reroll', dice: [0] }, { type: 'reroll', dice: [1] }, { type: 'reroll', dice: [0, 1] }];
    view.pending = { kind: 'rolled', check: spec, roll: failed };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'keep' });
    hero.vp = 3;
    const choice = heroBot(view, 0, legal, 1);
    expect(choice.type).toBe('reroll');
    view.pending = { kind: 'rolled', check: spec, roll: { ...failed, faces: [3, 3, 5], level: 2, success: true } };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'keep' });
  });
});

describe('hero bot: decisions asked of it', () => {
  it('meets security by talking (fighting it always costs a Failure disc)', () => {
    const view = viewFixture([heroFixture(0, COLE, { x: 3, y: 3 })]);
    view.pending = { kind: 'securityApproach', seat: 0, disc: 'd5', canFight: true };
    const legal: DarknessAction[] = [{ type: 'securityApproach', how: 'fight' }, { type: 'securityApproach', how: 'social' }];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'securityApproach', how: 'social' });
  });

  it('fights what it can beat, flees what it cannot when hurt', () => {
    const legal: DarknessAction[] = [{ type: 'combatChoice', choice: 'attack' }, { type: 'combatChoice', choice: 'retreat' }];
    const pending = { kind: 'combat' as const, seat: 0, disc: 'd6', round: 1, roundsThisTurn: 0, initiative: 'hero' as const, step: 'choose' as const, vsSecurity: false };
    // Cole (Attack 4 + Melee) against a shambler (D 1P): a sure kill, even at 1 Health.
    const cole = heroFixture(0, COLE, { x: 3, y: 3 });
    cole.health = 1;
    const shambler = viewFixture([cole], [discFixture('d6', 'shambler_1', 'adversary', { zone: 'underFigure', seat: 0 })]);
    shambler.pending = pending;
    expect(heroBot(shambler, 0, legal, 1)).toEqual(legal[0]);
    // Mags (Attack 2) against the Night Stalker (A 3S, D 3S): no way to hurt it or parry it; running is her only chance.
    const mags = heroFixture(0, MAGS, { x: 3, y: 3 });
    const stalker = viewFixture([mags], [discFixture('d6', 'night_stalker', 'adversary', { zone: 'underFigure', seat: 0 })]);
    stalker.pending = pending;
    expect(heroBot(stalker, 0, legal, 1)).toEqual(legal[1]);
    // Healthy Cole stands and fights the Stalker.
    const fresh = heroFixture(0, COLE, { x: 3, y: 3 });
    stalker.heroes = [fresh];
    expect(heroBot(stalker, 0, legal, 1)).toEqual(legal[0]);
  });

  it('absorbs damage itself when sturdy, else lets the healthiest helper, else sacrifices an ally', () => {
    const me = heroFixture(0, COLE, { x: 3, y: 3 });
    const helper = heroFixture(1, DANA, { x: 3, y: 3 });
    const view = viewFixture([me, helper]);
    view.pending = { kind: 'absorb', seat: 0, disc: 'd6', options: [{ kind: 'self' }, { kind: 'helper', seat: 1 }, { kind: 'ally', disc: 'd9' }] };
    const legal: DarknessAction[] = [0, 1, 2].map((option) => ({ type: 'absorb', option }));
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'absorb', option: 0 });
    me.health = 1;
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'absorb', option: 1 });
    helper.health = 1;
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'absorb', option: 2 });
  });

  it('accepts an offer to help, invites everyone it may, drops the least useful disc', () => {
    const me = heroFixture(0, DANA, { x: 3, y: 3 });
    const view = viewFixture([me, heroFixture(1, COLE, { x: 3, y: 3 })]);
    view.pending = { kind: 'assistOffer', seat: 0, helping: 1, check: check({ kind: 'attack', disc: 'd6' }, 'attack', 2) };
    expect(heroBot(view, 0, [{ type: 'assist', accept: false }, { type: 'assist', accept: true }], 1)).toEqual({ type: 'assist', accept: true });
    view.pending = { kind: 'invite', seat: 0, door: '6,3', candidates: [1] };
    expect(heroBot(view, 0, [{ type: 'invite', seats: [] }, { type: 'invite', seats: [1] }], 1)).toEqual({ type: 'invite', seats: [1] });
    view.discs = [
      discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 }),
      discFixture('d2', 'food', 'item', { zone: 'held', seat: 0 }, { awardedVp: 1 }),
      discFixture('d3', 'pistol', 'item', { zone: 'held', seat: 0 }, { awardedVp: 5 }),
    ];
    view.pending = { kind: 'drop', seat: 0, over: 1 };
    const drops: DarknessAction[] = ['d1', 'd2', 'd3'].map((disc) => ({ type: 'drop', disc }));
    expect(heroBot(view, 0, drops, 1)).toEqual({ type: 'drop', disc: 'd2' });
  });

  it('Oh Crap gives to the poorest other hero; Woohoo takes from the richest', () => {
    const heroes = [heroFixture(0, DANA, { x: 3, y: 3 }), heroFixture(1, COLE, { x: 3, y: 3 }), heroFixture(2, MAGS, { x: 3, y: 3 })];
    heroes[1]!.vp = 9;
    heroes[2]!.vp = 2;
    const view = viewFixture(heroes);
    const options = [{ kind: 'seat' as const, seat: 1 }, { kind: 'seat' as const, seat: 2 }];
    const legal: DarknessAction[] = [{ type: 'fateChoice', option: 0 }, { type: 'fateChoice', option: 1 }];
    view.pending = { kind: 'fateChoice', seat: 0, table: 'ohCrap', result: 6, options };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'fateChoice', option: 1 });
    view.pending = { kind: 'fateChoice', seat: 0, table: 'woohoo', result: 6, options };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'fateChoice', option: 0 });
  });

  it('is deterministic and the scripted Master ends its round at once', () => {
    const view = viewFixture([heroFixture(0, DANA, { x: 7, y: 3 })]);
    const legal: DarknessAction[] = [{ type: 'rollMovement', cancelOhCrap: false }, END];
    expect(heroBot(view, 0, legal, 42)).toEqual(heroBot(structuredClone(view), 0, legal.slice(), 42));
    expect(masterBot([{ type: 'masterRollTable' }, { type: 'masterDone' }])).toEqual({ type: 'masterDone' });
  });
});

describe('hero bot rulings', () => {
  it('D390 a bot helps whoever asks, unless at 1 Health or carrying the objective elsewhere, and asks nothing back', () => {
    const me = heroFixture(0, DANA, { x: 3, y: 3 });
    const roller = heroFixture(1, COLE, { x: 5, y: 3 });
    const view = viewFixture([me, roller]);
    view.pending = { kind: 'assistOffer', seat: 0, helping: 1, check: check({ kind: 'attack', disc: 'd6' }, 'attack', 2) };
    const legal: DarknessAction[] = [{ type: 'assist', accept: true }, { type: 'assist', accept: false }];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'assist', accept: true });
    me.health = 1;
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'assist', accept: false });
    me.health = 3;
    // Carrying a radio part: it would have to walk away from its way to the police station.
    view.discs = [discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 })];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'assist', accept: false });
    // On the roller's own square helping costs no steps: it helps.
    me.at = { x: 5, y: 3 };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'assist', accept: true });
  });

  it('D391 a bot never takes a disc from another hero; fate gifts go to the poorest, fate takings from the richest', () => {
    const me = heroFixture(0, DANA, { x: 3, y: 3 });
    const rich = heroFixture(1, COLE, { x: 3, y: 3 });
    rich.vp = 12;
    const view = viewFixture([me, rich], [discFixture('d3', 'pistol', 'item', { zone: 'held', seat: 1 }, { awardedVp: 5 })]);
    view.turn = { ...view.turn, moved: true, movementLeft: 0 };
    const legal: DarknessAction[] = [{ type: 'takeFrom', target: 1, disc: 'd3' }, END];
    expect(heroBot(view, 0, legal, 1)).toEqual(END);
    view.pending = { kind: 'fateChoice', seat: 0, table: 'woohoo', result: 3, options: [{ kind: 'seat', seat: 1 }] };
    expect(heroBot(view, 0, [{ type: 'fateChoice', option: 0 }], 1)).toEqual({ type: 'fateChoice', option: 0 });
  });

  it('D392 a bot uses Perception while the objective hides, but not where another hero already looked', () => {
    // Inside the café (tile 0) with three discs it has not seen; the radio parts are still unfound.
    const me = heroFixture(0, 3, { x: 3, y: 3 });
    const other = heroFixture(1, DANA, { x: 9, y: 0 });
    const discs = [
      discFixture('hidden:2,2', null, null, { zone: 'board', at: { x: 2, y: 2 }, faceUp: false }),
      discFixture('hidden:5,2', null, null, { zone: 'board', at: { x: 5, y: 2 }, faceUp: false }),
      discFixture('hidden:4,4', null, null, { zone: 'board', at: { x: 4, y: 4 }, faceUp: false }),
    ];
    const view = viewFixture([me, other], discs);
    const legal: DarknessAction[] = [{ type: 'perception' }, { type: 'rollMovement', cancelOhCrap: false }, END];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'perception' });
    other.perceptionUsed = [0];
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'rollMovement', cancelOhCrap: false });
    // Every part delivered: nothing left to look for.
    other.perceptionUsed = [];
    view.scenario = { 'delivered.1': true, 'delivered.2': true, 'delivered.3': true };
    expect(heroBot(view, 0, legal, 1)).toEqual({ type: 'rollMovement', cancelOhCrap: false });
  });
});
