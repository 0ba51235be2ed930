/**
 * The reference of every element of Salem 1692: the table's pieces, the 15 playing cards by
 * colour, the 15 characters and the variants. Card, character and variant texts are the ones
 * i18n/es.json and en.json give the table, so a card says the same in the panel and on the table.
 * Entry ids: a card's key ('accusation', 'black_cat'), a character's id, a variant's key.
 */
import type { RulesEntry, RulesGroup } from '../../../components/rules-types';
import type { CardKey } from '../../../../../shared/games/salem/types';
import salemEs from '../i18n/es.json';
import salemEn from '../i18n/en.json';
import tableEntries from './table-entries.json';
import { localeTexts } from '../../../i18n/locale-texts';

type Lang = 'es' | 'en';
type SalemMessages = typeof salemEs;

const COLORS: Record<'red' | 'green' | 'blue' | 'black', readonly CardKey[]> = {
  red: ['accusation', 'evidence', 'witness'],
  green: ['alibi', 'stocks', 'scapegoat', 'arson', 'curse', 'robbery'],
  blue: ['matchmaker', 'piety', 'asylum', 'black_cat'],
  black: ['conspiracy', 'night'],
};

/** The table's pieces: Tryal faces, the gavel, the Kill cards, accusations, deck, discard pile and hourglass. */
const TABLE: Record<Lang, readonly RulesEntry[]> = localeTexts<readonly RulesEntry[]>()(tableEntries.es, tableEntries.en);

const TITLES: Record<Lang, Record<'table' | keyof typeof COLORS | 'characters' | 'variants', string>> = {
  es: { table: 'La mesa', red: 'Cartas rojas', green: 'Cartas verdes', blue: 'Cartas azules', black: 'Cartas negras', characters: 'Personajes', variants: 'Variantes' },
  en: { table: 'The table', red: 'Red cards', green: 'Green cards', blue: 'Blue cards', black: 'Black cards', characters: 'Characters', variants: 'Variants' },
};

export function salemReference(lang: Lang): readonly RulesGroup[] {
  const m: SalemMessages = lang === 'en' ? salemEn : salemEs;
  const title = TITLES[lang];
  const colors = (Object.keys(COLORS) as (keyof typeof COLORS)[]).map((color) => ({
    id: color,
    title: title[color],
    entries: COLORS[color].map((key) => ({ id: key, name: m.cards[key].name, text: m.cards[key].text })),
  }));
  return [
    { id: 'table', title: title.table, entries: TABLE[lang] },
    ...colors,
    {
      id: 'characters',
      title: title.characters,
      entries: Object.entries(m.characters).map(([id, c]) => ({ id, name: c.name, text: `${c.role}. ${c.ability}` })),
    },
    { id: 'variants', title: title.variants, entries: Object.entries(m.variants).map(([id, x]) => ({ id, name: x.name, text: x.help })) },
  ];
}
