/**
 * Reglas de Silentes en español, en palabras llanas: cómo se juega, la referencia de cada
 * carta y elemento de la mesa, y las decisiones de docs/rulings/silentes.md. Escrito a partir
 * de la semilla (shared/seeds/000_…) con las decisiones ya aplicadas: lo que dice aquí es lo
 * que hace el motor. Los ids de la referencia son los del motor (M0, B1…) o los de
 * entry-for.ts (hunt-B, noise…).
 */
import type { GameRulesText } from '../../../components/rules-types';

export const silentesRulesEs: GameRulesText = {
  title: 'Silentes',
  howTo: [
    {
      id: 'goal',
      title: 'Objetivo',
      paragraphs: [
        'Sois dos supervivientes escondidos de los Silentes, demonios ciegos que cazan por el oído. Jugáis juntos contra el juego.',
        'Ganáis si aguantáis hasta que se agote el Mazo de Caza. Perdéis en cuanto el Medidor de Ruido llega a 15.',
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      paragraphs: [
        'La baraja de tarot se divide en tres mazos: 22 Arcanos Mayores (presagios), 12 provisiones (los Ases, 2 y 3) y 44 cartas de caza (del 4 al Rey).',
        'Ocho cartas de caza forman el mapa: dos filas de cuatro refugios. El palo de cada refugio es su zona. Cada uno roba 5 cartas y coloca su ficha en un refugio.',
      ],
    },
    {
      id: 'turn',
      title: 'Una ronda',
      paragraphs: [
        'Fase 1, los supervivientes: cada uno, por turno, hace una acción. Moverse y ocultarse: vas a un refugio vecino (no en diagonal) y juegas una carta del mismo palo; su valor es tu silencio. Atrincherarse: no te mueves y usas la mitad de la carta con la que te ocultaste la ronda anterior, si aún la tienes. Buscar provisiones: silencio 0 y robas una provisión. Hacer ruido: descartas una carta de caza y eliges una zona; si la caza va allí, se anula.',
        'Fase 2, los Silentes: se revela la primera carta de caza. Su palo es la zona que rastrean y su valor, su percepción. Un Rey trae además un presagio.',
        'Fase 3, el presagio (solo con un Rey): se revela un Arcano Mayor y se aplica al momento, antes de la caza del Rey.',
        'Fase 4, resolución: quien esté en un refugio de la zona cazada compara su silencio con la percepción. Si tu silencio es mayor, te libras: recuperas tu carta y robas una provisión. Si no, suma la diferencia al ruido y pierdes la carta.',
        'Al final de la ronda cada uno roba hasta tener 5 cartas en la mano (las provisiones cuentan) y empieza la ronda siguiente con el otro jugador.',
      ],
    },
    {
      id: 'provisions',
      title: 'Provisiones',
      paragraphs: [
        'Las provisiones son objetos de un solo uso. Se juegan en su momento, aunque no sea tu turno: en la mesa aparece «Jugar provisión» para quien tenga alguna.',
        'Antes de que llegue el ruido, Velada pregunta a cada uno que tenga provisiones si quiere jugar alguna. Cuántas provisiones tiene cada mano es público; cuáles, no.',
      ],
    },
    {
      id: 'win',
      title: 'Cómo se gana',
      paragraphs: [
        'Ganáis cuando el Mazo de Caza se queda vacío al final de una ronda, o cuando hay que revelar una carta de caza y no queda ninguna.',
        'También ganáis si sale El Mundo y ya no puede revelarse ningún otro presagio.',
      ],
    },
    {
      id: 'lose',
      title: 'Cómo se pierde',
      paragraphs: ['Perdéis en el mismo momento en que el Medidor de Ruido llega a 15, sea por una caza, un presagio o La Torre.'],
    },
  ],
  reference: [
    {
      id: 'table',
      title: 'La mesa',
      entries: [
        { id: 'noise', name: 'Medidor de Ruido', text: 'Va de 0 a 15. Sube con cada comparación fallada y con algunos presagios; si llega a 15, perdéis al instante.' },
        { id: 'shelter', name: 'Refugio', text: 'Una carta de caza del mapa. Su palo es su zona: solo puedes ocultarte en él con una carta de ese palo. Se llega desde un refugio vecino en línea recta, nunca en diagonal.' },
        { id: 'token', name: 'Ficha de superviviente', text: 'Dónde está cada superviviente. Dos supervivientes pueden compartir refugio.' },
        { id: 'barricade', name: 'Barrera Improvisada en el refugio', text: 'Quien se oculte o se atrinchere en este refugio suma +3 de silencio en la comparación de esta ronda. Se descarta al final de la ronda.' },
        { id: 'mirror', name: 'Espejo Roto en el refugio', text: 'Si la caza cae en la zona de este refugio, su dueño la desvía a la zona de un refugio vecino de otro palo. Se queda hasta que desvía una caza.' },
        { id: 'huntDeck', name: 'Mazo de Caza', text: 'El reloj de la partida: 44 cartas del 4 al Rey. Cada ronda se revela una. Cuando se agota, ganáis.' },
        { id: 'huntCard', name: 'Carta de caza revelada', text: 'Su palo es la zona que rastrean los Silentes y su valor es su percepción (Paje 11, Caballero 12, Reina 13, Rey 14). Un Rey trae un presagio.' },
        { id: 'huntDiscard', name: 'Descarte de caza', text: 'Las cartas de caza ya usadas: las reveladas en cada caza, las anuladas y las del mapa que se descartan. No vuelven a la partida.' },
        { id: 'provisionDeck', name: 'Mazo de Provisiones', text: '12 provisiones. Se roba una al buscar provisiones o al superar una comparación.' },
        { id: 'omenDeck', name: 'Mazo de Presagios', text: 'Los 22 Arcanos Mayores. Solo se revela uno cuando la caza es un Rey que no se ha anulado.' },
        { id: 'discard', name: 'Pila de descarte', text: 'Cada superviviente tiene la suya y es pública: cartas perdidas al fallar, descartes de distracción y provisiones usadas. Comida Enlatada y La Estrella recuperan cartas de aquí.' },
        { id: 'hand', name: 'Mano', text: 'Tus cartas. Al final de cada ronda robas hasta tener 5, contando las provisiones. Del otro se ve cuántas cartas y cuántas provisiones tiene, no cuáles.' },
        { id: 'faceDown', name: 'Carta boca abajo', text: 'Una carta que no puedes ver: está en la mano de otro o en un mazo.' },
      ],
    },
    {
      id: 'hunt',
      title: 'Cartas de caza',
      entries: [
        { id: 'hunt-B', name: 'Cartas de Bastos', text: 'Zona: Ruinas Industriales. Valor 4 a 10, Paje 11, Caballero 12, Reina 13, Rey 14. En la mano, su valor es tu silencio al ocultarte en un refugio de Bastos; en la caza, es la percepción.' },
        { id: 'hunt-C', name: 'Cartas de Copas', text: 'Zona: Zonas Residenciales. Valor 4 a 10, Paje 11, Caballero 12, Reina 13, Rey 14. En la mano, su valor es tu silencio al ocultarte en un refugio de Copas; en la caza, es la percepción.' },
        { id: 'hunt-E', name: 'Cartas de Espadas', text: 'Zona: Infraestructura Colapsada. Valor 4 a 10, Paje 11, Caballero 12, Reina 13, Rey 14. En la mano, su valor es tu silencio al ocultarte en un refugio de Espadas; en la caza, es la percepción.' },
        { id: 'hunt-O', name: 'Cartas de Oros', text: 'Zona: Sótanos y Alcantarillas. Valor 4 a 10, Paje 11, Caballero 12, Reina 13, Rey 14. En la mano, su valor es tu silencio al ocultarte en un refugio de Oros; en la caza, es la percepción.' },
      ],
    },
    {
      id: 'provisions',
      title: 'Provisiones',
      entries: [
        { id: 'B1', name: 'Herramientas Multiuso', text: 'Descártala al moverte y ocultarte para ignorar el palo del refugio: puedes ocultarte con una carta de cualquier palo.' },
        { id: 'B2', name: 'Barrera Improvisada', text: 'Juégala sobre cualquier refugio en la fase 1 o antes de las comparaciones. Esta ronda, quien se oculte o se atrinchere allí suma +3 de silencio.' },
        { id: 'B3', name: 'Lanzar Chatarra', text: 'Descártala justo después de revelarse la carta de caza: esa carta se anula (un Rey anulado no trae presagio) y se revela otra.' },
        { id: 'C1', name: 'Agua Potable', text: 'Descártala en cualquier momento en que haya ruido: el ruido baja 2 puntos.' },
        { id: 'C2', name: 'Botiquín de Primeros Auxilios', text: 'Juégala sobre el otro superviviente: si acepta, roba 2 cartas de caza y después descarta 1 carta de su mano.' },
        { id: 'C3', name: 'Raciones Compartidas', text: 'Descártala: los dos veis las dos manos hasta el final de la ronda.' },
        { id: 'E1', name: 'Daga Afilada', text: 'Descártala justo antes de tu propia comparación: +4 a tu silencio en esa comparación.' },
        { id: 'E2', name: 'Cuerda y Gancho', text: 'Descártala al moverte y ocultarte para ir a cualquier refugio del mapa, aunque no sea vecino.' },
        { id: 'E3', name: 'Espejo Roto', text: 'Juégala sobre un refugio en la fase 1 o justo tras revelarse la caza. Si la caza cae en su zona, la desvías a la zona de un refugio vecino de otro palo.' },
        { id: 'O1', name: 'Comida Enlatada', text: 'Descártala: recupera a tu mano la carta que elijas de tu pila de descarte.' },
        { id: 'O2', name: 'Mapa Desgastado', text: 'Descártala: mira en secreto los 2 primeros presagios y devuélvelos encima en el orden que quieras.' },
        { id: 'O3', name: 'Amuleto de la Suerte', text: 'Descártala justo después de fallar tu comparación: no sumas ese ruido, aunque la carta con la que te ocultaste se pierde igual.' },
      ],
    },
    {
      id: 'omens',
      title: 'Presagios (Arcanos Mayores)',
      entries: [
        { id: 'M0', name: 'El Loco · Paso en Falso', text: 'Quien tenga la mano más grande (todas las cartas cuentan) tropieza: +1 de ruido, una sola vez aunque haya empate.' },
        { id: 'M1', name: 'El Mago · Ingenio', text: 'Se pregunta a cada superviviente, por turno, qué provisiones da al otro: podéis intercambiar las que queráis, o ninguna.' },
        { id: 'M2', name: 'La Sacerdotisa · Secreto', text: 'El próximo presagio que se revele se ignora por completo.' },
        { id: 'M3', name: 'La Emperatriz · Refugio Fértil', text: 'Se roban 2 provisiones y quien empezó la ronda las reparte como quiera.' },
        { id: 'M4', name: 'El Emperador · Orden en el Caos', text: 'El ruido baja 3 puntos.' },
        { id: 'M5', name: 'El Hierofante · Lección Aprendida', text: 'Los dos veis las 3 primeras cartas de caza; quien empezó la ronda las devuelve en el orden que quiera.' },
        { id: 'M6', name: 'Los Enamorados · Sacrificio', text: 'Esta ronda, cuando uno vaya a recibir ruido, el otro puede recibir 2 de ruido en su lugar y anular el suyo.' },
        { id: 'M7', name: 'El Carro · Huida Audaz', text: 'Cada uno, por turno, puede mover su ficha a cualquier refugio sin gastar acción, o quedarse. La carta de silencio viaja con él.' },
        { id: 'M8', name: 'La Fuerza · Voluntad de Hierro', text: 'La próxima ronda, quien se oculte o se atrinchere suma +2 de silencio. Quien busca o hace ruido sigue en 0.' },
        { id: 'M9', name: 'El Ermitaño · Eco Solitario', text: 'La caza de esta ronda se cancela: un momento de calma.' },
        { id: 'M10', name: 'La Rueda de la Fortuna · Giro Inesperado', text: 'Se lanza una moneda: cara, el ruido baja a 0; sello, el ruido se duplica (como mucho 15, y entonces perdéis).' },
        { id: 'M11', name: 'La Justicia · Causa y Efecto', text: 'Quien más ruido ha causado en la partida descarta una provisión (con empate, cada empatado). Si nadie ha causado ruido, cada uno roba una provisión.' },
        { id: 'M12', name: 'El Colgado · Nueva Perspectiva', text: 'La próxima ronda, los refugios de Espadas cuentan como de Copas y los de Copas como de Espadas.' },
        { id: 'M13', name: 'La Muerte · El Fin de un Ciclo', text: 'Las 8 cartas del mapa se descartan y se reponen con 8 nuevas del Mazo de Caza (también los refugios destruidos). Barreras y espejos van al descarte de su dueño.' },
        { id: 'M14', name: 'La Templanza · Paciencia', text: 'Al final de esta ronda robáis hasta 6 cartas en lugar de 5.' },
        { id: 'M15', name: 'El Diablo · Desesperación', text: 'Nadie puede jugar provisiones hasta que se revele el próximo presagio.' },
        { id: 'M16', name: 'La Torre · El Colapso', text: 'El refugio de mayor valor se destruye (con empate, el primero en orden de lectura). Quien esté allí huye a uno vecino y suma 2 de ruido.' },
        { id: 'M17', name: 'La Estrella · Un Hilo de Esperanza', text: 'Cada uno puede recuperar una carta de su pila de descarte a la mano.' },
        { id: 'M18', name: 'La Luna · Confusión y Pavor', text: 'Esta ronda, las cartas jugadas para el silencio valen 2 puntos menos (antes de partir por la mitad al atrincherarse).' },
        { id: 'M19', name: 'El Sol · Amanecer Rojo', text: 'La caza de esta ronda alcanza todas las zonas: ningún espejo la desvía.' },
        { id: 'M20', name: 'El Juicio · La Llamada Final', text: 'Si quedan 10 cartas de caza o menos, el ruido baja a la mitad (redondeando hacia abajo); si quedan más, +3 de ruido.' },
        { id: 'M21', name: 'El Mundo · Sobrevivir un Día Más', text: 'Si ya no puede revelarse ningún otro presagio (no quedan Reyes en el Mazo de Caza), ganáis al instante. Si no, no hace nada.' },
      ],
    },
  ],
  rulings: [
    { id: 'R1', title: 'Quién empieza', text: 'El primer puesto empieza la ronda 1; después, quien empieza se alterna cada ronda.' },
    { id: 'R3', title: 'Moverse y ocultarse siempre mueve', text: 'Tienes que ir a otro refugio vecino. Quedarte donde estás es atrincherarse.' },
    { id: 'R4', title: 'El palo que cuenta', text: 'La carta debe ser del palo de la zona del refugio esta ronda (con El Colgado, Espadas y Copas se intercambian). Las provisiones no sirven como silencio.' },
    { id: 'R5', title: 'Atrincherarse', text: 'Solo si la ronda anterior te ocultaste con una carta que aún tienes en la mano. Tu silencio es la mitad de su valor, redondeando hacia abajo. Si fallas, esa carta se pierde.' },
    { id: 'R6', title: 'Buscar con el mazo vacío', text: 'Puedes buscar aunque no queden provisiones: no robas nada, pero siempre tienes una acción posible.' },
    { id: 'R7', title: 'Hacer ruido anula la carta', text: 'Si la caza es del palo que elegiste, la carta se anula: no hay caza y, si era un Rey, tampoco presagio. No se revela otra.' },
    { id: 'R8', title: 'Tamaño de la mano', text: 'Todas las cartas de la mano cuentan para las 5 del robo, provisiones incluidas. Con 5 o más no robas.' },
    { id: 'R10', title: 'El presagio va antes de la caza del Rey', text: 'Con un Rey, primero se aplica el presagio y después se resuelve la caza con percepción 14, para que presagios como El Sol o El Ermitaño afecten a esa caza.' },
    { id: 'R12', title: 'Empate es fallo', text: 'Si tu silencio es igual a la percepción, fallas: sumas 0 de ruido, pero pierdes la carta.' },
    { id: 'R13', title: 'Quien busca o hace ruido también puede ser cazado', text: 'Su silencio es 0: si la caza llega a su zona, suma toda la percepción al ruido (no pierde carta).' },
    { id: 'R14', title: 'Premio al sigilo', text: 'Todo superviviente que supera su comparación roba una provisión, también si estaba atrincherado.' },
    { id: 'R16', title: 'El Loco con empate', text: 'Con empate de manos se suma 1 de ruido una sola vez, a cuenta del primero en el orden de turno.' },
    { id: 'R17', title: 'El Mago pregunta a los dos', text: 'Se pregunta a cada uno, por turno y con las mismas palabras, aunque no tenga provisiones: así la pregunta no delata ninguna mano.' },
    { id: 'R18', title: 'La Sacerdotisa y El Diablo', text: 'Revelar cualquier presagio, incluso uno ignorado, termina la prohibición de El Diablo.' },
    { id: 'R22', title: 'Presagios de la próxima ronda', text: 'La Fuerza, El Colgado y La Templanza actúan en la ronda siguiente a la que salieron (La Templanza, en el robo del final de esta ronda).' },
    { id: 'R23', title: 'La Fuerza solo ayuda a quien se esconde', text: 'El +2 es para quien se oculta o se atrinchera; quien busca o hace ruido sigue con silencio 0.' },
    { id: 'R26', title: 'La Justicia cuenta el ruido exacto', text: 'Se cuenta el ruido que ha causado cada uno en la partida, no «a ojo».' },
    { id: 'R27', title: 'Quien empieza decide por el grupo', text: 'Cuando un presagio pide una sola decisión del grupo (orden del Hierofante, reparto de la Emperatriz), la toma quien empezó la ronda.' },
    { id: 'R29', title: 'La Torre', text: 'Con empate de valor cae el primero en orden de lectura. Quien huye lleva consigo su carta de silencio.' },
    { id: 'R34', title: 'El Mundo', text: 'Solo hay 4 Reyes, así que nunca salen los 22 presagios: El Mundo gana si ya no puede revelarse ningún otro.' },
    { id: 'R35', title: 'Cuándo se juegan provisiones', text: 'En el turno de cualquiera y en las ventanas de respuesta (tras revelar la caza, antes del ruido de un presagio y antes de sumar el ruido de un fallo). Cada ventana pregunta a todo el que tenga provisiones, en orden de turno, para no delatar qué tiene.' },
    { id: 'R37', title: 'Barrera Improvisada', text: 'Protege el refugio: vale también para quien llega allí con El Carro o La Torre, pero no para quien busca o hace ruido.' },
    { id: 'R42', title: 'Espejo Roto', text: 'La zona vecina es la de un refugio junto al del espejo (no en diagonal) y de otro palo. Si solo hay una, se desvía allí sin preguntar.' },
    { id: 'R45', title: 'Amuleto de la Suerte', text: 'Anula el ruido del fallo, pero la carta con la que te ocultaste se pierde igualmente.' },
    { id: 'R46', title: 'Deshacer', text: 'Quien hizo la última jugada puede deshacerla mientras no se haya robado, mirado, revelado ni lanzado la moneda desde entonces.' },
    { id: 'R48', title: 'Provisiones a la vista', text: 'Cuántas provisiones tiene cada mano es público; cuáles, no.' },
  ],
};
