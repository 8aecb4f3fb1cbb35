import useSWR from 'swr';
import type { MethodOptionsResponse } from '@contracts/payments.views';
import { api } from '@/lib/api-client';

/** GET /api/payments/metodos/{id}: the ways to pay this championship now, and why some are not offered. */
export const usePaymentMethods = (campeonatoId: string, enabled: boolean) =>
  useSWR(enabled ? ['/api/payments/metodos', campeonatoId] : null, () => api.get<MethodOptionsResponse>(`/api/payments/metodos/${encodeURIComponent(campeonatoId)}`), {
    revalidateOnFocus: false,
  });
