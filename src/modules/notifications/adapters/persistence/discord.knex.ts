import type { Knex } from 'knex';
import type { DiscordChannel } from '../../../../contracts/notifications.contract.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import type { IdGenerator } from '../../../../platform/ids.js';
import type { Logger } from '../../../../platform/logger.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { SecretBox } from '../../../../platform/secret-box.js';
import type { ClaimedDelivery, DiscordDeliveries } from '../../application/ports/delivery.port.js';
import type { DiscordNotice, DiscordOutbox, DiscordWebhooks, NotificationSettings } from '../../application/ports/discord.port.js';

export const SETTINGS_TABLE = 'notification_settings';
export const DISCORD_TABLE = 'discord_outbox';
const BATCH = 10;
/** Longer than any post can take (the transport gives up after 10 s), so a row is never posted by two servers at once. */
const LEASE_MS = 5 * 60_000;

export class KnexNotificationSettings implements NotificationSettings {
  constructor(private readonly knex: Knex) {}

  async get(clave: string): Promise<string | null> {
    const row = await this.knex(SETTINGS_TABLE).where({ clave }).first('valor');
    return row ? String(row.valor) : null;
  }

  async init(clave: string, valor: string, at: Date): Promise<string> {
    await this.knex(SETTINGS_TABLE).insert({ clave, valor, updatedAt: at.toISOString() }).onConflict('clave').ignore();
    return (await this.get(clave)) ?? valor;
  }

  async put(clave: string, valor: string, at: Date): Promise<void> {
    await this.knex(SETTINGS_TABLE).insert({ clave, valor, updatedAt: at.toISOString() }).onConflict('clave').merge(['valor', 'updatedAt']);
  }
}

/**
 * Webhook URLs are secrets (whoever has one posts as the league): stored encrypted with AES-256-GCM
 * under a key derived from JWT_SECRET. A value that no longer decrypts (the secret changed) counts as
 * no webhook, and the log says so.
 */
export class KnexDiscordWebhooks implements DiscordWebhooks {
  private readonly box: SecretBox;

  constructor(
    private readonly knex: Knex,
    secret: string,
    private readonly logger: Logger,
  ) {
    this.box = new SecretBox(secret, 'discord-webhooks');
  }

  async get(canal: DiscordChannel): Promise<string | null> {
    const row = await this.knex(SETTINGS_TABLE).where({ clave: `discord.webhook.${canal}` }).first('valor');
    if (!row) return null;
    const url = this.box.open(String(row.valor));
    if (url === null) this.logger.warn({ canal }, 'el webhook de Discord guardado no se pudo descifrar (¿cambió JWT_SECRET?); vuelve a guardarlo en Ajustes');
    return url;
  }

  async set(canal: DiscordChannel, url: string | null, at: Date, trx?: Transaction): Promise<void> {
    const clave = `discord.webhook.${canal}`;
    if (url === null) {
      await db(this.knex, trx)(SETTINGS_TABLE).where({ clave }).delete();
      return;
    }
    const valor = this.box.seal(url);
    await db(this.knex, trx)(SETTINGS_TABLE).insert({ clave, valor, updatedAt: at.toISOString() }).onConflict('clave').merge(['valor', 'updatedAt']);
  }
}

interface Row {
  id: string;
  canal: DiscordChannel;
  payload: string;
  attempts: number | string;
  nextAttemptAt: number | string;
}

export class KnexDiscordOutbox implements DiscordOutbox, DiscordDeliveries {
  constructor(
    private readonly knex: Knex,
    private readonly newId: IdGenerator,
  ) {}

  async enqueue(notice: DiscordNotice, options: { omitted: boolean }, at: Date): Promise<boolean> {
    const inserted = (await this.knex(DISCORD_TABLE)
      .insert({
        id: this.newId(),
        canal: notice.canal,
        clave: notice.clave,
        payload: JSON.stringify(notice.message),
        status: options.omitted ? 'omitido' : 'pendiente',
        attempts: 0,
        nextAttemptAt: at.getTime(),
        createdAt: at.toISOString(),
      })
      .onConflict('clave')
      .ignore()
      .returning(['id'])) as unknown[];
    return inserted.length === 1;
  }

  /** One UPDATE … WHERE id IN (due rows) RETURNING, as the mail worker claims (docs/adr/0004). */
  async claim(now: Date): Promise<ClaimedDelivery[]> {
    const at = now.getTime();
    const due = this.knex(DISCORD_TABLE)
      .select('id')
      .where('status', 'pendiente')
      .andWhere('nextAttemptAt', '<=', at)
      .andWhere((q) => q.whereNull('lockedUntil').orWhere('lockedUntil', '<', at))
      .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
      .limit(BATCH);
    if (isPostgres(this.knex)) due.forUpdate().skipLocked();
    const rows = (await this.knex(DISCORD_TABLE)
      .whereIn('id', due)
      .update({ lockedUntil: at + LEASE_MS }, ['id', 'canal', 'payload', 'attempts', 'nextAttemptAt'])) as Row[];
    return rows
      .sort((a, b) => Number(a.nextAttemptAt) - Number(b.nextAttemptAt) || a.id.localeCompare(b.id))
      .map((r) => ({ id: r.id, canal: r.canal, message: JSON.parse(r.payload), attempts: Number(r.attempts) }));
  }

  async markSent(id: string, attempts: number, at: Date): Promise<void> {
    await this.knex(DISCORD_TABLE).where({ id }).update({ status: 'enviado', attempts, sentAt: at.toISOString(), lockedUntil: null, lastError: null });
  }

  async retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void> {
    await this.knex(DISCORD_TABLE)
      .where({ id })
      .update({ status: nextAttemptAt === null ? 'fallido' : 'pendiente', attempts, ...(nextAttemptAt === null ? {} : { nextAttemptAt }), lockedUntil: null, lastError: error.slice(0, 1000) });
  }

  async postpone(id: string, nextAttemptAt: number, reason: string): Promise<void> {
    await this.knex(DISCORD_TABLE).where({ id }).update({ nextAttemptAt, lockedUntil: null, lastError: reason });
  }

  async release(ids: string[]): Promise<void> {
    if (ids.length) await this.knex(DISCORD_TABLE).whereIn('id', ids).update({ lockedUntil: null });
  }

  async omit(id: string): Promise<void> {
    await this.knex(DISCORD_TABLE).where({ id }).update({ status: 'omitido', lockedUntil: null });
  }
}
