import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port: when each session last confirmed who holds it (docs/adr/0046). A session is named by its id (its
 * row of auth_sessions, the token's `sid`), never by the token itself.
 */
export interface SessionConfirmationStore {
  /** Records that the session confirmed at `at` (epoch ms); rows older than `clearBefore` are cleared on the way. */
  record(sessionId: string, userId: string, at: number, clearBefore: number, trx?: Transaction): Promise<void>;
  /** The session's last confirmation, or null when it has none. */
  lastOf(sessionId: string): Promise<{ userId: string; confirmedAt: number } | null>;
}
