import type { Clock } from '../../../platform/clock.js';
import type { Logger } from '../../../platform/logger.js';
import type { SyncLedger } from './ports/iracing-store.port.js';

/**
 * How long a lease lasts unless renewed: a process that dies (killed, its machine gone) frees what it
 * held within this, and the next pass takes it. A live one renews its leases every HEARTBEAT_MS, so
 * however long its work takes, nobody else starts the same sessions meanwhile.
 */
export const LEASE_MS = 60_000;
export const HEARTBEAT_MS = 20_000;

export interface LeaseDeps {
  ledger: Pick<SyncLedger, 'claimMany' | 'releaseMany'>;
  clock: Clock;
  holder: string;
  logger?: Pick<Logger, 'warn'>;
  /** How often the leases are renewed (HEARTBEAT_MS unless a test says otherwise). */
  heartbeatMs?: number;
}

/** Runs of this process that claimed leases, to name each its own holder. */
let runs = 0;

/**
 * Leases one run holds while it works: claimed together, renewed by a heartbeat for LEASE_MS at a
 * time while held, released together. Each run is a holder of its own (the process's name and its
 * run's number): two passes of one server started at once contend for a session as two servers'
 * would, instead of both finding it "already theirs". A lease the heartbeat finds taken by another
 * (this run stalled past its end) is no longer held, and `has` says so before its session is touched.
 */
export class HeldLeases {
  private readonly held: Set<string>;
  private readonly timer: NodeJS.Timeout | null;
  private renewal: Promise<void> | null = null;
  private released = false;

  private constructor(
    private readonly deps: LeaseDeps,
    private readonly holder: string,
    won: Set<string>,
  ) {
    this.held = won;
    this.timer = won.size ? setInterval(() => void this.renew(), deps.heartbeatMs ?? HEARTBEAT_MS) : null;
    this.timer?.unref();
  }

  /** Claims `keys` (those free or ended) for a new run and starts renewing the ones won. */
  static async claim(deps: LeaseDeps, keys: readonly string[]): Promise<HeldLeases> {
    const holder = `${deps.holder}/${++runs}`;
    const won = keys.length ? await deps.ledger.claimMany(keys, holder, deps.clock.now(), LEASE_MS) : new Set<string>();
    return new HeldLeases(deps, holder, won);
  }

  has(key: string): boolean {
    return this.held.has(key);
  }

  get keys(): string[] {
    return [...this.held];
  }

  /** One heartbeat: every lease still held is extended to LEASE_MS from now; a failed renewal is tried again at the next beat. */
  renew(): Promise<void> {
    if (this.renewal || this.released || !this.held.size) return this.renewal ?? Promise.resolve();
    const keys = [...this.held];
    this.renewal = this.deps.ledger
      .claimMany(keys, this.holder, this.deps.clock.now(), LEASE_MS)
      .then((kept) => {
        if (this.released) return;
        for (const key of keys) if (!kept.has(key)) this.held.delete(key);
      })
      .catch((err: unknown) => this.deps.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'no se pudieron renovar las sesiones de iRacing en curso'))
      .finally(() => {
        this.renewal = null;
      });
    return this.renewal;
  }

  /** Stops the heartbeat and gives every lease back (after a renewal in flight, so it cannot take them again). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    if (this.timer) clearInterval(this.timer);
    await this.renewal;
    const keys = [...this.held];
    this.held.clear();
    if (keys.length) await this.deps.ledger.releaseMany(keys, this.holder);
  }
}
