/**
 * Accusations and Tryal reveals (B.5.4): the threshold, the reveal decision (and the pointTwo
 * variant), the "you may" offers (Ann Putnam, Danforth, Rebecca Nurse) and what a face-up Tryal does.
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { Decision, RevealCause, SalemAction, SalemState } from './types';
import { abilityOf, currentDecision, faceDown, livingFrom, log, markBarrier, tryalFace } from './state';
import { accusationCardsOn, accusationsOn, danforthThreshold, holdersOf, thresholdOf, valueOn } from './characters';
import { killPlayer } from './death';
import { checkWin } from './win';
import { finishConspiracy } from './conspiracy';
import type { Outcome } from './next';
import { recordTryalLost, tryalLostThisTurn } from './tryal-limit';

type RevealDecision = Extract<Decision, { t: 'reveal' }>;

/** Causes that are accusations: the accuser chooses, the red cards go afterwards, pointTwo applies. */
const BY_ACCUSATION: ReadonlySet<string> = new Set(['accusation', 'danforth', 'pietyRemoved']);

/** pointTwo variant (S23): with 4–5 face-down Tryals the accuser points at two and the accused picks. */
function mustPoint(s: SalemState, d: RevealDecision): boolean {
  if (!s.options.variants.pointTwo || d.among || !BY_ACCUSATION.has(d.cause)) return false;
  const down = faceDown(s, d.target).length;
  return down === 4 || down === 5;
}

export function revealLegal(s: SalemState, d: RevealDecision): SalemAction[] {
  const down = faceDown(s, d.target);
  if (mustPoint(s, d)) {
    const out: SalemAction[] = [];
    for (let i = 0; i < down.length; i++) for (let j = i + 1; j < down.length; j++) out.push({ type: 'point', tryals: [down[i]!, down[j]!] });
    return out;
  }
  return (d.among ?? down).map((tryal) => ({ type: 'reveal', tryal }));
}

export function applyReveal(s: SalemState, seat: Seat, a: Extract<SalemAction, { type: 'reveal' | 'point' }>): RuleError | null {
  const d = currentDecision(s) as RevealDecision;
  const down = faceDown(s, d.target);
  if (a.type === 'point') {
    if (!mustPoint(s, d)) return ruleError('no_pointing', 'This reveal does not point at two Tryals');
    const [x, y] = a.tryals;
    if (x === y) return ruleError('point_two_different', 'Point at two different Tryals');
    if (!down.includes(x) || !down.includes(y)) return ruleError('tryal_not_face_down', 'Point at face-down Tryals', { tryal: down.includes(x) ? y : x });
    s.pending.pop();
    s.pending.push({ ...d, seat: d.target, among: [Math.min(x, y), Math.max(x, y)] });
    return null;
  }
  if (mustPoint(s, d)) return ruleError('must_point', 'Point at two Tryals; the accused picks which is revealed');
  const allowed = d.among ?? down;
  if (!allowed.includes(a.tryal)) return ruleError('tryal_not_face_down', 'Choose one of the face-down Tryals offered', { tryal: a.tryal });
  s.pending.pop();
  revealTryal(s, d.target, a.tryal, seat, d.cause);
  return null;
}

/** Pushes the reveal a threshold asks for, or Ann Putnam's offer to draw 2 first. */
function askReveal(s: SalemState, placer: Seat, target: Seat, cause: RevealCause, annMayDraw: boolean): void {
  if (annMayDraw && abilityOf(s, placer) === 'ann_putnam') {
    s.pending.push({ t: 'offer', seat: placer, ability: 'ann_putnam', target });
    return;
  }
  s.pending.push({ t: 'reveal', seat: placer, target, cause });
}

/**
 * After accusations arrive in front of `target` (a red card, Griggs' Alibi, a Scapegoat): the
 * threshold asks `placer` to reveal. `placed` = a card was played as an accusation, which is what
 * Ann Putnam's, Abigail Williams' and Thomas Danforth's cards speak of (S20).
 */
export function afterAccusations(s: SalemState, placer: Seat, target: Seat, placed: boolean): void {
  const total = accusationsOn(s, target);
  // S65: no second Tryal this turn; the accusations wait in front, nobody is offered anything.
  if (tryalLostThisTurn(s, target)) {
    if (total >= thresholdOf(s, target)) log(s, 'tryalLimit', { target, total });
    return;
  }
  if (total >= thresholdOf(s, target)) {
    log(s, 'threshold', { seat: placer, target, total });
    if (placed && abilityOf(s, placer) === 'abigail_williams') discardAbigails(s, placer);
    askReveal(s, placer, target, 'accusation', placed);
    return;
  }
  if (placed && abilityOf(s, placer) === 'thomas_danforth' && total >= danforthThreshold(s, target)) {
    s.pending.push({ t: 'offer', seat: placer, ability: 'thomas_danforth', target });
  }
}

/** Abigail Williams (S21): her own accusations go, always (nobody would keep them). */
function discardAbigails(s: SalemState, seat: Seat): void {
  const cards = accusationCardsOn(s, seat);
  if (cards.length === 0) return;
  const n = cards.reduce((sum, c) => sum + valueOn(s, seat, c), 0);
  const p = s.players[seat]!;
  p.front = p.front.filter((c) => !cards.includes(c));
  s.discard.push(...cards);
  log(s, 'abigail', { seat, n });
}

/** Piety taken away under pietyDoubles (ruling 13): at or over the threshold → the remover reveals. */
export function afterPietyRemoved(s: SalemState, remover: Seat, holder: Seat): void {
  if (!s.options.variants.pietyDoubles || !s.players[holder]!.alive) return;
  const total = accusationsOn(s, holder);
  if (total < thresholdOf(s, holder)) return;
  if (tryalLostThisTurn(s, holder)) {
    log(s, 'tryalLimit', { target: holder, total });
    return;
  }
  log(s, 'threshold', { seat: remover, target: holder, total });
  s.pending.push({ t: 'reveal', seat: remover, target: holder, cause: 'pietyRemoved' });
}

export function applyOffer(s: SalemState, seat: Seat, use: boolean): Outcome {
  const d = currentDecision(s) as Extract<Decision, { t: 'offer' }>;
  s.pending.pop();
  const reveal: Decision = { t: 'reveal', seat, target: d.target, cause: 'accusation' };
  switch (d.ability) {
    case 'ann_putnam':
      if (!use) {
        s.pending.push(reveal);
        return null;
      }
      log(s, 'annDraw', { seat });
      // The 2 cards come one at a time: a black card resolves in full before the next (S22).
      s.queue = [{ t: 'draw', seat, n: 2 }, { t: 'decide', decision: reveal }, ...(s.queue ?? [])];
      return null;
    case 'thomas_danforth':
      if (use) {
        log(s, 'danforth', { seat, target: d.target });
        s.pending.push({ ...reveal, cause: 'danforth' });
      }
      return null;
    case 'rebecca_nurse':
      if (!use) return null;
      log(s, 'rebeccaDraw', { seat });
      return { step: 'draw', seat };
  }
}

/** Rebecca Nurse (S24): every living holder but the revealed player is asked, in play order from the chooser. */
function offerRebecca(s: SalemState, target: Seat, by: Seat | null): void {
  const from = by ?? target;
  const order = livingFrom(s, from).filter((seat) => seat !== target && holdersOf(s, 'rebecca_nurse').includes(seat));
  for (const seat of order.reverse()) s.pending.push({ t: 'offer', seat, ability: 'rebecca_nurse', target });
}

function discardAccusations(s: SalemState, target: Seat): void {
  const cards = accusationCardsOn(s, target);
  if (cards.length === 0) return;
  const p = s.players[target]!;
  p.front = p.front.filter((c) => !cards.includes(c));
  s.discard.push(...cards);
  log(s, 'redDiscarded', { target, n: cards.length });
}

/**
 * Turns `target`'s Tryal at `index` face up and applies it: Witch → all their Witches face up
 * (ruling 8) and death; Constable → no Constable any more; last face-down → death; Rebecca
 * Nurse's offer (not for 'confession'/'death'); the win check. `by` is who chose (null: nobody).
 */
export function revealTryal(s: SalemState, target: Seat, index: number, by: Seat | null, cause: RevealCause | 'confession' | 'death'): void {
  const p = s.players[target]!;
  const card = p.tryals[index];
  if (!card || card.up) throw new Error(`salem: Tryal ${index} of seat ${target} is not face down`);
  p.tryals[index] = { ...card, up: true };
  markBarrier(s);
  const face = tryalFace(card.id);
  log(s, 'reveal', by === null ? { target, index, face } : { target, index, face, by });
  recordTryalLost(s, target, cause);
  if (BY_ACCUSATION.has(cause)) discardAccusations(s, target);
  if (face === 'witch') {
    // Ruling 8: one Witch revealed turns up every Witch its holder has.
    p.tryals.forEach((t, i) => {
      if (t.up || tryalFace(t.id) !== 'witch') return;
      p.tryals[i] = { ...t, up: true };
      log(s, 'reveal', { target, index: i, face });
    });
    // A Witch who confessed dies of the confession (the log says so); any other reveal of one, as a witch.
    killPlayer(s, target, cause === 'confession' ? 'confession' : 'witch');
  } else {
    if (face === 'constable') log(s, 'constableEnds', { seat: target });
    if (p.alive && faceDown(s, target).length === 0) killPlayer(s, target, 'allRevealed');
  }
  if (checkWin(s)) return;
  if (cause !== 'confession' && cause !== 'death') offerRebecca(s, target, by);
  if (cause === 'cat') finishConspiracy(s);
}
