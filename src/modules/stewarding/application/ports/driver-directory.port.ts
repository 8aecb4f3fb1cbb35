/** A live account with its address, for mail. */
export interface DriverAccount {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** Port: live accounts by id; the composition root fills it with identity's AccountLookup. */
export interface DriverAccounts {
  find(idOrEmail: string): Promise<DriverAccount | null>;
  /** The role of a live account ('comisario' for a steward); null for an unknown or deleted one. */
  roleOf(id: string): Promise<string | null>;
  /** Every live admin, for the mails that tell them about a suspension. */
  admins(): Promise<DriverAccount[]>;
}

/** A driver's public card. */
export interface DriverCard {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
}

/** Port: drivers' public cards by id (unknown ids left out); filled with identity's driver directory. */
export interface DriverCards {
  describe(ids: readonly string[]): Promise<DriverCard[]>;
}
