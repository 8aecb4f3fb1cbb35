import type { ServiceIdentifier } from 'inversify';
import type { CountContactMessages } from './application/count-contact-messages.use-case.js';
import type { ListContactMessages } from './application/list-contact-messages.use-case.js';
import type { MarkContactMessageAnswered } from './application/mark-contact-message-answered.use-case.js';
import type { ReadContactMessage } from './application/read-contact-message.use-case.js';
import type { SendContactMessage } from './application/send-contact-message.use-case.js';

const token = <T>(name: string) => Symbol.for(`contact.${name}`) as ServiceIdentifier<T>;

/** Contact's public face: its use cases. Its repository is in contact.private-tokens.ts. */
export const CONTACT = {
  Send: token<SendContactMessage>('Send'),
  List: token<ListContactMessages>('List'),
  Count: token<CountContactMessages>('Count'),
  Read: token<ReadContactMessage>('Read'),
  MarkAnswered: token<MarkContactMessageAnswered>('MarkAnswered'),
};
