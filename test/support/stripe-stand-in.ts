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
  customer: string | null;
}

/** The payment intent behind a session, as the stand-in keeps it (Stripe's field names). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  status: 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'requires_payment_method';
  next_action: Record<string, unknown> | null;
  latest_charge: { id: string; object: 'charge'; payment_method_details: { type: string; card?: { installments: { plan: { count: number; interval: 'month'; type: 'fixed_count' } | null } } } } | null;
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
  readonly intents = new Map<string, StandInIntent>();
  /** Customers created, as [id, email]. */
  readonly customers: Array<{ id: string; email: string; idempotencyKey: string | undefined }> = [];
  /** While true every call answers 500, as an unreachable Stripe would fail the SDK. */
  down = false;
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
    this.intents.clear();
    this.customers.length = 0;
    this.down = false;
    this.idempotent.clear();
  }

  /** The customer pays: the session completes with a payment intent. */
  pay(sessionId: string): StandInSession {
    const session = this.session(sessionId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? id('pi') });
    return session;
  }

  /** The session's one method as the product asked for it ('card', 'oxxo', 'customer_balance'). */
  methodOf(sessionId: string): string {
    return this.session(sessionId).form['allowed_payment_method_types[0]'] ?? '';
  }

  /**
   * The customer finishes a delayed method's checkout: the session completes unpaid and its
   * payment intent waits with the OXXO voucher or the SPEI transfer instructions.
   */
  completeUnpaid(sessionId: string, voucherExpiresAt?: number): StandInSession {
    const session = this.session(sessionId);
    const intentId = session.payment_intent ?? id('pi');
    const days = Number(session.form['payment_method_options[oxxo][expires_after_days]'] ?? 2);
    const next_action =
      this.methodOf(sessionId) === 'oxxo'
        ? {
            type: 'oxxo_display_details',
            oxxo_display_details: {
              number: '12345678901234567890123456',
              hosted_voucher_url: `https://payments.stripe.test/oxxo/voucher/${intentId}`,
              expires_after: voucherExpiresAt ?? Math.floor(Date.now() / 1000) + days * 86_400,
            },
          }
        : {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              type: 'mx_bank_transfer',
              reference: '5734190',
              hosted_instructions_url: `https://payments.stripe.test/spei/${intentId}`,
              financial_addresses: [{ type: 'spei', spei: { clabe: '032180000118359719', bank_code: '032', bank_name: 'IXE' } }],
            },
          };
    this.intents.set(intentId, { id: intentId, object: 'payment_intent', status: 'requires_action', next_action, latest_charge: null });
    return Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: intentId });
  }

  /** The cash or transfer arrived: the session is paid (checkout.session.async_payment_succeeded). */
  payAsync(sessionId: string): StandInSession {
    const session = this.session(sessionId);
    const intent = this.intents.get(session.payment_intent ?? '');
    if (intent) Object.assign(intent, { status: 'succeeded', next_action: null });
    return Object.assign(session, { payment_status: 'paid' });
  }

  /** The voucher expired unpaid (checkout.session.async_payment_failed). */
  failAsync(sessionId: string): StandInSession {
    const session = this.session(sessionId);
    const intent = this.intents.get(session.payment_intent ?? '');
    if (intent) Object.assign(intent, { status: 'requires_payment_method', next_action: null });
    return session;
  }

  /** The customer pays by card in `months` meses sin intereses. */
  payInInstallments(sessionId: string, months: number): StandInSession {
    const session = this.pay(sessionId);
    const intentId = session.payment_intent!;
    this.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      next_action: null,
      latest_charge: { id: id('ch'), object: 'charge', payment_method_details: { type: 'card', card: { installments: { plan: { count: months, interval: 'month', type: 'fixed_count' } } } } },
    });
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
    if (this.down) return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down (stand-in)' } } };
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
        customer: form.customer ?? null,
        mode: form.mode ?? '',
        form,
      };
      this.sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const session = this.sessions.get(decodeURIComponent(expire[1]!));
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      // Stripe expires only an open session.
      if (session.status !== 'open') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } } };
      session.status = 'expired';
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      // `expand[]=payment_intent` answers the intent itself, as Stripe does.
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
      const intent = session.payment_intent ? this.intents.get(session.payment_intent) : undefined;
      if (expand.includes('payment_intent') && session.payment_intent) {
        return { status: 200, body: { ...session, payment_intent: intent ?? { id: session.payment_intent, object: 'payment_intent', status: 'succeeded', next_action: null, latest_charge: null } } };
      }
      return { status: 200, body: session };
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const form = await formOf(req);
      const customer = { id: id('cus'), email: form.email ?? '', idempotencyKey: key };
      this.customers.push(customer);
      return { status: 200, body: { id: customer.id, object: 'customer', email: customer.email, name: form.name ?? null } };
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
