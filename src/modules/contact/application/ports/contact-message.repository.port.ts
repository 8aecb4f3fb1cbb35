import type { PlaceWindow } from '../../../../platform/keyset.js';
import type { ContactFilter } from '../../../../contracts/contact.messages.js';
import type { Transaction } from '../../../../platform/transactions.js';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** A message with the inbox's marks. */
export interface StoredContactMessage extends ContactMessage {
  readAt: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface ContactMessagePage {
  messages: StoredContactMessage[];
  total: number;
}

/** Port: every message sent through the contact form, kept before it is mailed, and the admin's inbox over them. */
export interface ContactMessageRepository {
  insert(message: ContactMessage, trx?: Transaction): Promise<void>;
  /** Newest first (instant, then id), a window after or before a place or from a position; `pendientes` are those not marked answered. */
  list(query: { filter?: ContactFilter; window: PlaceWindow }): Promise<ContactMessagePage>;
  findById(id: string): Promise<StoredContactMessage | undefined>;
  /** Sets `readAt` only if it is still empty. */
  markRead(id: string, at: string, trx?: Transaction): Promise<void>;
  setAnswered(id: string, answered: { at: string; by: string } | null, trx?: Transaction): Promise<void>;
  counts(): Promise<{ unread: number; pending: number }>;
}
