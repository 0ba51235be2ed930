/**
 * "Cómo se juega" of When Darkness Comes, in plain words, with the campaign's default house rules
 * (A1–A49) applied: written from the seed and the digest (shared/reference/when-darkness-comes.md §1).
 */
import type { RulesSection } from '../../../components/rules-types';

export const howToEs: readonly RulesSection[] = [
  {
    id: 'goal',
    title: 'Objetivo',
    paragraphs: [
      'Cada escenario tiene un objetivo (entregar piezas, rescatar vecinos, fabricar algo y derrotar a un jefe, salir de la ciudad a tiempo…). Los héroes juegan juntos para cumplirlo; si lo consiguen, gana quien tenga más puntos de victoria (PV) entre los vivos.',
      'Si el objetivo no se cumple (todos mueren, el reloj del desastre llega al final), nadie gana, salvo que la campaña diga otra cosa (A39).',
    ],
  },
  {
    id: 'turn',
    title: 'Tu turno',
    paragraphs: [
      'Hablar con los demás es libre. Luego, en el orden que quieras: mover (la tirada de movimiento, con su dado del destino, es obligatoria cada turno, también si ya hiciste la acción) y hacer una acción. Hacer la acción acaba el movimiento que te quede (A15). O bien dedicas el turno entero a curarte (Medicina, 1 de Salud por nivel).',
      'Si al coger algo te pasas de tu límite de carga, tiras Fuerza para subirlo (5 más los niveles); lo que aun así no puedas llevar lo dejas caer sin gastar acción. En tu turno, 10 PV compran un punto de habilidad sin gastar la acción, y con tus puntos aprendes o mejoras una habilidad al momento.',
      'Acciones: abrir un edificio cerrado (ganzúa o fuerza), trepar por una ventana, Percepción, curar a otro, dar o dejar un objeto, coger uno boca arriba, intentar quitárselo a otro jugador, dar la vuelta a un disco, subir el límite de carga o una acción del escenario.',
    ],
  },
  {
    id: 'roll',
    title: 'Las tiradas',
    paragraphs: [
      'Tiras tantos dados como tu atributo, más una habilidad (básica +1, experta +2), los objetos que ayudan y los dados comprados con PV (2 PV cada uno, 3 por turno como mucho). El nivel de la tirada es el patrón más alto que aparece: un 6 (6H), pareja (1P), escalera de 3 (3S), trío (3K), escalera de 4 (4S), póker (4K), escalera de 5 (5S), repóker (5K). Aciertas si igualas o superas el objetivo.',
      'Los ayudantes (a 3 casillas o menos; en un combate dentro de un edificio, 3 más por cada asalto jugado) y un aliado tiran cada uno su propia mano y cuenta la mejor (A4). La mesa muestra la probabilidad exacta antes de tirar. Después puedes repetir dados a 1 PV cada uno (3 por turno).',
      'Defensa y Salud son lo mismo: con cada daño tiras un dado menos al defenderte.',
    ],
  },
  {
    id: 'move',
    title: 'Moverse y el dado del destino',
    paragraphs: [
      'Tira Velocidad: tus puntos de movimiento son tu Salud más los niveles que saques. Una casilla de calle cuesta medio punto; las demás, uno. Sin diagonales. Entrar en un edificio no gasta puntos pero acaba el movimiento, y también lo acaba llegar a un disco boca abajo.',
      'Uno de los dados es el rojo del destino: con un 1 tiras 2d6 en «¡Oh, idiota!», con un 6 en «¡Yuju!» (antes de moverte). Pagando 3 PV al tirar anulas un «¡Oh, idiota!».',
      'Salir a un espacio vacío coloca una loseta nueva del montón: eliges cómo queda y sus discos se ponen boca abajo en sus casillas «?».',
    ],
  },
  {
    id: 'doors',
    title: 'Puertas y ventanas',
    paragraphs: [
      'Una puerta cerrada pide Destreza (ganzúa) o Ataque (fuerza): 1 cerradura = 6H, 2 = 1P, 3 = 3S. Forzarla da un disco de fracaso y la deja sin puerta. Desde dentro las puertas se abren siempre. Al abrir puedes invitar a entrar a quien esté a 3 casillas.',
      'Trepar por una ventana pide Destreza y hay que superar el nivel de la puerta del edificio (A12).',
    ],
  },
  {
    id: 'discs',
    title: 'Los discos de encuentro',
    paragraphs: [
      'Objetos (azul, rombo): Inteligencia contra su dificultad; lo guardas y ganas PV igual al nivel de tu tirada (si aciertas sin tirar, lo que vale su dificultad). Aliados (amarillo, círculo): Persuasión; si fallas, un fracaso. Seguridad (verde, escudo): el chequeo que dice el disco (o pelear un asalto); si fallas, todos fuera del edificio y un fracaso. Adversarios (rojo, triángulo): combate.',
      'Cada disco se distingue por su forma y su letra, no solo por el color. Un disco que solo tú has mirado (Percepción o «¡Yuju!» 7) lleva un anillo morado punteado: los demás no lo ven.',
    ],
  },
  {
    id: 'combat',
    title: 'Combate',
    paragraphs: [
      'Iniciativa: Destreza contra la I del adversario, una vez por turno (A28). Si la ganas, atacas primero o te retiras; si no, te defiendes primero. Un asalto es un ataque (Ataque contra su D: lo derrotas) y una defensa (Defensa contra su A: si no, 1 daño).',
      'Contra adversarios hay 3 asaltos por turno; contra seguridad, uno. Si sigue en pie, su disco se queda bajo tu figura. Para retirarte tira movimiento y supera su Velocidad. Derrotarlo da PV = A + D (en niveles).',
      'Un ayudante en la pelea puede recibir un daño por ti, y puedes sacrificar un aliado para anular uno.',
    ],
  },
  {
    id: 'failures',
    title: 'Fracasos, PV y muerte',
    paragraphs: [
      'Con 3 discos de fracaso pierdes todos tus objetos, tus aliados y los fracasos (y los PV que te dieron). 5 PV descartan un fracaso. Perder o dar un objeto se lleva sus PV.',
      'Con 0 de Salud el héroe muere: deja sus objetos boca arriba, y cada héroe que jugó pierde 1 de Salud máxima para siempre (A42).',
      'Al acabar, el asistente de fin de partida de la campaña aplica lo ganado a las hojas de personaje.',
    ],
  },
  {
    id: 'master',
    title: 'Con Máster',
    paragraphs: [
      'El Máster es una persona más, con su propia pantalla tapada («que los jugadores no miren»): ve todos los discos y el montón de losetas, las estadísticas de cada adversario, y al final de cada ronda usa sus herramientas (ambiente, revelar, mover adversarios, fijar una dificultad, la tabla 2d6, colocar losetas).',
      'Con Máster, el turno de cada héroe es una sola cosa: moverse hasta su Velocidad sin tirar (también en diagonal, nunca atravesando una pared) o una acción. Dentro de un edificio, esa acción puede ser «Registrar el edificio»: Inteligencia (Buscar) contra la dificultad que fije el Máster; si aciertas, encuentras el mejor objeto de la lista del edificio que alcance tu tirada.',
      'Sin Máster, los adversarios se mueven solos.',
    ],
  },
  {
    id: 'keys',
    title: 'En la mesa',
    paragraphs: [
      'El mapa se recorre con las flechas cuando tiene el foco; Intro mueve a la casilla (las verdes) o explora el hueco marcado; + y − acercan o alejan. Los botones de acción dicen qué hacen al pasar por encima.',
    ],
  },
];

export const howToEn: readonly RulesSection[] = [
  {
    id: 'goal',
    title: 'Goal',
    paragraphs: [
      'Each scenario has an objective (deliver parts, rescue townsfolk, craft something and defeat a boss, leave town in time…). The heroes play together; if they make it, whoever has the most victory points (VP) among the living wins.',
      'If the objective is not met (everyone dies, the doom clock runs out), nobody wins unless the campaign says otherwise (A39).',
    ],
  },
  {
    id: 'turn',
    title: 'Your turn',
    paragraphs: [
      'Talking is free. Then, in any order: move (the movement roll, with its fate die, is compulsory every turn, also after the action) and take one action. Taking the action ends any movement left (A15). Or spend the whole turn healing yourself (Medicine, 1 Health per level).',
      'If picking something up takes you past your carrying limit, roll Strength to raise it (5 plus the levels); what you still cannot carry you drop without using your action. On your turn 10 VP buy a skill point without using your action, and your points learn or improve a skill at once.',
      'Actions: enter a locked building (lockpick or force), climb through a window, Perception, heal someone else, give or drop an item, pick up a face-up one, try to take one from another player, flip a disc, raise your carrying limit, or a scenario action.',
    ],
  },
  {
    id: 'roll',
    title: 'Rolls',
    paragraphs: [
      'Roll as many dice as the attribute, plus one skill (basic +1, expert +2), helping items and dice bought with VP (2 VP each, at most 3 a turn). The roll’s level is the highest pattern in it: a six (6H), pair (1P), run of 3 (3S), three of a kind (3K), run of 4 (4S), four of a kind (4K), run of 5 (5S), five of a kind (5K). Meet or beat the target.',
      'Helpers (within 3 squares; in a fight inside a building, 3 more for each round played) and one ally each roll their own hand and the best counts (A4). The table shows the exact chance before rolling. Afterwards you may re-roll dice at 1 VP each (3 a turn).',
      'Defense and Health are the same: each damage means one die fewer to defend with.',
    ],
  },
  {
    id: 'move',
    title: 'Moving and the fate die',
    paragraphs: [
      'Roll Speed: your movement points are your Health plus the levels rolled. A street square costs half a point, others one. No diagonals. Entering a building costs no points but ends your movement, and so does reaching a face-down disc.',
      'One die is the red fate die: a 1 rolls 2d6 on Oh Crap, a 6 on Woohoo (before moving). Paying 3 VP when rolling cancels an Oh Crap.',
      'Stepping into empty space places a new tile from the stack: you choose how it lies and its discs go face down on its “?” squares.',
    ],
  },
  {
    id: 'doors',
    title: 'Doors and windows',
    paragraphs: [
      'A locked door takes Dexterity (lockpick) or Attack (force): 1 lock = 6H, 2 = 1P, 3 = 3S. Forcing gives a Failure disc and leaves no door. Doors always open from inside. Opening one, you may invite in anyone within 3 squares.',
      "Climbing a window takes Dexterity and must beat the building's door level (A12).",
    ],
  },
  {
    id: 'discs',
    title: 'Encounter discs',
    paragraphs: [
      'Items (blue, diamond): Intelligence against the difficulty; keep it and score VP equal to your roll’s level (its difficulty when it succeeds without a roll). Allies (yellow, circle): Persuasion; failing gives a Failure. Security (green, shield): the check on the disc (or fight one round); failing puts everyone outside and gives a Failure. Adversaries (red, triangle): combat.',
      'Every disc is told apart by its shape and letter, not colour alone. A disc only you have looked at (Perception or Woohoo 7) has a dotted purple ring: the others do not see it.',
    ],
  },
  {
    id: 'combat',
    title: 'Combat',
    paragraphs: [
      "Initiative: Dexterity against the adversary's I, once a turn (A28). Win it and attack first or retreat; lose it and defend first. A round is an attack (Attack against its D: defeated) and a defense (Defense against its A: otherwise 1 damage).",
      'Against adversaries, 3 rounds a turn; against security, one. Still standing, its disc stays under your figure. To retreat roll movement and beat its Speed. Defeating it scores A + D VP (in levels).',
      'A helper in the fight may take a damage for you, and an ally may be sacrificed to cancel one.',
    ],
  },
  {
    id: 'failures',
    title: 'Failures, VP and death',
    paragraphs: [
      'At 3 Failure discs you lose all items, allies and the Failures (and the VP they gave). 5 VP discard a Failure. Losing or giving an item takes its VP.',
      'At 0 Health the hero dies: their items are dropped face up, and every hero who played loses 1 max Health for good (A42).',
      "At the end, the campaign's end-of-game wizard applies what was earned to the character sheets.",
    ],
  },
  {
    id: 'master',
    title: 'With a Master',
    paragraphs: [
      "The Master is one more person, behind their own cover (“players, look away”): they see every disc and the tile stack, each adversary's stats, and at the end of each round use their tools (environment, reveal, move adversaries, set a difficulty, the 2d6 table, place tiles).",
      "With a Master, each hero's turn is one thing: move up to their Speed with no roll (diagonals too, never through a wall) or one action. Inside a building that action may be “Search the building”: Intelligence (Search) against the target the Master sets; on a success you find the best item on the building's list your roll reaches.",
      'Without a Master, the adversaries move by themselves.',
    ],
  },
  {
    id: 'keys',
    title: 'At the table',
    paragraphs: [
      'With focus on the map, the arrows walk the squares; Enter moves there (the green ones) or explores the marked slot; + and − zoom. Action buttons say what they do on hover.',
    ],
  },
];
