/** What track records read from other modules, each port filled by the composition root. */

/** A live account, found by id or e-mail address; the address is for administrators only. */
export interface HolderAccount {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** Port: live accounts by id or e-mail address (IDENTITY.Accounts). */
export interface HolderAccounts {
  find(idOrEmail: string): Promise<HolderAccount | null>;
  /** The live accounts among these ids, read at once; unknown, deleted and cancelled ones left out. */
  findByIds(ids: readonly string[]): Promise<HolderAccount[]>;
}

/** Port: the public names of accounts by id, unknown ids left out (IDENTITY.FindDrivers). */
export interface HolderNames {
  describe(userIds: readonly string[]): Promise<Array<{ id: string; nombre: string; apellido: string }>>;
}

/** Port: the live accounts holding given iRacing customer ids (IDENTITY.IracingAccounts). */
export interface IracingHolders {
  findByIracingIds(iracingIds: readonly number[]): Promise<Array<{ iracingId: number; userId: string; nombre: string; apellido: string }>>;
}

/** A driver's best lap of one imported event in one car, as results hand it over. */
export interface ImportedLap {
  eventId: string;
  subsessionId: number;
  sessionName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  custId: number;
  displayName: string;
  carName: string;
  /** Milliseconds. */
  bestLapTime: number;
}
