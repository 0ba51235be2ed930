import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import type { NightScreen, SalemAction, SalemView } from '../types';
import { bot } from './index';
import { played, tableView, type TablePlayer } from './test-view';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

/** The turn's legal list as the engine builds it: each card on each other living player, draw, the hourglass. */
function turnLegal(view: SalemView, extra: SalemAction[] = []): SalemAction[] {
  const me = view.viewer!;
  const out: SalemAction[] = [{ type: 'draw' }, { type: 'hourglass' }];
  if (view.turnPlayed > 0) out.push({ type: 'end' });
  for (const card of view.me!.hand) {
    view.players.forEach((p, target) => {
      if (target !== me && p.alive) out.push({ type: 'play', card, target });
    });
  }
  return [...out, ...extra];
}

function choices(view: SalemView, legal: SalemAction[]): SalemAction[] {
  return SEEDS.map((seed) => bot(view, view.viewer!, legal, seed));
}

function targetsOf(actions: SalemAction[]): Set<Seat> {
  return new Set(actions.flatMap((a) => (a.type === 'play' ? [a.target] : [])));
}

const five = (over: Record<number, TablePlayer> = {}): TablePlayer[] => Array.from({ length: 5 }, (_, i) => over[i] ?? {});

describe('salem bot: the day', () => {
  it('always answers with an action of the legal list, the same one for the same seed', () => {
    const view = tableView({ viewer: 0, players: five(), hand: ['accusation-1', 'alibi-2', 'stocks-1'] });
    const legal = turnLegal(view);
    for (const seed of SEEDS) {
      const a = bot(view, 0, legal, seed);
      expect(legal).toContain(a);
      expect(bot(view, 0, legal, seed)).toBe(a);
    }
  });

  it('S80 never sends the hourglass, even when it is offered beside a draw', () => {
    const view = tableView({ viewer: 0, players: five(), hand: [] });
    for (const a of choices(view, [{ type: 'hourglass' }, { type: 'draw' }])) expect(a).toEqual({ type: 'draw' });
  });

  it('a townsperson accuses whoever shielded a player who turned out a witch', () => {
    const view = tableView({
      viewer: 0,
      players: five({ 3: { alive: false, wasWitch: true, tryals: ['witch', 'not', 'not'] } }),
      hand: ['accusation-1', 'accusation-2', 'accusation-3'],
      log: [{ key: 'alibi', params: { seat: 2, card: 'alibi-1', target: 3, n: 3 } }],
    });
    const picks = choices(view, turnLegal(view));
    expect(picks.every((a) => a.type === 'play' && a.target === 2)).toBe(true);
  });

  it('a townsperson accuses whoever piled accusations on a townsperson who died innocent', () => {
    const view = tableView({
      viewer: 0,
      players: five({ 4: { alive: false, wasWitch: false, tryals: ['not', 'not', 'not'] } }),
      hand: ['evidence-1', 'accusation-2', 'accusation-3'],
      log: [played(1, 'evidence-2', 4), played(1, 'evidence-3', 4), played(1, 'accusation-9', 4), played(2, 'accusation-8', 3)],
    });
    const picks = choices(view, turnLegal(view));
    expect(targetsOf(picks)).toEqual(new Set([1]));
  });

  it('a townsperson holds accusations on a living player shown mostly Not a Witch against the accuser', () => {
    const view = tableView({
      viewer: 0,
      players: five({ 4: { tryals: ['not', 'not', null] } }),
      hand: ['accusation-1', 'accusation-2', 'accusation-3'],
      log: [played(1, 'evidence-2', 4), played(1, 'evidence-3', 4), played(2, 'evidence-4', 3), played(2, 'evidence-5', 3)],
    });
    expect(targetsOf(choices(view, turnLegal(view)))).toEqual(new Set([1]));
  });

  it('with no other evidence a townsperson accuses the player with most face-down Tryals (likeliest to hide a witch)', () => {
    const view = tableView({
      viewer: 0,
      players: five({ 1: { tryals: ['not', 'not', null] }, 2: { tryals: [null, null, null, null, null] }, 3: { tryals: ['not', null, null] }, 4: { tryals: ['not', 'not', null] } }),
      hand: ['accusation-1', 'accusation-2', 'accusation-3'],
    });
    const picks = choices(view, turnLegal(view));
    expect(targetsOf(picks)).toEqual(new Set([2]));
  });

  it('a witch never accuses a witch it knows, and spreads its accusations over the townsfolk', () => {
    const view = tableView({ viewer: 0, players: five(), hand: ['accusation-1', 'accusation-2', 'accusation-3'], witch: true, knownWitches: [0, 2], mine: [{ face: 'witch', up: false }, { face: 'not', up: false }, { face: 'not', up: false }] });
    const picks = choices(view, turnLegal(view));
    const targets = targetsOf(picks);
    expect(targets.has(2)).toBe(false);
    expect(targets.size).toBeGreaterThanOrEqual(2);
  });

  it('S83 a witch counts as a companion whoever passed it a Witch Tryal at a Conspiracy, before any night wakes them together', () => {
    const view = tableView({
      viewer: 0, players: five(), hand: ['accusation-1', 'accusation-2', 'accusation-3'], witch: true, knownWitches: [],
      mine: [{ face: 'not', up: false }, { face: 'witch', up: false }],
      log: [{ key: 'received', params: { seat: 0, from: 1, face: 'witch' }, to: 0 }],
    });
    const picks = choices(view, turnLegal(view));
    expect(targetsOf(picks).has(1)).toBe(false);
    expect(targetsOf(picks).size).toBeGreaterThanOrEqual(2);
  });

  it('a witch aims at the townsperson who accuses its companions', () => {
    const view = tableView({
      viewer: 0, players: five(), hand: ['accusation-1', 'accusation-2', 'accusation-3'], witch: true, knownWitches: [2],
      log: [played(4, 'evidence-1', 2), played(4, 'evidence-2', 0), played(4, 'accusation-4', 2)],
    });
    const picks = choices(view, turnLegal(view));
    const at4 = picks.filter((a) => a.type === 'play' && a.target === 4).length;
    expect(at4).toBeGreaterThan(picks.length / 2);
  });

  it('a witch gives an Alibi to a companion one accusation from losing a Tryal, and not to one nobody accuses', () => {
    const atRisk = tableView({ viewer: 0, players: five({ 2: { accusations: 6, front: ['accusation-1', 'evidence-1', 'evidence-2'] } }), hand: ['alibi-1'], witch: true, knownWitches: [2] });
    const extra: SalemAction[] = [{ type: 'play', card: 'alibi-1', target: 2, remove: ['evidence-1'] }];
    for (const a of choices(atRisk, turnLegal(atRisk, extra).filter((a) => !(a.type === 'play' && a.target === 2 && !a.remove)))) {
      expect(a).toEqual(extra[0]);
    }
    const calm = tableView({ viewer: 0, players: five(), hand: ['alibi-1'], witch: true, knownWitches: [2] });
    const picks = choices(calm, turnLegal(calm));
    expect(picks.some((a) => a.type === 'play' && a.target === 2)).toBe(false);
  });

  it('a townsperson gives an Alibi to a trusted player at risk, never to its top suspect', () => {
    const view = tableView({
      viewer: 0,
      players: five({ 1: { accusations: 6 }, 3: { accusations: 6 }, 4: { alive: false, wasWitch: false, tryals: ['not', 'not', 'not'] } }),
      hand: ['alibi-1'],
      log: [played(3, 'witness-1', 4)],
    });
    const legal = turnLegal(view).map((a) => (a.type === 'play' ? { ...a, remove: ['accusation-5'] } : a));
    const picks = choices(view, legal);
    expect(picks.filter((a) => a.type === 'play' && a.target === 1).length).toBeGreaterThan(30);
    expect(picks.some((a) => a.type === 'play' && a.target === 3)).toBe(false);
  });

  it('ends a turn after a few cards and draws when its hand is empty', () => {
    const played3 = tableView({ viewer: 0, players: five(), hand: ['accusation-1', 'accusation-2'], turnPlayed: 3 });
    for (const a of choices(played3, turnLegal(played3))) expect(a).toEqual({ type: 'end' });
    const empty = tableView({ viewer: 0, players: five(), hand: [] });
    for (const a of choices(empty, turnLegal(empty))) expect(a).toEqual({ type: 'draw' });
  });

  it('Samuel Parris takes a Witness and an Evidence from the discard rather than draw two unknown cards, and draws over two Accusations', () => {
    const view = tableView({ viewer: 0, players: five(), hand: [] });
    const good: SalemAction = { type: 'parris', cards: ['witness-1', 'evidence-4'] };
    const poor: SalemAction = { type: 'parris', cards: ['accusation-4', 'accusation-5'] };
    for (const a of choices(view, [{ type: 'draw' }, good])) expect(a).toBe(good);
    for (const a of choices(view, [{ type: 'draw' }, poor])) expect(a).toEqual({ type: 'draw' });
  });

  it('Tituba rearranges on her turn and, for the town, keeps the Night deep and a strong card on top', () => {
    const view = tableView({ viewer: 0, players: five(), hand: [] });
    expect(bot(view, 0, [{ type: 'draw' }, { type: 'tituba' }], 3)).toEqual({ type: 'tituba' });
    const deep: SalemAction = { type: 'arrange', order: ['witness-1', 'accusation-1', 'conspiracy', 'night'] };
    const shallow: SalemAction = { type: 'arrange', order: ['night', 'witness-1', 'accusation-1', 'conspiracy'] };
    const arranging = tableView({ viewer: 0, players: five(), decision: { t: 'arrange', seat: 0 } });
    expect(bot(arranging, 0, [shallow, deep], 5)).toBe(deep);
    const witch = tableView({ viewer: 0, players: five(), decision: { t: 'arrange', seat: 0 }, witch: true, knownWitches: [0] });
    expect(bot(witch, 0, [deep, shallow], 5)).toBe(shallow);
  });
});

describe('salem bot: small decisions', () => {
  it('reveals a Tryal at random among the legal positions', () => {
    const view = tableView({ viewer: 0, players: five(), decision: { t: 'reveal', seat: 0, target: 1, cause: 'accusation' } });
    const legal: SalemAction[] = [0, 1, 2].map((tryal) => ({ type: 'reveal', tryal }));
    const picks = choices(view, legal);
    for (const a of picks) expect(legal).toContain(a);
    expect(new Set(picks).size).toBe(3);
  });

  it('shows its own Not a Witch rather than its Witch or Constable when it picks in its own row', () => {
    const mine = [{ face: 'witch' as const, up: false }, { face: 'constable' as const, up: false }, { face: 'not' as const, up: true }, { face: 'not' as const, up: false }];
    const view = tableView({ viewer: 2, players: five(), mine, witch: true, knownWitches: [2], decision: { t: 'reveal', seat: 2, target: 2, cause: 'cat' } });
    const legal: SalemAction[] = [0, 1, 3].map((tryal) => ({ type: 'reveal', tryal }));
    for (const a of choices(view, legal)) expect(a).toEqual({ type: 'reveal', tryal: 3 });
    const noNot = tableView({ viewer: 2, players: five(), mine: mine.slice(0, 3), decision: { t: 'reveal', seat: 2, target: 2, cause: 'accusation', among: [0, 1] } });
    for (const a of choices(noNot, legal.slice(0, 2))) expect(a).toEqual({ type: 'reveal', tryal: 1 });
  });

  it("takes Ann Putnam's and Rebecca Nurse's cards; Danforth reveals early on a suspect, a witch never on a companion", () => {
    const yes: SalemAction = { type: 'offer', use: true };
    const no: SalemAction = { type: 'offer', use: false };
    const ann = tableView({ viewer: 0, players: five(), decision: { t: 'offer', seat: 0, ability: 'ann_putnam', target: 1 } });
    expect(bot(ann, 0, [no, yes], 1)).toBe(yes);
    const log = [{ key: 'alibi' as const, params: { seat: 2, card: 'alibi-1', target: 3, n: 2 } }];
    const players = five({ 3: { alive: false, wasWitch: true, tryals: ['witch', 'not', 'not'] }, 4: { tryals: ['not', 'not', null] } });
    const onSuspect = tableView({ viewer: 0, players, log, decision: { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 2 } });
    expect(bot(onSuspect, 0, [yes, no], 1)).toBe(yes);
    const onTrusted = tableView({ viewer: 0, players, log, decision: { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 4 } });
    expect(bot(onTrusted, 0, [yes, no], 1)).toBe(no);
    const witch = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 2], decision: { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 2 } });
    expect(bot(witch, 0, [yes, no], 1)).toBe(no);
  });

  it('keeps the character it prefers when dealt two', () => {
    const view = tableView({ viewer: 0, players: five(), decision: { t: 'character', seat: 0, offer: ['mary_warren', 'george_burroughs'] } });
    expect(bot(view, 0, [{ type: 'character', character: 'mary_warren' }, { type: 'character', character: 'george_burroughs' }], 9)).toEqual({ type: 'character', character: 'george_burroughs' });
  });
});

/** Every combination of answers the screen allows, with each confession the screen offers. */
function nightLegal(screen: NightScreen): SalemAction[] {
  let combos: number[][] = [[]];
  for (const p of screen.prompts) combos = combos.flatMap((c) => p.options.map((o) => [...c, o]));
  const confess: (number | 'phips' | null)[] = [null, ...(screen.confession?.tryals ?? []), ...(screen.confession?.phips ? ['phips' as const] : [])];
  return combos.flatMap((answers) => (screen.pass === 2 && screen.kind === 'night' ? confess : [null]).map((c) => ({ type: 'night' as const, answers, confess: c })));
}

const ALL = [0, 1, 2, 3, 4];
const notMe = (me: Seat) => ALL.filter((s) => s !== me);

describe('salem bot: dawn and night', () => {
  it('a witch proposes the most dangerous townsperson Asylum does not cover', () => {
    const night: NightScreen = { kind: 'night', pass: 1, prompts: [{ role: 'victim', options: ALL, proposals: [] }], confession: null, companions: [2] };
    const view = tableView({
      viewer: 0, players: five({ 3: { front: ['asylum-1'] } }), witch: true, knownWitches: [0, 2], night,
      log: [played(3, 'evidence-1', 2), played(3, 'evidence-2', 2), played(4, 'accusation-1', 2), played(1, 'accusation-2', 4)],
    });
    for (const a of choices(view, nightLegal(night))) expect(a).toEqual({ type: 'night', answers: [4], confess: null });
  });

  it('S81 a witch follows the other witches’ proposals so the pick is unanimous', () => {
    const pass1: NightScreen = { kind: 'night', pass: 1, prompts: [{ role: 'victim', options: ALL, proposals: [{ seat: 2, target: 1, pass: 1 }] }], confession: null, companions: [2] };
    const view1 = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 2], night: pass1, log: [played(4, 'witness-1', 0)] });
    for (const a of choices(view1, nightLegal(pass1))) expect(a).toMatchObject({ answers: [1] });
    const pass2: NightScreen = {
      kind: 'night', pass: 2,
      prompts: [{ role: 'victim', options: notMe(0), proposals: [{ seat: 0, target: 4, pass: 1 }, { seat: 2, target: 1, pass: 1 }, { seat: 2, target: 3, pass: 2 }] }, { role: 'decoy', options: notMe(0), proposals: [] }],
      confession: { tryals: [0, 1, 2], phips: false }, companions: [2],
    };
    const view2 = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 2], night: pass2 });
    for (const a of choices(view2, nightLegal(pass2))) expect(a.type === 'night' && a.answers[0] === 3 && a.confess === null).toBe(true);
  });

  it('at dawn a witch gives the Black Cat to a townsperson', () => {
    const dawn: NightScreen = { kind: 'dawn', pass: 1, prompts: [{ role: 'cat', options: ALL, proposals: [] }], confession: null, companions: [1] };
    const view = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 1], night: dawn });
    const picks = choices(view, nightLegal(dawn));
    for (const a of picks) expect(a.type === 'night' && [2, 3, 4].includes(a.answers[0]!)).toBe(true);
  });

  it('a Fácil witch (S121) gives the Black Cat to anyone, a fellow witch or itself too, and follows a fellow witch\'s pick', () => {
    const dawn: NightScreen = { kind: 'dawn', pass: 1, prompts: [{ role: 'cat', options: ALL, proposals: [] }], confession: null, companions: [1] };
    const view = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 1], night: dawn });
    const picks = SEEDS.map((seed) => bot(view, 0, nightLegal(dawn), seed, 'easy')).map((a) => (a.type === 'night' ? a.answers[0]! : -1));
    expect(picks.some((p) => p === 0 || p === 1)).toBe(true);
    expect(picks.some((p) => p >= 2)).toBe(true);
    const proposed: NightScreen = { ...dawn, prompts: [{ role: 'cat', options: ALL, proposals: [{ seat: 1, pass: 1, target: 1 }] }] };
    const followed = tableView({ viewer: 0, players: five(), witch: true, knownWitches: [0, 1], night: proposed });
    for (const seed of SEEDS) expect(bot(followed, 0, nightLegal(proposed), seed, 'easy')).toMatchObject({ answers: [1] });
  });

  it('a Fácil witch (S121) shows its own Tryals at random, its Witch card too', () => {
    const mine = [{ face: 'witch' as const, up: false }, { face: 'not' as const, up: false }, { face: 'not' as const, up: false }];
    const view = tableView({ viewer: 2, players: five(), mine, witch: true, knownWitches: [2], decision: { t: 'reveal', seat: 2, target: 2, cause: 'cat' } });
    const legal: SalemAction[] = [0, 1, 2].map((tryal) => ({ type: 'reveal', tryal }));
    const picks = SEEDS.map((seed) => bot(view, 2, legal, seed, 'easy'));
    expect(picks).toContainEqual({ type: 'reveal', tryal: 0 });
    for (const seed of SEEDS) expect(bot(view, 2, legal, seed, 'normal')).not.toEqual({ type: 'reveal', tryal: 0 });
  });

  it('a Fácil witch (S123) accuses its fellow witches as readily as townsfolk, where a Normal one never does', () => {
    const view = tableView({ viewer: 0, players: five(), hand: ['accusation-1', 'accusation-2', 'evidence-1'], witch: true, knownWitches: [0, 2] });
    const easy = targetsOf(SEEDS.map((seed) => bot(view, 0, turnLegal(view), seed, 'easy')));
    expect(easy.has(2)).toBe(true);
    expect(targetsOf(choices(view, turnLegal(view))).has(2)).toBe(false);
  });

  it('a Fácil witch (S123) shields a fellow witch nobody accuses, where a Normal one keeps its Alibi', () => {
    const view = tableView({ viewer: 0, players: five({ 2: { accusations: 1, front: ['accusation-1'] } }), hand: ['alibi-1'], witch: true, knownWitches: [0, 2] });
    const legal = turnLegal(view).map((a) => (a.type === 'play' ? { ...a, remove: a.target === 2 ? ['accusation-1'] : [] } : a));
    const onFriend = (level: 'easy' | 'normal') => SEEDS.filter((seed) => { const a = bot(view, 0, legal, seed, level); return a.type === 'play' && a.target === 2; }).length;
    expect(onFriend('easy')).toBeGreaterThan(SEEDS.length / 2);
    expect(onFriend('normal')).toBe(0);
  });

  it('answers a decoy at random among its options', () => {
    const night: NightScreen = { kind: 'night', pass: 1, prompts: [{ role: 'decoy', options: ALL, proposals: [] }], confession: null, companions: [] };
    const view = tableView({ viewer: 1, players: five(), night });
    const picks = choices(view, nightLegal(night)).map((a) => (a.type === 'night' ? a.answers[0] : -1));
    expect(new Set(picks).size).toBeGreaterThanOrEqual(3);
  });

  it('the Constable gives the gavel to a player it trusts, not to its suspect', () => {
    const night: NightScreen = {
      kind: 'night', pass: 2,
      prompts: [{ role: 'decoy', options: [1, 2, 4], proposals: [] }, { role: 'gavel', options: [1, 2, 4], proposals: [] }],
      confession: { tryals: [0, 1, 2], phips: false }, companions: [],
    };
    const view = tableView({
      viewer: 0, constable: true, night,
      players: five({ 3: { alive: false, wasWitch: false, tryals: ['not', 'not', 'not'] } }),
      mine: [{ face: 'constable', up: false }, { face: 'not', up: false }, { face: 'not', up: false }],
      log: [played(1, 'witness-1', 3), played(2, 'evidence-1', 1), played(2, 'evidence-2', 4)],
    });
    for (const a of choices(view, nightLegal(night))) {
      expect(a.type === 'night' && a.answers[1]).toBe(2);
    }
  });

  it('S82 a townsperson at risk confesses a face-down Not-a-Witch when it has two; Phips confesses without revealing; a witch does not', () => {
    const screen = (phips: boolean): NightScreen => ({
      kind: 'night', pass: 2,
      prompts: [{ role: 'decoy', options: notMe(0), proposals: [] }, { role: 'decoy', options: notMe(0), proposals: [] }],
      confession: { tryals: [0, 1, 2], phips }, companions: [],
    });
    const loud = [played(0, 'witness-1', 1), played(0, 'evidence-1', 2)];
    const mine = [{ face: 'constable' as const, up: false }, { face: 'not' as const, up: false }, { face: 'not' as const, up: false }];
    const atRisk = tableView({ viewer: 0, players: five(), night: screen(false), log: loud, mine });
    for (const a of choices(atRisk, nightLegal(screen(false)))) expect(a.type === 'night' && [1, 2].includes(a.confess as number)).toBe(true);
    const phips = tableView({ viewer: 0, players: five(), night: screen(true), log: loud, mine });
    for (const a of choices(phips, nightLegal(screen(true)))) expect(a).toMatchObject({ confess: 'phips' });
    const oneLeft = tableView({ viewer: 0, players: five(), night: screen(false), log: loud, mine: [{ face: 'not', up: true }, { face: 'not', up: true }, { face: 'not', up: false }] });
    for (const a of choices(oneLeft, nightLegal(screen(false)))) expect(a).toMatchObject({ confess: null });
    const witch = tableView({ viewer: 0, players: five(), night: screen(false), log: loud, witch: true, knownWitches: [0] });
    for (const a of choices(witch, nightLegal(screen(false)))) expect(a).toMatchObject({ confess: null });
    const asylum = tableView({ viewer: 0, players: five({ 0: { front: ['asylum-1'] } }), night: screen(false), log: loud, mine });
    for (const a of choices(asylum, nightLegal(screen(false)))) expect(a).toMatchObject({ confess: null });
  });
});
