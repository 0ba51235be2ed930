/**
 * The current decision in words, and the words of each answer the panel offers. The decision
 * text is read by every seat (and the public table), so it is built from the DecisionView
 * alone, which holds only public facts; the answers' words are shown only to the seat that
 * decides (the mastermind's name sources and roles it already knows).
 */
import type { IncidentId, PlotId } from '../../../../shared/games/looper/ids';
import type { LossCondition } from '../../../../shared/games/looper/loss-conditions';
import type { AbilityUse, DayEndUse, DecisionKind, IncidentChoice, LooperView, MastermindAbilityUse } from '../../../../shared/games/looper/types';
import type { Translator } from '../../i18n/translator';
import { loopTurnText, turnAfter } from './loop-turn';
import { abilityText, cardName, characterName, counterName, handName, incidentName, locationName, plotName, targetName } from './format';

const NS = 'looper.decision';

function seatName(view: Pick<LooperView, 'players'>, seat: number): string {
  return view.players[seat] ?? String(seat);
}

/** How many cards the mastermind has already placed today (it places three, one at a time). */
function mastermindPlaced(view: Pick<LooperView, 'placed'>): number {
  return view.placed.filter((p) => p.owner === 'mastermind').length;
}

export function decisionText(tr: Translator, view: Pick<LooperView, 'decision' | 'players' | 'holders' | 'placed' | 'result' | 'loop' | 'loops'>): string {
  const d = view.decision;
  if (view.result) return tr.t(`${NS}.over`);
  if (!d) return tr.t(`${NS}.none`);
  const name = seatName(view, d.seat);
  switch (d.t) {
    case 'mastermindCards':
      return tr.t(`${NS}.mastermindCards`, { name, n: Math.min(3, mastermindPlaced(view) + 1) });
    case 'protagonistCard': {
      const hand = d.hand ?? 0;
      // A person holding more than one hand (2- and 3-player variants) is told which one places now.
      const several = view.holders.filter((s) => s === d.seat).length > 1;
      return several
        ? tr.t(`${NS}.protagonistCardHand`, { name, hand: hand + 1 })
        : tr.t(`${NS}.protagonistCard`, { name: handName(tr, hand, view.players) });
    }
    case 'refusal':
      return tr.t(`${NS}.refusal`, { name, use: d.use ? goodwillUseText(tr, d.use) : '' });
    case 'informer':
      return tr.t(`${NS}.informer`, { name, plot: d.named ? plotName(tr, d.named) : '' });
    case 'timeSpiral':
      return tr.t(`${NS}.timeSpiral`, { name, turn: loopTurnText(tr, turnAfter(view.loop, view.loops)) });
    case 'incident':
      return tr.t(`${NS}.incident`, { name, incident: d.incident ? incidentName(tr, d.incident) : '', day: d.day ?? '' });
    default:
      return tr.t(`${NS}.${d.t}`, { name });
  }
}

/**
 * The questions the engine asks every time, even when the secret script forces the answer (the
 * types' comments in shared/games/looper/types.ts): if they were asked only when they mattered,
 * being asked would tell the protagonists a role. The decision says so, for everyone.
 */
const ALWAYS_ASKED: ReadonlySet<DecisionKind> = new Set<DecisionKind>(['cultist', 'refusal', 'mastermindAbility', 'dayEnd']);

/** Why the current question is asked even when its answer is forced; null for any other. */
export function alwaysAskedText(tr: Translator, view: Pick<LooperView, 'decision' | 'result'>): string | null {
  const kind = view.decision?.t;
  return kind && !view.result && ALWAYS_ASKED.has(kind) ? tr.t(`${NS}.alwaysAsked.${kind}`) : null;
}

/** "El estudiante: <ability text> — sobre la Escuela" with the extra choices a use carries. */
export function goodwillUseText(tr: Translator, use: AbilityUse): string {
  const parts: string[] = [];
  if (use.target !== undefined) parts.push(tr.t(`${NS}.part.target`, { target: targetName(tr, use.target) }));
  if (use.sign !== undefined) parts.push(tr.t(`${NS}.part.${use.sign > 0 ? 'signPlace' : 'signRemove'}`));
  if (use.day !== undefined) parts.push(tr.t(`${NS}.part.day`, { day: use.day }));
  if (use.plot !== undefined) parts.push(tr.t(`${NS}.part.plot`, { plot: plotName(tr, use.plot) }));
  if (use.card !== undefined) parts.push(tr.t(`${NS}.part.card`, { card: cardName(tr, use.card) }));
  const ability = abilityText(tr, use.character, use.ability) || tr.t(`${NS}.part.ability`, { n: use.ability + 1 });
  const detail = parts.length > 0 ? ` — ${parts.join(', ')}` : '';
  return `${characterName(tr, use.character)}: ${ability}${detail}`;
}

/** "Cerebro (la enfermera): 1 de Intriga en el Hospital". Mastermind only. */
export function mastermindAbilityText(tr: Translator, use: MastermindAbilityUse): string {
  const source = use.source === null ? '' : tr.t(`${NS}.part.source`, { source: characterName(tr, use.source) });
  const effect = tr.t(`${NS}.mmEffect.${use.ability}${use.sign !== undefined && use.sign < 0 ? 'Remove' : ''}`, { target: targetName(tr, use.target) });
  return `${tr.t(`${NS}.mmAbility.${use.ability}`)}${source}: ${effect}`;
}

/** "El asesino (el jefe) mata a la persona clave". Mastermind only. */
export function dayEndText(tr: Translator, use: DayEndUse): string {
  return tr.t(`${NS}.dayEndEffect.${use.effect}`, { source: characterName(tr, use.source) });
}

/** One incident choice in words: its victim / target, second character, place or counter, as that incident uses them. */
export function incidentChoiceText(tr: Translator, incident: IncidentId | undefined, choice: IncidentChoice): string {
  const params = {
    target: choice.target === undefined ? '' : characterName(tr, choice.target),
    second: choice.second === undefined ? '' : characterName(tr, choice.second),
    place: choice.location === undefined ? '' : locationName(tr, choice.location),
    counter: choice.counter === undefined ? '' : counterName(tr, choice.counter),
  };
  // L87: an incident with nobody to choose is still put to the mastermind (rules 3), with one empty answer.
  if (Object.values(choice).every((v) => v === undefined)) return tr.t(`${NS}.choice.nobody`);
  // A lone character takes only the first half of Increasing Unease / Spreading.
  const key = incident && choice.second === undefined && (incident === 'increasingUnease' || incident === 'spreading') ? `${incident}Alone` : incident;
  return key && tr.te(`${NS}.choice.${key}`) ? tr.t(`${NS}.choice.${key}`, params) : tr.t(`${NS}.choice.none`);
}

/** The Informer's answer: a subplot, or "no other subplot" (L7). */
export function informerAnswerText(tr: Translator, plot: PlotId | null): string {
  return plot === null ? tr.t(`${NS}.informerNone`) : plotName(tr, plot);
}

/** A loss condition on the mastermind's screen. Mastermind only. */
export function lossConditionText(tr: Translator, c: LossCondition): string {
  if (c.source === 'plot') return tr.t('looper.mastermind.loss.plot', { plot: plotName(tr, c.id), rule: tr.t(`looper.mastermind.plotRule.${c.id}`) });
  if (c.source === 'loopOver') return tr.t(`looper.mastermind.loss.loopOver.${c.id}`);
  return tr.t(`looper.mastermind.loss.${c.id}`, { name: c.character ? characterName(tr, c.character) : '' });
}
