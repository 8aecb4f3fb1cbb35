import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
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
export type PaymentFilters = Omit<FormInputs<ListPaymentsFilters>, 'page' | 'limit' | 'despues' | 'antes'>;

/**
 * The page shown: its number, and the place it was reached from ('Siguiente' after the last payment of
 * the page before, 'Anterior' before the first of the page after), so the server reads it from its
 * index instead of skipping every row before it (docs/adr/0060). The first page needs no place.
 */
export interface PaymentsPage {
  page: number;
  despues?: string;
  antes?: string;
}
export const FIRST_PAGE: PaymentsPage = { page: 1 };

export const EMPTY_FILTERS: PaymentFilters = { estado: '', metodo: '', situacion: '', campeonato: '', usuario: '', fechaInicio: '', fechaFin: '' };

const ADMIN = '/api/payments/admin';
const one = (id: string) => `${ADMIN}/${encodeURIComponent(id)}`;

/** The query of the list, empty values dropped (spec 2 §7). */
export function listQuery(filters: PaymentFilters, { page, despues, antes }: PaymentsPage): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set('page', String(page));
  params.set('limit', String(PAYMENTS_PAGE_SIZE));
  if (despues) params.set('despues', despues);
  else if (antes) params.set('antes', antes);
  return params.toString();
}

export const getPayments = (filters: PaymentFilters, page: PaymentsPage) => api.get<ListPaymentsResponse>(`${ADMIN}?${listQuery(filters, page)}`);

/** One page of the list; the old rows stay on screen while the next page or filter loads. */
export const usePayments = (filters: PaymentFilters, page: PaymentsPage) =>
  useSWR([ADMIN, 'list', listQuery(filters, page)], () => getPayments(filters, page), { keepPreviousData: true, dedupingInterval: 0 });

/** The page one step from `shown` (the answer on screen): after its last payment or before its first; page 1 from the top. */
export function stepTo(shown: Pick<ListPaymentsResponse, 'paginacion' | 'siguiente' | 'anterior'>, page: number): PaymentsPage {
  if (page > shown.paginacion.paginaActual && shown.siguiente) return { page, despues: shown.siguiente };
  if (page < shown.paginacion.paginaActual && page > 1 && shown.anterior) return { page, antes: shown.anterior };
  return FIRST_PAGE;
}

export const getPaymentStats = () => api.get<PaymentStatsResponse>(`${ADMIN}/estadisticas`);
export const usePaymentStats = () => useSWR([ADMIN, 'estadisticas'], getPaymentStats, { dedupingInterval: 0 });

export const getPayment = (id: string) => api.get<GetPaymentResponse>(one(id));
const detailKey = (id: string) => [ADMIN, 'detail', id] as const;
export const usePayment = (id: string | null) => useSWR(id ? detailKey(id) : null, () => getPayment(id!), { dedupingInterval: 0 });

const updatePaymentState = (id: string, input: UpdatePaymentStateRequest) => api.put<PaymentWriteResponse>(`${one(id)}/estado`, input);

const deletePayment = (id: string) => api.delete<MessageResponse>(one(id));

const createManualPayment = (input: ManualPaymentRequest) => api.post<PaymentWriteResponse>(`${ADMIN}/manual`, input);

const resendConfirmation = (id: string) => api.post<MessageResponse>(`${one(id)}/reenviar-confirmacion`);

/** An OXXO refund sent by hand by SPEI: the CLABE and amount, then the tracking key (issue #31). */
const recordManualRefund = (id: string, input: ManualRefundRequest) => api.post<PaymentWriteResponse>(`${one(id)}/reembolso-manual`, input);
const markManualRefundSent = (id: string, claveRastreo: string) => api.put<PaymentWriteResponse>(`${one(id)}/reembolso-manual`, { claveRastreo });
/** A payment 'Pagado sin lugar': the driver enrolled over the capacity. */
const enrolWithoutPlace = (id: string) => api.post<PaymentWriteResponse>(`${one(id)}/inscribir-sin-cupo`);

const isPaymentsList = (key: unknown) => Array.isArray(key) && key[0] === ADMIN && key[1] === 'list';

/** A write that changes the list: the list is read again before the hook answers. */
function useListWrite<Arg, Answer>(name: string, write: (arg: Arg) => Promise<Answer>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [ADMIN, name],
    async (_key, { arg }: { arg: Arg }) => {
      const answer = await write(arg);
      await mutate(isPaymentsList);
      return answer;
    },
    { throwOnError: true },
  );
}

export const useUpdatePaymentState = () => useListWrite('estado', ({ id, input }: { id: string; input: UpdatePaymentStateRequest }) => updatePaymentState(id, input));
export const useDeletePayment = () => useListWrite('delete', deletePayment);
export const useCreateManualPayment = () => useListWrite('manual', createManualPayment);

/** Sends the payment's confirmation e-mail again; nothing read changes. */
export const useResendConfirmation = () => useSWRMutation([ADMIN, 'reenviar-confirmacion'], (_key, { arg: id }: { arg: string }) => resendConfirmation(id), { throwOnError: true });

/** A write on one payment's details: they are read again (not waited for). */
function useDetailWrite<Arg>(id: string, name: string, write: (arg: Arg) => Promise<PaymentWriteResponse>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [ADMIN, name, id],
    async (_key, { arg }: { arg: Arg }) => {
      const answer = await write(arg);
      void mutate(detailKey(id));
      return answer;
    },
    { throwOnError: true },
  );
}

/** Records the OXXO refund: the CLABE, the amount and perhaps already the tracking key. */
export const useRecordManualRefund = (id: string) => useDetailWrite(id, 'reembolso-manual', (input: ManualRefundRequest) => recordManualRefund(id, input));
/** The tracking key of an OXXO refund recorded before. */
export const useMarkManualRefundSent = (id: string) => useDetailWrite(id, 'reembolso-manual-enviado', (claveRastreo: string) => markManualRefundSent(id, claveRastreo));

export const useEnrolWithoutPlace = (id: string) => useDetailWrite(id, 'inscribir-sin-cupo', () => enrolWithoutPlace(id));
