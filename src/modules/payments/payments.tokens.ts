import type { ServiceIdentifier } from 'inversify';
import type { CreateCheckout } from './application/create-checkout.use-case.js';
import type { CreateManualPayment } from './application/create-manual-payment.use-case.js';
import type { DeletePayment } from './application/delete-payment.use-case.js';
import type { DemoCheckout } from './application/demo-checkout.use-case.js';
import type { ExportPayments } from './application/export-payments.use-case.js';
import type { Fulfilment } from './application/fulfilment.js';
import type { GetPayment } from './application/get-payment.use-case.js';
import type { HandleWebhook } from './application/handle-webhook.use-case.js';
import type { ListPayments } from './application/list-payments.use-case.js';
import type { PaymentStats } from './application/payment-stats.use-case.js';
import type { AccountDirectory } from './application/ports/account-directory.port.js';
import type { ChampionshipCatalog } from './application/ports/championship-catalog.port.js';
import type { PaymentGateway } from './application/ports/payment-gateway.port.js';
import type { PaymentRepository } from './application/ports/payment.repository.port.js';
import type { ReconcilePayments } from './application/reconcile-payments.use-case.js';
import type { ResendConfirmation } from './application/resend-confirmation.use-case.js';
import type { UpdatePaymentState } from './application/update-payment-state.use-case.js';
import type { VerifyPayment } from './application/verify-payment.use-case.js';
import type { IdGenerator } from '../../platform/ids.js';

const token = <T>(name: string) => Symbol.for(`payments.${name}`) as ServiceIdentifier<T>;

export const PAYMENTS = {
  Payments: token<PaymentRepository>('Payments'),
  /** Stripe when STRIPE_SECRET_KEY is set, else the demo gateway. */
  Gateway: token<PaymentGateway>('Gateway'),
  Accounts: token<AccountDirectory>('Accounts'),
  Catalog: token<ChampionshipCatalog>('Catalog'),
  /** Random (v4) ids: payments are shown by their first 8 characters, which time-ordered ids share. */
  NewPaymentId: token<IdGenerator>('NewPaymentId'),
  Fulfilment: token<Fulfilment>('Fulfilment'),
  CreateCheckout: token<CreateCheckout>('CreateCheckout'),
  VerifyPayment: token<VerifyPayment>('VerifyPayment'),
  HandleWebhook: token<HandleWebhook>('HandleWebhook'),
  DemoCheckout: token<DemoCheckout>('DemoCheckout'),
  ListPayments: token<ListPayments>('ListPayments'),
  GetPayment: token<GetPayment>('GetPayment'),
  UpdatePaymentState: token<UpdatePaymentState>('UpdatePaymentState'),
  DeletePayment: token<DeletePayment>('DeletePayment'),
  CreateManualPayment: token<CreateManualPayment>('CreateManualPayment'),
  ResendConfirmation: token<ResendConfirmation>('ResendConfirmation'),
  PaymentStats: token<PaymentStats>('PaymentStats'),
  ReconcilePayments: token<ReconcilePayments>('ReconcilePayments'),
  ExportPayments: token<ExportPayments>('ExportPayments'),
};
