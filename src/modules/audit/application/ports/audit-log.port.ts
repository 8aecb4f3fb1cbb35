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
  /** Newest first. */
  page(filters: AuditFilters, offset: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }>;
  /** Every matching entry, newest first, in batches (for the CSV). */
  each(filters: AuditFilters, visit: (batch: AuditEntry[]) => void | Promise<void>): Promise<void>;
  /** The actions and object types recorded so far, for the filters' lists. */
  kinds(): Promise<{ acciones: string[]; objetos: string[] }>;
  /** Removes entries written before `before`; answers how many. */
  purgeBefore(before: string): Promise<number>;
}
