import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ContactMessage, ContactMessageRepository } from '../../application/ports/contact-message.repository.port.js';

export class KnexContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly knex: Knex) {}

  async insert(message: ContactMessage, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)('contact_messages').insert(message);
  }
}
