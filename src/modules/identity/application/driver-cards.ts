import type { Transaction } from '../../../platform/transactions.js';
import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';
import { publicDriverName } from '../domain/public-name.js';
import type { FullNameChoices } from './ports/privacy-consents.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * A driver as entry lists and driver pages show them. `email` is for the admin's entry list only;
 * public answers leave it out. The iRacing customer id is public on iRacing and in every imported
 * result (cust_id), so public pages may show it.
 */
export interface DriverCard {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
  iracingId: number | null;
  email: string;
  /** The account was deleted (anonymised): it has no public page. */
  deleted: boolean;
  /** Its owner cancelled it and its data is blocked (users.blockedAt). */
  blocked: boolean;
}

/**
 * Offered to other modules (IDENTITY.DriverCards): the cards of the accounts named, in the order asked;
 * unknown ids left out. One query however many are asked; inside the caller's transaction when given one.
 */
export class DriverCards {
  constructor(private readonly deps: { users: Pick<UserRepository, 'findByIds'>; names: FullNameChoices }) {}

  /**
   * The cards as a public page shows them: the name by the public-name rule (publicDriverName), no
   * e-mail, and no photo or username for a blocked account. Never inside a transaction.
   */
  async describePublic(ids: readonly string[]): Promise<DriverCard[]> {
    const cards = await this.describe(ids);
    if (cards.length === 0) return [];
    const allowed = await this.deps.names.allowedAmong(cards.map((c) => c.id));
    return cards.map((c) => {
      const name = publicDriverName({ nombre: c.nombre, apellido: c.apellido, blockedAt: c.blocked ? 'bloqueada' : null }, allowed.has(c.id));
      return { ...c, nombre: name.nombre, apellido: name.apellido, email: '', ...(c.blocked ? { username: null, avatarUrl: null } : {}) };
    });
  }

  async describe(ids: readonly string[], trx?: unknown): Promise<DriverCard[]> {
    const unique = [...new Set(ids.filter((id) => typeof id === 'string' && id !== ''))];
    if (unique.length === 0) return [];
    const byId = new Map((await this.deps.users.findByIds(unique, trx as Transaction | undefined)).map((u) => [u.id, u]));
    return unique.flatMap((id): DriverCard[] => {
      const u = byId.get(id);
      if (!u) return [];
      // A blocked account's data is unreachable to every reader (admins' lists, CSVs, mails): the row stays, named 'Piloto retirado'.
      if (u.blockedAt) return [{ id: u.id, nombre: RETIRED_DRIVER_NAME, apellido: '', username: null, avatarUrl: null, iracingId: u.iracingId, email: '', deleted: u.deletedAt !== null, blocked: true }];
      return [{ id: u.id, nombre: u.nombre, apellido: u.apellido, username: u.username, avatarUrl: u.imagenPerfil, iracingId: u.iracingId, email: u.email, deleted: u.deletedAt !== null, blocked: false }];
    });
  }
}
