/** Tragedy Looper's resolution steps, from the public lines real games add. */
import { describe, expect, it } from 'vitest';
import { looper } from '../../../../shared/games/looper';
import { randomLegal } from '../../../../shared/games/looper/random-bot';
import { shippedScript } from '../../../../shared/games/looper/scripts';
import { MASTERMIND, type LooperState } from '../../../../shared/games/looper/types';
import { PUBLIC_FLOW_LOG_KEYS, PRIVATE_FLOW_LOG_KEYS } from '../../../../shared/games/looper/log-keys-flow';
import { PUBLIC_EFFECT_LOG_KEYS, PRIVATE_EFFECT_LOG_KEYS } from '../../../../shared/games/looper/log-keys-effects';
import { createVeladaI18n } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { addedPublicLines } from '../../format/resolution-steps';
import { cardName, characterName, roleName } from './format';
import { LOOPER_AUTOMATIC, LOOPER_MOVES, looperSteps } from './resolution';

const vue = createVeladaI18n('es');
const es: Translator = { t: (key, params) => vue.global.t(key, params ?? {}), te: (key) => vue.global.te(key) };
const NAMES = ['Marta', 'Ana', 'Luis'];
const ctx = { tr: es, names: NAMES, bots: [] as number[] };

/** Plays random legal moves until the last protagonist card of day 1 is placed; returns the state before and after it. */
function firstResolution(): { before: LooperState; after: LooperState } {
  let s = looper.setup({ players: NAMES, script: shippedScript('velada-bt-1')! }, 'resolution-steps');
  for (let step = 0; step < 200; step++) {
    const seat = s.pending!.seat;
    const action = randomLegal(looper.legalActions(s, seat), step * 31 + 7);
    const applied = looper.apply(s, seat, action);
    if (!applied.ok) throw new Error(applied.error.code);
    const resolved = s.step === 'protagonistCards' && applied.state.step !== 'protagonistCards';
    if (resolved) return { before: s, after: applied.state };
    s = applied.state;
  }
  throw new Error('no card resolution within 200 moves');
}

describe('looper resolution steps', () => {
  it('turns the day’s face-down cards over one by one, named as the table names them', () => {
    const { before, after } = firstResolution();
    const seen = (s: LooperState) => looper.view(s, { kind: 'public' }).log;
    const added = addedPublicLines(seen(before), seen(after));
    const steps = looperSteps(added, ctx);
    const flips = steps.filter((s) => s.key === 'cardRevealed');
    // Three of the mastermind's and three of the protagonists' (one per hand).
    expect(flips).toHaveLength(6);
    const revealed = added.filter((l) => l.key === 'cardRevealed').map((l) => cardName(es, String(l.params.card)));
    expect(flips.map((f) => f.label)).toEqual(revealed);
    for (const f of flips) expect(f).toMatchObject({ motion: 'flip', tone: 'event' });
    for (const s of steps) expect(s.caption).not.toMatch(/\{|undefined/);
  });

  it('plays nothing for a move that set nothing off (a card placed face down)', () => {
    expect(looperSteps([{ key: 'cardPlaced', params: { owner: '0', target: 'hospital' } }], ctx)).toEqual([]);
  });

  it('lights the place where counters land, where a character goes and who dies; flips a revealed role', () => {
    const steps = looperSteps(
      [
        { key: 'counterPlaced', params: { target: 'hospital', counter: 'intrigue', n: 1 } },
        { key: 'moved', params: { character: 'doctor', from: 'hospital', to: 'school' } },
        { key: 'characterDied', params: { character: 'nurse' } },
        { key: 'roleRevealed', params: { character: 'doctor', role: 'brain' } },
      ],
      ctx,
    );
    expect(steps.map((s) => `${s.key}:${s.motion}:${s.label}`)).toEqual([
      'counterPlaced:zone:Hospital',
      'moved:zone:Escuela',
      `characterDied:zone:${characterName(es, 'nurse')}`,
      `roleRevealed:flip:${roleName(es, 'brain')}`,
    ]);
    expect(steps[2]!.tone).toBe('bad');
  });

  it('knows every public log key as a move or as automatic, and never a private one', () => {
    const publicKeys = [...Object.keys(PUBLIC_FLOW_LOG_KEYS), ...Object.keys(PUBLIC_EFFECT_LOG_KEYS)];
    for (const key of publicKeys) expect(LOOPER_MOVES.has(key) || LOOPER_AUTOMATIC.has(key), key).toBe(true);
    for (const key of [...Object.keys(PRIVATE_FLOW_LOG_KEYS), ...Object.keys(PRIVATE_EFFECT_LOG_KEYS)]) {
      expect(LOOPER_MOVES.has(key) || LOOPER_AUTOMATIC.has(key), key).toBe(false);
    }
    expect(MASTERMIND).toBe(0);
  });
});
