import type { MessageAnswer } from '@contracts/api.views';
import { api } from '@/lib/api-client';

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The honeypot: people leave it empty. */
  website: string;
}

export const sendContactMessage = (payload: ContactPayload) => api.post<Partial<MessageAnswer>>('/api/contact', payload);
