import type { PlaceWindow } from '../../../../platform/keyset.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { AuditEntry } from '../../domain/audit-entry.js';

/** What the superadmin filters the log by; every field optional. Dates are UTC instants. */
export interface AuditFilters {
  actorId?: string;
  accion?: string;
  objetoTipo?: string;
  objetoId?: string;
  desde?: string;
  hasta?: string;
}

/**
 * Port: the stored log. Only appends, reads and purges by age: there is no way to change or delete one
 * entry (docs/adr/0051).
 */
export interface AuditLog {
  append(entry: AuditEntry, trx: Transaction): Promise<void>;
  /** Newest first (by instant, then id): the entries of a window, after or before a place or from a position. */
  page(filters: AuditFilters, window: PlaceWindow): Promise<AuditEntry[]>;
  /** How many entries match (the console's listing says it; the screen does not ask). */
  count(filters: AuditFilters): Promise<number>;
  /** Every matching entry, newest first, in batches (for the CSV). */
  each(filters: AuditFilters, visit: (batch: AuditEntry[]) => void | Promise<void>): Promise<void>;
  /** The actions and object types recorded so far, for the filters' lists: read from their indexes, not the whole log. */
  kinds(): Promise<{ acciones: string[]; objetos: string[] }>;
  /** Removes entries written before `before`; answers how many. */
  purgeBefore(before: string): Promise<number>;
}
