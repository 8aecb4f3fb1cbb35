import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port filled by the composition root (privacy's RecordSignUpConsent): a new account accepted the
 * privacy notice in force, in the registration's transaction, with the voluntary purposes it ticked.
 */
export interface SignUpConsents {
  record(userId: string, via: 'registro' | 'google', trx?: Transaction, options?: { correosNovedades?: boolean }): Promise<void>;
}

/** Port filled by the composition root (privacy's settings): whether the league uses Google sign-in (it can turn it off as a processor). */
export interface GoogleSignInSwitch {
  googleOn(): Promise<boolean>;
}

/** Port filled by the composition root (privacy's choices): which of these accounts allowed their full name on public pages. */
export interface FullNameChoices {
  allowedAmong(userIds: readonly string[]): Promise<Set<string>>;
}
