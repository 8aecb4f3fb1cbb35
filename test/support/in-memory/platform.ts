import { pino } from 'pino';
import type { Clock } from '../../../src/platform/clock.js';
import type { Logger } from '../../../src/platform/logger.js';
import type { RateCounter } from '../../../src/platform/rate-limit/rate-limiter.js';

/** Fixed-window counters in memory, on the clock given, as the database's are. */
export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const start = this.start(windowMs);
    const current = this.windows.get(key);
    const count = current && current.start === start ? current.count + 1 : 1;
    this.windows.set(key, { start, count });
    return count;
  }
  async count(key: string, windowMs: number): Promise<number> {
    const current = this.windows.get(key);
    return current && current.start === this.start(windowMs) ? current.count : 0;
  }
  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
  private start(windowMs: number): number {
    const now = this.clock.now().getTime();
    return now - (now % windowMs);
  }
}

/** A logger that writes nothing. */
export const silentLogger = (): Logger => pino({ enabled: false });
