/**
 * Reglas de Tragedy Looper en español, en palabras llanas: cómo se juega, la referencia de lo
 * que los protagonistas pueden saber (escenarios, tramas, papeles, incidentes, personajes,
 * cartas) y las decisiones de docs/rulings/looper.md. Escrito a partir de la semilla y del
 * resumen (shared/reference/tragedy-looper.md) con las decisiones ya aplicadas.
 */
import type { GameRulesText } from '../../../components/rules-types';
import { looperReference } from './reference';
import { looperRulingsEs } from './rulings-es';

export const looperRulesEs: GameRulesText = {
  title: 'Tragedy Looper',
  howTo: [
    {
      id: 'goal',
      title: 'Objetivo',
      paragraphs: [
        'Una persona es la mente maestra: conoce el guion secreto (tramas, papel de cada personaje, culpables de los incidentes) y quiere que ocurra la tragedia. El resto son los protagonistas, viajeros en el tiempo que juegan juntos para impedirla.',
        'Los protagonistas saben qué escenario trágico se usa, así que conocen todas las tramas, papeles e incidentes posibles (ver la referencia), pero no cuáles hay en este guion. Deben deducirlo bucle a bucle.',
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      paragraphs: [
        'Los protagonistas ven la carta pública del guion: escenario, número de bucles y de días, el calendario de incidentes (qué incidente hay cada día, sin culpable) y las reglas especiales. La mente maestra guarda la carta secreta.',
        'Cada personaje del reparto empieza en su localización. Cada protagonista tiene una mano de 8 cartas; la mente maestra, una de 10. Uno de los protagonistas recibe la carta de líder.',
      ],
    },
    {
      id: 'turn',
      title: 'Un día, en 9 pasos',
      paragraphs: [
        '1. Comienzo del día. 2. La mente maestra pone 3 cartas boca abajo, cada una sobre un objetivo distinto (personaje o localización). 3. Cada protagonista, empezando por el líder, pone 1 carta boca abajo; nunca sobre un objetivo que ya usó otro protagonista.',
        '4. Resolución de cartas: se revelan y se aplican en orden (Impedir movimiento, movimientos, los demás Impedir y el resto). Las cartas de «una vez por bucle» se quedan boca arriba hasta el final del bucle.',
        '5. Habilidades de la mente maestra: las de los papeles y tramas (cerebro, conspiranoico…). Solo se anuncia el resultado, nunca quién lo causó.',
        '6. Habilidades de Cooperación: el líder usa las de los personajes con suficiente Cooperación, cada una una vez al día. La mente maestra puede negarlas si el papel del personaje lo permite; entonces «no ocurre nada».',
        '7. Incidentes: si hoy hay uno, ocurre cuando su culpable está vivo y en pánico (Paranoia igual o mayor que su límite). Se anuncia si ocurrió, nunca el culpable. 8. La carta de líder pasa al siguiente protagonista. 9. Final del día: efectos de final del día (asesino, asesino en serie…).',
      ],
    },
    {
      id: 'loop',
      title: 'El bucle y la espiral de tiempo',
      paragraphs: [
        'Un bucle termina tras el último día, o antes si los protagonistas mueren o muere la persona clave. Entonces la mente maestra comprueba las condiciones de derrota de las tramas y papeles y solo dice si habéis perdido, nunca por qué.',
        'Si se pierde y quedan bucles, el tiempo vuelve atrás: todos los personajes vivos en su inicio, sin fichas, con todas las cartas en la mano. Lo que los protagonistas han descubierto no se olvida. En la espiral de tiempo podéis hablar libremente y, en Tragedia básica, elegir ir ya a la Hipótesis final.',
      ],
    },
    {
      id: 'win',
      title: 'Cómo gana cada bando',
      paragraphs: [
        'Los protagonistas ganan si terminan un bucle cualquiera sin cumplir ninguna condición de derrota, o si aciertan la Hipótesis final.',
        'La mente maestra gana si los protagonistas pierden todos los bucles y después fallan la Hipótesis final (en Primeros pasos no hay Hipótesis final: basta con perder todos los bucles).',
      ],
    },
    {
      id: 'lose',
      title: 'Cómo se pierde un bucle',
      paragraphs: [
        'Muere la persona clave; los protagonistas mueren (incidente hospitalario, asesino, persona amada); o al final del bucle se cumple una condición de derrota de una trama (Intriga en cierto lugar, un amigo muerto, el efecto mariposa…).',
      ],
    },
    {
      id: 'finalGuess',
      title: 'La Hipótesis final',
      paragraphs: [
        'Solo en Tragedia básica. El tablero vuelve al inicio y los protagonistas, hablando libremente, nombran el papel de los personajes de uno en uno. La mente maestra responde «correcto» o «incorrecto». Al primer error gana la mente maestra; si aciertan todos, ganan los protagonistas.',
      ],
    },
    {
      id: 'secrets',
      title: 'Lo que la mente maestra revela',
      paragraphs: [
        'Anuncia resultados, nunca causas: «la Capilla recibe 1 Intriga», «ocurrió el incidente», «no ocurre nada», «habéis perdido». Las cartas de acción se revelan al resolverse. El papel de un personaje solo se revela cuando una habilidad o una regla lo dice.',
      ],
    },
  ],
  reference: looperReference('es'),
  rulings: looperRulingsEs,
};
