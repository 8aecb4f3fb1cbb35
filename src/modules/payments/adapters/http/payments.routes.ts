import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import {
  PAYMENT_METHOD_MSG,
  PAYMENT_MSG,
  type MethodOptionsResponse,
  type MyPendingPaymentsResponse,
  type PendingPaymentResponse,
  type CreateCheckoutResponse,
  type DemoActionResponse,
  type DemoSessionResponse,
  type GetPaymentResponse,
  type ListPaymentsResponse,
  type MessageResponse,
  type PaymentStatsResponse,
  type PaymentWriteResponse,
  type VerifyPaymentResponse,
} from '../../../../contracts/payments.contract.js';
import { PayloadTooLargeError } from '../../../../platform/errors.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth, requireFreshConfirmation, requireFreshConfirmationWhen } from '../../../identity/index.js';
import { PAYMENTS } from '../../payments.tokens.js';

/** The path whose body the app's body parser must leave untouched: its signature covers the raw bytes. */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook';

const WEBHOOK_LIMIT = 1024 * 1024;

/** Reads the request body as the bytes that were sent. */
async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_LIMIT) throw new PayloadTooLargeError('El cuerpo de la petición es demasiado grande');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Card payments: the driver's checkout and verification, the gateway's webhook, the demo gateway and the admin calls. */
export function paymentsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/payments' });
  const get = container.get.bind(container);

  router.post('/crear-sesion', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.CreateCheckout).execute(actorOf(ctx), ctx.request.body)) satisfies CreateCheckoutResponse;
  });

  router.post('/abierto/:campeonatoId/cancelar', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.CancelOpenCheckout).execute(actorOf(ctx), ctx.params.campeonatoId)) satisfies MessageResponse;
  });

  router.get('/verificar-pago/:sessionId', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.VerifyPayment).execute(actorOf(ctx), ctx.params.sessionId)) satisfies VerifyPaymentResponse;
  });

  router.post('/webhook', async (ctx) => {
    const signature = ctx.get('stripe-signature') || undefined;
    ctx.body = await get(PAYMENTS.HandleWebhook).execute(await rawBody(ctx), signature);
  });

  router.get('/metodos/:campeonatoId', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.GetMethodOptions).execute(actorOf(ctx), ctx.params.campeonatoId)) satisfies MethodOptionsResponse;
  });

  router.get('/pendiente/:sessionId', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.PendingPayments).bySession(actorOf(ctx), ctx.params.sessionId)) satisfies PendingPaymentResponse;
  });

  router.get('/mis-pendientes', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.PendingPayments).mine(actorOf(ctx))) satisfies MyPendingPaymentsResponse;
  });

  router.post('/demo/:sessionId/simular-pago', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.DemoCheckout).simulatePaid(actorOf(ctx), ctx.params.sessionId)) satisfies DemoActionResponse;
  });

  router.post('/demo/:sessionId/simular-vencimiento', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.DemoCheckout).simulateExpired(actorOf(ctx), ctx.params.sessionId)) satisfies DemoActionResponse;
  });

  router.get('/demo/:sessionId', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.DemoCheckout).show(actorOf(ctx), ctx.params.sessionId)) satisfies DemoSessionResponse;
  });

  router.post('/demo/:sessionId/pagar', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.DemoCheckout).pay(actorOf(ctx), ctx.params.sessionId)) satisfies DemoActionResponse;
  });

  router.post('/demo/:sessionId/cancelar', requireAuth, async (ctx) => {
    ctx.body = (await get(PAYMENTS.DemoCheckout).cancel(actorOf(ctx), ctx.params.sessionId)) satisfies DemoActionResponse;
  });

  // Declared before '/admin/:id' so the words are not taken for ids.
  router.get('/admin', requireAdmin, async (ctx) => {
    ctx.body = (await get(PAYMENTS.ListPayments).execute(actorOf(ctx), ctx.query)) satisfies ListPaymentsResponse;
  });

  // Every administrator reads the same statistics: kept as bytes for them until a payment changes
  // them, a championship is renamed or the month turns in Mexico City (docs/adr/0076).
  router.get('/admin/estadisticas', requireAdmin, publicRead(container, { audience: 'admins' }), async (ctx) => {
    const { answer, changesAt } = await get(PAYMENTS.PaymentStats).read(actorOf(ctx));
    answerChangesAt(ctx, changesAt);
    ctx.body = answer satisfies PaymentStatsResponse;
  });

  router.get('/admin/metodos/:campeonatoId', requireAdmin, async (ctx) => {
    ctx.body = (await get(PAYMENTS.GetMethodOptions).execute(actorOf(ctx), ctx.params.campeonatoId)) satisfies MethodOptionsResponse;
  });

  router.put('/admin/metodos/:campeonatoId', requireAdmin, async (ctx) => {
    ctx.body = (await get(PAYMENTS.SaveMethodSettings).execute(actorOf(ctx), ctx.params.campeonatoId, ctx.request.body)) satisfies MethodOptionsResponse;
  });

  router.post('/admin/manual', requireAdmin, async (ctx) => {
    const pago = await get(PAYMENTS.CreateManualPayment).execute(actorOf(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = { message: PAYMENT_MSG.created, pago } satisfies PaymentWriteResponse;
  });

  router.get('/admin/:id', requireAdmin, async (ctx) => {
    ctx.body = (await get(PAYMENTS.GetPayment).execute(actorOf(ctx), ctx.params.id)) satisfies GetPaymentResponse;
  });

  // A refund, through Stripe or recorded by hand, asks a fresh confirmation (docs/adr/0046).
  const refund = requireFreshConfirmationWhen((ctx) => (ctx.request.body as { estado?: unknown } | undefined)?.estado === 'reembolsado');
  router.put('/admin/:id/estado', requireAdmin, refund, async (ctx) => {
    const pago = await get(PAYMENTS.UpdatePaymentState).execute(actorOf(ctx), ctx.params.id, ctx.request.body);
    ctx.body = { message: PAYMENT_MSG.updated, pago } satisfies PaymentWriteResponse;
  });

  router.delete('/admin/:id', requireAdmin, async (ctx) => {
    await get(PAYMENTS.DeletePayment).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: PAYMENT_MSG.deleted } satisfies MessageResponse;
  });

  router.post('/admin/:id/reembolso-manual', requireAdmin, requireFreshConfirmation, async (ctx) => {
    const pago = await get(PAYMENTS.ManualRefund).record(actorOf(ctx), ctx.params.id, ctx.request.body);
    ctx.body = { message: PAYMENT_METHOD_MSG.manualRefundRecorded, pago } satisfies PaymentWriteResponse;
  });

  router.put('/admin/:id/reembolso-manual', requireAdmin, requireFreshConfirmation, async (ctx) => {
    const pago = await get(PAYMENTS.ManualRefund).markSent(actorOf(ctx), ctx.params.id, ctx.request.body);
    ctx.body = { message: PAYMENT_METHOD_MSG.manualRefundSent, pago } satisfies PaymentWriteResponse;
  });

  router.post('/admin/:id/inscribir-sin-cupo', requireAdmin, async (ctx) => {
    const pago = await get(PAYMENTS.EnrolWithoutPlace).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Piloto inscrito sobre el cupo', pago } satisfies PaymentWriteResponse;
  });

  router.post('/admin/:id/reenviar-confirmacion', requireAdmin, async (ctx) => {
    await get(PAYMENTS.ResendConfirmation).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: PAYMENT_MSG.resent } satisfies MessageResponse;
  });

  return router;
}
