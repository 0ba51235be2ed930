/**
 * The hero bot's answers to every decision the game asks outside the free part of a turn: fate
 * choices, a tile's orientation, how to meet security, fight or flee, who absorbs a damage, help
 * offered, whom to invite, what to drop, and (for a scripted Master in the sim) the Master's round.
 */
import { discById, discDefIn, scenarioById } from '../../content';
import { SKILL_DICE } from '../../dice';
import type { DarknessAction, DarknessView, HeroState, Pending, Seat, ViewDisc } from '../types';
import { onMission } from './goals';
import { chanceAtLeast } from './odds';
import { bossHealthInPlay } from '../party-objectives';

type Of<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

function disc(view: DarknessView, id: string): ViewDisc | undefined {
  return view.discs.find((d) => d.id === id);
}

/** What a held disc is worth keeping: numbered parts and weapons first, loose change last. */
export function keepValue(view: DarknessView, id: string): number {
  const d = disc(view, id);
  if (!d || !d.def) return 0;
  if (d.kind === 'numbered') return 100;
  const def = discById(d.def);
  if (!def) return 50 + d.awardedVp; // a scenario-made item (crafted): keep
  if (def.kind === 'ally') return 20 + def.dice * 3 + d.awardedVp;
  if (def.kind === 'item') return 10 + def.bonuses.reduce((m, b) => m + b.dice, 0) * 3 + d.awardedVp - def.weight;
  return d.awardedVp;
}

function skillDice(hero: HeroState, skills: readonly string[]): number {
  return skills.reduce((m, s) => Math.max(m, hero.skills[s] ? SKILL_DICE[hero.skills[s]!] : 0), 0);
}

function heldWeaponDice(view: DarknessView, seat: Seat): number {
  let best = 0;
  for (const d of view.discs) {
    if (d.where.zone !== 'held' || d.where.seat !== seat || !d.def) continue;
    const def = discById(d.def);
    if (def?.kind === 'item') for (const b of def.bonuses) if (b.use === 'attack' || b.use === 'attack_ranged') best = Math.max(best, b.dice);
  }
  return best;
}

export function fightOrFlee(view: DarknessView, seat: Seat, p: Of<'combat'>, legal: DarknessAction[]): DarknessAction {
  const attack = legal.find((a) => a.type === 'combatChoice' && a.choice === 'attack');
  const retreat = legal.find((a) => a.type === 'combatChoice' && a.choice === 'retreat');
  if (!attack || !retreat) return attack ?? retreat ?? legal[0]!;
  const hero = view.heroes[seat]!;
  const d = disc(view, p.disc);
  const scenario = scenarioById(view.scenarioId);
  const def = d?.def && scenario ? discDefIn(scenario, d.def) : undefined;
  if (!def || def.kind !== 'adversary') return attack;
  const kill = chanceAtLeast(hero.attributes.attack + skillDice(hero, ['hand_to_hand', 'melee_weapons', 'firearms', 'martial_arts']) + heldWeaponDice(view, seat), def.defense);
  const hurt = 1 - chanceAtLeast(hero.health + skillDice(hero, ['dodge']), def.attack);
  // A27: the movement total (Health + level) must beat its Speed.
  const flee = chanceAtLeast(hero.attributes.speed + skillDice(hero, ['sprint']), def.speed - hero.health + 1);
  const left = bossHealthInPlay(view.scenario, def.id, def.health) - (d?.damage ?? 0);
  // Chance of coming out of the next exchange unhurt: kill it (on its last health), or parry its blow.
  const standing = (left <= 1 ? kill : 0) + (1 - (left <= 1 ? kill : 0)) * (1 - hurt);
  // A failed retreat still means the fight (1.12): flee only when it is clearly the better chance.
  if (hero.health <= 2 && flee > standing + 0.1) return retreat;
  return attack;
}

function absorbChoice(view: DarknessView, seat: Seat, p: Of<'absorb'>): number {
  const hero = view.heroes[seat]!;
  const idx = (pred: (o: Of<'absorb'>['options'][number]) => boolean) => p.options.findIndex(pred);
  if (hero.health >= 3) return Math.max(0, idx((o) => o.kind === 'self'));
  let best = -1;
  let bestHealth = 1;
  p.options.forEach((o, i) => {
    if (o.kind !== 'helper') return;
    const h = view.heroes[o.seat]!.health;
    if (h > bestHealth) {
      best = i;
      bestHealth = h;
    }
  });
  if (best >= 0) return best;
  // An ally sacrificed cancels the damage (1.11): worth it when the hero might die.
  const ally = idx((o) => o.kind === 'ally');
  if (ally >= 0 && hero.health <= 2) return ally;
  return Math.max(0, idx((o) => o.kind === 'self'));
}

function fateChoice(view: DarknessView, seat: Seat, p: Of<'fateChoice'>): number {
  const others = (s: Seat) => s !== seat;
  const vpOf = (s: Seat) => view.heroes[s]?.vp ?? 0;
  let best = 0;
  let bestScore = -Infinity;
  p.options.forEach((o, i) => {
    let score = 0;
    switch (o.kind) {
      case 'seat':
        // Giving (Oh Crap) goes to the poorest; taking (Woohoo) from the richest.
        score = p.table === 'ohCrap' ? -vpOf(o.seat) : vpOf(o.seat);
        if (!others(o.seat)) score -= 1000;
        break;
      case 'disc':
        score = p.table === 'ohCrap' ? -keepValue(view, o.disc) : keepValue(view, o.disc);
        break;
      case 'seatAndDisc':
        score = (p.table === 'ohCrap' ? -keepValue(view, o.disc) : keepValue(view, o.disc)) - vpOf(o.seat) * 0.1;
        break;
      case 'tile': {
        // Woohoo 7: look at the tile with the most discs still face down.
        const t = view.tiles[o.tile];
        score = t ? view.discs.filter((d) => d.where.zone === 'board' && !d.where.faceUp && Math.floor(d.where.at.x / 8) === t.tx && Math.floor(d.where.at.y / 8) === t.ty).length : 0;
        break;
      }
    }
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** The answer for a pending decision other than a check, or null when the bot has none of its own. */
export function answerPending(view: DarknessView, seat: Seat, legal: DarknessAction[]): DarknessAction | null {
  const p = view.pending;
  if (!p) return null;
  const find = <T extends DarknessAction['type']>(type: T, pred: (a: Extract<DarknessAction, { type: T }>) => boolean = () => true) =>
    legal.find((a): a is Extract<DarknessAction, { type: T }> => a.type === type && pred(a as Extract<DarknessAction, { type: T }>));
  switch (p.kind) {
    case 'fateChoice':
      return find('fateChoice', (a) => a.option === fateChoice(view, seat, p)) ?? null;
    case 'securityApproach':
      // Fighting security always earns a Failure disc (1.11); talking only when it fails.
      return find('securityApproach', (a) => a.how === 'social') ?? null;
    case 'combat':
      return legal.some((a) => a.type === 'combatChoice') ? fightOrFlee(view, seat, p, legal) : null;
    case 'absorb':
      return find('absorb', (a) => a.option === absorbChoice(view, seat, p)) ?? null;
    case 'assistOffer': {
      // Co-operative: help whoever asks (the helper walks to them, 1.5), unless about to die or
      // carrying the objective somewhere else.
      const me = view.heroes[seat]!;
      const them = view.heroes[p.helping]!;
      const here = me.at.x === them.at.x && me.at.y === them.at.y;
      return find('assist', (a) => a.accept === (me.health > 1 && (here || !onMission(view, seat)))) ?? null;
    }
    case 'invite': {
      let best: Extract<DarknessAction, { type: 'invite' }> | null = null;
      for (const a of legal) if (a.type === 'invite' && (!best || a.seats.length > best.seats.length)) best = a;
      return best;
    }
    case 'drop': {
      let best: Extract<DarknessAction, { type: 'drop' }> | null = null;
      for (const a of legal) if (a.type === 'drop' && (!best || keepValue(view, a.disc) < keepValue(view, best.disc))) best = a;
      return best;
    }
    case 'master':
      return find('masterDone') ?? null;
    default:
      return null;
  }
}
