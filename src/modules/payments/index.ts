/**
 * Payments: card checkout for championship enrolment (Stripe, or the demo gateway of the embedded
 * default), its one idempotent fulfilment, and the admin's payments. The only file other modules,
 * the HTTP assembly and the CLI import.
 */
export type { ReconcileSummary } from './application/reconcile-payments.use-case.js';
export type { PaymentGateway } from './application/ports/payment-gateway.port.js';
/** The payments routes, and the webhook path the body parser must leave raw. */
export { paymentsRoutes, PAYMENTS_WEBHOOK_PATH } from './adapters/http/payments.routes.js';
export { paymentsModule } from './payments.container.js';
export { PAYMENTS } from './payments.tokens.js';
/**
 * Payments' facts for other modules (invoicing's InvoicePayments port, filled by the composition root):
 * by id in one query, and a driver's completed payments.
 */
export { KnexPaymentFacts, type PaymentFact } from './adapters/persistence/payment-facts.query.knex.js';
/** Mexico City business days with the official holidays, and the end of the n-th one after an instant (other legal deadlines count with them). */
export { decisionDeadline as endOfBusinessDaysAfter } from './domain/payment-methods.js';
export { nextMexicanBusinessDay } from './domain/business-days.js';
