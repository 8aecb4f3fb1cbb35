import type { ServiceIdentifier } from 'inversify';
import type { ContactMessageRepository } from './application/ports/contact-message.repository.port.js';
import type { SendContactMessage } from './application/send-contact-message.use-case.js';

const token = <T>(name: string) => Symbol.for(`contact.${name}`) as ServiceIdentifier<T>;

export const CONTACT = {
  Messages: token<ContactMessageRepository>('Messages'),
  Send: token<SendContactMessage>('Send'),
};
