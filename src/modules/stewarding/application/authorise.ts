import { ForbiddenError } from '../../../platform/errors.js';
import { assertMayAct, isAdmin, type Actor } from '../../identity/index.js';

/** Every steward call is checked here too, not only by the route guard. */
export function assertSteward(actor: Actor): void {
  if (!isAdmin(actor)) throw new ForbiddenError('Acceso solo para administradores', 'ADMIN_ONLY');
  assertMayAct(actor);
}
