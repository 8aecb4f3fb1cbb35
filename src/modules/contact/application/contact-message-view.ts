import { CONTACT_INBOX_MSG } from '../../../contracts/contact.messages.js';
import type { ContactMessageView } from '../../../contracts/contact.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { StoredContactMessage } from './ports/contact-message.repository.port.js';

export function toContactMessageView(m: StoredContactMessage): ContactMessageView {
  return {
    id: m.id,
    _id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    createdAt: m.createdAt,
    readAt: m.readAt ?? null,
    answeredAt: m.answeredAt ?? null,
    respondido: Boolean(m.answeredAt),
  };
}

export const contactMessageNotFound = () => new NotFoundError(CONTACT_INBOX_MSG.notFound, 'CONTACT_MESSAGE_NOT_FOUND');
