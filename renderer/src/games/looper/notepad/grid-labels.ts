/**
 * The notes grid's words, kept across its mounts: a grid is drawn anew each time a protagonist
 * lifts their cover, its 60-odd cell labels ("El estudiante, Asesino: descartado") with it, and
 * a label depends only on its cell, its mark and the language. Each is written once per language.
 */
import type { CharacterId, PlotId, RoleId } from '../../../../../shared/games/looper/ids';
import type { Translator } from '../../../i18n/translator';
import { characterName, plotName, roleName } from '../format';
import type { MarkState } from './mark-style';

export interface GridLabels {
  cell(character: CharacterId, role: RoleId, mark: MarkState): string;
  plot(plot: PlotId, mark: MarkState): string;
  mark(mark: MarkState): string;
}

/** The labels of one language; `locale` names it (a text of another language is never reused). */
export function gridLabels(tr: Translator, locale: string, cache: Map<string, string> = SHARED): GridLabels {
  const once = (key: string, write: () => string): string => {
    const at = `${locale}\u0000${key}`;
    let text = cache.get(at);
    if (text === undefined) {
      text = write();
      // A missing text reads as its key: not worth keeping (the game's texts may still be loading).
      if (!text.startsWith('looper.')) cache.set(at, text);
    }
    return text;
  };
  const mark = (state: MarkState) => once(`mark|${state}`, () => tr.t(`looper.notepad.mark.${state}`));
  return {
    mark,
    cell: (c, r, state) =>
      once(`cell|${c}|${r}|${state}`, () => tr.t('looper.notepad.cell', { character: characterName(tr, c), role: roleName(tr, r), mark: mark(state) })),
    plot: (p, state) => once(`plot|${p}|${state}`, () => tr.t('looper.notepad.plot', { plot: plotName(tr, p), mark: mark(state) })),
  };
}

const SHARED = new Map<string, string>();
