import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { buildEntry, PublicReadCache, type PublicEntry } from './public-read-cache.js';
import type { Config } from '../config.js';
import { KnexPublicReadVersion, SharedVersionReads, SqliteFilePublicReadVersion, type PublicReadVersion } from './public-read-version.js';

/** What a computed answer gives the cache: its bytes and the headers that belong to them. */
export interface ComputedAnswer {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  headers: Record<string, string>;
  /**
   * The next instant time alone changes this answer (an enrolment closing, a result's publication),
   * as the handler knows it; null when time alone never changes it; undefined when the handler did
   * not say (then `maxAgeMs` applies). Kept until then, `MAX_KEPT_MS` at most.
   */
  changesAt?: Date | null;
}

/** The longest an answer whose handler declared when it changes is kept without a write: a bound against a wrong instant. */
export const MAX_KEPT_MS = 60 * 60 * 1000;

/** Until when an answer computed at `now` is kept. */
export function keptUntil(now: number, maxAgeMs: number, changesAt: Date | null | undefined): number {
  if (changesAt === undefined) return now + maxAgeMs;
  return Math.min(changesAt === null ? Number.POSITIVE_INFINITY : changesAt.getTime(), now + MAX_KEPT_MS);
}

/**
 * The public reads of one app server (docs/adr/0019): answers kept as bytes, each under the database
 * version read before it was computed. `answer` reads the version (shared between requests, never
 * older than the request), answers the kept entry when it is still that version, and otherwise runs
 * `compute` once for every request of the same key waiting on it.
 */
export class PublicReads {
  readonly cache: PublicReadCache;
  private readonly version: PublicReadVersion;
  private readonly pending = new Map<string, { version: string; entry: Promise<PublicEntry | undefined> }>();

  constructor(
    private readonly source: PublicReadVersion,
    private readonly clock: Clock,
    cache = new PublicReadCache(),
  ) {
    this.version = new SharedVersionReads(source);
    this.cache = cache;
  }

  static overKnex(knex: Knex, clock: Clock): PublicReads {
    return new PublicReads(new KnexPublicReadVersion(knex), clock);
  }

  /** The version read through knex, or on a SQLite file through a connection of its own (SqliteFilePublicReadVersion). */
  static overDatabase(knex: Knex, database: Config['database'], clock: Clock): PublicReads {
    if (database.client === 'sqlite' && database.filename !== ':memory:') return new PublicReads(new SqliteFilePublicReadVersion(database.filename), clock);
    return PublicReads.overKnex(knex, clock);
  }

  /** Closes what the version reads hold of their own (the SQLite connection), before the database closes. */
  close(): void {
    (this.source as { close?: () => void }).close?.();
  }

  /** The stored version of the public data, read as a request reads it (never older than the call). */
  currentVersion(): Promise<string> {
    return this.version.current();
  }

  /** Whether anything is kept under `key` (of any version): lets a caller skip the version read for a key never kept. */
  has(key: string): boolean {
    return this.cache.has(key);
  }

  /** The entry kept under `key` if it is still current: the version is read as `answer` reads it, never older than the call. */
  async kept(key: string): Promise<PublicEntry | undefined> {
    const version = await this.version.current();
    return this.cache.get(key, version, this.clock.now().getTime());
  }

  /**
   * The entry for `key`; `compute` runs when there is none for the current version (answering
   * undefined when the answer is not to be kept: an error, a cookie …). `maxAgeMs`: how long time
   * alone leaves such an answer true.
   */
  async answer(key: string, maxAgeMs: number, compute: () => Promise<ComputedAnswer | undefined>): Promise<PublicEntry | undefined> {
    const version = await this.version.current();
    const now = this.clock.now().getTime();
    const kept = this.cache.get(key, version, now);
    if (kept) return kept;
    const waiting = this.pending.get(key);
    if (waiting && waiting.version === version) {
      const entry = await waiting.entry;
      if (entry) return entry;
    }
    const entry = (async () => {
      const answer = await compute();
      if (!answer) return undefined;
      return buildEntry(answer, version, now, keptUntil(now, maxAgeMs, answer.changesAt));
    })();
    const mine = { version, entry: entry.catch(() => undefined) };
    this.pending.set(key, mine);
    try {
      const built = await entry;
      if (built) this.cache.set(key, built);
      return built;
    } finally {
      if (this.pending.get(key) === mine) this.pending.delete(key);
    }
  }
}
