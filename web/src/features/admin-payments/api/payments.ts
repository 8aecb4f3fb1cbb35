import useSWR from 'swr';
import type {
  GetPaymentResponse,
  ListPaymentsFilters,
  ListPaymentsResponse,
  ManualPaymentRequest,
  MessageResponse,
  PaymentStatsResponse,
  PaymentWriteResponse,
  UpdatePaymentStateRequest,
  ManualRefundRequest,
} from '@contracts/payments.contract';
import { PAYMENTS_PAGE_SIZE } from '@contracts/payments.messages';
import { api } from '@/lib/api-client';
import type { FormInputs } from '@/lib/form-values';

/** The list's filters as the inputs hold them ('' for none); the page and its size are not filters. */
export type PaymentFilters = Omit<FormInputs<ListPaymentsFilters>, 'page' | 'limit'>;

export const EMPTY_FILTERS: PaymentFilters = { estado: '', metodo: '', situacion: '', campeonato: '', usuario: '', fechaInicio: '', fechaFin: '' };

const ADMIN = '/api/payments/admin';
const one = (id: string) => `${ADMIN}/${encodeURIComponent(id)}`;

/** The query of the list, empty values dropped (spec 2 §7). */
export function listQuery(filters: PaymentFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set('page', String(page));
  params.set('limit', String(PAYMENTS_PAGE_SIZE));
  return params.toString();
}

export const getPayments = (filters: PaymentFilters, page: number) => api.get<ListPaymentsResponse>(`${ADMIN}?${listQuery(filters, page)}`);

/** One page of the list; the old rows stay on screen while the next page or filter loads. */
export const usePayments = (filters: PaymentFilters, page: number) =>
  useSWR([ADMIN, 'list', listQuery(filters, page)], () => getPayments(filters, page), { keepPreviousData: true, dedupingInterval: 0 });

export const getPaymentStats = () => api.get<PaymentStatsResponse>(`${ADMIN}/estadisticas`);
export const usePaymentStats = () => useSWR([ADMIN, 'estadisticas'], getPaymentStats, { dedupingInterval: 0 });

export const getPayment = (id: string) => api.get<GetPaymentResponse>(one(id));
export const usePayment = (id: string | null) => useSWR(id ? [ADMIN, 'detail', id] : null, () => getPayment(id!), { dedupingInterval: 0 });

export const updatePaymentState = (id: string, input: UpdatePaymentStateRequest) => api.put<PaymentWriteResponse>(`${one(id)}/estado`, input);

export const deletePayment = (id: string) => api.delete<MessageResponse>(one(id));

export const createManualPayment = (input: ManualPaymentRequest) => api.post<PaymentWriteResponse>(`${ADMIN}/manual`, input);

export const resendConfirmation = (id: string) => api.post<MessageResponse>(`${one(id)}/reenviar-confirmacion`);

/** An OXXO refund sent by hand by SPEI: the CLABE and amount, then the tracking key (issue #31). */
export const recordManualRefund = (id: string, input: ManualRefundRequest) => api.post<PaymentWriteResponse>(`${one(id)}/reembolso-manual`, input);
export const markManualRefundSent = (id: string, claveRastreo: string) => api.put<PaymentWriteResponse>(`${one(id)}/reembolso-manual`, { claveRastreo });
/** A payment 'Pagado sin lugar': the driver enrolled over the capacity. */
export const enrolWithoutPlace = (id: string) => api.post<PaymentWriteResponse>(`${one(id)}/inscribir-sin-cupo`);
