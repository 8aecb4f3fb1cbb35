import type { Transaction } from '../../../../platform/transactions.js';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** Port: every message sent through the contact form, kept before it is mailed. */
export interface ContactMessageRepository {
  insert(message: ContactMessage, trx?: Transaction): Promise<void>;
}
