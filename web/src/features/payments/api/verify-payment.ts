import useSWR from 'swr';
import type { VerifyPaymentResponse } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

/** GET /api/payments/verificar-pago/{sessionId}: 200 once the payment is completed (and the driver enrolled). */
export const verifyPayment = (sessionId: string) => api.get<VerifyPaymentResponse>(`/api/payments/verificar-pago/${encodeURIComponent(sessionId)}`);

/** Asked once per visit: no retry on focus, the answer does not change while the page is open. */
export const useVerifyPayment = (sessionId: string | null) =>
  useSWR(sessionId ? ['/api/payments/verificar-pago', sessionId] : null, () => verifyPayment(sessionId!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
