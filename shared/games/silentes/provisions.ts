/**
 * The 12 provisions. "Puedes jugar una Provisión en cualquier momento apropiado, incluso fuera
 * de tu turno" (R35): a provision may be played during any provision moment (responders.ts),
 * by the deciding seat or by another holder; each card then says when it applies.
 * Herramientas Multiuso and Cuerda y Gancho are used as part of Move & Hide (survivors.ts).
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { Decision, SilentesState, WindowKind } from './types';
import { provisionKey } from './cards';
import { shelterExists } from './board';
import { currentDecision, log, markBarrier, other, reduceNoise, removeFromHand } from './state';
import { isProvisionMoment } from './responders';
import { rulesAtLeast } from '../../engine/rules-version';

export type ProvisionPlay = { type: 'provision'; card: string; shelter?: number; pick?: string };

function inWindow(d: Decision, ...windows: WindowKind[]): boolean {
  return d.t === 'window' && windows.includes(d.window);
}

export function provisionError(s: SilentesState, seat: Seat, a: ProvisionPlay, d: Decision): RuleError | null {
  const key = provisionKey(a.card);
  if (!key) return ruleError('not_a_provision', `${a.card} is not a provision`, { card: a.card });
  if (!s.seats[seat].hand.includes(a.card)) return ruleError('card_not_in_hand', `${a.card} is not in your hand`, { card: a.card });
  if (s.effects.devil) return ruleError('provisions_blocked', 'El Diablo forbids provisions until the next omen');
  // Rules version 1 ignored a target the card does not take; its saves may hold such a play.
  if (rulesAtLeast(s, 2)) {
    const targeted = key === 'barricade' || key === 'mirror';
    if (!targeted && a.shelter !== undefined) return ruleError('invalid_action', `${a.card} is not played on a shelter`, { card: a.card });
    if (key !== 'cannedFood' && a.pick !== undefined) return ruleError('invalid_action', `${a.card} takes no card back`, { card: a.card });
  }
  const notNow = ruleError('provision_not_now', `${a.card} cannot be played now`, { card: a.card });
  if (!isProvisionMoment(s, d)) return notNow;
  switch (key) {
    case 'multitool':
    case 'grapple':
      return ruleError('provision_with_hide', `${a.card} is used as part of Move & Hide`, { card: a.card });
    case 'barricade':
    case 'mirror': {
      const when = key === 'barricade' ? inWindow(d, 'afterReveal', 'beforeCompare') : inWindow(d, 'afterReveal');
      if (d.t !== 'act' && !when) return notNow;
      if (a.shelter === undefined || !shelterExists(s, a.shelter)) {
        return ruleError('invalid_shelter', 'Choose an existing shelter', { shelter: a.shelter ?? -1 });
      }
      const taken = key === 'barricade' ? s.barricades.some((b) => b.shelter === a.shelter) : s.mirrors.some((m) => m.shelter === a.shelter);
      return taken ? ruleError('shelter_already_has_it', `That shelter already has ${a.card}`, { shelter: a.shelter, card: a.card }) : null;
    }
    case 'scrap':
      return inWindow(d, 'afterReveal') && s.huntCard !== null ? null : notNow;
    case 'water':
      return s.noise > 0 ? null : ruleError('no_noise', 'The noise meter is already at 0');
    case 'firstAid':
      return s.huntDeck.length > 0 ? null : ruleError('hunt_deck_empty', 'The hunt deck is empty');
    case 'rations':
      return s.options.openHands || s.effects.handsRevealedRound === s.round
        ? ruleError('hands_already_open', 'Both hands are already shown')
        : null;
    case 'dagger':
      return inWindow(d, 'beforeCompare') && d.t === 'window' && d.subject === seat && !s.daggers[seat] ? null : notNow;
    case 'cannedFood':
      if (a.pick === undefined || !s.seats[seat].discard.includes(a.pick)) {
        return ruleError('not_in_discard', 'Choose a card from your discard pile', { card: a.pick ?? '' });
      }
      return null;
    case 'map':
      return s.omenDeck.length > 0 ? null : ruleError('omen_deck_empty', 'The omen deck is empty');
    case 'amulet':
      return d.t === 'window' && d.window === 'afterFail' && d.subject === seat && s.stage.s === 'resolve' && s.stage.pendingNoise > 0
        ? null
        : notNow;
  }
}

export function playProvision(s: SilentesState, seat: Seat, a: ProvisionPlay): void {
  const key = provisionKey(a.card)!;
  const p = s.seats[seat];
  removeFromHand(p, a.card);
  const staysOnMap = key === 'barricade' || key === 'mirror';
  if (!staysOnMap) p.discard.push(a.card);
  log(s, 'provision', a.shelter === undefined ? { seat, card: a.card } : { seat, card: a.card, shelter: a.shelter });
  switch (key) {
    case 'barricade':
      s.barricades.push({ shelter: a.shelter!, owner: seat });
      return;
    case 'mirror':
      s.mirrors.push({ shelter: a.shelter!, owner: seat });
      return;
    case 'scrap': {
      // A new card is a new moment: everyone may answer it again, the seat whose window is open first.
      const open = currentDecision(s);
      if (s.stage.s === 'afterReveal' && rulesAtLeast(s, 2)) s.stage.asked = open?.t === 'window' ? [open.seat] : [];
      s.huntDiscard.push(s.huntCard!);
      const next = s.huntDeck.shift();
      markBarrier(s);
      if (next === undefined) {
        s.huntCard = null;
        s.huntCancelled = 'scrap';
        log(s, 'scrapNoCard');
      } else {
        s.huntCard = next;
        log(s, 'huntReveal', { card: next });
      }
      return;
    }
    case 'water':
      reduceNoise(s, 2);
      return;
    case 'firstAid':
      s.pending.push({ t: 'firstAid', seat: other(seat) });
      return;
    case 'rations':
      s.effects.handsRevealedRound = s.round;
      markBarrier(s);
      return;
    case 'dagger':
      s.daggers[seat] = true;
      return;
    case 'cannedFood': {
      const i = p.discard.indexOf(a.pick!);
      p.discard.splice(i, 1);
      p.hand.push(a.pick!);
      log(s, 'recovered', { seat, card: a.pick! });
      return;
    }
    case 'map':
      s.pending.push({ t: 'mapOrder', seat, cards: s.omenDeck.slice(0, 2) });
      markBarrier(s);
      return;
    case 'amulet':
      if (s.stage.s === 'resolve') s.stage.pendingNoise = 0;
      return;
    case 'multitool':
    case 'grapple':
      return;
  }
}

/** Every provision play `seat` may make at decision `d`. */
export function legalProvisionPlays(s: SilentesState, seat: Seat, d: Decision): ProvisionPlay[] {
  if (s.effects.devil) return [];
  const out: ProvisionPlay[] = [];
  const seen = new Set<string>();
  for (const card of s.seats[seat].hand) {
    const key = provisionKey(card);
    if (!key || seen.has(card)) continue;
    seen.add(card);
    const candidates: ProvisionPlay[] =
      key === 'barricade' || key === 'mirror'
        ? [0, 1, 2, 3, 4, 5, 6, 7].map((shelter) => ({ type: 'provision', card, shelter }))
        : key === 'cannedFood'
          ? [...new Set(s.seats[seat].discard)].map((pick) => ({ type: 'provision', card, pick }))
          : [{ type: 'provision', card }];
    for (const c of candidates) if (!provisionError(s, seat, c, d)) out.push(c);
  }
  return out;
}
