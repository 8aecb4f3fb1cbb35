import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import type { MessageAnswer } from '@contracts/api.views';
import type { contactRequestSchema, HONEYPOT_FIELD } from '@contracts/contact.contract';
import { api } from '@/lib/api-client';

/** The contract's request, and the honeypot people leave empty. */
export type ContactPayload = z.input<typeof contactRequestSchema> & Record<typeof HONEYPOT_FIELD, string>;

const sendContactMessage = (payload: ContactPayload) => api.post<Partial<MessageAnswer>>('/api/contact', payload);

/** POST /api/contact: changes nothing the page reads. */
export const useSendContactMessage = () =>
  useSWRMutation('/api/contact', (_key: string, { arg }: { arg: ContactPayload }) => sendContactMessage(arg), { throwOnError: true });
