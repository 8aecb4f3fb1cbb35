import type { PaymentView } from '../../../contracts/payments.contract.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { paymentNotFound } from '../domain/payments.errors.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

/** GET /api/payments/admin/{id}. */
export class GetPayment {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader }) {}

  async execute(actor: Actor, id: string): Promise<PaymentView> {
    assertAdmin(actor);
    const record = await this.deps.records.find(id);
    if (!record) throw paymentNotFound();
    return toPaymentView(record);
  }
}
