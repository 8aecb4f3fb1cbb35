import type { z } from 'zod';
import type { MessageAnswer } from '@contracts/api.views';
import type { contactRequestSchema, HONEYPOT_FIELD } from '@contracts/contact.contract';
import { api } from '@/lib/api-client';

/** The contract's request, and the honeypot people leave empty. */
export type ContactPayload = z.input<typeof contactRequestSchema> & Record<typeof HONEYPOT_FIELD, string>;

export const sendContactMessage = (payload: ContactPayload) => api.post<Partial<MessageAnswer>>('/api/contact', payload);
