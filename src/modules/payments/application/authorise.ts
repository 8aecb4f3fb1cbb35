import { assertMayAct, isAdmin, type Actor } from '../../identity/index.js';
import { adminOnly, notPayer } from '../domain/payments.errors.js';
import type { Payment } from '../domain/payment.entity.js';

/** Every admin call of this module is checked here, on the server, whatever the caller. */
export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw adminOnly();
  assertMayAct(actor);
}

/** Only the payer or an admin may look at a checkout. */
export function assertPayerOrAdmin(actor: Actor, payment: Pick<Payment, 'userId'>): void {
  if (payment.userId !== actor.id && !isAdmin(actor)) throw notPayer();
}
