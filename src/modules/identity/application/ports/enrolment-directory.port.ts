/**
 * Port: the championships a user is enrolled in, filled by the composition root with the
 * championships module's directory. The profile shows their count.
 */
export interface EnrolmentDirectory {
  championshipIdsOf(userId: string): Promise<string[]>;
  /** Releases the user's enrolments in championships that have not started (account deletion). */
  releaseUpcomingOf(userId: string, trx?: unknown): Promise<void>;
}
