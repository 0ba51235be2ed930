/**
 * Spanish texts of Salem 1692 (2nd edition), merged under `salem`: the 15 playing cards, the 15
 * Town Hall characters as their cards print them, the Tryal faces, what a death announces, the
 * variants and the new-game form (the table's phases and decision lines are in table.ts). The log's sentences are in log.ts, refusals in errors.ts, the
 * end-of-game figures in stats.ts, the table's own labels in table.ts (U1). Names (S105): Tryal =
 * «carta de Juicio», Constable = «Alguacil», Stocks = «Cepo», gavel = «mazo».
 */
export const salemEs = {
  cards: {
    accusation: { name: 'Acusación', text: 'Roja. Vale 1 acusación contra el jugador sobre el que se juega.' },
    evidence: { name: 'Evidencia', text: 'Roja. Vale 3 acusaciones.' },
    witness: { name: 'Testigo', text: 'Roja. Vale 7 acusaciones.' },
    alibi: { name: 'Coartada', text: 'Verde. Descarta hasta 3 acusaciones, en total, de las que tiene delante otro jugador.' },
    stocks: { name: 'Cepo', text: 'Verde. El jugador se salta su próximo turno; la carta se queda delante de él hasta entonces y después se descarta.' },
    scapegoat: { name: 'Chivo expiatorio', text: 'Verde. Pasa todas las cartas azules, verdes y rojas que tiene delante un jugador a otro jugador. No se puede usar si solo quedan 2 jugadores.' },
    arson: { name: 'Incendio', text: 'Verde. Descarta toda la mano de otro jugador.' },
    curse: { name: 'Maldición', text: 'Verde. Descarta una carta azul que tenga delante otro jugador.' },
    robbery: { name: 'Robo', text: 'Verde. Toma toda la mano de otro jugador y dásela a un tercero. No se puede usar si solo quedan 2 jugadores.' },
    matchmaker: { name: 'Casamentero', text: 'Azul. Cuando dos jugadores tienen cada uno un Casamentero delante, si uno de ellos muere, el otro también.' },
    piety: { name: 'Piedad', text: 'Azul. No se pueden jugar cartas rojas sobre quien la tiene delante.' },
    asylum: { name: 'Asilo', text: 'Azul. Quien lo tiene delante no puede morir asesinado durante la Noche.' },
    black_cat: { name: 'Gato Negro', text: 'Azul. Cuando alguien roba la Conspiración, elige una carta de Juicio boca abajo de quien tiene el Gato Negro y la revela.' },
    conspiracy: { name: 'Conspiración', text: 'Negra: se juega en cuanto se roba. Se revela una carta de Juicio de quien tiene el Gato Negro; después cada jugador vivo toma a ciegas una carta de Juicio del jugador de su izquierda.' },
    night: { name: 'Noche', text: 'Negra: se juega en cuanto se roba. Las brujas eligen a quién matar, el Alguacil protege a otro con el mazo y quien quiera confiesa; después el descarte se baraja en un mazo nuevo con la Noche al fondo.' },
  },
  characters: {
    abigail_williams: { name: 'Abigail Williams', role: 'Niña, 11 años', ability: 'Cuando pones la acusación que revela una carta de Juicio, puedes descartar todas las acusaciones que tienes delante.' },
    ann_putnam: { name: 'Ann Putnam', role: 'Colegiala, 13 años', ability: 'Cuando pones la acusación final sobre un jugador, puedes robar 2 cartas antes de que se revele su carta de Juicio; puedes usarlas en el mismo turno.' },
    cotton_mather: { name: 'Cotton Mather', role: 'Ministro, 29 años', ability: 'Las cartas de Evidencia jugadas contra ti valen solo 1 acusación.' },
    george_burroughs: { name: 'George Burroughs', role: 'Forzudo, 40 años', ability: 'Solo pierdes una carta de Juicio al llegar a 8 acusaciones.' },
    giles_corey: { name: 'Giles Corey', role: 'Terrateniente, 71 años', ability: 'Si las dos cartas que robas en tu turno son Acusaciones (no Evidencia ni Testigo), enséñalas y roba una tercera.' },
    john_proctor: { name: 'John Proctor', role: 'Granjero, 60 años', ability: 'Cuando muere un jugador, pon en tu mano todas las cartas azules que tenía delante y todas las de su mano.' },
    martha_corey: { name: 'Martha Corey', role: 'Costurera, 72 años', ability: 'Tienes la habilidad del primer jugador vivo a tu derecha.' },
    mary_warren: { name: 'Mary Warren', role: 'Sirvienta, 17 años', ability: 'Eres inmune a los efectos del Casamentero y del Gato Negro.' },
    rebecca_nurse: { name: 'Rebecca Nurse', role: 'Ama de casa, 71 años', ability: 'Cada vez que se revela una carta de Juicio de otro jugador, puedes robar 1 carta (no cuando se revela por una muerte o una confesión).' },
    samuel_parris: { name: 'Samuel Parris', role: 'Pastor, 39 años', ability: 'Dos veces por partida, en tu turno, en lugar de robar puedes tomar hasta 2 cartas que no sean negras de la pila de descarte.' },
    sarah_good: { name: 'Sarah Good', role: 'Mendiga, 39 años', ability: 'El Robo y el Incendio no te afectan: si te los juegan, se descartan sin efecto.' },
    thomas_danforth: { name: 'Thomas Danforth', role: 'Juez, 69 años', ability: 'Si pones la 6.ª o la 7.ª acusación sobre un jugador, puedes revelar una de sus cartas de Juicio.' },
    tituba: { name: 'Tituba', role: 'Narradora, 35 años', ability: 'Una vez por partida, en tu turno y antes de robar, puedes reordenar el mazo como quieras (durante dos vueltas del reloj de arena).' },
    will_griggs: { name: 'Will Griggs', role: 'Médico, 47 años', ability: 'Puedes jugar las Coartadas como si fueran Testigos (7 acusaciones).' },
    william_phips: { name: 'William Phips', role: 'Gobernador, 42 años', ability: 'Una vez por partida puedes confesar sin revelar ninguna de tus cartas de Juicio.' },
  },
  tryals: { witch: 'Bruja', not: 'No es bruja', constable: 'Alguacil' },
  /** What a death announces about the dead (not said when deaths are silent). */
  verdict: { witch: 'estuvo del lado de las brujas', town: 'nunca fue bruja' },
  variants: {
    shortGame: { name: 'Partida más corta', help: 'Al amanecer, quien recibe el Gato Negro revela una de sus cartas de Juicio.' },
    moreWitches: { name: 'Más brujas', help: '2 cartas de Bruja con 4 o 5 jugadores y 3 con 6 o más.' },
    hardConspiracy: { name: 'Conspiración difícil', help: 'Las cartas que se pasan en la Conspiración se juntan, se barajan y se reparten al azar.' },
    silentDeaths: { name: 'Muertes en silencio', help: 'Al morir no se anuncia si alguien fue bruja; se sabe al final.' },
    pointTwo: { name: 'Señalar dos cartas', help: 'Contra quien tiene 4 o 5 cartas boca abajo, el acusador señala dos y el acusado elige cuál revela.' },
    pietyDoubles: { name: 'Piedad duplica el umbral', help: 'La otra impresión de la Piedad: se pueden jugar cartas rojas, pero hacen falta el doble de acusaciones.' },
  },
  newGame: {
    title: 'Nueva partida de Salem 1692',
    intro: 'De 4 a 12 vecinos de Salem y brujas escondidas entre ellos. Velada hace de moderador: reparte, guarda los secretos y dirige el amanecer y las noches. Cada puesto puede ser alguien de la familia, un nombre escrito o un bot.',
    seatCount: '{n} jugadores',
    characters: 'Personajes',
    characterChoice: 'Repartir 2 personajes y quedarse con 1',
    characterChoiceHelp: 'Cada jugador elige en secreto uno de dos personajes. Solo con 7 jugadores o menos.',
    charactersDealt: 'Con más de 7 jugadores cada uno recibe un personaje al azar.',
    timing: 'Tiempos y sonido',
    hourglass: 'Reloj de arena',
    hourglassHelp: 'Si se acaba el tiempo de un turno, el jugador roba 2 cartas (o termina su turno si ya jugó); en la segunda vuelta de la noche se cierra la confesión.',
    hourglassSeconds: 'Segundos por vuelta',
    nightSeconds: 'Segundos mínimos de cada pantalla de noche',
    nightSecondsHelp: 'Todas las pantallas del amanecer y de la noche duran al menos esto, sea cual sea el papel: así nadie se delata por ir rápido.',
    sounds: 'Sonidos',
    soundsHelp: 'Una campana al caer la noche y un golpe en la puerta al amanecer, iguales para todos.',
    variants: 'Variantes',
    seatRange: 'Salem se juega de {min} a {max}.',
    secondsRange: '{what}: entre {min} y {max} segundos.',
  },
};

export type SalemMessages = typeof salemEs;
