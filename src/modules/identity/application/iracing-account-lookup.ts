import type { UserRepository } from './ports/user.repository.port.js';

/**
 * A site account matched to an iRacing customer id: what a public standings table may show of it
 * (the name, never the e-mail address).
 */
export interface IracingAccount {
  iracingId: number;
  userId: string;
  nombre: string;
  apellido: string;
  /** The public username, as public pages link a driver; null for an account without one. */
  username: string | null;
  /** "Nombre Apellido", as public pages name a driver. */
  displayName: string;
}

/**
 * Offered to other modules (IDENTITY.IracingAccounts): which live accounts hold the given iRacing
 * customer ids, so results (cust_id) can name the site's drivers. Ids no account holds are left out.
 */
export class IracingAccountLookup {
  constructor(private readonly deps: { users: Pick<UserRepository, 'findByIracingIds' | 'findByIds'> }) {}

  async findByIracingIds(iracingIds: readonly number[]): Promise<IracingAccount[]> {
    const wanted = iracingIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    if (wanted.length === 0) return [];
    const users = await this.deps.users.findByIracingIds(wanted);
    return users
      .filter((u) => u.iracingId !== null && !u.deletedAt)
      .map((u) => ({ iracingId: u.iracingId!, userId: u.id, nombre: u.nombre, apellido: u.apellido, username: u.username, displayName: `${u.nombre} ${u.apellido}`.trim() }))
      .sort((a, b) => a.iracingId - b.iracingId);
  }

  /** The given live accounts that hold an iRacing customer id (for penalties recorded by user id). */
  async findByUserIds(userIds: readonly string[]): Promise<IracingAccount[]> {
    const wanted = [...new Set(userIds.filter((id) => typeof id === 'string' && id !== ''))];
    if (wanted.length === 0) return [];
    const users = await this.deps.users.findByIds(wanted);
    return users
      .filter((u) => u.iracingId !== null && !u.deletedAt)
      .map((u) => ({ iracingId: u.iracingId!, userId: u.id, nombre: u.nombre, apellido: u.apellido, username: u.username, displayName: `${u.nombre} ${u.apellido}`.trim() }));
  }
}
