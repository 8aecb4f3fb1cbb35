/** A signed-up driver as the event page shows them (spec 1 §3, Participant). */
export interface Participant {
  id: string;
  _id: string;
  username: string | null;
  nombre: string;
  apellido: string;
  avatarUrl: string | null;
}

/** Port: who the signed-up user ids are; the composition root fills it with identity's driver directory. */
export interface ParticipantDirectory {
  /** The participants with these ids, in the order given; unknown ids are left out. */
  describe(userIds: readonly string[]): Promise<Participant[]>;
}
