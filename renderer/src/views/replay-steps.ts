/** Which replay step a key or a button leads to, kept inside the game's 0…steps. */
export function clampStep(step: number, steps: number): number {
  return Math.min(Math.max(0, Math.trunc(step)), steps);
}

/** ← → one move, Home / End the start and the end; null for any other key. */
export function stepForKey(key: string, step: number, steps: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampStep(step - 1, steps);
    case 'ArrowRight':
      return clampStep(step + 1, steps);
    case 'Home':
      return 0;
    case 'End':
      return steps;
    default:
      return null;
  }
}
