/** An enrolled driver's card, as this module reads it. */
export interface Entrant {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
  iracingId: number | null;
  /** For the admin's list and the withdrawal e-mail only; never in a public answer. */
  email: string;
  deleted: boolean;
}

/** Port filled by the composition root (identity's DriverCards): the cards of the accounts named, unknown ids left out. */
export interface EntrantDirectory {
  describe(ids: readonly string[]): Promise<Entrant[]>;
}
