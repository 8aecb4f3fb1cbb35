import type { Knex } from 'knex';
import type { Clock } from '../clock.js';

const TABLE = 'rate_limits';

/** Port: what a use case needs of the limiter (a unit test passes counters in memory). */
export type RateCounter = Pick<RateLimiter, 'hit' | 'count' | 'reset'>;

/**
 * Fixed-window counters kept in the database, so every app server sees the same count.
 * `hit` adds one and answers the count in the current window.
 */
export class RateLimiter {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now().getTime();
    const windowStart = now - (now % windowMs);
    const rows = await this.knex(TABLE)
      .insert({ key, windowStart, count: 1 })
      .onConflict('key')
      .merge({
        count: this.knex.raw('CASE WHEN ?? = ? THEN ?? + 1 ELSE 1 END', [`${TABLE}.windowStart`, windowStart, `${TABLE}.count`]),
        windowStart,
      })
      .returning('count');
    return Number((rows[0] as { count: number }).count);
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now().getTime();
    const row = await this.knex(TABLE).where({ key }).first();
    if (!row || Number(row.windowStart) !== now - (now % windowMs)) return 0;
    return Number(row.count);
  }

  async reset(key: string): Promise<void> {
    await this.knex(TABLE).where({ key }).delete();
  }
}
