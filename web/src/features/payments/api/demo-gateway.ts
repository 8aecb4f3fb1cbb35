import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DemoActionResponse, DemoSessionResponse } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

const base = (sessionId: string) => `/api/payments/demo/${encodeURIComponent(sessionId)}`;

/** What the demonstration checkout charges (nothing, really): the championship and the amount. */
export const getDemoSession = (sessionId: string) => api.get<DemoSessionResponse>(base(sessionId));

export const useDemoSession = (sessionId: string | null) =>
  useSWR(sessionId ? ['/api/payments/demo', sessionId] : null, () => getDemoSession(sessionId!), { revalidateOnFocus: false, shouldRetryOnError: false });

/** Pay or cancel: the server runs the same fulfilment as the card provider and says where to go next (the page is left: nothing to refresh). */
export function useDemoActions(sessionId: string) {
  const pay = useSWRMutation<DemoActionResponse, unknown, string>(`${base(sessionId)}/pagar`, (url) => api.post<DemoActionResponse>(url), { throwOnError: true });
  const cancel = useSWRMutation<DemoActionResponse, unknown, string>(`${base(sessionId)}/cancelar`, (url) => api.post<DemoActionResponse>(url), { throwOnError: true });
  return { pay, cancel };
}
