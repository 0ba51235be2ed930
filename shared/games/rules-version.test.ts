/**
 * Every game keeps the rules version it was created with (shared/engine/rules-version.ts): setup
 * records it, every accepted move carries it on, it never enters the state hash, and a version
 * this build does not know is refused. One test over the registry, so a new game is held to it too.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../engine/contract';
import { stateHash } from '../engine/hash';
import { playGame, randomChooser } from '../engine/play';
import { GAMES } from './registry';
import { SHIPPED_SCRIPTS } from './looper/scripts';
import { options as darknessOptions } from './darkness/game/test-helpers';

const RAW_OPTIONS: Record<string, unknown> = {
  silentes: { players: ['Ana', 'Luis'] },
  grizzled: { players: ['Ana', 'Luis', 'Marta'] },
  salem: { players: ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara'] },
  looper: { players: ['Mente', 'Ana', 'Luis'], script: SHIPPED_SCRIPTS[0] },
  darkness: darknessOptions({ heroes: [{}, {}] }),
};

function optionsOf(module: AnyGameModule): unknown {
  const parsed = module.parseOptions(RAW_OPTIONS[module.id]);
  if (!parsed.ok) throw new Error(`${module.id}: ${parsed.error.message}`);
  return parsed.value;
}

describe.each(Object.values(GAMES))('S-R1 $id keeps the rules version it began with', (module) => {
  it('has a test set-up here (a new game must add one)', () => {
    expect(RAW_OPTIONS[module.id]).toBeDefined();
    expect(Number.isInteger(module.rulesVersion) && module.rulesVersion >= 1).toBe(true);
  });

  it('S-R1 setup records the current version, or an older one asked for; a newer one is refused', () => {
    const options = optionsOf(module);
    expect((module.setup(options, 'rv') as { rulesVersion: number }).rulesVersion).toBe(module.rulesVersion);
    expect((module.setup(options, 'rv', 1) as { rulesVersion: number }).rulesVersion).toBe(1);
    expect(() => module.setup(options, 'rv', module.rulesVersion + 1)).toThrow(/Rules version/);
    expect(() => module.setup(options, 'rv', 0)).toThrow(/Rules version/);
  });

  it('S-R1 every accepted move carries the version on, and the hash leaves it out', () => {
    const options = optionsOf(module);
    const seen = new Set<number>();
    let checked = 0;
    playGame(module, options, 'rv-moves', randomChooser, {
      maxActions: 120,
      onStep: (state) => {
        const s = state as { rulesVersion: number };
        seen.add(s.rulesVersion);
        checked++;
        expect(stateHash({ ...s, rulesVersion: s.rulesVersion + 7 })).toBe(stateHash(s));
      },
    });
    expect(checked).toBeGreaterThan(10);
    expect([...seen]).toEqual([module.rulesVersion]);
  });
});
