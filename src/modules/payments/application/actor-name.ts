import type { Actor } from '../../identity/index.js';
import type { AdminNote } from '../domain/payment.entity.js';
import type { AccountDirectory } from './ports/account-directory.port.js';

/** Who wrote a note: the admin's id and name (the console has no account). */
export async function noteAuthor(actor: Actor, accounts: AccountDirectory): Promise<AdminNote['usuario']> {
  const account = await accounts.find(actor.id);
  if (!account) return { _id: actor.id, nombre: actor.id === 'console' ? 'Consola' : 'Administrador' };
  return { _id: account.id, nombre: `${account.nombre} ${account.apellido}`.trim() };
}
