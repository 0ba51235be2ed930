import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { useSettings } from './settings';

/** An API whose settings.get answers only when the test says, with what was stored when it was asked. */
function slowSettingsApi() {
  const stored = { locale: 'es', botDelayMs: 600, motion: 'normal', confirmIrreversible: true };
  const waiting: (() => void)[] = [];
  const api = {
    'settings.get': () => {
      const answer = { ok: true, data: { ...stored } };
      return new Promise((resolve) => waiting.push(() => resolve(answer)));
    },
    'settings.set': async (patch: Partial<typeof stored>) => {
      Object.assign(stored, patch);
      return { ok: true, data: { ...stored } };
    },
  };
  useApi(api as unknown as VeladaApi);
  return { answerLoads: () => waiting.splice(0).forEach((answer) => answer()) };
}

describe('settings store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a load asked before the person changed a setting does not undo the change when it answers late', async () => {
    const api = slowSettingsApi();
    const settings = useSettings();
    const loading = settings.load();
    await settings.setMotion('off');
    await settings.setBotDelay(0);
    api.answerLoads();
    await loading;
    expect(settings.motion.choice).toBe('off');
    expect(settings.botDelayMs).toBe(0);
  });

  it('a load still applies what the person did not change meanwhile', async () => {
    const api = slowSettingsApi();
    const settings = useSettings();
    const loading = settings.load();
    await settings.setMotion('off');
    api.answerLoads();
    await loading;
    expect(settings.botDelayMs).toBe(600);
    expect(settings.confirmIrreversible).toBe(true);
    const again = settings.load();
    api.answerLoads();
    await again;
    expect(settings.motion.choice).toBe('off');
  });
});
