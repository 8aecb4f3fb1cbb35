import type { ServiceIdentifier } from 'inversify';
import type { ContactMessageRepository } from './application/ports/contact-message.repository.port.js';

const token = <T>(name: string) => Symbol.for(`contact.${name}`) as ServiceIdentifier<T>;

/** Contact's insides: bound and read only within this module (never exported from index.ts). */
export const CONTACT_PRIVATE = {
  Messages: token<ContactMessageRepository>('Messages'),
};
