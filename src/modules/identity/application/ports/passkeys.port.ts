import type { Transaction } from '../../../../platform/transactions.js';

/** A passkey as stored: the credential the authenticator made and what the owner knows it by. */
export interface Passkey {
  id: string;
  userId: string;
  /** The credential's id as the browser gives it (base64url). */
  credentialId: string;
  /** The COSE public key (base64url). */
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  nombre: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Port: the accounts' passkeys. */
export interface PasskeyRepository {
  listOf(userId: string, trx?: Transaction): Promise<Passkey[]>;
  findByCredentialId(credentialId: string, trx?: Transaction): Promise<Passkey | null>;
  insert(passkey: Passkey, trx?: Transaction): Promise<void>;
  /** Renames one of the account's passkeys; answers whether it was the account's. */
  rename(userId: string, id: string, nombre: string, trx?: Transaction): Promise<boolean>;
  /** Removes one of the account's passkeys; answers whether it was the account's. */
  remove(userId: string, id: string, trx?: Transaction): Promise<boolean>;
  /** After a sign-in: the authenticator's new counter and the instant. */
  markUsed(id: string, counter: number, at: string, trx?: Transaction): Promise<void>;
}

export type ChallengePurpose = 'llave-registro' | 'llave-entrada' | 'segundo-paso' | 'reconfirmacion';

/** A ceremony under way: its WebAuthn challenge, whose it is and until when it may be answered. */
export interface ChallengeRecord {
  id: string;
  purpose: ChallengePurpose;
  userId: string | null;
  challenge: string | null;
  /** Epoch ms. */
  expiresAt: number;
  createdAt: string;
}

/** Port: challenges kept on the server (the database, so any app server finishes what another began). */
export interface ChallengeStore {
  /** Stores a challenge; challenges already expired are cleared on the way. */
  put(record: ChallengeRecord, now: number, trx?: Transaction): Promise<void>;
  /** A challenge still open (same purpose, not expired), without using it. */
  peek(id: string, purpose: ChallengePurpose, now: number, trx?: Transaction): Promise<ChallengeRecord | null>;
  /**
   * Takes a challenge once: deletes it and answers it when it was there, of that purpose and not
   * expired; null otherwise (used, expired, unknown). Two servers taking the same one: one wins.
   */
  take(id: string, purpose: ChallengePurpose, now: number, trx?: Transaction): Promise<ChallengeRecord | null>;
  /** Sets the WebAuthn challenge of an open one (a second step answered with a passkey). */
  setChallenge(id: string, challenge: string, trx?: Transaction): Promise<void>;
}

/** What a verified registration leaves to store. */
export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/**
 * Port: the WebAuthn ceremonies (options and verification), by @simplewebauthn/server with the relying
 * party of PUBLIC_URL. Verification answers null when the response does not verify, never throws for it.
 */
export interface WebAuthnCeremonies {
  registrationOptions(input: { userId: string; userName: string; displayName: string; exclude: Pick<Passkey, 'credentialId' | 'transports'>[] }): Promise<{ options: unknown; challenge: string }>;
  verifyRegistration(response: unknown, expectedChallenge: string): Promise<NewCredential | null>;
  authenticationOptions(allow?: Pick<Passkey, 'credentialId' | 'transports'>[]): Promise<{ options: unknown; challenge: string }>;
  /** The credential id and user handle a response names, before it is verified (to find the stored key). */
  credentialOf(response: unknown): { credentialId: string; userHandle: string | null } | null;
  verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey): Promise<{ newCounter: number } | null>;
}
