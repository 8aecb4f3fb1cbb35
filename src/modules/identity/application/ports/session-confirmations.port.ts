/**
 * Port: when each session last confirmed who holds it (docs/adr/0046). A session is named by its key (the
 * SHA-256 of its token), never by the token itself.
 */
export interface SessionConfirmationStore {
  /** Records that the session confirmed at `at` (epoch ms); rows older than `clearBefore` are cleared on the way. */
  record(sessionKey: string, userId: string, at: number, clearBefore: number): Promise<void>;
  /** The session's last confirmation, or null when it has none. */
  lastOf(sessionKey: string): Promise<{ userId: string; confirmedAt: number } | null>;
}
