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

type Lang = 'es' | 'en';
type SalemMessages = typeof salemEs;

const COLORS: Record<'red' | 'green' | 'blue' | 'black', readonly CardKey[]> = {
  red: ['accusation', 'evidence', 'witness'],
  green: ['alibi', 'stocks', 'scapegoat', 'arson', 'curse', 'robbery'],
  blue: ['matchmaker', 'piety', 'asylum', 'black_cat'],
  black: ['conspiracy', 'night'],
};

const TABLE: Record<Lang, readonly RulesEntry[]> = {
  es: [
    { id: 'tryal', name: 'Carta de Juicio', text: 'Cada jugador tiene una fila boca abajo y solo él sabe qué dicen. Se revelan por acusaciones, por la Conspiración, al confesar y al morir. Quien se queda sin ninguna boca abajo muere.' },
    { id: 'witch', name: 'Bruja', text: 'Quien la tiene, o la ha tenido alguna vez, es bruja hasta el final. Si se revela, su dueño muere. El pueblo gana cuando todas están boca arriba.' },
    { id: 'not', name: 'No es bruja', text: 'No pasa nada al revelarla, salvo que fuera la última boca abajo de su dueño: entonces muere.' },
    { id: 'constable', name: 'Alguacil', text: 'Quien la tiene boca abajo da el mazo cada noche a otro jugador. Revelada, no mata a nadie, pero ya no hay Alguacil. Se puede ser Alguacil y bruja a la vez.' },
    { id: 'gavel', name: 'El mazo', text: 'El Alguacil se lo da de noche a otro jugador, nunca a sí mismo: ese jugador no puede morir asesinado esa noche. Se ve por la mañana.' },
    { id: 'kill', name: 'Carta de Asesinato', text: 'Hay una por personaje en juego. De noche las brujas eligen la de su víctima; se revela por la mañana.' },
    { id: 'threshold', name: 'Acusaciones', text: 'Las rojas delante de un jugador. Con 7 (8 contra George Burroughs) quien puso la última revela una de sus cartas de Juicio y todas las rojas se descartan.' },
    { id: 'deck', name: 'Mazo', text: '59 cartas, con la Noche siempre al fondo. Tras cada Noche se rehace con el descarte barajado.' },
    { id: 'discard', name: 'Descarte', text: 'Boca arriba: todos pueden verlo. Samuel Parris puede tomar de él.' },
    { id: 'hourglass', name: 'Reloj de arena', text: 'Opcional. Si se acaba en un turno, el jugador roba 2 (o termina si ya jugó); en la segunda vuelta de la noche cierra la confesión.' },
  ],
  en: [
    { id: 'tryal', name: 'Tryal card', text: 'Each player has a face-down row and only they know what it says. They are revealed by accusations, the Conspiracy, confessions and death. A player left with none face down dies.' },
    { id: 'witch', name: 'Witch', text: 'Whoever holds it, or has ever held it, is a witch until the end. Revealed, its holder dies. The town wins when all of them are face up.' },
    { id: 'not', name: 'Not a Witch', text: 'Nothing happens when it is revealed, unless it was its holder’s last face-down card: then they die.' },
    { id: 'constable', name: 'Constable', text: 'Whoever holds it face down gives the gavel to another player every night. Revealed, it kills nobody, but there is no Constable any more. A player may be Constable and witch at once.' },
    { id: 'gavel', name: 'The gavel', text: 'At night the Constable gives it to another player, never to themself: that player cannot be killed that night. It is shown in the morning.' },
    { id: 'kill', name: 'Kill card', text: 'One per character in play. At night the witches pick their victim’s; it is revealed in the morning.' },
    { id: 'threshold', name: 'Accusations', text: 'The red cards in front of a player. At 7 (8 against George Burroughs) whoever placed the last one reveals one of their Tryal cards and every red card is discarded.' },
    { id: 'deck', name: 'Deck', text: '59 cards, with the Night always at the bottom. After each Night it is rebuilt from the shuffled discard pile.' },
    { id: 'discard', name: 'Discard pile', text: 'Face up: everyone may look at it. Samuel Parris may take from it.' },
    { id: 'hourglass', name: 'Hourglass', text: 'Optional. If it runs out on a turn, the player draws 2 (or ends the turn if they played); on the night’s second pass it closes the confession.' },
  ],
};

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
