import { isAdmin, type Actor } from '../../identity/index.js';
import { notPayer } from '../domain/payments.errors.js';
import type { Payment } from '../domain/payment.entity.js';

/** Only the payer or an admin may look at a checkout. */
export function assertPayerOrAdmin(actor: Actor, payment: Pick<Payment, 'userId'>): void {
  if (payment.userId !== actor.id && !isAdmin(actor)) throw notPayer();
}
