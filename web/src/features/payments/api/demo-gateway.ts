import useSWR from 'swr';
import type { DemoActionResponse, DemoSessionResponse } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

const base = (sessionId: string) => `/api/payments/demo/${encodeURIComponent(sessionId)}`;

/** What the demonstration checkout charges (nothing, really): the championship and the amount. */
export const getDemoSession = (sessionId: string) => api.get<DemoSessionResponse>(base(sessionId));

export const useDemoSession = (sessionId: string | null) =>
  useSWR(sessionId ? ['/api/payments/demo', sessionId] : null, () => getDemoSession(sessionId!), { revalidateOnFocus: false, shouldRetryOnError: false });

/** Pay or cancel: the server runs the same fulfilment as the card provider and says where to go next. */
export const payDemo = (sessionId: string) => api.post<DemoActionResponse>(`${base(sessionId)}/pagar`);
export const cancelDemo = (sessionId: string) => api.post<DemoActionResponse>(`${base(sessionId)}/cancelar`);
