/**
 * The active hero's sheet as the table sums it up: attributes as dice (Defense with the current
 * Health, A38), skills, VP, failure discs, what they hold with its dice and weight, and the carry
 * limit. Pure over the view and the content lookups.
 */
import { ATTRIBUTES, ATTRIBUTE_NAMES, type AttributeId } from '../../../../../shared/games/darkness/characters/attributes';
import { skillById } from '../../../../../shared/games/darkness/characters/skills';
import type { DarknessView, HeroState, Seat, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import type { DiscDef, NumberedDisc } from '../../../../../shared/games/darkness/content/types';
import type { Translator } from '../../../i18n/translator';
import type { Lang } from './content-names';

export const FAILURES_TO_LOSE = 3;

export interface AttributeRow {
  id: AttributeId;
  name: string;
  dice: number;
  /** Defense: the dice are the current Health out of the maximum. */
  max: number | null;
}

export function attributeRows(hero: HeroState, lang: Lang): AttributeRow[] {
  return ATTRIBUTES.map((id) => ({
    id,
    name: ATTRIBUTE_NAMES[id][lang],
    dice: id === 'defense' ? hero.health : hero.attributes[id],
    max: id === 'defense' ? hero.maxHealth : null,
  }));
}

export function skillRows(tr: Translator, hero: HeroState, lang: Lang): { id: string; text: string }[] {
  return Object.entries(hero.skills)
    .filter(([, tier]) => tier)
    .map(([id, tier]) => ({ id, text: tr.t(`darkness.table.hero.skill_${tier}`, { name: skillById(id)?.name[lang] ?? id }) }));
}

export interface HeldRow {
  id: string;
  kind: ViewDisc['kind'];
  name: string;
  weight: number;
  /** What its dice help: "Ataque +2 · Iniciativa +1", "3 dados: Persuasión". */
  dice: string;
  usesLeft: number | null;
  vp: number;
}

export interface HeldLookups {
  defOf: (disc: ViewDisc) => DiscDef | null;
  numberedOf: (disc: ViewDisc) => NumberedDisc | null;
  name: (disc: ViewDisc) => string;
}

function diceText(tr: Translator, def: DiscDef | null, lang: Lang): string {
  if (!def) return '';
  if (def.kind === 'item') return def.bonuses.map((b) => tr.t('darkness.table.hero.bonus', { use: tr.t(`darkness.table.use.${b.use}`), n: b.dice })).join(' · ');
  if (def.kind === 'ally') return tr.t('darkness.table.hero.allyDice', { n: def.dice, attributes: def.attributes.map((a) => ATTRIBUTE_NAMES[a][lang]).join(', ') });
  return '';
}

export function heldRows(tr: Translator, view: DarknessView, seat: Seat, lang: Lang, look: HeldLookups): HeldRow[] {
  return view.discs
    .filter((d) => d.where.zone === 'held' && d.where.seat === seat)
    .map((d) => {
      const def = look.defOf(d);
      const numbered = look.numberedOf(d);
      return {
        id: d.id,
        kind: d.kind,
        name: look.name(d),
        weight: def ? def.weight : (numbered?.weight ?? 0),
        dice: diceText(tr, def, lang),
        usesLeft: d.usesLeft,
        vp: d.awardedVp,
      };
    });
}

export const carriedWeight = (rows: readonly HeldRow[]): number => rows.reduce((n, r) => n + r.weight, 0);

/** The adversary sitting under a hero's figure (face up, to fight or flee next turn). */
export function underFigure(view: DarknessView, seat: Seat): ViewDisc | null {
  return view.discs.find((d) => d.where.zone === 'underFigure' && d.where.seat === seat) ?? null;
}

/** Oh Crap 2's words under rules 2 (a `window`, D405): "during your next turn"; otherwise "until". */
function shiftKey(shift: NonNullable<HeroState['effects']['targetShift']>): string {
  if (shift.shift < 0) return 'darkness.table.effect.easier';
  return 'window' in shift ? 'darkness.table.effect.harderNextTurn' : 'darkness.table.effect.harder';
}

/** Lasting fate effects on a hero, as short lines. */
export function effectLines(tr: Translator, hero: HeroState): string[] {
  const e = hero.effects;
  const out: string[] = [];
  if (e.targetShift) out.push(tr.t(shiftKey(e.targetShift), { n: Math.abs(e.targetShift.shift) }));
  if (e.nextDoorShut) out.push(tr.t('darkness.table.effect.nextDoorShut'));
  if (e.stuckOnTile) out.push(tr.t('darkness.table.effect.stuckOnTile'));
  if (e.bleeding) out.push(tr.t('darkness.table.effect.bleeding'));
  if (e.nextCheck) out.push(tr.t(`darkness.table.effect.nextCheck_${e.nextCheck}`));
  if (e.extraTurn) out.push(tr.t('darkness.table.effect.extraTurn'));
  if (e.loseRestOfTurn) out.push(tr.t('darkness.table.effect.loseRestOfTurn'));
  return out;
}
