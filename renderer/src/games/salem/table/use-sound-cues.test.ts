/** S93 the cues follow the snapshots' public phase: the same from any seat's view or the public one, never with the option off. */
import { describe, expect, it } from 'vitest';
import { effectScope, nextTick } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import type { SessionSnapshot } from '../../../../../shared/ipc/contract';
import { useTable } from '../../../stores/table';
import { useSalemSoundCues } from './use-sound-cues';
import type { Cue } from './sound-cues';

function snap(phase: string, seat: number | null, sounds = true, id = 's1'): SessionSnapshot {
  return { session: { id, gameId: 'salem' }, seat, view: { phase, options: { sounds } } } as unknown as SessionSnapshot;
}

async function run(snaps: SessionSnapshot[]): Promise<Cue[]> {
  setActivePinia(createPinia());
  const table = useTable();
  const played: Cue[] = [];
  const scope = effectScope();
  scope.run(() => useSalemSoundCues((cue) => played.push(cue)));
  for (const s of snaps) {
    table.snapshot = s;
    await nextTick();
  }
  scope.stop();
  return played;
}

describe('salem sound cues on the table', () => {
  it('S93 the same cues whichever seat (or nobody) is looking when the phase changes', async () => {
    const fromWitch = await run([snap('day', 2), snap('night', 2), snap('night', null), snap('night', 4), snap('day', null)]);
    const fromPublic = await run([snap('day', null), snap('night', null), snap('night', null), snap('night', null), snap('day', 1)]);
    expect(fromWitch).toEqual(['bell', 'knock']);
    expect(fromPublic).toEqual(fromWitch);
  });

  it('S93 silent with the option off; another game never rings', async () => {
    expect(await run([snap('day', 0, false), snap('night', 0, false), snap('day', 0, false)])).toEqual([]);
    const other = { session: { id: 'g', gameId: 'grizzled' }, seat: 0, view: { phase: 'night', options: { sounds: true } } } as unknown as SessionSnapshot;
    expect(await run([other])).toEqual([]);
  });

  it('a table opened mid-night does not ring again; a new game starts afresh', async () => {
    expect(await run([snap('night', null)])).toEqual([]);
    expect(await run([snap('day', null, true, 'a'), snap('dawn', null, true, 'b')])).toEqual(['bell']);
  });
});
