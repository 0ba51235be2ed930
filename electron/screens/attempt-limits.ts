/**
 * The two brakes of the seat listener: wrong secrets per address (a guess is refused, and after a
 * few every attempt from that address is refused for a while, right ones included, so guessing
 * pays nothing), and messages per connection (a flood closes the socket). Time comes in as a
 * function so tests need no clock.
 */
export type Clock = () => number;

/** Failures per key over a sliding window; blocked once `limit` failures fall inside it. */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  blocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

/** A token bucket: `burst` messages at once, refilled at `perSecond`; `take` says whether one more may pass. */
export class MessageBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: Clock = Date.now,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
