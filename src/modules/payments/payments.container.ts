import { randomUUID } from 'node:crypto';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { DemoPaymentGateway } from './adapters/demo/demo-payment-gateway.js';
import { KnexPaymentRepository } from './adapters/persistence/payment.repository.knex.js';
import { KnexGatewayCustomers, KnexMethodSettings } from './adapters/persistence/method-settings.repository.knex.js';
import { GetMethodOptions } from './application/get-method-options.use-case.js';
import { ManualRefundPayment } from './application/manual-refund.use-case.js';
import { EnrolWithoutPlace } from './application/enrol-without-place.use-case.js';
import { PendingPayments } from './application/pending-payments.use-case.js';
import { SaveMethodSettings } from './application/save-method-settings.use-case.js';
import { StripePaymentGateway } from './adapters/stripe/stripe-payment-gateway.js';
import { SwitchedGateway } from './application/switched-gateway.js';
import { CancelOpenCheckout } from './application/cancel-open-checkout.use-case.js';
import { CreateCheckout } from './application/create-checkout.use-case.js';
import { CreateManualPayment } from './application/create-manual-payment.use-case.js';
import { DeletePayment } from './application/delete-payment.use-case.js';
import { DemoCheckout } from './application/demo-checkout.use-case.js';
import { ExportPayments } from './application/export-payments.use-case.js';
import { Fulfilment } from './application/fulfilment.js';
import { GetPayment } from './application/get-payment.use-case.js';
import { HandleWebhook } from './application/handle-webhook.use-case.js';
import { ListPayments } from './application/list-payments.use-case.js';
import { PaymentRecordReader } from './application/payment-records.js';
import { PaymentStats } from './application/payment-stats.use-case.js';
import { ReconcilePayments, SettleHoldsJob } from './application/reconcile-payments.use-case.js';
import { RemindExpiringHolds } from './application/remind-expiring-holds.job.js';
import { ResendConfirmation } from './application/resend-confirmation.use-case.js';
import { UpdatePaymentState } from './application/update-payment-state.use-case.js';
import { VerifyPayment } from './application/verify-payment.use-case.js';
import { PAYMENTS_PRIVATE } from './payments.private-tokens.js';
import { PAYMENTS } from './payments.tokens.js';

/**
 * Binds payments: this module's own tokens only. Accounts, Payers, PayerSearch, ChampionshipLabels,
 * Catalog, Enrol and Unenrol are ports the composition root fills; PaymentRecords is what it offers
 * championships.
 */
export const paymentsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    payments: ctx.get(PAYMENTS_PRIVATE.Payments),
    records: ctx.get(PAYMENTS_PRIVATE.Records),
    gateway: ctx.get(PAYMENTS_PRIVATE.Gateway),
    fulfilment: ctx.get(PAYMENTS_PRIVATE.Fulfilment),
    newPaymentId: ctx.get(PAYMENTS_PRIVATE.NewPaymentId),
    methodSettings: ctx.get(PAYMENTS_PRIVATE.MethodSettings),
    customers: ctx.get(PAYMENTS_PRIVATE.Customers),
    accounts: ctx.get(PAYMENTS.Accounts),
    catalog: ctx.get(PAYMENTS.Catalog),
    enrol: ctx.get(PAYMENTS.Enrol),
    unenrol: ctx.get(PAYMENTS.Unenrol),
    entryRules: ctx.get(PAYMENTS.EntryRules),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    config: ctx.get(PLATFORM.Config),
    logger: ctx.get(PLATFORM.Logger),
    stripe: ctx.get(PAYMENTS.StripeSwitch),
  });

  bind(PAYMENTS_PRIVATE.Payments).toDynamicValue((ctx) => new KnexPaymentRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(PAYMENTS_PRIVATE.MethodSettings).toDynamicValue((ctx) => new KnexMethodSettings(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(PAYMENTS_PRIVATE.Customers).toDynamicValue((ctx) => new KnexGatewayCustomers(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, PAYMENTS_PRIVATE.Records, PaymentRecordReader, (ctx) => ({
    payments: ctx.get(PAYMENTS_PRIVATE.Payments),
    payers: ctx.get(PAYMENTS.Payers),
    payerSearch: ctx.get(PAYMENTS.PayerSearch),
    championships: ctx.get(PAYMENTS.ChampionshipLabels),
  }));
  bind(PAYMENTS.PaymentRecords).toDynamicValue((ctx) => ctx.get(PAYMENTS_PRIVATE.Payments)).inSingletonScope();
  bind(PAYMENTS.PaidEnrolments).toDynamicValue((ctx) => ctx.get(PAYMENTS_PRIVATE.Payments)).inSingletonScope();
  bind(PAYMENTS_PRIVATE.Gateway)
    .toDynamicValue((ctx) => {
      const { stripe } = ctx.get(PLATFORM.Config);
      const gateway = stripe.secretKey
        ? new StripePaymentGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.apiUrl })
        : new DemoPaymentGateway({ payments: ctx.get(PAYMENTS_PRIVATE.Payments), clock: ctx.get(PLATFORM.Clock) });
      // Nothing reaches the gateway while the league has Stripe turned off (the demo stands in for it, so it is switched too).
      return new SwitchedGateway(gateway, ctx.get(PAYMENTS.StripeSwitch));
    })
    .inSingletonScope();
  bind(PAYMENTS_PRIVATE.NewPaymentId).toConstantValue(() => randomUUID());
  bindClass(bind, PAYMENTS_PRIVATE.Fulfilment, Fulfilment, (ctx) => ({
    payments: ctx.get(PAYMENTS_PRIVATE.Payments),
    records: ctx.get(PAYMENTS_PRIVATE.Records),
    enrol: ctx.get(PAYMENTS.Enrol),
    unenrol: ctx.get(PAYMENTS.Unenrol),
    freedPlaces: ctx.get(PAYMENTS.FreedPlaces),
    admins: ctx.get(PAYMENTS.Admins),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    logger: ctx.get(PLATFORM.Logger),
  }));

  const useCase = classBinder(bind, deps);
  useCase(PAYMENTS.CreateCheckout, CreateCheckout);
  useCase(PAYMENTS.CancelOpenCheckout, CancelOpenCheckout);
  useCase(PAYMENTS.VerifyPayment, VerifyPayment);
  useCase(PAYMENTS.HandleWebhook, HandleWebhook);
  useCase(PAYMENTS.DemoCheckout, DemoCheckout);
  useCase(PAYMENTS.ListPayments, ListPayments);
  useCase(PAYMENTS.GetPayment, GetPayment);
  useCase(PAYMENTS.UpdatePaymentState, UpdatePaymentState);
  useCase(PAYMENTS.DeletePayment, DeletePayment);
  useCase(PAYMENTS.CreateManualPayment, CreateManualPayment);
  useCase(PAYMENTS.ResendConfirmation, ResendConfirmation);
  useCase(PAYMENTS.PaymentStats, PaymentStats);
  useCase(PAYMENTS.ReconcilePayments, ReconcilePayments);
  useCase(PAYMENTS.ExportPayments, ExportPayments);
  useCase(PAYMENTS.GetMethodOptions, GetMethodOptions);
  useCase(PAYMENTS.SaveMethodSettings, SaveMethodSettings);
  useCase(PAYMENTS.PendingPayments, PendingPayments);
  useCase(PAYMENTS.ManualRefund, ManualRefundPayment);
  useCase(PAYMENTS.EnrolWithoutPlace, EnrolWithoutPlace);
  bindClass(bind, PAYMENTS.SettleHoldsJob, SettleHoldsJob, (ctx) => ({ reconcile: ctx.get(PAYMENTS.ReconcilePayments) }));
  bindClass(bind, PAYMENTS.ExpiringHoldsJob, RemindExpiringHolds, (ctx) => ({
    payments: ctx.get(PAYMENTS_PRIVATE.Payments),
    records: ctx.get(PAYMENTS_PRIVATE.Records),
    notices: ctx.get(PLATFORM.DeviceNotices),
    tx: ctx.get(PLATFORM.Tx),
  }));
});
