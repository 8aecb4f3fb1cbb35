import { publicDriverName } from '../domain/public-name.js';
import type { User } from '../domain/user.entity.js';
import type { FullNameChoices } from './ports/privacy-consents.port.js';
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
  /** False when the name is the public one ("Ana L.", 'Piloto retirado') instead of the full name. */
  nombreCompleto: boolean;
}

/**
 * Offered to other modules (IDENTITY.IracingAccounts): which live accounts hold the given iRacing
 * customer ids, so results (cust_id) can name the site's drivers. Ids no account holds are left out.
 */
export class IracingAccountLookup {
  /** With `publicNames`, the names are as public pages show them (publicDriverName): the standings', results' and records' lookup. */
  constructor(private readonly deps: { users: Pick<UserRepository, 'findByIracingIds' | 'findByIds'>; publicNames?: FullNameChoices }) {}

  private async accounts(users: User[]): Promise<IracingAccount[]> {
    const live = users.filter((u) => u.iracingId !== null && !u.deletedAt);
    const allowed = this.deps.publicNames ? await this.deps.publicNames.allowedAmong(live.map((u) => u.id)) : null;
    return live.map((u) => {
      const name = allowed ? publicDriverName(u, allowed.has(u.id)) : { nombre: u.nombre, apellido: u.apellido, completo: `${u.nombre} ${u.apellido}`.trim() };
      const hidden = allowed !== null && Boolean(u.blockedAt);
      const full = allowed === null || (allowed.has(u.id) && !u.blockedAt);
      return { iracingId: u.iracingId!, userId: u.id, nombre: name.nombre, apellido: name.apellido, username: hidden ? null : u.username, displayName: name.completo, nombreCompleto: full };
    });
  }

  async findByIracingIds(iracingIds: readonly number[]): Promise<IracingAccount[]> {
    const wanted = iracingIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    if (wanted.length === 0) return [];
    return (await this.accounts(await this.deps.users.findByIracingIds(wanted))).sort((a, b) => a.iracingId - b.iracingId);
  }

  /** The given live accounts that hold an iRacing customer id (for penalties recorded by user id). */
  async findByUserIds(userIds: readonly string[]): Promise<IracingAccount[]> {
    const wanted = [...new Set(userIds.filter((id) => typeof id === 'string' && id !== ''))];
    if (wanted.length === 0) return [];
    return this.accounts(await this.deps.users.findByIds(wanted));
  }
}
