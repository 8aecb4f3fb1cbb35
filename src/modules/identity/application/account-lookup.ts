import { isAdmin, type Rol } from '../domain/user.entity.js';

/** The roles that administer the league. */
const ADMIN_ROLES: readonly Rol[] = ['admin', 'superadmin'];
import type { UserRepository } from './ports/user.repository.port.js';

/** A live account as other modules may read it; its e-mail address is for administration, never for public pages. */
export interface AccountSummary {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** Finds live (not deleted) accounts for other modules (IDENTITY.Accounts), without handing them the user store. */
export class AccountLookup {
  constructor(private readonly deps: { users: Pick<UserRepository, 'findById' | 'findByIds' | 'findByEmail' | 'listWithRoles' | 'listCancelled'> }) {}

  /** Every account its owner cancelled (blocked), with the name and address it had: for the audit log to name it 'Piloto retirado'. */
  async cancelled(): Promise<AccountSummary[]> {
    return (await this.deps.users.listCancelled()).map((u) => ({ id: u.id, nombre: u.nombre, apellido: u.apellido, email: u.email }));
  }

  /** By id, or by e-mail address (any case) when the text holds an '@'. */
  async find(idOrEmail: string): Promise<AccountSummary | null> {
    const text = idOrEmail.trim();
    // Addresses are kept trimmed and lower-cased.
    const user = text.includes('@') ? await this.deps.users.findByEmail(text.toLowerCase()) : await this.deps.users.findById(text);
    if (!user || user.deletedAt || user.blockedAt) return null;
    return { id: user.id, nombre: user.nombre, apellido: user.apellido, email: user.email };
  }

  /** The live accounts among these ids, read at once (one query, not one per account); unknown, deleted and cancelled ones left out. */
  async findByIds(ids: readonly string[]): Promise<AccountSummary[]> {
    const unique = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
    if (unique.length === 0) return [];
    const users = await this.deps.users.findByIds(unique);
    return users.filter((u) => !u.deletedAt && !u.blockedAt).map((u) => ({ id: u.id, nombre: u.nombre, apellido: u.apellido, email: u.email }));
  }

  /** The role of a live account ('comisario' for a steward); null for an unknown or deleted one. */
  async roleOf(id: string): Promise<Rol | null> {
    const user = await this.deps.users.findById(id.trim());
    return user && !user.deletedAt && !user.blockedAt ? user.rol : null;
  }

  /** Every live admin and superadmin, for the mail that tells them something needs their hand: read by role, not picked from every account. */
  async admins(): Promise<AccountSummary[]> {
    const users = await this.deps.users.listWithRoles(ADMIN_ROLES);
    return users.filter((u) => isAdmin(u) && !u.deletedAt && !u.blockedAt).map((u) => ({ id: u.id, nombre: u.nombre, apellido: u.apellido, email: u.email }));
  }
}
