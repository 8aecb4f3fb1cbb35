/**
 * Port: the championships a user is enrolled in, answered by the championships module once it
 * exists. The profile shows their count.
 */
export interface EnrolmentDirectory {
  championshipIdsOf(userId: string): Promise<string[]>;
  /** Releases the user's enrolments in championships that have not started (account deletion). */
  releaseUpcomingOf(userId: string, trx?: unknown): Promise<void>;
}

/** Until a championships module binds its own, nobody is enrolled in anything. */
export const noEnrolments: EnrolmentDirectory = {
  championshipIdsOf: async () => [],
  releaseUpcomingOf: async () => undefined,
};
