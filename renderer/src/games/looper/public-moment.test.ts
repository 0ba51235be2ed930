import { describe, expect, it } from 'vitest';
import { looperPublicMoment } from './public-moment';
import { translator } from './test-translator';
import { spiralAfter } from './test-spiral';
import { act } from '../../../../shared/games/looper/flow-test-helpers';
import { view } from '../../../../shared/games/looper/view';
import type { LooperState } from '../../../../shared/games/looper/types';
import type { MomentContext } from '../../components/public-moment';
import type { PublicLogLine } from '../../format/resolution-steps';

const NAMES = ['Marta', 'Ana', 'Luis', 'Eva'];

/** The public table of a real game, with the lines since the last `from` key counted as fresh. */
function contextOf(s: LooperState, from: string, locale: 'es' | 'en' = 'es'): MomentContext {
  const v = view(s, { kind: 'public' });
  const all = v.log.filter((l) => l.to === undefined) as PublicLogLine[];
  const start = all.map((l) => l.key).lastIndexOf(from);
  return { tr: translator(locale), fresh: all.slice(start), all, view: v, names: NAMES, nextSeat: v.decision?.seat ?? null };
}

/** Lines made by hand, for moments the quiet test game never reaches. */
function linesContext(lines: PublicLogLine[], over: Partial<MomentContext> = {}, locale: 'es' | 'en' = 'es'): MomentContext {
  const all = [{ key: 'loopStarted', params: { loop: 2, loops: 4 } }, { key: 'dayStarted', params: { loop: 2, day: 1 } }, ...lines];
  return { tr: translator(locale), fresh: lines, all, view: { loop: 2, loops: 4, publicCard: { days: 4 }, decision: { t: 'mastermindCards', seat: 0 } }, names: NAMES, nextSeat: 0, ...over };
}

describe('Tragedy Looper public moments', () => {
  it('a lost loop says which loop, why in the seed’s words (here the mastermind’s announcement), and who answers the Time Spiral', () => {
    const s = spiralAfter(1);
    const es = looperPublicMoment(contextOf(s, 'dayStarted'))!;
    expect(es.kind).toBe('loopLost');
    expect(es.heading).toBe('Bucle 1 perdido');
    expect(es.happened).toContain('Los protagonistas han perdido el bucle 1.');
    expect(es.happened).toContain('Termina el bucle 1.');
    expect(es.why).toEqual(['La mente maestra ha anunciado que los protagonistas han perdido; el bucle termina al acabar el día.']);
    const leader = NAMES[s.pending!.seat]!;
    expect(es.next).toEqual([`${leader} decide ahora: volver a viajar (bucle 2 de 4) o pasar a la Hipótesis final.`]);
    const en = looperPublicMoment(contextOf(s, 'dayStarted', 'en'))!;
    expect(en.heading).toBe('Loop 1 lost');
    expect(en.happened).toContain('The protagonists have lost loop 1.');
    expect(en.next).toEqual([`${leader} decides now: travel again (loop 2 of 4) or go to the Final Guess.`]);
  });

  it('the Time Spiral’s answer says the choice, the loop that begins and that the mastermind’s cover comes next', () => {
    const spiral = spiralAfter(1);
    const s = act(spiral, spiral.pending!.seat, { type: 'continueLoops' });
    const es = looperPublicMoment(contextOf(s, 'timeSpiralContinue'))!;
    expect(es.kind).toBe('timeSpiral');
    expect(es.heading).toBe('Espiral de tiempo');
    expect(es.why).toEqual(['Los protagonistas han elegido volver a viajar en el tiempo: todo vuelve al día 1.']);
    expect(es.next).toEqual(['Comienza el bucle 2 de 4: el tablero vuelve a su inicio.', 'Ahora le toca a la mente maestra (Marta): que los protagonistas no miren.']);
    const en = looperPublicMoment(contextOf(s, 'timeSpiralContinue', 'en'))!;
    expect(en.heading).toBe('Time Spiral');
    expect(en.next).toEqual(['Loop 2 of 4 begins: the board goes back to its start.', "Now it is the mastermind's turn (Marta): the protagonists must not look."]);
    const toGuess = looperPublicMoment(linesContext([{ key: 'timeSpiralFinalGuess', params: { loop: 3 } }, { key: 'finalGuessStarted', params: {} }], { nextSeat: 1 }, 'en'))!;
    expect(toGuess.why).toEqual(['The protagonists chose to go to the Final Guess.']);
    expect(toGuess.next).toEqual(["Final Guess: the protagonists name each character's role; one mistake and they lose.", "Now it is Ana's turn."]);
  });

  it('SC23: a next person deciding on their own phone is named as such, with no cover asked of the table', () => {
    const spiral = spiralAfter(1);
    const s = act(spiral, spiral.pending!.seat, { type: 'continueLoops' });
    const es = looperPublicMoment({ ...contextOf(s, 'timeSpiralContinue'), nextOnDevice: true })!;
    expect(es.next).toEqual(['Comienza el bucle 2 de 4: el tablero vuelve a su inicio.', 'Ahora le toca a la mente maestra (Marta), en su teléfono: esta pantalla sigue siendo la mesa pública.']);
    expect(es.next.join(' ')).not.toContain('no miren');
    const en = looperPublicMoment({ ...contextOf(s, 'timeSpiralContinue', 'en'), nextOnDevice: true })!;
    expect(en.next[1]).toBe("Now it is the mastermind's turn (Marta), on their phone: this screen stays the public table.");
    const guess = looperPublicMoment(linesContext([{ key: 'timeSpiralFinalGuess', params: { loop: 3 } }, { key: 'finalGuessStarted', params: {} }], { nextSeat: 1, nextOnDevice: true }))!;
    expect(guess.next[1]).toBe('Ahora le toca a Ana, en su teléfono.');
  });

  it('a loop lost on its last day, or ended early, or by the protagonists’ death, gives the seed’s reason and never the condition', () => {
    const lost: PublicLogLine[] = [{ key: 'loopEnded', params: { loop: 2 } }, { key: 'loopLost', params: { loop: 2 } }, { key: 'loopStarted', params: { loop: 3, loops: 4 } }];
    const lastDay = linesContext(lost, { all: [{ key: 'loopStarted', params: { loop: 2, loops: 4 } }, { key: 'dayStarted', params: { loop: 2, day: 4 } }, ...lost] });
    expect(looperPublicMoment(lastDay)!.why[0]).toMatch(/^Se jugó el último día del bucle\. .*basta con que se cumpla una sola .* y no dice cuál\.$/);
    expect(looperPublicMoment(lastDay)!.next).toEqual(['Comienza el bucle 3 de 4: el tablero vuelve a su inicio.', 'Ahora le toca a la mente maestra (Marta): que los protagonistas no miren.']);
    const early = linesContext(lost, { all: [{ key: 'loopStarted', params: { loop: 2, loops: 4 } }, { key: 'dayStarted', params: { loop: 2, day: 2 } }, ...lost] }, 'en');
    expect(looperPublicMoment(early)!.why).toEqual([
      'The loop ended on day 2 of 4, before its last day: some rule of the plot or some effect ended it early. The mastermind does not say which.',
    ]);
    const died = linesContext([{ key: 'protagonistsDied', params: {} }, ...lost]);
    const moment = looperPublicMoment(died)!;
    expect(moment.kind).toBe('loopLost');
    expect(moment.why[0]).toMatch(/^Los protagonistas han muerto, y su muerte termina el bucle en el acto/);
    expect(moment.happened[0]).toBe('Los protagonistas han muerto: el bucle termina.');
  });

  it('a death names who died and says the rules keep the cause', () => {
    const one = looperPublicMoment(linesContext([{ key: 'characterDied', params: { character: 'boyStudent' } }], { nextSeat: 1 }))!;
    expect(one.kind).toBe('death');
    expect(one.heading).toBe('El estudiante ha muerto');
    expect(one.why).toEqual(['La mente maestra anuncia quién muere, nunca quién o qué lo ha causado.']);
    expect(one.next).toEqual(['Ahora le toca a Ana.']);
    const two = looperPublicMoment(
      linesContext([{ key: 'characterDied', params: { character: 'boyStudent' } }, { key: 'characterDied', params: { character: 'doctor' } }], {}, 'en'),
    )!;
    expect(two.heading).toBe('Boy Student, Doctor have died');
    expect(two.why).toEqual(['The mastermind announces who dies, never who or what caused it.']);
  });

  it('an incident’s outcome — occurred, without effect, or not at all — is a moment of its own', () => {
    const occurred = looperPublicMoment(linesContext([{ key: 'incidentOccurred', params: { incident: 'murder' } }, { key: 'incidentNoEffect', params: { incident: 'murder' } }]))!;
    expect(occurred.kind).toBe('incident');
    expect(occurred.heading).toBe('Incidente: Asesinato');
    expect(occurred.happened).toEqual(['Ocurrió el incidente Asesinato.', 'Asesinato: no tiene ningún efecto.']);
    expect(occurred.why).toEqual(['La mente maestra anuncia si el incidente ocurre y qué pasa, nunca quién es su culpable ni por qué.']);
    const none = looperPublicMoment(linesContext([{ key: 'noIncident', params: { day: 2, incident: 'murder' } }], {}, 'en'))!;
    expect(none.heading).toBe('Incident: Murder');
    expect(none.happened).toEqual(['Day 2: the incident Murder does not occur.']);
  });

  it('the end of the game says who won and why, and that the end screen comes next', () => {
    const lines: PublicLogLine[] = [{ key: 'loopEnded', params: { loop: 2 } }, { key: 'protagonistsWin', params: { reason: 'loopSurvived' } }];
    const es = looperPublicMoment(linesContext(lines, { nextSeat: null, view: { loop: 2, loops: 4, publicCard: { days: 4 }, decision: null, result: { winner: 'x' } } }))!;
    expect(es.kind).toBe('gameEnd');
    expect(es.heading).toBe('Fin de la partida');
    expect(es.why).toEqual(['Ganan los protagonistas: han superado un bucle sin perder.']);
    expect(es.next).toEqual(['A continuación, el final de la partida: el guion y los papeles, a la vista de todos.']);
    const en = looperPublicMoment(linesContext([{ key: 'mastermindWins', params: { reason: 'finalGuessWrong' } }], { nextSeat: null }, 'en'))!;
    expect(en.heading).toBe('The game is over');
    expect(en.why).toEqual(['The mastermind wins: a role named in the Final Guess was wrong.']);
    expect(en.next).toEqual(['Next, the end of the game: the script and the roles, open to everyone.']);
  });

  it('lines addressed to a seat make no moment and never reach the screen; ordinary lines make none either', () => {
    const secret: PublicLogLine[] = [
      { key: 'keyPersonDied', params: { character: 'girlStudent' }, to: 0 },
      { key: 'characterDied', params: { character: 'girlStudent' }, to: 0 },
      { key: 'incidentCulprit', params: { incident: 'murder', character: 'doctor' }, to: 0 },
    ];
    expect(looperPublicMoment(linesContext(secret))).toBeNull();
    expect(looperPublicMoment(linesContext([{ key: 'cardPlaced', params: { owner: 'mastermind', target: 'school' } }, { key: 'dayStarted', params: { loop: 2, day: 2 } }]))).toBeNull();
    const mixed = looperPublicMoment(linesContext([...secret, { key: 'characterDied', params: { character: 'boyStudent' } }]))!;
    expect(mixed.happened).toEqual(['El estudiante muere.']);
    expect(JSON.stringify(mixed)).not.toMatch(/estudiante chica|Secreto|doctor|Asesinato/i);
  });
});
