/** Small helpers shared by the command-line tools: typed usage errors and integer flags. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function intFlag(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Prints the message and exits with the tool's usage/error code. */
export function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
