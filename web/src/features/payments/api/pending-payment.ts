import useSWR from 'swr';
import type { DemoActionResponse, PendingPaymentResponse } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

/** GET /api/payments/pendiente/{sessionId}: the held place's voucher or transfer, asked to Stripe first. */
export const usePendingPayment = (sessionId: string | null) =>
  useSWR(sessionId ? ['/api/payments/pendiente', sessionId] : null, () => api.get<PendingPaymentResponse>(`/api/payments/pendiente/${encodeURIComponent(sessionId!)}`), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

const demo = (sessionId: string) => `/api/payments/demo/${encodeURIComponent(sessionId)}`;
/** Demo gateway only: the cash or transfer 'arrives', or the voucher 'expires'. */
export const simulatePaid = (sessionId: string) => api.post<DemoActionResponse>(`${demo(sessionId)}/simular-pago`);
export const simulateExpired = (sessionId: string) => api.post<DemoActionResponse>(`${demo(sessionId)}/simular-vencimiento`);
