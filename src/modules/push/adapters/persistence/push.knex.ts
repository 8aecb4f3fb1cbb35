import type { Knex } from 'knex';
import { PUSH_KINDS, PUSH_MSG, type PushKind } from '../../../../contracts/push.contract.js';
import { ConflictError } from '../../../../platform/errors.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toBool } from '../../../../platform/database/rows.js';
import { inSlices } from '../../../../platform/database/slices.js';
import type { IdGenerator } from '../../../../platform/ids.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type {
  ClaimedPush,
  NewPushDevice,
  PushAnnouncement,
  PushAnnouncements,
  PushAnnouncementTally,
  PushDevice,
  PushDevices,
  PushQueue,
  QueuedPush,
} from '../../application/ports/push.port.js';

export const SUBSCRIPTIONS_TABLE = 'push_subscriptions';
export const PREFERENCES_TABLE = 'push_preferences';
export const OUTBOX_TABLE = 'push_outbox';
export const ANNOUNCEMENTS_TABLE = 'push_announcements';

const BATCH = 20;
const LEASE_MS = 5 * 60_000;

type DeviceRow = Omit<PushDevice, 'apagados'>;

export class KnexPushDevices implements PushDevices {
  constructor(private readonly knex: Knex) {}

  private async withSwitches(rows: DeviceRow[], trx?: Transaction): Promise<PushDevice[]> {
    const off = await inSlices(
      rows.map((r) => r.id),
      (slice): Promise<{ suscripcionId: string; tipo: string; activo: unknown }[]> =>
        db(this.knex, trx)(PREFERENCES_TABLE).whereIn('suscripcionId', slice).select('suscripcionId', 'tipo', 'activo'),
    );
    const byDevice = new Map<string, PushKind[]>();
    for (const o of off) {
      if (toBool(o.activo) || !(PUSH_KINDS as readonly string[]).includes(o.tipo)) continue;
      byDevice.set(o.suscripcionId, [...(byDevice.get(o.suscripcionId) ?? []), o.tipo as PushKind]);
    }
    return rows.map((r) => ({ ...r, apagados: byDevice.get(r.id) ?? [] }));
  }

  async save(device: NewPushDevice, trx?: Transaction): Promise<PushDevice> {
    const run = async (t: Knex.Transaction) => {
      const existing = (await t(SUBSCRIPTIONS_TABLE).where({ endpoint: device.endpoint }).first()) as DeviceRow | undefined;
      // The browser was another account's (a shared computer): that account's device ends here, and its
      // queued pushes with it (they find no device), so nothing of his reaches the new owner.
      if (existing && existing.userId !== device.userId) await t(SUBSCRIPTIONS_TABLE).where({ id: existing.id }).delete();
      if (!existing || existing.userId !== device.userId) await t(SUBSCRIPTIONS_TABLE).insert({ ...device, lastSuccessAt: null }).onConflict('endpoint').ignore();
      // The same browser subscribing twice at once: one row, whichever insert came first.
      const row = (await t(SUBSCRIPTIONS_TABLE).where({ endpoint: device.endpoint }).first()) as DeviceRow | undefined;
      if (!row || row.userId !== device.userId) throw new ConflictError('PUSH_DEVICE_TAKEN', PUSH_MSG.deviceTaken);
      if (row.id !== device.id) await t(SUBSCRIPTIONS_TABLE).where({ id: row.id }).update({ p256dh: device.p256dh, auth: device.auth, navegador: device.navegador });
      return row.id;
    };
    const id = trx ? await run(trx as Knex.Transaction) : await this.knex.transaction(run);
    return (await this.find(id, trx))!;
  }

  async find(id: string, trx?: Transaction): Promise<PushDevice | null> {
    const row = (await db(this.knex, trx)(SUBSCRIPTIONS_TABLE).where({ id }).first()) as DeviceRow | undefined;
    return row ? (await this.withSwitches([row], trx))[0]! : null;
  }

  async ofUser(userId: string): Promise<PushDevice[]> {
    const rows = (await this.knex(SUBSCRIPTIONS_TABLE).where({ userId }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id' }])) as DeviceRow[];
    return this.withSwitches(rows);
  }

  async wanting(userIds: readonly string[], tipo: PushKind, trx?: Transaction): Promise<PushDevice[]> {
    const rows = await inSlices(
      userIds,
      (slice): Promise<DeviceRow[]> =>
        db(this.knex, trx)(SUBSCRIPTIONS_TABLE)
          .whereIn('userId', slice)
          .whereNotExists((q) => q.select(this.knex.raw('1')).from(PREFERENCES_TABLE).whereRaw('?? = ??', [`${PREFERENCES_TABLE}.suscripcionId`, `${SUBSCRIPTIONS_TABLE}.id`]).andWhere({ tipo, activo: false }))
          .select(`${SUBSCRIPTIONS_TABLE}.*`),
    );
    return rows.sort((a, b) => a.id.localeCompare(b.id)).map((r) => ({ ...r, apagados: [] }));
  }

  async removeEndpoint(userId: string, endpoint: string): Promise<boolean> {
    return (await this.knex(SUBSCRIPTIONS_TABLE).where({ userId, endpoint }).delete()) > 0;
  }

  async setSwitches(id: string, tipos: Partial<Record<PushKind, boolean>>, at: Date, trx?: Transaction): Promise<void> {
    const rows = Object.entries(tipos).map(([tipo, activo]) => ({ suscripcionId: id, tipo, activo, updatedAt: at.toISOString() }));
    if (rows.length) await db(this.knex, trx)(PREFERENCES_TABLE).insert(rows).onConflict(['suscripcionId', 'tipo']).merge(['activo', 'updatedAt']);
  }

  async remove(id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(SUBSCRIPTIONS_TABLE).where({ id }).delete()) > 0;
  }

  async markSuccess(id: string, at: Date): Promise<void> {
    await this.knex(SUBSCRIPTIONS_TABLE).where({ id }).update({ lastSuccessAt: at.toISOString() });
  }
}

interface ClaimRow {
  id: string;
  suscripcionId: string;
  payload: string;
  attempts: number | string;
  nextAttemptAt: number | string;
}

export class KnexPushQueue implements PushQueue {
  constructor(
    private readonly knex: Knex,
    private readonly newId: IdGenerator,
  ) {}

  async enqueue(pushes: readonly QueuedPush[], at: Date, trx?: Transaction): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < pushes.length; i += 200) {
      const rows = pushes.slice(i, i + 200).map((p) => ({
        id: this.newId(),
        suscripcionId: p.suscripcionId,
        userId: p.userId,
        tipo: p.tipo,
        clave: p.clave.slice(0, 200),
        avisoId: p.avisoId ?? null,
        payload: JSON.stringify(p.payload),
        status: 'pendiente',
        attempts: 0,
        nextAttemptAt: at.getTime(),
        createdAt: at.toISOString(),
      }));
      const result = (await db(this.knex, trx)(OUTBOX_TABLE).insert(rows).onConflict(['suscripcionId', 'clave']).ignore().returning(['id'])) as unknown[];
      inserted += result.length;
    }
    return inserted;
  }

  /** One UPDATE … WHERE id IN (due rows) RETURNING, as the mail worker claims (docs/adr/0004): FOR UPDATE SKIP LOCKED on PostgreSQL. */
  async claim(now: Date): Promise<ClaimedPush[]> {
    const at = now.getTime();
    const due = this.knex(OUTBOX_TABLE)
      .select('id')
      .where('status', 'pendiente')
      .andWhere('nextAttemptAt', '<=', at)
      .andWhere((q) => q.whereNull('lockedUntil').orWhere('lockedUntil', '<', at))
      .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
      .limit(BATCH);
    if (isPostgres(this.knex)) due.forUpdate().skipLocked();
    const rows = (await this.knex(OUTBOX_TABLE)
      .whereIn('id', due)
      .update({ lockedUntil: at + LEASE_MS }, ['id', 'suscripcionId', 'payload', 'attempts', 'nextAttemptAt'])) as ClaimRow[];
    const devices = await inSlices(
      [...new Set(rows.map((r) => r.suscripcionId))],
      (slice): Promise<{ id: string; endpoint: string; p256dh: string; auth: string }[]> => this.knex(SUBSCRIPTIONS_TABLE).whereIn('id', slice).select('id', 'endpoint', 'p256dh', 'auth'),
    );
    const byId = new Map(devices.map((d) => [d.id, { endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth }]));
    return rows
      .sort((a, b) => Number(a.nextAttemptAt) - Number(b.nextAttemptAt) || a.id.localeCompare(b.id))
      .map((r) => ({ id: r.id, suscripcionId: r.suscripcionId, attempts: Number(r.attempts), payload: JSON.parse(r.payload), device: byId.get(r.suscripcionId) ?? null }));
  }

  async markSent(id: string, attempts: number, at: Date): Promise<void> {
    await this.knex(OUTBOX_TABLE).where({ id }).update({ status: 'enviado', attempts, sentAt: at.toISOString(), lockedUntil: null, lastError: null });
  }

  async retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void> {
    await this.knex(OUTBOX_TABLE)
      .where({ id })
      .update({ status: nextAttemptAt === null ? 'fallido' : 'pendiente', attempts, ...(nextAttemptAt === null ? {} : { nextAttemptAt }), lockedUntil: null, lastError: error.slice(0, 1000) });
  }

  async postpone(id: string, nextAttemptAt: number, reason: string): Promise<void> {
    await this.knex(OUTBOX_TABLE).where({ id }).update({ nextAttemptAt, lockedUntil: null, lastError: reason.slice(0, 1000) });
  }

  async expire(id: string, reason: string): Promise<void> {
    await this.knex(OUTBOX_TABLE).where({ id }).update({ status: 'caducado', lockedUntil: null, lastError: reason.slice(0, 1000) });
  }
}

export class KnexPushAnnouncements implements PushAnnouncements {
  constructor(private readonly knex: Knex) {}

  async insert(a: PushAnnouncement, trx: Transaction): Promise<void> {
    await db(this.knex, trx)(ANNOUNCEMENTS_TABLE).insert(a);
  }

  private async tally(rows: PushAnnouncement[]): Promise<PushAnnouncementTally[]> {
    const counts = await inSlices(
      rows.map((r) => r.id),
      (slice): Promise<{ avisoId: string; status: string; n: number | string }[]> =>
        this.knex(OUTBOX_TABLE).whereIn('avisoId', slice).groupBy('avisoId', 'status').select('avisoId', 'status').count({ n: '*' }) as never,
    );
    return rows.map((r) => {
      const mine = counts.filter((c) => c.avisoId === r.id);
      const of = (...states: string[]) => mine.filter((c) => states.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
      return { ...r, dispositivos: of('pendiente', 'enviado', 'fallido', 'caducado'), enviados: of('enviado'), fallidos: of('fallido', 'caducado'), pendientes: of('pendiente') };
    });
  }

  async find(id: string): Promise<PushAnnouncementTally | null> {
    const row = (await this.knex(ANNOUNCEMENTS_TABLE).where({ id }).first()) as PushAnnouncement | undefined;
    return row ? (await this.tally([row]))[0]! : null;
  }

  async latest(limit: number): Promise<PushAnnouncementTally[]> {
    const rows = (await this.knex(ANNOUNCEMENTS_TABLE).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as PushAnnouncement[];
    return this.tally(rows);
  }
}
