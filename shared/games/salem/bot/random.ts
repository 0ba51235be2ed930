/** The bot's own seeded draws: one stream per decision, from the seed the game loop hands it. */
import { nextFloat, seedRng, type RngState } from '../../../engine/rng';

export class BotRandom {
  private state: RngState;

  constructor(seed: number) {
    this.state = seedRng(`salem-bot:${seed}`);
  }

  float(): number {
    const [f, next] = nextFloat(this.state);
    this.state = next;
    return f;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** The item with the highest score; ties (within `slack`) broken by a draw, so bots do not all move alike. */
  best<T>(items: readonly T[], score: (item: T) => number, slack = 1e-9): T {
    let top = -Infinity;
    const scores = items.map((item) => {
      const s = score(item);
      if (s > top) top = s;
      return s;
    });
    return this.pick(items.filter((_, i) => scores[i]! >= top - slack));
  }
}
