import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DemoActionResponse, PendingPaymentResponse } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

/** GET /api/payments/pendiente/{sessionId}: the held place's voucher or transfer, asked to Stripe first. */
const pendingKey = (sessionId: string) => ['/api/payments/pendiente', sessionId];

export const usePendingPayment = (sessionId: string | null) =>
  useSWR(sessionId ? pendingKey(sessionId) : null, () => api.get<PendingPaymentResponse>(`/api/payments/pendiente/${encodeURIComponent(sessionId!)}`), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

const demo = (sessionId: string) => `/api/payments/demo/${encodeURIComponent(sessionId)}`;
/**
 * Demo gateway only: the cash or transfer 'arrives' (`paid`), or the voucher 'expires' (`expired`).
 * When the answer keeps the driver on this page, the payment above refreshes before it comes back.
 */
export function useSimulatePendingPayment(sessionId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${demo(sessionId)}/simular`,
    async (_key: string, { arg: what }: { arg: 'paid' | 'expired' }) => {
      const answer = await api.post<DemoActionResponse>(`${demo(sessionId)}/${what === 'paid' ? 'simular-pago' : 'simular-vencimiento'}`);
      if (answer.redirectUrl.startsWith('/pago-pendiente')) await mutate(pendingKey(sessionId));
      return answer;
    },
    { throwOnError: true },
  );
}
