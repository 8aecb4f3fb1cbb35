import type { Transaction } from '../../../../platform/transactions.js';

/** One sign-in of an account, as stored: what the owner sees of it and until when it lasts. */
export interface SessionRecord {
  /** Opaque: the session token carries it, the list shows it; it proves nothing by itself. */
  id: string;
  userId: string;
  /** SHA-256 of the random id in the browser's own cookie; null for a client without one. */
  browserHash: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** SHA-256 of the single-use link mailed for a sign-in from a new browser. */
  revokeLinkHash: string | null;
  revokeLinkExpiresAt: string | null;
}

/** Which of an account's live sessions to end: one, all but one, or all. */
export type SessionSelection = { userId: string; id: string } | { userId: string; exceptId: string | null };

/** Port: the accounts' sessions. */
export interface SessionRepository {
  insert(record: SessionRecord, trx?: Transaction): Promise<void>;
  findById(id: string, trx?: Transaction): Promise<SessionRecord | null>;
  /** The account's sessions neither ended nor expired at `now`, the last used first. */
  liveOf(userId: string, now: string, trx?: Transaction): Promise<SessionRecord[]>;
  /** Whether the account has any session kept (live or ended), and whether one came from that browser. */
  history(userId: string, browserHash: string | null, trx?: Transaction): Promise<{ any: boolean; browser: boolean }>;
  /** Records a use: only when the last one recorded is older than `staleBefore` (a write a minute at most). */
  touch(id: string, at: string, ip: string | null, staleBefore: string, trx?: Transaction): Promise<void>;
  /** Ends the selected sessions still live; answers the ids ended. */
  revoke(selection: SessionSelection, at: string, trx?: Transaction): Promise<string[]>;
  /** Spends a mailed link once: clears it when it is that session's and not expired; answers the session's account. */
  takeRevokeLink(id: string, linkHash: string, now: string, trx?: Transaction): Promise<string | null>;
  /** Forgets the account's sessions that expired before `before`. */
  purge(userId: string, before: string, trx?: Transaction): Promise<void>;
}
