import { contactInboxQuerySchema } from '../../../contracts/contact.contract.js';
import type { ContactInboxPage } from '../../../contracts/contact.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { toContactMessageView } from './contact-message-view.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

/** The admin inbox: a page of messages, newest first, all of them or only pending or answered ones. */
export class ListContactMessages {
  constructor(private readonly deps: { messages: ContactMessageRepository }) {}

  async execute(actor: Actor, rawQuery: unknown): Promise<ContactInboxPage> {
    assertAdmin(actor);
    const { estado, page, limit } = parseOrThrow(contactInboxQuerySchema, rawQuery ?? {});
    const [{ messages, total }, counts] = await Promise.all([
      this.deps.messages.list({ filter: estado, offset: (page - 1) * limit, limit }),
      this.deps.messages.counts(),
    ]);
    return {
      mensajes: messages.map(toContactMessageView),
      paginacion: { total, paginas: Math.ceil(total / limit), paginaActual: page, porPagina: limit },
      sinLeer: counts.unread,
      pendientes: counts.pending,
    };
  }
}
