import { describe, expect, it } from 'vitest';
import { BOT_DELAY_DEFAULT_MS as CONTRACT_DEFAULT, BOT_DELAY_MAX_MS as CONTRACT_MAX, requestSchemas } from '../../../shared/ipc/contract';
import { BOT_DELAY_DEFAULT_MS, BOT_DELAY_MAX_MS, BOT_SPEEDS, isBotDelay, speedOf } from './bot-speed';

describe('bot speed', () => {
  it('uses the same limits as the IPC contract', () => {
    expect(BOT_DELAY_MAX_MS).toBe(CONTRACT_MAX);
    expect(BOT_DELAY_DEFAULT_MS).toBe(CONTRACT_DEFAULT);
  });

  it('offers only delays the services accept, fastest first', () => {
    const schema = requestSchemas['settings.set'];
    for (const s of BOT_SPEEDS) expect(schema.safeParse({ botDelayMs: s.ms }).success, s.id).toBe(true);
    const ms = BOT_SPEEDS.map((s) => s.ms);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(speedOf(BOT_DELAY_DEFAULT_MS)).toBe('normal');
  });

  it('names preset delays and nothing else', () => {
    expect(speedOf(0)).toBe('instant');
    expect(speedOf(2500)).toBe('slow');
    expect(speedOf(777)).toBeNull();
  });

  it('accepts whole milliseconds within the limits only', () => {
    expect(isBotDelay(0)).toBe(true);
    expect(isBotDelay(5000)).toBe(true);
    expect(isBotDelay(5001)).toBe(false);
    expect(isBotDelay(-1)).toBe(false);
    expect(isBotDelay(1.5)).toBe(false);
    expect(isBotDelay('1200')).toBe(false);
  });
});
