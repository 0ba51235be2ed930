/**
 * Reglas de The Grizzled en español, en palabras llanas: cómo se juega, la referencia de cada
 * carta, ficha y contador, y las decisiones de docs/rulings/grizzled.md. Escrito a partir de la
 * semilla (shared/seeds/001_…) y del resumen (shared/reference/grizzled-salem.md, parte A) con
 * las decisiones ya aplicadas. Los ids de la referencia son los del motor (HK01, X01…) o los de
 * entry-for.ts (threat, trap, L…).
 */
import type { GameRulesText } from '../../../components/rules-types';

export const grizzledRulesEs: GameRulesText = {
  title: 'The Grizzled',
  howTo: [
    {
      id: 'goal',
      title: 'Objetivo',
      paragraphs: [
        'Sois de 2 a 5 amigos en las trincheras de la Gran Guerra y jugáis juntos. Tenéis que superar misión tras misión hasta vaciar la pila de Pruebas (la Paz) sin que nadie se rompa y sin agotar la Moral.',
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      paragraphs: [
        'Cada uno tiene un Grizzled con su amuleto y 3 fichas de apoyo secretas. Las 59 cartas se barajan: 25 forman la pila de Pruebas y el resto, la Reserva de Moral.',
        'Con 2 jugadores, la regla oficial añade al Capellán, que da y recibe apoyo, y la pila de Pruebas empieza con 20 cartas.',
      ],
    },
    {
      id: 'mission',
      title: 'Una misión',
      paragraphs: [
        'Preparación: el líder elige la intensidad (al menos 3 en la primera misión, al menos 1 después) y cada uno recibe ese número de cartas de las Pruebas. Las cartas que ya tenías se quedan en tu mano.',
        'Misión: por turnos, empezando por el líder, cada uno que siga en la misión hace una sola acción. Jugar una carta: una amenaza va a la Tierra de Nadie y un Golpe Duro se queda delante de ti. Usar el amuleto: quita de la Tierra de Nadie una carta con su amenaza. Dar un discurso: nombra una amenaza y cada uno de los demás puede descartar una carta con ella. Retirarse: dejas boca abajo una ficha de apoyo y no juegas más en esta misión.',
        'La misión fracasa en cuanto hay 3 amenazas iguales a la vista (Tierra de Nadie más los Traumas y Fobias de quien sigue dentro): esas cartas vuelven a las Pruebas. Se supera cuando todos se han retirado: las cartas de la Tierra de Nadie salen del juego.',
        'Apoyo: se revelan las fichas y cada una va a quien señala. Quien reciba más que nadie descarta 2 Golpes Duros o recupera su amuleto (tras un fracaso, solo 1 Golpe Duro).',
        'Bajada de moral: por cada carta que quede en las manos pasa una carta de la Reserva de Moral a las Pruebas, como mínimo 3. El liderazgo pasa al siguiente y el antiguo líder recibe una ficha de discurso si queda alguna.',
      ],
    },
    {
      id: 'win',
      title: 'Cómo se gana',
      paragraphs: ['Ganáis cuando, tras el apoyo, la pila de Pruebas está vacía y nadie tiene cartas en la mano: la guerra ha terminado.'],
    },
    {
      id: 'lose',
      title: 'Cómo se pierde',
      paragraphs: [
        'Perdéis si alguien acumula 4 Golpes Duros (Herido cuenta dos), que se comprueba antes que la victoria.',
        'También perdéis en cuanto la Reserva de Moral se vacía y asoma el Monumento.',
      ],
    },
  ],
  reference: [
    {
      id: 'table',
      title: 'La mesa',
      entries: [
        { id: 'trials', name: 'Pila de Pruebas (la Paz)', text: 'Las cartas que quedan por superar. De aquí se reparte al empezar cada misión. Si se vacía y nadie tiene cartas, ganáis.' },
        { id: 'morale', name: 'Reserva de Moral (el Monumento)', text: 'En cada bajada de moral pasan de aquí a las Pruebas tantas cartas como queden en las manos, como mínimo 3. Si se vacía, perdéis.' },
        { id: 'nml', name: 'Tierra de Nadie', text: 'Donde van las cartas de amenaza jugadas. Si hay 3 amenazas iguales, la misión fracasa.' },
        { id: 'threatCounter', name: 'Contador de amenazas', text: 'Cuántas veces está a la vista cada amenaza: Tierra de Nadie más los Traumas y Fobias de quien sigue en la misión. Con 3 iguales, la misión fracasa.' },
        { id: 'leader', name: 'Ficha de líder', text: 'El líder elige la intensidad y juega primero. Pasa al siguiente en cada bajada de moral; el antiguo líder recibe entonces una ficha de discurso si queda alguna.' },
        { id: 'speech', name: 'Ficha de discurso', text: 'Gástala en tu turno para nombrar una amenaza: cada uno de los demás que siga en la misión puede descartar una carta de su mano con esa amenaza. La ficha sale del juego (con 2 jugadores vuelve a la reserva).' },
        { id: 'charm', name: 'Amuleto', text: 'Cada Grizzled tiene uno con una amenaza. En tu turno, quita de la Tierra de Nadie una carta que muestre esa amenaza; después queda usado hasta que lo recuperes con el apoyo.' },
        { id: 'knocks', name: 'Golpes Duros', text: 'Las cartas de Golpe Duro delante de un jugador. Con 4 símbolos (Herido cuenta dos), el grupo pierde.' },
        { id: 'hand', name: 'Mano', text: 'Tus cartas de Pruebas: son secretas y las que no juegues se quedan para la misión siguiente.' },
        { id: 'supportTiles', name: 'Fichas de apoyo', text: 'Secretas. Al retirarte dejas una boca abajo; tras la misión se revela y va al jugador que señala, que se la queda.' },
        { id: 'placedTile', name: 'Ficha de apoyo boca abajo', text: 'La ficha que alguien dejó al retirarse. Nadie más la ve hasta el apoyo.' },
        { id: 'chaplain', name: 'El Capellán', text: 'Tercer participante en la partida de dos: nunca recibe cartas ni lidera, se retira desde el principio con una ficha al azar y recibe y da apoyo como los demás.' },
        { id: 'faceDown', name: 'Carta boca abajo', text: 'Una carta que no puedes ver: está en la mano de otro o en una pila.' },
      ],
    },
    {
      id: 'trials',
      title: 'Cartas de Pruebas',
      entries: [
        { id: 'threat', name: 'Carta de amenaza', text: 'Al jugarla va a la Tierra de Nadie con sus amenazas (Lluvia, Nieve, Noche, Obús, Gas, Silbato). Si así hay 3 amenazas iguales, la misión fracasa.' },
        { id: 'trap', name: 'Carta de amenaza con trampa', text: 'Como una carta de amenaza, y además quien la juega desde su mano roba la primera carta de las Pruebas y la juega en el acto (la trampa de esa carta no cuenta). En la variante Novato la trampa no hace nada.' },
        { id: 'X01', name: 'Feliz Navidad', text: 'La única carta buena: al jugarla, descarta un Golpe Duro de cualquier jugador, retirado o no. Después sale del juego.' },
      ],
    },
    {
      id: 'knocks',
      title: 'Golpes Duros',
      entries: [
        { id: 'HK01', name: 'Trauma: Lluvia', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Lluvia más.' },
        { id: 'HK02', name: 'Trauma: Nieve', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Nieve más.' },
        { id: 'HK03', name: 'Trauma: Noche', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Noche más.' },
        { id: 'HK04', name: 'Fobia: Obús', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Obús más.' },
        { id: 'HK05', name: 'Fobia: Gas', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Gas más.' },
        { id: 'HK06', name: 'Fobia: Silbato', text: 'Mientras su dueño siga en la misión, cuenta como una amenaza de Silbato más.' },
        { id: 'HK07', name: 'Herido', text: 'Cuenta como dos Golpes Duros.' },
        { id: 'HK08', name: 'Mudo', text: 'No puede dar discursos (sí dejar su ficha de apoyo).' },
        { id: 'HK09', name: 'Tiránico', text: 'Se queda la ficha de líder en cuanto juega esta carta y la mantiene; mientras, nadie recibe ficha de discurso en la bajada de moral.' },
        { id: 'HK10', name: 'Desmoralizado', text: 'En la bajada de moral pasa una carta más de la Reserva a las Pruebas.' },
        { id: 'HK11', name: 'Frágil', text: 'Mientras siga en la misión, los demás no pueden retirarse si tienen cartas en la mano.' },
        { id: 'HK12', name: 'Miedoso', text: 'En su turno, si una amenaza está a la vista dos veces, debe retirarse.' },
        { id: 'HK13', name: 'Aterrado', text: 'Al retirarse, su ficha de apoyo se elige al azar entre las suyas.' },
        { id: 'HK14', name: 'Frenético', text: 'Tras el reparto de cada misión roba dos cartas más de las Pruebas.' },
        { id: 'HK15', name: 'Egoísta', text: 'La ficha de apoyo que deja siempre vuelve a él, señale a quien señale.' },
        { id: 'HK16', name: 'Cabezota', text: 'No puede retirarse con dos cartas o más en la mano.' },
        { id: 'HK17', name: 'Orgulloso', text: 'Solo puede retirarse con la mano vacía o siendo el último en la misión.' },
        { id: 'HK18', name: 'Torpe', text: 'Al retirarse, roba la primera carta de las Pruebas y la juega (su trampa no cuenta).' },
        { id: 'HK19', name: 'Despistado', text: 'Antes de retirarse elige una de sus fichas de apoyo y la retira del juego.' },
      ],
    },
    {
      id: 'tiles',
      title: 'Fichas de apoyo',
      entries: [
        { id: 'L', name: 'Apoyo a la izquierda', text: 'Va al jugador de tu izquierda: el siguiente en el orden de juego.' },
        { id: 'R', name: 'Apoyo a la derecha', text: 'Va al jugador de tu derecha: el anterior en el orden de juego.' },
        { id: 'LL', name: 'Apoyo doble a la izquierda', text: 'Va al segundo jugador a tu izquierda. Solo se usa con 4 o 5 jugadores.' },
        { id: 'RR', name: 'Apoyo doble a la derecha', text: 'Va al segundo jugador a tu derecha. Solo se usa con 4 o 5 jugadores.' },
      ],
    },
  ],
  rulings: [
    { id: 'G1', title: 'Izquierda y derecha', text: 'La izquierda es el siguiente en el orden de juego y la derecha, el anterior. Con dos jugadores sin Capellán, son la misma persona.' },
    { id: 'G2', title: 'Apoyo tras un fracaso', text: 'Quien reciba más apoyo solo puede descartar un Golpe Duro; no recupera el amuleto.' },
    { id: 'G3', title: 'El primer líder', text: 'Lidera la primera misión quien se escribió en el primer puesto.' },
    { id: 'G4', title: 'Los personajes', text: 'Los seis Grizzled (Anselme: Gas, Charles: Lluvia, Félix: Noche, Gaston: Obús, Gustave: Nieve, Lazare: Silbato) se reparten al azar, uno distinto para cada puesto.' },
    { id: 'G5', title: 'Intensidad máxima', text: 'Como mucho, la que vacía la pila de Pruebas al repartir: más no cambiaría nada.' },
    { id: 'G6', title: 'Nada que repartir', text: 'Si la pila se agota al repartir, se deja de repartir y las manos quedan desiguales.' },
    { id: 'G7', title: 'Frenético', text: 'Roba sus dos cartas de las Pruebas justo después del reparto; si no quedan, nada.' },
    { id: 'G8', title: 'La misión fracasa al instante', text: 'Se comprueba tras cada carta. Una trampa que completa tres amenazas iguales termina la misión antes de robar.' },
    { id: 'G9', title: 'Golpes Duros en conflicto', text: 'En un mismo jugador manda el más antiguo; los del jugador en turno van antes que los de otros (un Miedoso se retira aunque haya un Frágil).' },
    { id: 'G10', title: 'Golpes Duros de un retirado', text: 'Dejan de afectar a la misión en curso, pero sus símbolos siguen contando para los 4.' },
    { id: 'G11', title: 'Efectos fuera de la misión', text: 'Frenético, Egoísta, Desmoralizado y Tiránico actúan aunque su dueño se haya retirado; Despistado, Aterrado y Torpe actúan al retirarse.' },
    { id: 'G12', title: 'Mano vacía', text: 'Con la mano vacía siempre puedes retirarte, aunque un Golpe Duro lo impida.' },
    { id: 'G13', title: 'Cuándo salta el Miedoso', text: 'Las dos amenazas se cuentan como para el fracaso; entonces retirarse es su única acción.' },
    { id: 'G14', title: 'Desmoralizado', text: 'Cada carta suma una más después del mínimo de 3.' },
    { id: 'G15', title: 'Tiránico', text: 'La ficha de líder pasa a su dueño al jugarlo; si se descarta, vuelve a pasar con normalidad en la siguiente bajada de moral.' },
    { id: 'G16', title: 'A quién pregunta un discurso', text: 'A todos los demás que siguen en la misión, en orden y con las mismas palabras, tengan o no la amenaza: así nadie delata su mano. Pasar no deja rastro.' },
    { id: 'G17', title: 'La derrota va antes que la victoria', text: 'Si se vacían las Pruebas pero alguien tiene 4 Golpes Duros, perdéis.' },
    { id: 'G18', title: 'Feliz Navidad', text: 'Quien la juega o la roba elige cualquier Golpe Duro en juego; si no hay ninguno, no hace nada.' },
    { id: 'G19', title: 'Cartas robadas por una trampa o por Torpe', text: 'Un Golpe Duro robado es para quien lo robó, aunque esté retirado.' },
    { id: 'G20', title: 'Pila vacía', text: 'Un robo de trampa, Torpe o Frenético con las Pruebas vacías no hace nada.' },
    { id: 'G21', title: 'La recompensa del apoyo', text: 'Hace falta recibir más que cada uno de los demás: con empate, nadie gana nada. Solo se ofrecen opciones que hagan algo.' },
    { id: 'G22', title: 'El Capellán', text: 'Juega tras el segundo jugador, tiene tres fichas, nunca recibe cartas ni lidera y se retira al principio de cada misión con una ficha al azar. Si es el más apoyado, no pasa nada.' },
    { id: 'G23', title: 'Fichas fuera del juego', text: 'Las no repartidas y las que quita el Despistado no vuelven. Las recibidas se conservan.' },
    { id: 'G24', title: 'Novato', text: 'Sin trampas: la carta va a la Tierra de Nadie, pero no roba nada.' },
    { id: 'G25', title: 'El Monumento', text: 'Primero se mueven las cartas; si la Reserva queda vacía, aunque sea justo, perdéis.' },
    { id: 'G26', title: 'Mudo', text: 'Velada impide su discurso; no hablar es cosa de la familia.' },
    { id: 'G27', title: 'Aterrado', text: 'La ficha se elige al azar; solo su dueño ve cuál fue.' },
    { id: 'G28', title: 'Despistado', text: 'Su dueño elige siempre la ficha que sale, aunque solo le quede una (y entonces no deja ninguna).' },
    { id: 'G29', title: 'Fichas de discurso y líder', text: 'En cada bajada de moral, tras éxito o fracaso, el liderazgo pasa y el antiguo líder recibe una ficha si queda.' },
    { id: 'G30', title: 'Torpe en la última retirada', text: 'Su robo va antes de comprobar el final: si completa tres amenazas, la misión fracasa aunque todos se hayan retirado.' },
    { id: 'G31', title: 'Egoísta', text: 'Su ficha va a él, diga lo que diga la flecha.' },
    { id: 'G32', title: 'Un descarte de discurso se ve', text: 'La carta descartada se muestra a todos: tiene que mostrar la amenaza nombrada. Un «pasar» nunca se muestra.' },
  ],
};
