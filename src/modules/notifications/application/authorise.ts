import { ForbiddenError } from '../../../platform/errors.js';
import { assertMayAct, isAdmin, type Actor } from '../../identity/index.js';

export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw new ForbiddenError('Acceso solo para administradores', 'ADMIN_ONLY');
  assertMayAct(actor);
}
