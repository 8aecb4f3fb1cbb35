import { notAllowed } from '../domain/identity.errors.js';
import { isAdmin, type Actor } from '../domain/user.entity.js';

export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw notAllowed();
}
