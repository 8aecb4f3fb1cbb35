import type { ServiceIdentifier } from 'inversify';
import type { IDENTITY } from '../../../identity/index.js';
import type { Account, AccountDirectory } from '../../application/ports/account-directory.port.js';

type IdentityUsers = (typeof IDENTITY)['Users'] extends ServiceIdentifier<infer T> ? T : never;

/** AccountDirectory answered by the identity module's accounts. */
export class IdentityAccountDirectory implements AccountDirectory {
  constructor(private readonly users: Pick<IdentityUsers, 'findById' | 'findByEmail'>) {}

  async find(idOrEmail: string): Promise<Account | null> {
    const text = idOrEmail.trim();
    const user = text.includes('@') ? await this.users.findByEmail(text.toLowerCase()) : await this.users.findById(text);
    if (!user || user.deletedAt) return null;
    return { id: user.id, nombre: user.nombre, apellido: user.apellido, email: user.email, suspendido: user.suspendido };
  }
}
