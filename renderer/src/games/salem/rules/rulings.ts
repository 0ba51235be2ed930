/**
 * The rulings of play of docs/rulings/salem.md (S1–S79: the table at one screen, setup and the
 * day, dawn, night and Conspiracy) in plain words, under their own ids; the full reasoning, the
 * seed's words and the tests are in that file. S80 and up rule on the bots, the screens and the
 * saves, not on how the game is played (S109).
 */
import type { RulingNote } from '../../../components/rules-types';

export const salemRulingsEs: readonly RulingNote[] = [
  { id: 'S1', title: 'Izquierda, derecha y orden de juego', text: 'Se juega en el orden de los puestos. Tu izquierda es el siguiente jugador vivo en ese orden y tu derecha, el anterior. Los muertos se saltan siempre.' },
  { id: 'S2', title: 'El amanecer y la noche en una pantalla', text: 'Cada jugador vivo toma el dispositivo a solas dos veces, con pantallas de la misma forma y opciones para todos los papeles. Las brujas proponen y luego confirman; si no coinciden, manda la más señalada y un empate lo decide el sorteo. La confesión se pregunta en privado en la segunda vuelta, y el mazo del Alguacil se ve por la mañana. Lo respondido de noche no se deshace.' },
  { id: 'S3', title: 'La toma a ciegas de la Conspiración', text: 'Velada elige al azar qué carta de Juicio toma cada uno del jugador de su izquierda: quien toma no ve las cartas, así que es lo mismo. Cada uno lee en privado qué ha recibido.' },
  { id: 'S4', title: 'La Piedad', text: 'Como dice la carta: no se pueden jugar cartas rojas sobre quien la tiene. El Chivo expiatorio sí puede pasarle cartas rojas, y la Coartada de Will Griggs jugada como Testigo no es roja. La otra impresión (umbral doble) es una variante.' },
  { id: 'S5', title: 'El reloj de arena', text: 'Opcional. Lo gira la pantalla; si se acaba en un turno, se roban 2 cartas (o se termina si ya se jugó); en la segunda vuelta de la noche, la respuesta se envía sin confesión.' },
];

export const salemRulingsEn: readonly RulingNote[] = [
  { id: 'S1', title: 'Left, right and play order', text: 'Play follows the seats in order. Your left is the next living player in that order and your right the previous one. The dead are always skipped.' },
  { id: 'S2', title: 'Dawn and night at one screen', text: 'Every living player takes the device alone twice, with screens of the same shape and options for every role. The witches propose, then confirm; if they disagree, the player pointed at most is chosen and a tie is settled by the draw. The confession is asked in private on the second pass, and the Constable’s gavel is shown in the morning. Night answers cannot be undone.' },
  { id: 'S3', title: 'The blind take at Conspiracy', text: 'Velada picks at random which Tryal card each player takes from the player on their left: the taker cannot see the cards, so it is the same. Each player reads in private what they received.' },
  { id: 'S4', title: 'Piety', text: 'As the card says: no red card may be played on its holder. Scapegoat may still move red cards onto them, and Will Griggs’ Alibi played as a Witness is not red. The other printing (double threshold) is a variant.' },
  { id: 'S5', title: 'The hourglass', text: 'Optional. The screen turns it; when it runs out on a turn, 2 cards are drawn (or the turn ends if cards were played); on the night’s second pass the answer goes in without a confession.' },
];
