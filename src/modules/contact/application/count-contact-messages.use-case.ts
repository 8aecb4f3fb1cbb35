import type { ContactInboxCounts } from '../../../contracts/contact.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

/** The inbox's badge: unread and pending messages. */
export class CountContactMessages {
  constructor(private readonly deps: { messages: ContactMessageRepository }) {}

  async execute(actor: Actor): Promise<ContactInboxCounts> {
    assertAdmin(actor);
    const { unread, pending } = await this.deps.messages.counts();
    return { sinLeer: unread, pendientes: pending };
  }
}
