/** Order statistics for the bench (nearest-rank percentiles; exact enough for a few hundred samples). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How long a bot took to decide, as every bench prints it. */
export function botDecisionFigures(botMs: readonly number[]) {
  return { botP50Ms: percentile(botMs, 50), botP95Ms: percentile(botMs, 95), botMaxMs: Math.max(...botMs), decisions: botMs.length };
}
