import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MyPendingPaymentsResponse } from '@contracts/payments.views';

const KEY = '/api/payments/mis-pendientes';

/** GET /api/payments/mis-pendientes: the driver's places held by an OXXO voucher or a SPEI transfer. */
export const useMyPendingPayments = () => useSWR(KEY, () => api.get<MyPendingPaymentsResponse>(KEY));
