/** The account an enrolment is for, as this module needs it. */
export interface Account {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** Port: finds live (not deleted) accounts; the composition root fills it with identity's AccountLookup. */
export interface AccountDirectory {
  /** By id, or by e-mail address (any case) when the text holds an '@'. */
  find(idOrEmail: string): Promise<Account | null>;
}

/** Port: the live admins and superadmins, told when something needs their hand (identity's AccountLookup). */
export interface AdminDirectory {
  admins(): Promise<Account[]>;
}
