/**
 * Cómo se juega a Salem 1692 (2.ª edición), en palabras llanas, con las decisiones de
 * docs/rulings/salem.md ya aplicadas. Escrito a partir de la semilla (shared/seeds/003_…) y del
 * resumen (shared/reference/grizzled-salem.md, parte B). Las variantes se leen de i18n/es.ts.
 */
import type { RulesSection } from '../../../components/rules-types';
import { salemEs } from '../i18n/es';

const v = salemEs.variants;

export const howToEs: readonly RulesSection[] = [
  {
    id: 'goal',
    title: 'Objetivo',
    paragraphs: [
      'Salem, 1692. Entre los vecinos se esconden brujas. Cada jugador tiene delante una fila de cartas de Juicio boca abajo: casi todas dicen «No es bruja», alguna dice «Bruja» y una dice «Alguacil». El pueblo gana si salen a la luz todas las cartas de Bruja; las brujas ganan si todos los vivos son de su bando.',
      'Quien tiene, o ha tenido alguna vez, una carta de Bruja es bruja hasta el final, aunque la pierda. Velada hace de moderador: reparte, guarda los secretos y dirige el amanecer y las noches.',
    ],
  },
  {
    id: 'setup',
    title: 'Preparación',
    paragraphs: [
      'Cada jugador recibe sus cartas de Juicio boca abajo y las mira en secreto. Según el número de jugadores (No es bruja / Bruja / Alguacil, y cartas por cabeza): 4: 18/1/1, 5 cada uno · 5: 23/1/1, 5 · 6: 27/2/1, 5 · 7: 32/2/1, 5 · 8: 29/2/1, 4 · 9: 33/2/1, 4 · 10: 27/2/1, 3 · 11: 30/2/1, 3 · 12: 33/2/1, 3.',
      'Cada uno recibe un personaje, a la vista de todos, con su habilidad. Con 7 jugadores o menos se puede repartir 2 a cada uno y que se quede con 1.',
      'Del mazo de 59 cartas se apartan la Noche, la Conspiración y el Gato Negro; se reparten 3 cartas a cada uno, la Conspiración se baraja con el resto y la Noche va al fondo. El Gato Negro espera junto al mazo.',
    ],
  },
  {
    id: 'dawn',
    title: 'El amanecer',
    paragraphs: [
      'Solo al principio. Todos «cierran los ojos»: las brujas se reconocen y eligen juntas quién recibe el Gato Negro (pueden elegir a una de ellas). Quien lo recibe empieza, y el juego sigue en el sentido de las agujas del reloj. Al amanecer no muere nadie.',
    ],
  },
  {
    id: 'turn',
    title: 'Tu turno',
    paragraphs: [
      'Haz una de dos cosas: robar 2 cartas, y tu turno termina; o jugar una o más cartas de tu mano, cada una sobre otro jugador (nunca sobre ti), y terminar sin robar.',
      'Las cartas negras se juegan en cuanto se roban y cuentan como una de las 2; si la Noche sale en el primer robo, después de la Noche robas la que falta. Una carta negra robada fuera de tu turno (Ann Putnam, Rebecca Nurse) también se resuelve en el acto y luego se sigue.',
      'Colores: las rojas (acusaciones) se quedan delante del acusado hasta que se revela una carta de Juicio suya; las verdes se descartan al usarse; las azules se quedan delante hasta que su dueño muere, su efecto pasa u otra carta las quita; las negras se juegan al robarlas.',
      'Con reloj de arena: si se acaba antes de que actúes, robas 2 cartas, o terminas el turno si ya has jugado alguna. Quien está en el Cepo se salta su turno.',
    ],
  },
  {
    id: 'accusations',
    title: 'Acusaciones y revelaciones',
    paragraphs: [
      'Las cartas rojas se suman delante del acusado: Acusación 1, Evidencia 3, Testigo 7. Al llegar a 7 (8 contra George Burroughs; la Evidencia vale 1 contra Cotton Mather), quien puso la última elige una carta de Juicio boca abajo del acusado y se revela. Después se descartan todas las rojas que tenía delante: lo que sobra no cuenta para la siguiente.',
      'Si sale Bruja, ese jugador muere. Si sale Alguacil, deja de haber Alguacil, pero nadie muere. Si sale No es bruja, no pasa nada, salvo que fuera su última carta boca abajo: entonces muere.',
    ],
  },
  {
    id: 'death',
    title: 'La muerte',
    paragraphs: [
      'Un jugador muere cuando se revelan todas sus cartas de Juicio, cuando se revela una Bruja suya o cuando lo matan de noche. Se revelan sus cartas de Juicio, se descartan su mano y lo que tenía delante (John Proctor se lleva lo que dice su habilidad) y se anuncia si fue bruja alguna vez. Si tenía pareja de Casamentero, la pareja muere con él. Los muertos ya no juegan.',
    ],
  },
  {
    id: 'conspiracy',
    title: 'La Conspiración',
    paragraphs: [
      'Quien la roba elige una carta de Juicio boca abajo de quien tiene el Gato Negro y se revela (si lo tiene él, elige una suya; Mary Warren es inmune al Gato Negro). Después cada jugador vivo toma a ciegas una carta de Juicio boca abajo del jugador de su izquierda, todos a la vez, y mira en privado la que ha recibido.',
      'Quien recibe una Bruja es bruja desde ese momento; quien la entrega lo sigue siendo. Quien recibe el Alguacil es el nuevo Alguacil; quien lo entrega deja de serlo.',
    ],
  },
  {
    id: 'night',
    title: 'La Noche',
    paragraphs: [
      'Todos «cierran los ojos». Las brujas eligen juntas a quién matar (también puede ser una bruja). El Alguacil, si lo hay y su carta sigue boca abajo, da el mazo a otro jugador, nunca a sí mismo: ese jugador no puede morir esa noche. Cualquiera puede confesar revelando una de sus propias cartas de Juicio boca abajo (William Phips, una vez, sin revelar ninguna): quien confiesa no muere esa noche, pero si revela una Bruja, muere por ella.',
      'Por la mañana se ven las confesiones, la carta de Asesinato y quién tiene el mazo. La víctima muere salvo que tenga el mazo o el Asilo o haya confesado; su pareja de Casamentero muere con ella aunque se hubiera salvado. Después el descarte se baraja en un mazo nuevo con la Noche al fondo y el día sigue donde se quedó.',
    ],
  },
  {
    id: 'oneScreen',
    title: 'El amanecer y la noche en una sola pantalla',
    paragraphs: [
      'Velada hace de moderador. Cada jugador vivo toma el dispositivo a solas, por turnos y dos veces: desde quien robó la Noche, o desde el primer puesto al amanecer. Todas las pantallas tienen la misma forma, las mismas opciones y la misma duración mínima, sea cual sea el papel, y suenan igual: nadie se delata por lo que ve, por lo que tarda ni por cuándo le toca.',
      'Primera vuelta: una pregunta. Las brujas proponen a la víctima (al amanecer, a quién dar el Gato Negro) y ven lo que han propuesto las demás; los demás contestan una pregunta señuelo con las mismas opciones. Segunda vuelta: las brujas confirman; de noche hay además la pregunta del Alguacil (a quién da el mazo; los demás, otro señuelo) y la confesión para todos.',
      'Si las brujas no coinciden, se elige al más señalado, y un empate lo decide el sorteo de la partida. Las respuestas de la noche no se pueden deshacer, como un gesto hecho con los ojos cerrados.',
    ],
  },
  {
    id: 'win',
    title: 'Cómo se gana',
    paragraphs: [
      'El pueblo (quien nunca tuvo una carta de Bruja) gana en cuanto todas las cartas de Bruja de la partida están boca arriba, aunque alguna bruja siga viva. Las brujas ganan en cuanto todos los jugadores vivos son de su bando. Se comprueba después de cada suceso, y si uno solo cumple las dos cosas, gana el pueblo; ser más que el otro bando no basta.',
    ],
  },
  {
    id: 'lose',
    title: 'Cómo se pierde',
    paragraphs: [
      'Pierde el bando contrario, también los muertos de ese bando. Quien se vuelve bruja en una Conspiración juega desde entonces con las brujas: si así todos los vivos son brujas, ganan ellas.',
    ],
  },
  {
    id: 'variants',
    title: 'Variantes',
    paragraphs: [
      'Se eligen al crear la partida; todas empiezan desactivadas.',
      ...Object.values(v).map((x) => `${x.name}: ${x.help}`),
    ],
  },
  {
    id: 'rulings',
    title: 'Aclaraciones',
    paragraphs: [
      'Lo que el reglamento deja abierto (quién despierta como bruja, cómo se ponen de acuerdo, Casamenteros dobles, John Proctor, la Piedad…) lo decide Velada siempre igual. La lista, en palabras llanas, está en la pestaña Aclaraciones; cada decisión, con las palabras de la semilla, el porqué y su prueba, está en docs/rulings/salem.md.',
    ],
  },
];
