import type { Knex } from 'knex';
import { down as dropPaymentTotals, up as createPaymentTotals } from './20261213100300_create_payment_totals.js';

/**
 * The totals per state, currency, championship and method (migration 20261213100300) are read by
 * nothing since the statistics read the totals kept without the championship, per Mexico City month and
 * per championship (migrations 20261226000100 to 0300, docs/adr/0067): their triggers and their table
 * go, so a payment's write keeps only what is read. Down creates them again, filled from the payments.
 */
export async function up(knex: Knex): Promise<void> {
  await dropPaymentTotals(knex);
}

export async function down(knex: Knex): Promise<void> {
  await createPaymentTotals(knex);
}
