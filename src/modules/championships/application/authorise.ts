import { assertMayAct, isAdmin, type Actor } from '../../identity/index.js';
import { adminOnly } from '../domain/championships.errors.js';

/** Every write of this module is an admin's: checked here, on the server, whatever the caller. */
export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw adminOnly();
  assertMayAct(actor);
}
