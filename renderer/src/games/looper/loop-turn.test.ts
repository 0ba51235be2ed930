/**
 * At a Time Spiral the header, the decision, the timeline and the log name the same loop that
 * ended and the same loop that comes (the engine has already counted the next loop there).
 */
import { describe, expect, it } from 'vitest';
import { looper } from '../../../../shared/games/looper';
import { act } from '../../../../shared/games/looper/flow-test-helpers';
import type { LooperAction, LooperState } from '../../../../shared/games/looper/types';
import { decisionText } from './decision-text';
import { logLine } from './format';
import { tableWhen, timelineLoopNote } from './loop-turn';
import { buildTimeline, currentLoop } from './notepad/timeline';
import { spiralAfter } from './test-spiral';
import { translator } from './test-translator';

const publicView = (s: LooperState) => looper.view(s, { kind: 'public' });
const lastLine = (s: LooperState, locale: 'es' | 'en') => logLine(translator(locale), publicView(s).log.at(-1)!, s.players);
const answer = (s: LooperState, action: LooperAction) => act(s, s.pending!.seat, action);

describe('the turn between two loops', () => {
  it('after loop 2 of 4, the header, the decision, the timeline and the log say loop 2 ended and loop 3 comes', () => {
    const s = spiralAfter(2);
    const view = publicView(s);
    const es = translator('es');
    const turn = 'Fin del bucle 2 · empieza el bucle 3 de 4';
    expect(tableWhen(es, view)).toBe(turn);
    expect(decisionText(es, view)).toBe(`${turn}. Espiral de tiempo: ${s.players[s.pending!.seat]} (líder) decide si los protagonistas vuelven a viajar o pasan a la Hipótesis final.`);
    // The answer that travels again names the loop it starts (LooperDecision passes the view's loop as `next`).
    expect(es.t('looper.decision.action.continueLoops', { next: view.loop })).toBe('Volver a viajar (bucle 3)');
    const timeline = buildTimeline(view.log);
    expect(timeline.loops.at(-1)!.loop).toBe(2);
    expect(timelineLoopNote(es, view, 2, currentLoop(timeline))).toBe(turn);
    // The last loop of the timeline ends with the log's own lines for loop 2.
    expect(timeline.loops.at(-1)!.end.map((e) => logLine(es, e.entry, s.players))).toEqual(['Termina el bucle 2.', 'Los protagonistas han perdido el bucle 2.']);
    const goOn = answer(s, { type: 'continueLoops' });
    const lines = publicView(goOn).log.map((l) => logLine(es, l, s.players));
    const spiralLine = lines.lastIndexOf('Espiral de tiempo: tras el bucle 2, los protagonistas vuelven a viajar.');
    expect(spiralLine).toBeGreaterThan(0);
    expect(lines[spiralLine + 1]).toBe('Comienza el bucle 3 de 4.');
    expect(lastLine(answer(s, { type: 'goToFinalGuess' }), 'es')).toBe('Comienza la Hipótesis final.');
    const guess = publicView(answer(s, { type: 'goToFinalGuess' }));
    expect(logLine(es, guess.log.find((l) => l.key === 'timeSpiralFinalGuess')!, s.players)).toBe('Espiral de tiempo: tras el bucle 2, los protagonistas pasan a la Hipótesis final.');
  });

  it('says the same in English, and the header and timeline are back to the loop being played once it starts', () => {
    const s = spiralAfter(1);
    const en = translator('en');
    const view = publicView(s);
    expect(tableWhen(en, view)).toBe('End of loop 1 · loop 2 of 4 begins');
    expect(decisionText(en, view).startsWith('End of loop 1 · loop 2 of 4 begins. Time Spiral: ')).toBe(true);
    const goOn = publicView(answer(s, { type: 'continueLoops' }));
    expect(logLine(en, goOn.log.filter((l) => l.key === 'timeSpiralContinue').at(-1)!, s.players)).toBe('Time Spiral: after loop 1, the protagonists travel again.');
    expect(tableWhen(en, goOn)).toBe('Loop 2/4 · Day 1/2');
    const timeline = buildTimeline(goOn.log);
    expect(timelineLoopNote(en, goOn, 1, currentLoop(timeline))).toBeNull();
    expect(timelineLoopNote(en, goOn, 2, currentLoop(timeline))).toBe('in progress');
  });
});
