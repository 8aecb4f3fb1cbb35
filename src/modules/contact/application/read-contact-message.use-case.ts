import type { ContactMessageView } from '../../../contracts/contact.views.js';
import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { contactMessageNotFound, toContactMessageView } from './contact-message-view.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

/** One message, opened by an admin: the first opening marks it read. */
export class ReadContactMessage {
  constructor(private readonly deps: { messages: ContactMessageRepository; clock: Clock }) {}

  async execute(actor: Actor, id: string): Promise<ContactMessageView> {
    assertAdmin(actor);
    const found = await this.deps.messages.findById(id);
    if (!found) throw contactMessageNotFound();
    if (!found.readAt) {
      const at = this.deps.clock.now().toISOString();
      await this.deps.messages.markRead(id, at);
      return toContactMessageView({ ...found, readAt: at });
    }
    return toContactMessageView(found);
  }
}
