import type { Knex } from 'knex';
import { toBool } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { GatewayCustomers, MethodSettingsRepository } from '../../application/ports/method-settings.port.js';
import { NO_EXTRA_METHODS, type MethodSettings } from '../../domain/payment-methods.js';

/** Championships' accepted methods, in payments' own table `payment_method_settings`. */
export class KnexMethodSettings implements MethodSettingsRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, trx?: Transaction): Promise<MethodSettings> {
    const row = await db(this.knex, trx)('payment_method_settings').where({ campeonatoId }).first();
    return row ? { oxxo: toBool(row.oxxo), spei: toBool(row.spei), msi: toBool(row.msi) } : { ...NO_EXTRA_METHODS };
  }

  async save(campeonatoId: string, settings: MethodSettings, now: Date, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)('payment_method_settings')
      .insert({ campeonatoId, ...settings, updatedAt: now.toISOString() })
      .onConflict('campeonatoId')
      .merge();
  }
}

/** Drivers' Stripe Customers, in `payment_customers`. */
export class KnexGatewayCustomers implements GatewayCustomers {
  constructor(private readonly knex: Knex) {}

  async find(userId: string): Promise<string | null> {
    const row = await this.knex('payment_customers').where({ userId }).first('stripeCustomerId');
    return row ? String(row.stripeCustomerId) : null;
  }

  async save(userId: string, customerId: string, now: Date): Promise<string> {
    await this.knex('payment_customers').insert({ userId, stripeCustomerId: customerId, createdAt: now.toISOString() }).onConflict('userId').ignore();
    return (await this.find(userId)) ?? customerId;
  }
}
