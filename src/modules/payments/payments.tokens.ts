import type { ServiceIdentifier } from 'inversify';
import type { CancelOpenCheckout } from './application/cancel-open-checkout.use-case.js';
import type { CreateCheckout } from './application/create-checkout.use-case.js';
import type { CreateManualPayment } from './application/create-manual-payment.use-case.js';
import type { DeletePayment } from './application/delete-payment.use-case.js';
import type { DemoCheckout } from './application/demo-checkout.use-case.js';
import type { ExportPayments } from './application/export-payments.use-case.js';
import type { GetPayment } from './application/get-payment.use-case.js';
import type { HandleWebhook } from './application/handle-webhook.use-case.js';
import type { ListPayments } from './application/list-payments.use-case.js';
import type { PaymentStats } from './application/payment-stats.use-case.js';
import type { AccountDirectory, AdminDirectory } from './application/ports/account-directory.port.js';
import type { ChampionshipCatalog } from './application/ports/championship-catalog.port.js';
import type { PaidEnrolments, PaymentRecords } from '../championships/index.js';
import type { EnrolmentPorts, EntryRules, FreedPlaces } from './application/ports/enrolment-ports.port.js';
import type { ChampionshipLabels, PayerDirectory, PayerSearch } from './application/ports/record-names.port.js';
import type { ReconcilePayments, SettleHoldsJob } from './application/reconcile-payments.use-case.js';
import type { RemindExpiringHolds } from './application/remind-expiring-holds.job.js';
import type { StripeSwitch } from './application/ports/payment-gateway.port.js';
import type { GetMethodOptions } from './application/get-method-options.use-case.js';
import type { SaveMethodSettings } from './application/save-method-settings.use-case.js';
import type { PendingPayments } from './application/pending-payments.use-case.js';
import type { ManualRefundPayment } from './application/manual-refund.use-case.js';
import type { EnrolWithoutPlace } from './application/enrol-without-place.use-case.js';
import type { ResendConfirmation } from './application/resend-confirmation.use-case.js';
import type { UpdatePaymentState } from './application/update-payment-state.use-case.js';
import type { VerifyPayment } from './application/verify-payment.use-case.js';

const token = <T>(name: string) => Symbol.for(`payments.${name}`) as ServiceIdentifier<T>;

/**
 * Payments' public face: its use cases, what it offers other modules (PaymentRecords, for
 * championships) and the ports the composition root fills. Its repository, gateway and fulfilment
 * are in payments.private-tokens.ts.
 */
export const PAYMENTS = {
  /** Offered: payments recorded and places held by running checkouts (championships' PaymentRecords port). */
  PaymentRecords: token<PaymentRecords>('PaymentRecords'),
  /** Offered: completed payments by driver (championships' PaidEnrolments port: entry lists and withdrawal). */
  PaidEnrolments: token<PaidEnrolments>('PaidEnrolments'),
  /** Port filled by the composition root: live accounts (identity's AccountLookup). */
  Accounts: token<AccountDirectory>('Accounts'),
  /** Port filled by the composition root: the live admins, told of a payment that arrived without a place (identity's AccountLookup). */
  Admins: token<AdminDirectory>('Admins'),
  /** Port filled by the composition root: championships by id (championships' GetChampionship). */
  Catalog: token<ChampionshipCatalog>('Catalog'),
  /** Port filled by the composition root: payers and recording admins by id, deleted ones included (identity's DriverCards). */
  Payers: token<PayerDirectory>('Payers'),
  /** Port filled by the composition root: the accounts a search's words name (identity's AccountSearch). */
  PayerSearch: token<PayerSearch>('PayerSearch'),
  /** Port filled by the composition root: championships' names and prices by id (championships' Digest). */
  ChampionshipLabels: token<ChampionshipLabels>('ChampionshipLabels'),
  /** Port filled by the composition root: championships' Enrol. */
  Enrol: token<EnrolmentPorts['enrol']>('Enrol'),
  /** Port filled by the composition root: championships' Unenrol. */
  Unenrol: token<EnrolmentPorts['unenrol']>('Unenrol'),
  /** Port filled by the composition root: championships offers a place whose checkout's hold ended to its waiting list. */
  FreedPlaces: token<FreedPlaces>('FreedPlaces'),
  /** Port filled by the composition root: the priority window and licence gate a checkout asks first (championships' EntryRules). */
  EntryRules: token<EntryRules>('EntryRules'),
  /** Port filled by the composition root: whether the league uses Stripe (privacy's processors). */
  StripeSwitch: token<StripeSwitch>('StripeSwitch'),
  CreateCheckout: token<CreateCheckout>('CreateCheckout'),
  CancelOpenCheckout: token<CancelOpenCheckout>('CancelOpenCheckout'),
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
  GetMethodOptions: token<GetMethodOptions>('GetMethodOptions'),
  SaveMethodSettings: token<SaveMethodSettings>('SaveMethodSettings'),
  PendingPayments: token<PendingPayments>('PendingPayments'),
  ManualRefund: token<ManualRefundPayment>('ManualRefund'),
  EnrolWithoutPlace: token<EnrolWithoutPlace>('EnrolWithoutPlace'),
  /** Offered to the scheduler: `pagos.apartados`, holds past their deadline settled with the gateway. */
  SettleHoldsJob: token<SettleHoldsJob>('SettleHoldsJob'),
  /** A push to the driver's devices once his held place has less than a day left (docs/adr/0056). */
  ExpiringHoldsJob: token<RemindExpiringHolds>('ExpiringHoldsJob'),
};
