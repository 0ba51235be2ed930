/**
 * A save's title in the reader's language. When nobody types a title, the services write one in
 * Spanish ("Silentes — Ana y Luis", numbered "(2)" when it repeats, "(copia)" for a duplicate:
 * electron/services/catalog.ts); stored titles never change, so such a title is read back here
 * and said again in the reader's language ("Silentes — Ana and Luis (copy)"). A title the family
 * typed is theirs and is shown as typed.
 */
import type { Translator } from '../i18n/translator';

const COPY = ' (copia)';
const NUMBER = / \((\d+)\)$/;

/** The services' own list of names: "Ana", "Ana y Luis", "Ana, Luis y Eva". */
function spanishList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** The names of a default title's list, when the players are not at hand (a profile's history). */
function namesOfList(list: string): string[] {
  const last = list.lastIndexOf(' y ');
  return last < 0 ? [list] : [...list.slice(0, last).split(', '), list.slice(last + 3)];
}

export interface TitledSave {
  title: string;
  gameId: string;
  /** The seats' names, when known: then only the exact default title is read again. */
  players?: readonly string[];
}

export function saveTitleText(tr: Translator, locale: string, save: TitledSave): string {
  // The services write in Spanish: a Spanish reader reads the title as stored.
  if (locale === 'es') return save.title;
  let base = save.title;
  let copies = 0;
  while (base.endsWith(COPY)) {
    base = base.slice(0, -COPY.length);
    copies++;
  }
  const number = base.match(NUMBER)?.[0] ?? '';
  base = base.slice(0, base.length - number.length);
  const game = tr.te(`${save.gameId}.name`) ? tr.t(`${save.gameId}.name`) : null;
  const head = `${game} — `;
  if (!game || !base.startsWith(head)) return save.title;
  const list = base.slice(head.length);
  const names = save.players ? [...save.players] : namesOfList(list);
  if (names.length === 0 || spanishList(names) !== list) return save.title;
  let title = `${head}${new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)}${number}`;
  for (let c = 0; c < copies; c++) title = tr.t('saves.copyOf', { title });
  return title;
}
