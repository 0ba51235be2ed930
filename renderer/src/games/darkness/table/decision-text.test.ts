import { describe, expect, it } from 'vitest';
import type { CheckSpec, Pending } from '../../../../../shared/games/darkness/game/types';
import { translator } from '../../looper/test-translator';
import { fateOptionText, fateText, levelWords, pendingSeat, pendingTitle, purposeText, statsLine, targetText } from './decision-text';

const es = translator('es');
const en = translator('en');
const names = { seat: (s: number) => ['Ana', 'Luis'][s] ?? '?', disc: (id: string) => `«${id}»`, scenarioAction: (id: string) => `acción ${id}`, tile: (i: number) => `loseta ${i}` };

describe('decision texts', () => {
  it('says a target in words, with the ladder’s name and code', () => {
    expect(levelWords(es, 3)).toBe('Escalera de 3 (3S)');
    expect(targetText(es, { kind: 'level', level: 3 })).toBe('Objetivo: Escalera de 3 (3S) o más');
    expect(targetText(en, { kind: 'level', level: 1 })).toBe('Target: A six (6H) or better');
    expect(targetText(es, { kind: 'automatic' })).toBe('Éxito automático: no hace falta tirar');
    expect(targetText(es, { kind: 'opposed', faces: [3, 3, 1] }, 2)).toBe('Enfrentada: hay que igualar o superar Pareja (1P) (3 3 1)');
    expect(targetText(en, { kind: 'opposed', faces: [1, 4] }, 0)).toBe('Opposed: the other side rolled nothing (1 4)');
  });

  it('D332 says "exceed the door" as the next level, and impossible past 5K', () => {
    expect(targetText(es, { kind: 'exceed', level: 2 })).toBe('Objetivo: superar Pareja (1P), es decir Escalera de 3 (3S) o más');
    expect(targetText(en, { kind: 'exceed', level: 1 })).toBe('Target: beat A six (6H), that is A pair (1P) or better');
    expect(targetText(es, { kind: 'exceed', level: 8 })).toBe('Imposible: solo un éxito automático lo consigue');
  });

  it('names why every kind of check is rolled, in both languages', () => {
    const purposes = [
      { kind: 'movement' }, { kind: 'door', door: '6,3', method: 'lockpick' }, { kind: 'door', door: '6,3', method: 'force' }, { kind: 'window', window: '1,3' },
      { kind: 'perception' }, { kind: 'healOther', target: 1 }, { kind: 'healSelf' }, { kind: 'search', disc: 'd1' }, { kind: 'recruit', disc: 'd1' },
      { kind: 'security', disc: 'd1' }, { kind: 'calm', disc: 'd1' }, { kind: 'take', target: 1, disc: 'd2' }, { kind: 'carry' },
      { kind: 'initiative', disc: 'd1' }, { kind: 'attack', disc: 'd1' }, { kind: 'defend', disc: 'd1' }, { kind: 'retreat', disc: 'd1' }, { kind: 'scenario', action: 'craft' },
    ] as const;
    for (const tr of [es, en]) {
      const texts = purposes.map((p) => purposeText(tr, p, names));
      for (const t of texts) expect(t).not.toMatch(/darkness\.|\{/);
      expect(new Set(texts).size).toBe(texts.length - 0);
    }
    expect(purposeText(es, { kind: 'take', target: 1, disc: 'd2' }, names)).toBe('Quitar «d2» a Luis');
    expect(purposeText(es, { kind: 'scenario', action: 'craft' }, names)).toBe('acción craft');
  });

  it('has every result of both fate tables, 2 to 12, different from each other', () => {
    for (const tr of [es, en]) {
      for (const table of ['ohCrap', 'woohoo'] as const) {
        const texts = Array.from({ length: 11 }, (_, i) => fateText(tr, table, i + 2));
        expect(new Set(texts).size).toBe(11);
        for (const t of texts) expect(t).not.toMatch(/darkness\.|r\d+$/);
      }
    }
    expect(fateText(es, 'ohCrap', 7)).toBe('¡Oh, idiota! 7: no puedes salir de esta loseta hasta tu próximo turno.');
    expect(fateText(en, 'woohoo', 8)).toBe('Woohoo! 8: double movement this turn.');
  });

  it('words each kind of fate option', () => {
    expect(fateOptionText(es, { kind: 'seat', seat: 1 }, names)).toBe('Luis');
    expect(fateOptionText(es, { kind: 'seatAndDisc', seat: 0, disc: 'd4' }, names)).toBe('«d4» de Ana');
    expect(fateOptionText(en, { kind: 'seatAndDisc', seat: 0, disc: 'd4' }, names)).toBe("Ana's «d4»");
    expect(fateOptionText(es, { kind: 'tile', tile: 2 }, names)).toBe('Loseta: loseta 2');
    expect(fateOptionText(en, { kind: 'disc', disc: 'd1' }, names)).toBe('«d1»');
  });

  it('knows who each pending decision waits on and titles each one', () => {
    const check: CheckSpec = { purpose: { kind: 'movement' }, seat: 1, attribute: 'speed', skills: [], itemUses: [], target: { kind: 'none' }, assistable: false };
    const all: Pending[] = [
      { kind: 'build', check, vpDiceAllowed: 0 },
      { kind: 'rolled', check, roll: { seat: 1, purpose: 'movement', faces: [1], assists: [], level: 0, success: null, rerolled: 0 } },
      { kind: 'fateChoice', seat: 0, table: 'ohCrap', result: 3, options: [] },
      { kind: 'orientTile', seat: 0, tile: 'bar', tx: 1, ty: 1, rotations: [0], side: 'N' },
      { kind: 'securityApproach', seat: 0, disc: 'd1', canFight: true },
      { kind: 'combat', seat: 0, disc: 'd1', round: 1, roundsThisTurn: 0, initiative: null, step: 'choose', vsSecurity: false },
      { kind: 'absorb', seat: 0, disc: 'd1', options: [] },
      { kind: 'assistOffer', seat: 0, helping: 1, check },
      { kind: 'invite', seat: 0, door: '6,3', candidates: [1] },
      { kind: 'drop', seat: 0, over: 1 },
      { kind: 'master', seat: 2, reason: 'round' },
      { kind: 'gameOver' },
    ];
    expect(all.map(pendingSeat)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, null]);
    for (const tr of [es, en]) {
      const titles = all.map((p) => pendingTitle(tr, p));
      expect(new Set(titles).size).toBe(all.length);
      for (const t of titles) expect(t).not.toMatch(/darkness\./);
    }
  });

  it('gives an adversary’s stats as ladder codes and its speed as a number', () => {
    expect(statsLine(es, { initiative: 2, attack: 3, defense: 4, speed: 5 })).toBe('I 1P · A 3S · D 3K · V 5');
    expect(statsLine(en, { initiative: 1, attack: 1, defense: 2 })).toBe('I 6H · A 6H · D 1P');
  });
});
