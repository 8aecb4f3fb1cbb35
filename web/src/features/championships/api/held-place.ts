import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MyPendingPaymentsResponse, PendingPaymentResponse } from '@contracts/payments.views';

/** The profile reads the same list under the same key: one answer for both screens. */
const KEY = '/api/payments/mis-pendientes';

/** The driver's place in this championship held by an OXXO voucher or a SPEI transfer (GET /api/payments/mis-pendientes), or null. */
export function useHeldPlace(campeonatoId: string, signedIn: boolean): PendingPaymentResponse | null {
  const { data } = useSWR(signedIn ? KEY : null, () => api.get<MyPendingPaymentsResponse>(KEY));
  return data?.pagos.find((p) => p.campeonato._id === campeonatoId && p.estado === 'pendiente') ?? null;
}
