import type { ServiceIdentifier } from 'inversify';
import type { IdGenerator } from '../../platform/ids.js';
import type { Fulfilment } from './application/fulfilment.js';
import type { PaymentRecordReader } from './application/payment-records.js';
import type { PaymentGateway } from './application/ports/payment-gateway.port.js';
import type { PaymentRepository } from './application/ports/payment.repository.port.js';
import type { GatewayCustomers, MethodSettingsRepository } from './application/ports/method-settings.port.js';

const token = <T>(name: string) => Symbol.for(`payments.private.${name}`) as ServiceIdentifier<T>;

/** Payments' own repositories and adapters: only this module's files read them. */
export const PAYMENTS_PRIVATE = {
  Payments: token<PaymentRepository>('Payments'),
  /** Payments with their payer's, championship's and recording admin's names. */
  Records: token<PaymentRecordReader>('Records'),
  /** Stripe when STRIPE_SECRET_KEY is set, else the demo gateway. */
  Gateway: token<PaymentGateway>('Gateway'),
  /** Random (v4) ids: payments are shown by their first 8 characters, which time-ordered ids share. */
  NewPaymentId: token<IdGenerator>('NewPaymentId'),
  Fulfilment: token<Fulfilment>('Fulfilment'),
  /** The methods each championship accepts besides the card. */
  MethodSettings: token<MethodSettingsRepository>('MethodSettings'),
  /** Each driver's one Stripe Customer (SPEI). */
  Customers: token<GatewayCustomers>('Customers'),
};
