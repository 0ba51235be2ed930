/**
 * `bench:ui --profile DIR`: a V8 CPU profile of the page while one game is played (Chromium's
 * profiler through a CDP session), written as DIR/<game>.cpuprofile (open it in Chromium's
 * Performance panel or speedscope) and summed up as the functions with the most self time.
 * The sampler slows the page down: figures taken with it are not comparable with the others.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface Profiling {
  stop(): Promise<string[]>;
}

export async function startProfile(page: Page, dir: string, name: string): Promise<Profiling> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
      await session.detach();
      writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      return topSelfTime(profile, 25);
    },
  };
}

/** The functions with the most self time, as "ms  name  file:line". */
export function topSelfTime(profile: CpuProfile, count: number): string[] {
  const byNode = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? `${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}  ${file}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
}
