/** The account a payment is for, as this module needs it. */
export interface Account {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** Port: finds live (not deleted) accounts; answered by the identity module. */
export interface AccountDirectory {
  /** By id, or by e-mail address (any case) when the text holds an '@'. */
  find(idOrEmail: string): Promise<Account | null>;
}

/** Port: the live admins and superadmins, told when something needs their hand; answered by the identity module. */
export interface AdminDirectory {
  admins(): Promise<Account[]>;
}
