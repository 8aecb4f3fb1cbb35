/**
 * Port: a module that holds places for an account in activities still to come (free events …) and
 * frees them when the account is deleted. Any number of modules may bind one; identity calls each
 * inside the deletion's transaction.
 */
export interface AccountRelease {
  releaseUpcomingOf(userId: string, trx?: unknown): Promise<void>;
}
