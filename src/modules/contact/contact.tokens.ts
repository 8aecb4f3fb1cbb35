import type { ServiceIdentifier } from 'inversify';
import type { SendContactMessage } from './application/send-contact-message.use-case.js';

const token = <T>(name: string) => Symbol.for(`contact.${name}`) as ServiceIdentifier<T>;

/** Contact's public face: its use case. Its repository is in contact.private-tokens.ts. */
export const CONTACT = {
  Send: token<SendContactMessage>('Send'),
};
