import type { ContactFilter } from '../../../src/contracts/contact.messages.js';
import type { ContactMessage, ContactMessagePage, ContactMessageRepository, StoredContactMessage } from '../../../src/modules/contact/application/ports/contact-message.repository.port.js';
import { MemoryTable } from './transactions.js';
import { ascending, windowRows, type PlaceWindow } from '../../../src/platform/keyset.js';

/** The contact inbox in memory; rolled back with the transaction that stored a message. */
export class MemoryContactMessages extends MemoryTable<StoredContactMessage> implements ContactMessageRepository {
  async insert(message: ContactMessage): Promise<void> {
    this.rows.set(message.id, { ...message, readAt: null, answeredAt: null, answeredBy: null });
  }
  async list(query: { filter?: ContactFilter; window: PlaceWindow }): Promise<ContactMessagePage> {
    const all = this.all()
      .filter((m) => !query.filter || (query.filter === 'pendientes' ? !m.answeredAt : Boolean(m.answeredAt)))
      .sort((a, b) => ascending({ at: b.createdAt, tie: b.id }, { at: a.createdAt, tie: a.id }));
    return { messages: windowRows(all, query.window, (m) => ({ at: m.createdAt, tie: m.id })), total: all.length };
  }
  async findById(id: string): Promise<StoredContactMessage | undefined> {
    const found = this.rows.get(id);
    return found ? structuredClone(found) : undefined;
  }
  async markRead(id: string, at: string): Promise<void> {
    const found = this.rows.get(id);
    if (found && !found.readAt) found.readAt = at;
  }
  async setAnswered(id: string, answered: { at: string; by: string } | null): Promise<void> {
    const found = this.rows.get(id);
    if (found) Object.assign(found, { answeredAt: answered?.at ?? null, answeredBy: answered?.by ?? null });
  }
  async counts(): Promise<{ unread: number; pending: number }> {
    const all = this.all();
    return { unread: all.filter((m) => !m.readAt).length, pending: all.filter((m) => !m.answeredAt).length };
  }
}
