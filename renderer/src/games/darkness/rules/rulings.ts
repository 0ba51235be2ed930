/**
 * The table's rulings of docs/rulings/darkness.md (U12: D330–D340, U2: D341–D346, rules 2: D400–D407) in plain words, Spanish and
 * English, in the document's order. The engine's and the content's rulings are listed there too.
 */
import type { RulingNote } from '../../../components/rules-types';

export const darknessRulingsEs: readonly RulingNote[] = [
  { id: 'D330', title: 'Probabilidad con manos separadas', text: 'Con ayudantes o un aliado que tiran aparte (A4), la mesa muestra la probabilidad de que al menos una mano llegue al objetivo. Con la opción de reserva única, una sola mano con todos los dados.' },
  { id: 'D331', title: 'Probabilidad en tiradas enfrentadas', text: 'Contra una tirada ya hecha, la mesa muestra la probabilidad de igualar o superar su nivel; un empate lo deciden las caras del patrón (A3).' },
  { id: 'D332', title: 'Superar la puerta, en palabras', text: 'Trepar por una ventana pide superar el nivel de la puerta: la mesa lo dice como el nivel siguiente («superar Pareja, es decir Escalera de 3 o más»); por encima de 5K es imposible.' },
  { id: 'D333', title: 'La tirada propuesta', text: 'La mesa propone la mejor habilidad que tienes para esa tirada y todos los objetos que ayudan, salvo los que se gastan al usarlos (el dinero, A32), que marcas tú. Los dados comprados con PV empiezan en 0.' },
  { id: 'D334', title: 'Quién puede ayudar', text: 'Se ofrecen como ayudantes los jugadores que el juego admite; si no dice ninguno, los héroes vivos a 3 casillas o menos.' },
  { id: 'D335', title: 'Discos que solo tú has visto', text: 'Un disco boca abajo es un reverso liso para todos. El que tú miraste (Percepción o «¡Yuju!» 7) muestra su tipo y nombre con un anillo punteado y «solo tú lo has visto»; en la pantalla de otro o en la mesa pública no se ve nada.' },
  { id: 'D336', title: 'Forma, letra y color', text: 'Cada tipo de disco tiene su forma (rombo, círculo, escudo, triángulo, cuadrado) y su letra además del color, para no depender del color.' },
  { id: 'D337', title: 'Repetir dados', text: 'Puedes marcar tantos dados como repeticiones te queden este turno (3 como mucho) y PV tengas; si el juego no ofrece repetir, no hay botón.' },
  { id: 'D338', title: 'La pantalla del Máster', text: 'Pasar el dispositivo al Máster muestra «Máster — que los jugadores no miren» antes de destapar su pantalla.' },
  { id: 'D339', title: 'Dónde se explora', text: 'El hueco que se explora se dibuja junto a la loseta en la que está el héroe, en el lado que dice la acción.' },
  { id: 'D340', title: 'El diario', text: 'Cada línea nombra a los jugadores, discos y losetas por su nombre; las líneas privadas (lo que miraste) solo aparecen en tu pantalla.' },
  { id: 'D341', title: 'Moverse a un disco', text: 'Un disco o una figura sobre una casilla a la que puedes llegar no tapa la casilla: al pulsarla te mueves. Con el teclado, el cursor del mapa dice qué hay en cada casilla.' },
  { id: 'D342', title: 'El turno con Máster', text: 'Con Máster no hay botón de tirar movimiento: las casillas a tu alcance (tu Velocidad, también en diagonal) se marcan en cuanto empieza tu turno, y moverte es tu única cosa del turno.' },
  { id: 'D343', title: 'Registrar el edificio', text: 'Con Máster, dentro de un edificio tienes el botón «Registrar el edificio»: Inteligencia (Buscar) contra la dificultad que fije el Máster (o la más baja que quede); el diario dice qué dificultad necesitabas y qué encontraste.' },
  { id: 'D344', title: 'Siempre tras su tapa', text: 'Cada vez que la pantalla pasa al Máster aparece antes su tapa «Máster — que los jugadores no miren», y la tapa no deja ver nada de la mesa.' },
  { id: 'D346', title: 'El botín, a la vista del Máster', text: 'La pantalla del Máster lista, en cada edificio donde hay un héroe, los objetos que aún quedan por encontrar con su dificultad, para que fije la de un registro.' },
  { id: 'D400', title: 'Acertar sin tirar', text: 'Si aciertas sin dados (un objetivo automático o «¡Yuju!» 12), ganas lo que vale la dificultad del disco, no el máximo de la escalera.' },
  { id: 'D401', title: 'Pasarse del límite de carga', text: 'Si al coger algo te pasas de tu límite, tiras Fuerza en el acto: el límite pasa a 5 más los niveles. Lo que aun así no puedas llevar lo dejas caer sin gastar acción.' },
  { id: 'D402', title: 'Acercarse a un combate', text: 'Dentro del edificio del combate, un ayudante se acerca 3 casillas por asalto: quien está a 5 casillas puede ayudar en el tercer asalto, y acaba en la casilla del combate.' },
  { id: 'D403', title: 'Comprar habilidades en la partida', text: 'En tu turno, sin gastar la acción, 10 PV compran un punto de habilidad; con tus puntos aprendes una habilidad (lo que cuesta en su tabla) o la mejoras a experta. El botón dice el precio.' },
  { id: 'D404', title: 'Entrar en un edificio', text: 'Dar el paso adentro por una puerta abierta no gasta puntos de movimiento, pero acaba el movimiento.' },
  { id: 'D405', title: '«Hasta» y «durante» tu siguiente turno', text: '«Hasta tu siguiente turno» (¡Yuju! 2, ¡Oh, idiota! 7) dura desde ya hasta que empieza tu próximo turno; «durante tu siguiente turno» (¡Oh, idiota! 2) dura solo ese turno entero.' },
  { id: 'D406', title: 'La tirada de movimiento, siempre', text: 'Cada turno se tira movimiento, con su dado del destino, aunque ya hayas hecho la acción (entonces no te mueves); solo curarte te libra.' },
  { id: 'D407', title: 'Acabar con PV negativos', text: 'Por defecto pierdes una habilidad entera, a tu elección. Las campañas creadas antes siguen perdiendo solo un nivel, como eligieron entonces.' },
];

export const darknessRulingsEn: readonly RulingNote[] = [
  { id: 'D330', title: 'Odds with separate hands', text: 'With helpers or an ally rolling apart (A4), the table shows the chance that at least one hand reaches the target. Under the single-pool option, one hand with every die.' },
  { id: 'D331', title: 'Odds of opposed rolls', text: "Against a roll already thrown, the table shows the chance of matching or beating its level; a tie is decided by the pattern's faces (A3)." },
  { id: 'D332', title: 'Beating the door, in words', text: "Climbing a window must beat the door's level: the table says it as the next level (“beat A pair, that is Run of 3 or better”); beyond 5K it is impossible." },
  { id: 'D333', title: 'The proposed roll', text: 'The table proposes your best skill for the roll and every helping item, except items spent on use (money, A32), which you tick yourself. Bought dice start at 0.' },
  { id: 'D334', title: 'Who may help', text: 'The helpers offered are the players the game accepts; when it names none, the living heroes within 3 squares.' },
  { id: 'D335', title: 'Discs only you have seen', text: "A face-down disc is a plain back for everyone. One you looked at (Perception or Woohoo 7) shows its kind and name with a dotted ring and “only you have seen it”; another player's screen or the public table shows nothing." },
  { id: 'D336', title: 'Shape, letter and colour', text: 'Each disc kind has its own shape (diamond, circle, shield, triangle, square) and letter besides its colour, so nothing depends on colour alone.' },
  { id: 'D337', title: 'Re-rolling dice', text: 'You may tick as many dice as re-rolls left this turn (at most 3) and VP you have; when the game offers no re-roll, there is no button.' },
  { id: 'D338', title: "The Master's screen", text: 'Handing the device to the Master shows “Master — players, look away” before their screen is uncovered.' },
  { id: 'D339', title: 'Where exploring happens', text: "The slot an explore fills is drawn beside the tile the hero stands on, on the side the action names." },
  { id: 'D340', title: 'The log', text: 'Each line names players, discs and tiles by name; private lines (what you looked at) only appear on your screen.' },
  { id: 'D341', title: 'Moving onto a disc', text: 'A disc or a figure on a square you can reach does not hide the square: a click on it moves you there. With the keyboard, the map cursor says what stands on each square.' },
  { id: 'D342', title: 'A turn with a Master', text: 'With a Master there is no movement roll button: the squares within reach (your Speed, diagonals too) are marked as soon as your turn starts, and moving is the one thing of your turn.' },
  { id: 'D343', title: 'Searching the building', text: 'With a Master, inside a building you have the “Search the building” button: Intelligence (Search) against the target the Master sets (or the lowest left); the log says what you needed and what you found.' },
  { id: 'D344', title: "Always behind the Master's cover", text: "Each time the screen passes to the Master, the cover “Master — players, look away” comes first, and it shows nothing of the table." },
  { id: 'D346', title: 'The loot, for the Master', text: "The Master's screen lists, for each building a hero stands in, the items still to find there with their targets, so the Master can set a search's target." },
  { id: 'D400', title: 'Succeeding without a roll', text: "If you succeed without dice (an automatic target or Woohoo 12), you score the disc's difficulty, not the top of the ladder." },
  { id: 'D401', title: 'Going past the carrying limit', text: 'If picking something up takes you past your limit, roll Strength at once: the limit becomes 5 plus the levels. What you still cannot carry you drop without using your action.' },
  { id: 'D402', title: 'Closing in on a fight', text: "Inside the fight's building a helper closes in 3 squares a round: one 5 squares away may help in the third round, and ends on the fight's square." },
  { id: 'D403', title: 'Buying skills during the game', text: 'On your turn, without using your action, 10 VP buy a skill point; your points learn a skill (what its table costs) or make it expert. The button shows the price.' },
  { id: 'D404', title: 'Entering a building', text: 'The step in through an open door costs no movement points, but it ends your movement.' },
  { id: 'D405', title: '“Until” and “during” your next turn', text: '“Until your next turn” (Woohoo 2, Oh Crap 7) lasts from now until your next turn starts; “during your next turn” (Oh Crap 2) lasts just that whole turn.' },
  { id: 'D406', title: 'The movement roll, always', text: 'Every turn you roll movement, with its fate die, even after your action (then you do not move); only healing yourself spares you.' },
  { id: 'D407', title: 'Ending with negative VP', text: 'By default you lose a whole skill of your choice. Campaigns created earlier keep losing one tier only, as they chose then.' },
];
