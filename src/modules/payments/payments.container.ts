import { randomUUID } from 'node:crypto';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { CHAMPIONSHIPS } from '../championships/index.js';
import { IDENTITY } from '../identity/index.js';
import { ChampionshipsCatalog } from './adapters/championships/championships-catalog.js';
import { DemoPaymentGateway } from './adapters/demo/demo-payment-gateway.js';
import { IdentityAccountDirectory } from './adapters/identity/identity-account-directory.js';
import { KnexPaymentRepository } from './adapters/persistence/payment.repository.knex.js';
import { StripePaymentGateway } from './adapters/stripe/stripe-payment-gateway.js';
import { CreateCheckout } from './application/create-checkout.use-case.js';
import { CreateManualPayment } from './application/create-manual-payment.use-case.js';
import { DeletePayment } from './application/delete-payment.use-case.js';
import { DemoCheckout } from './application/demo-checkout.use-case.js';
import { ExportPayments } from './application/export-payments.use-case.js';
import { Fulfilment } from './application/fulfilment.js';
import { GetPayment } from './application/get-payment.use-case.js';
import { HandleWebhook } from './application/handle-webhook.use-case.js';
import { ListPayments } from './application/list-payments.use-case.js';
import { PaymentStats } from './application/payment-stats.use-case.js';
import { ReconcilePayments } from './application/reconcile-payments.use-case.js';
import { ResendConfirmation } from './application/resend-confirmation.use-case.js';
import { UpdatePaymentState } from './application/update-payment-state.use-case.js';
import { VerifyPayment } from './application/verify-payment.use-case.js';
import { PAYMENTS } from './payments.tokens.js';

/**
 * Binds payments. It answers the championships module's PaymentRecords port (payments forbid
 * deleting a championship; running checkouts hold places), so it loads before championships.
 */
export const paymentsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    payments: ctx.get(PAYMENTS.Payments),
    gateway: ctx.get(PAYMENTS.Gateway),
    accounts: ctx.get(PAYMENTS.Accounts),
    catalog: ctx.get(PAYMENTS.Catalog),
    fulfilment: ctx.get(PAYMENTS.Fulfilment),
    enrol: ctx.get(CHAMPIONSHIPS.Enrol),
    unenrol: ctx.get(CHAMPIONSHIPS.Unenrol),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    newPaymentId: ctx.get(PAYMENTS.NewPaymentId),
    tx: ctx.get(PLATFORM.Tx),
    config: ctx.get(PLATFORM.Config),
    logger: ctx.get(PLATFORM.Logger),
  });

  bind(PAYMENTS.Payments).toDynamicValue((ctx) => new KnexPaymentRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS.PaymentRecords).toDynamicValue((ctx) => ctx.get(PAYMENTS.Payments)).inSingletonScope();
  bind(PAYMENTS.Gateway)
    .toDynamicValue((ctx) => {
      const { stripe } = ctx.get(PLATFORM.Config);
      return stripe.secretKey
        ? new StripePaymentGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.apiUrl })
        : new DemoPaymentGateway({ payments: ctx.get(PAYMENTS.Payments), clock: ctx.get(PLATFORM.Clock) });
    })
    .inSingletonScope();
  bind(PAYMENTS.Accounts).toDynamicValue((ctx) => new IdentityAccountDirectory(ctx.get(IDENTITY.Users))).inSingletonScope();
  bind(PAYMENTS.Catalog).toDynamicValue((ctx) => new ChampionshipsCatalog(ctx.get(CHAMPIONSHIPS.GetChampionship))).inSingletonScope();
  bind(PAYMENTS.NewPaymentId).toConstantValue(() => randomUUID());
  bind(PAYMENTS.Fulfilment)
    .toDynamicValue(
      (ctx) =>
        new Fulfilment({
          payments: ctx.get(PAYMENTS.Payments),
          enrol: ctx.get(CHAMPIONSHIPS.Enrol),
          unenrol: ctx.get(CHAMPIONSHIPS.Unenrol),
          outbox: ctx.get(PLATFORM.MailOutbox),
          clock: ctx.get(PLATFORM.Clock),
          tx: ctx.get(PLATFORM.Tx),
          logger: ctx.get(PLATFORM.Logger),
        }),
    )
    .inSingletonScope();

  const useCases = [
    [PAYMENTS.CreateCheckout, CreateCheckout],
    [PAYMENTS.VerifyPayment, VerifyPayment],
    [PAYMENTS.HandleWebhook, HandleWebhook],
    [PAYMENTS.DemoCheckout, DemoCheckout],
    [PAYMENTS.ListPayments, ListPayments],
    [PAYMENTS.GetPayment, GetPayment],
    [PAYMENTS.UpdatePaymentState, UpdatePaymentState],
    [PAYMENTS.DeletePayment, DeletePayment],
    [PAYMENTS.CreateManualPayment, CreateManualPayment],
    [PAYMENTS.ResendConfirmation, ResendConfirmation],
    [PAYMENTS.PaymentStats, PaymentStats],
    [PAYMENTS.ReconcilePayments, ReconcilePayments],
    [PAYMENTS.ExportPayments, ExportPayments],
  ] as const;
  for (const [id, UseCase] of useCases) {
    // Each use case takes the subset of `deps` it declares; the rest is ignored (resolved lazily per use case).
    bind(id as symbol).toDynamicValue((ctx) => new (UseCase as new (d: ReturnType<typeof deps>) => unknown)(deps(ctx))).inSingletonScope();
  }
});
