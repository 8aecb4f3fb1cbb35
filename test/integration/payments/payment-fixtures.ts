import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import type { DatabaseKind } from '../../support/databases.js';
import { SECRET_KEY, StripeStandIn, WEBHOOK_SECRET } from '../../support/stripe-stand-in.js';
import type { TestApi } from '../identity/identity-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

export { bearer, useTestApi } from '../identity/identity-fixtures.js';
export { createChampionship, count } from '../championships/championship-fixtures.js';

/** Tests run at this instant (a ManualClock): the fixtures' championships are open for enrolment. */
export const NOW = '2026-03-01T12:00:00.000Z';

/**
 * The API on `kind` with the real Stripe SDK talking to the stand-in of Stripe's HTTP API, started
 * for the suite and reset, with the clock back at NOW, before each test.
 */
export function useStripeTestApi(kind: DatabaseKind): { stripe: StripeStandIn; clock: ManualClock; t: TestApi } {
  const stripe = new StripeStandIn();
  const env: NodeJS.ProcessEnv = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
  before(async () => {
    await stripe.start();
    env.STRIPE_API_URL = stripe.url;
  });
  after(() => stripe.stop());
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock, env });
  beforeEach(() => {
    clock.set(NOW);
    stripe.reset();
  });
  return { stripe, clock, t };
}

export function startCheckout(t: TestApi, token: string, campeonatoId: string) {
  return t.api.request.post('/api/payments/crear-sesion').set(bearer(token)).send({ campeonatoId });
}

export async function paymentRows(context: AppContext): Promise<Array<Record<string, unknown>>> {
  return context.knex('payments').orderBy('createdAt');
}

export async function enrolments(context: AppContext, campeonatoId: string): Promise<string[]> {
  const rows = await context.knex('championship_enrolments').where({ campeonatoId }).select('userId');
  return rows.map((r: { userId: string }) => r.userId);
}

/** The confirmation e-mails queued so far. */
export async function confirmations(context: AppContext): Promise<Array<{ to: string; subject: string; text: string }>> {
  return context.knex('mail_outbox').where('subject', 'like', 'Inscripción confirmada%').select('to', 'subject', 'text');
}

export function notesOf(row: Record<string, unknown>): Array<{ texto: string; fecha: string; usuario: { _id: string; nombre: string } | null }> {
  return typeof row.notasAdmin === 'string' ? JSON.parse(row.notasAdmin) : (row.notasAdmin as never);
}
