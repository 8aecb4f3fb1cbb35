import type { Transaction } from '../../../../platform/transactions.js';

/** An enrolled driver's card, as this module reads it. */
export interface Entrant {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
  iracingId: number | null;
  /** For the admin's list and the withdrawal e-mail only; never in a public answer. */
  email: string;
  deleted: boolean;
}

/** Port filled by the composition root (identity's DriverCards): the cards of the accounts named, unknown ids left out. */
export interface EntrantDirectory {
  /** Inside `trx` when given (SQLite's one connection is the transaction's while it runs). */
  describe(ids: readonly string[], trx?: Transaction): Promise<Entrant[]>;
}
