/**
 * "Quién eres" on the first dawn's first pass (issue 22, ruling S100): the seat's character with its
 * ability, its Tryal cards in order and what they make it — read before it answers anything, so
 * everyone has seen their own cards before the first turn. Text only, in the same elements for
 * every role: no class, colour or attribute tells a witch's screen from a townsperson's.
 */
import { h, type VNode } from 'vue';
import type { CharacterId, SalemView, TryalFace } from '../../../../../shared/games/salem/types';
import type { Translator } from '../../../i18n/translator';
import { characterAbility, characterName, faceName } from './format';

export interface FirstLook {
  character: CharacterId | null;
  tryals: readonly TryalFace[];
  witch: boolean;
  constable: boolean;
}

/** The first look of `view`'s own seat, or null: only on the first dawn's first pass, behind the seat's cover. */
export function firstLookOf(view: SalemView): FirstLook | null {
  const me = view.me;
  const night = me?.night;
  if (!me || !night || night.kind !== 'dawn' || night.pass !== 1 || view.viewer === null) return null;
  return {
    character: view.players[view.viewer]?.character ?? null,
    tryals: me.tryals.map((tr) => tr.face),
    witch: me.witch,
    constable: me.constable,
  };
}

export function roleKey(look: FirstLook): 'witch' | 'witchConstable' | 'constable' | 'town' {
  if (look.witch) return look.constable ? 'witchConstable' : 'witch';
  return look.constable ? 'constable' : 'town';
}

/** The words of each line, so a test can read them without rendering. */
export function firstLookLines(tr: Translator, look: FirstLook): { character: string; tryals: string; role: string } {
  const character = look.character === null ? tr.t('salem.table.firstLook.characterLater') : `${characterName(tr, look.character)} — ${characterAbility(tr, look.character)}`;
  const tryals = look.tryals.map((face, i) => tr.t('salem.table.firstLook.tryal', { n: i + 1, face: faceName(tr, face) })).join(' · ');
  return { character, tryals, role: tr.t(`salem.table.firstLook.role.${roleKey(look)}`) };
}

export function firstLookBlock(tr: Translator, look: FirstLook): VNode {
  const lines = firstLookLines(tr, look);
  return h('section', { class: 'night-identity', 'data-testid': 'night-identity', 'aria-labelledby': 'night-identity-title' }, [
    h('h2', { id: 'night-identity-title', class: 'night-identity-title' }, tr.t('salem.table.firstLook.title')),
    h('p', { class: 'night-identity-line', 'data-testid': 'night-identity-character' }, [h('strong', {}, tr.t('salem.table.firstLook.character')), ` ${lines.character}`]),
    h('p', { class: 'night-identity-line', 'data-testid': 'night-identity-tryals' }, [h('strong', {}, tr.t('salem.table.own.tryals')), ` ${lines.tryals}`]),
    h('p', { class: 'night-identity-line night-identity-role', 'data-testid': 'night-identity-role' }, lines.role),
  ]);
}
