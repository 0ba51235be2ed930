/**
 * What the table's Tragedy Looper elements say on hover, focus or tap (`v-explain`): a
 * character's printed card (traits, paranoia limit, forbidden places, goodwill abilities), a
 * counter, a marker, a card. Built only from public data and the card faces the view shows.
 */
import type { Explanation } from '../../components/rules-types';
import type { Translator } from '../../i18n/translator';
import type { CharacterId, CounterKind } from '../../../../shared/games/looper/ids';
import { abilityText, cardName, characterName, counterName, locationName, traitName, stepName, type StepName } from './format';
import { characterFacts } from './table-model';

const T = 'looper.table';

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The printed character card, read out as one text. */
export function characterExplanation(tr: Translator, id: CharacterId): Explanation {
  const facts = characterFacts(id);
  const parts = [facts.traits.map((x) => traitName(tr, x)).join(', '), tr.t(`${T}.character.paranoiaLimit`, { n: facts.paranoiaLimit })];
  if (facts.forbidden.length > 0) {
    parts.push(tr.t(`${T}.character.forbidden`, { list: facts.forbidden.map((l) => locationName(tr, l)).join(', ') }));
  }
  for (const a of facts.abilities) {
    const text = abilityText(tr, id, a.index);
    if (text) parts.push(text);
  }
  return { title: characterName(tr, id), text: parts.map(sentence).join(' ') };
}

export function counterExplanation(tr: Translator, kind: CounterKind, n: number): Explanation {
  return { title: counterName(tr, kind, n), text: tr.t(`${T}.explain.${kind}`) };
}

export type MarkerKind = 'extra' | 'corpse' | 'turf' | 'leader' | 'locationIntrigue';

const MARKER_TITLE: Record<MarkerKind, string> = {
  extra: 'looper.marker.extra',
  corpse: 'looper.marker.corpse',
  turf: 'looper.marker.turf',
  leader: 'looper.marker.leader',
  locationIntrigue: 'looper.counter.intrigue.name',
};

export function markerExplanation(tr: Translator, kind: MarkerKind): Explanation {
  return { title: tr.t(MARKER_TITLE[kind]), text: tr.t(`${T}.explain.${kind}`) };
}

/** A card on the table: its face when the viewer may see it, otherwise only that it lies face down. */
export function cardExplanation(tr: Translator, card: string | null, owner: string): Explanation {
  if (card === null) return { title: tr.t(`${T}.cards.faceDown`, { owner }), text: tr.t(`${T}.explain.faceDown`) };
  return { title: cardName(tr, card), text: tr.t(`${T}.cards.faceUp`, { card: cardName(tr, card), owner }) };
}

export function stepExplanation(tr: Translator, step: StepName): Explanation {
  return { title: stepName(tr, step), text: tr.t(`${T}.explain.step`) };
}
