import type { MailMessage, MailOutbox } from '../../../src/platform/mail/mail.port.js';
import type { Transaction, TransactionRunner } from '../../../src/platform/transactions.js';

/** A store in memory whose state a transaction can copy and put back. */
export interface Snapshottable {
  /** Copies the state now; the function answered puts that copy back. */
  snapshot(): () => void;
}

/** The opaque transaction of the in-memory stores: only its identity matters. */
export interface MemoryTransaction {
  readonly memory: true;
}

/**
 * Transactions over stores in memory, with the two properties the use cases rely on: all-or-nothing (a
 * failing unit of work puts every store back as it was) and one at a time (units queue behind each other,
 * as rows locked on PostgreSQL do), so the rules can be unit-tested without a database.
 */
export class MemoryTransactions implements TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();
  readonly stores: Snapshottable[] = [];

  constructor(...stores: Snapshottable[]) {
    this.stores.push(...stores);
  }

  run<T>(work: (trx: Transaction) => Promise<T>): Promise<T> {
    const turn = this.queue.then(async () => {
      const restore = this.stores.map((s) => s.snapshot());
      try {
        return await work({ memory: true } satisfies MemoryTransaction);
      } catch (error) {
        for (const put of restore) put();
        throw error;
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

/** Keeps rows of type T by id; copies on snapshot. */
export class MemoryTable<T extends { id: string }> implements Snapshottable {
  rows = new Map<string, T>();

  snapshot(): () => void {
    const copy = new Map([...this.rows].map(([id, row]) => [id, structuredClone(row)]));
    return () => {
      this.rows = copy;
    };
  }

  all(): T[] {
    return [...this.rows.values()].map((row) => structuredClone(row));
  }
}

/** The mail outbox in memory: what was queued, and rolled back with the transaction that queued it. */
export class MemoryOutbox implements MailOutbox, Snapshottable {
  queued: MailMessage[] = [];

  async enqueue(message: MailMessage): Promise<string> {
    this.queued.push({ ...message });
    return `correo-${this.queued.length}`;
  }

  snapshot(): () => void {
    const copy = [...this.queued];
    return () => {
      this.queued = copy;
    };
  }
}

/** Ids in order: `prefix-1`, `prefix-2`, … */
export const sequentialIds = (prefix: string) => {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
};
