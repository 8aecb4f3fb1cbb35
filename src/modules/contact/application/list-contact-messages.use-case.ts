import { contactInboxQuerySchema } from '../../../contracts/contact.contract.js';
import type { ContactInboxPage } from '../../../contracts/contact.views.js';
import { pageOf, windowOf } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { toContactMessageView } from './contact-message-view.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

/**
 * The admin inbox: a page of messages, newest first, all of them or only pending or answered ones. The
 * arrows move by place (instant and id), read from the index however old the page (docs/adr/0063).
 */
export class ListContactMessages {
  constructor(private readonly deps: { messages: ContactMessageRepository }) {}

  async execute(actor: Actor, rawQuery: unknown): Promise<ContactInboxPage> {
    assertAdmin(actor);
    const q = parseOrThrow(contactInboxQuerySchema, rawQuery ?? {});
    const { estado, page, limit } = q;
    const window = windowOf(q, 'string');
    const [{ messages, total }, counts] = await Promise.all([this.deps.messages.list({ filter: estado, window }), this.deps.messages.counts()]);
    const { items, siguiente, anterior } = pageOf(messages, window, limit, (m) => ({ at: m.createdAt, tie: m.id }));
    return {
      mensajes: items.map(toContactMessageView),
      paginacion: { total, paginas: Math.ceil(total / limit), paginaActual: page, porPagina: limit },
      siguiente,
      anterior,
      sinLeer: counts.unread,
      pendientes: counts.pending,
    };
  }
}
