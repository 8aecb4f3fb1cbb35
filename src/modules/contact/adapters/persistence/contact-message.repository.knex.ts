import type { Knex } from 'knex';
import type { ContactFilter } from '../../../../contracts/contact.messages.js';
import { readWindow } from '../../../../platform/database/keyset.js';
import type { PlaceWindow } from '../../../../platform/keyset.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ContactMessage, ContactMessagePage, ContactMessageRepository, StoredContactMessage } from '../../application/ports/contact-message.repository.port.js';

const TABLE = 'contact_messages';
const COLUMNS = ['id', 'name', 'email', 'phone', 'message', 'createdAt', 'readAt', 'answeredAt', 'answeredBy'] as const;

export class KnexContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly knex: Knex) {}

  async insert(message: ContactMessage, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(message);
  }

  async list(query: { filter?: ContactFilter; window: PlaceWindow }): Promise<ContactMessagePage> {
    const filtered = () => {
      const q = this.knex(TABLE);
      if (query.filter === 'pendientes') q.whereNull('answeredAt');
      if (query.filter === 'respondidos') q.whereNotNull('answeredAt');
      return q;
    };
    const [{ n }] = await filtered().count({ n: '*' });
    // From the index (createdAt, id) (migration 20261220000500): a place, not an offset, for every page the arrows ask.
    const rows = await readWindow<StoredContactMessage>(filtered().select(COLUMNS), ['createdAt', 'id'], query.window);
    return { messages: rows, total: Number(n) };
  }

  async findById(id: string): Promise<StoredContactMessage | undefined> {
    return (await this.knex(TABLE).select(COLUMNS).where({ id }).first()) as StoredContactMessage | undefined;
  }

  async markRead(id: string, at: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).whereNull('readAt').update({ readAt: at });
  }

  async setAnswered(id: string, answered: { at: string; by: string } | null, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE)
      .where({ id })
      .update(answered ? { answeredAt: answered.at, answeredBy: answered.by } : { answeredAt: null, answeredBy: null });
  }

  async counts(): Promise<{ unread: number; pending: number }> {
    const [row] = await this.knex(TABLE).select(
      this.knex.raw('SUM(CASE WHEN ?? IS NULL THEN 1 ELSE 0 END) AS unread', ['readAt']),
      this.knex.raw('SUM(CASE WHEN ?? IS NULL THEN 1 ELSE 0 END) AS pending', ['answeredAt']),
    );
    const r = row as { unread: number | string | null; pending: number | string | null } | undefined;
    return { unread: Number(r?.unread ?? 0), pending: Number(r?.pending ?? 0) };
  }
}
