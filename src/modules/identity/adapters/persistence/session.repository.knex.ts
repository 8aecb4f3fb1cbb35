import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SessionRecord, SessionRepository, SessionSelection } from '../../application/ports/sessions.port.js';

const SESSIONS = 'auth_sessions';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toRecord(row: Record<string, unknown>): SessionRecord {
  return {
    id: String(row.id),
    userId: String(row.userId),
    browserHash: text(row.browserHash),
    userAgent: text(row.userAgent),
    ip: text(row.ip),
    createdAt: String(row.createdAt),
    lastUsedAt: String(row.lastUsedAt),
    expiresAt: String(row.expiresAt),
    revokedAt: text(row.revokedAt),
    revokeLinkHash: text(row.revokeLinkHash),
    revokeLinkExpiresAt: text(row.revokeLinkExpiresAt),
  };
}

/** Instants are stored as ISO strings of one length, so they compare as text on both databases. */
export class KnexSessionRepository implements SessionRepository {
  constructor(private readonly knex: Knex) {}

  async insert(record: SessionRecord, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(SESSIONS).insert(record);
  }

  async findById(id: string, trx?: Transaction): Promise<SessionRecord | null> {
    const row = await db(this.knex, trx)(SESSIONS).where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async liveOf(userId: string, now: string, trx?: Transaction): Promise<SessionRecord[]> {
    const rows = await db(this.knex, trx)(SESSIONS)
      .where({ userId })
      .whereNull('revokedAt')
      .where('expiresAt', '>', now)
      .orderBy([{ column: 'lastUsedAt', order: 'desc' }, { column: 'id' }]);
    return rows.map(toRecord);
  }

  async history(userId: string, browserHash: string | null, trx?: Transaction): Promise<{ any: boolean; browser: boolean }> {
    const q = db(this.knex, trx);
    const any = await q(SESSIONS).where({ userId }).first('id');
    if (!any) return { any: false, browser: false };
    const browser = browserHash ? await q(SESSIONS).where({ userId, browserHash }).first('id') : undefined;
    return { any: true, browser: Boolean(browser) };
  }

  async touch(id: string, at: string, ip: string | null, staleBefore: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(SESSIONS).where({ id }).where('lastUsedAt', '<', staleBefore).update({ lastUsedAt: at, ip });
  }

  async revoke(selection: SessionSelection, at: string, trx?: Transaction): Promise<string[]> {
    const query = db(this.knex, trx)(SESSIONS).where({ userId: selection.userId }).whereNull('revokedAt');
    if ('id' in selection) query.where({ id: selection.id });
    else if (selection.exceptId) query.whereNot({ id: selection.exceptId });
    // The ids the update itself ended: of two requests closing the same session at once, only the one
    // whose update found it still open is told it closed it.
    const ended = (await query.update({ revokedAt: at, revokeLinkHash: null, revokeLinkExpiresAt: null }).returning(['id'])) as { id: unknown }[];
    return ended.map((r) => String(r.id));
  }

  async takeRevokeLink(id: string, linkHash: string, now: string, trx?: Transaction): Promise<string | null> {
    const q = db(this.knex, trx);
    const row = await q(SESSIONS).where({ id, revokeLinkHash: linkHash }).where('revokeLinkExpiresAt', '>', now).first('userId');
    if (!row) return null;
    // Only the request whose update cleared the link goes on: two clicks at once end it once.
    const cleared = await q(SESSIONS).where({ id, revokeLinkHash: linkHash }).update({ revokeLinkHash: null, revokeLinkExpiresAt: null });
    return cleared > 0 ? String(row.userId) : null;
  }

  async purge(userId: string, before: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(SESSIONS).where({ userId }).where('expiresAt', '<', before).delete();
  }
}
