import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

/** A Checkout Session as the stand-in keeps it (Stripe's field names). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  currency: string;
  amount_total: number;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  mode: string;
  /** Every form field the SDK sent, flat ('line_items[0][price_data][unit_amount]' …). */
  form: Record<string, string>;
}

export interface StandInRefund {
  id: string;
  payment_intent: string;
  idempotencyKey: string | undefined;
}

export const WEBHOOK_SECRET = 'whsec_test_parrilla_stand_in';
export const SECRET_KEY = 'sk_test_parrilla_stand_in';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * A local HTTP stand-in of the three Stripe calls the product makes (create and retrieve a Checkout
 * Session, create a refund), answering the form-encoded requests of the real SDK, which the tests
 * point at it through STRIPE_API_URL. Like Stripe, a repeated Idempotency-Key answers the first
 * result without doing the work again. Tests play the customer with `pay` and `expire`, and sign
 * webhook bodies with the SDK's own test header.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: StandInRefund[] = [];
  /** Requests received, as 'METHOD /path'. */
  readonly calls: string[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req)
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
          res.end(JSON.stringify(body));
        })
        .catch((err: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: err.message } }));
        });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.sessions.clear();
    this.refunds.length = 0;
    this.calls.length = 0;
    this.idempotent.clear();
  }

  /** The customer pays: the session completes with a payment intent. */
  pay(sessionId: string): StandInSession {
    const session = this.session(sessionId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? id('pi') });
    return session;
  }

  expire(sessionId: string): StandInSession {
    return Object.assign(this.session(sessionId), { status: 'expired' });
  }

  session(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  }

  /** A webhook body and its Stripe-Signature header, signed as Stripe signs them. */
  signedEvent(type: string, object: unknown, secret = WEBHOOK_SECRET): { body: string; signature: string } {
    const body = JSON.stringify({ id: id('evt'), object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
    const stripe = new Stripe(SECRET_KEY);
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.calls.push(`${req.method} ${path}`);
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const key = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'POST' && key && this.idempotent.has(`${path} ${key}`)) return this.idempotent.get(`${path} ${key}`)!;
    const answer = await this.route(req, path, key);
    if (req.method === 'POST' && key) this.idempotent.set(`${path} ${key}`, answer);
    return answer;
  }

  private async route(req: IncomingMessage, path: string, key: string | undefined): Promise<{ status: number; body: unknown }> {
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = await formOf(req);
      const sessionId = id('cs_test');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => /^metadata\[[^\]]+\]$/.test(k))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.client_reference_id ?? null,
        metadata,
        currency: form['line_items[0][price_data][currency]'] ?? '',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
        expires_at: Number(form.expires_at),
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        customer_email: form.customer_email ?? null,
        mode: form.mode ?? '',
        form,
      };
      this.sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      return session ? { status: 200, body: session } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = await formOf(req);
      const refund: StandInRefund = { id: id('re'), payment_intent: form.payment_intent ?? '', idempotencyKey: key };
      this.refunds.push(refund);
      return { status: 200, body: { id: refund.id, object: 'refund', payment_intent: refund.payment_intent, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${path})` } } };
  }
}
