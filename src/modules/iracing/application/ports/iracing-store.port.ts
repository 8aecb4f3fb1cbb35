import type { Transaction } from '../../../../platform/transactions.js';
import type { IracingCredential } from '../../../../contracts/iracing.contract.js';

export type IracingCredentials = Record<IracingCredential, string>;

/** Port: the credentials an admin saved in Ajustes → iRacing, kept encrypted. */
export interface CredentialStore {
  get(field: IracingCredential): Promise<string | null>;
  /** null removes the value. Any change also forgets the stored token pair (it belonged to the old account). */
  set(field: IracingCredential, value: string | null, at: Date, trx?: Transaction): Promise<void>;
}

/** One championship's sync as the dashboard shows it. */
export interface SyncState {
  campeonatoId: string;
  lastSyncAt: string | null;
  /** The last pass's Spanish reason when it failed; null when it went through. */
  lastError: string | null;
  /** Since when every pass has failed; null when the last one went through. */
  failingSince: string | null;
  /** When the admins were told it keeps failing (once per failing stretch). */
  alertedAt: string | null;
}

/**
 * Port: the sync's own records, shared by every server and the CLI. Claims are leases in the
 * database: whoever holds `subsesion:N` is importing it, so two processes never fetch and import the
 * same session at once; a process that dies frees it when the lease ends.
 */
export interface SyncLedger {
  claim(key: string, holder: string, now: Date, leaseMs: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
  /** Claims several leases in one statement; answers the keys won. */
  claimMany(keys: readonly string[], holder: string, now: Date, leaseMs: number): Promise<Set<string>>;
  releaseMany(keys: readonly string[], holder: string): Promise<void>;
  /** The leases among `keys` that have not ended at `now` (whoever holds them), with their end. */
  activeLeases(keys: readonly string[], now: Date): Promise<Map<string, Date>>;
  /** Why a session failed to import (null clears it). */
  recordSessionFailure(subsessionId: number, campeonatoId: string, reason: string | null, at: Date): Promise<void>;
  sessionFailures(subsessionIds: readonly number[]): Promise<Map<number, string>>;
  /** Records a championship's pass and answers its state after it. */
  recordPass(campeonatoId: string, at: Date, error: string | null): Promise<SyncState>;
  markAlerted(campeonatoId: string, at: Date): Promise<void>;
  /** The newest pass's instant of any championship, or null when none ran (from the index on it). */
  lastSyncAt(): Promise<string | null>;
  /** The championships whose last pass failed (from an index that holds only them), never every state. */
  failing(): Promise<SyncState[]>;
}
