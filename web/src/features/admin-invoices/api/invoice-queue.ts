import useSWR, { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { InvoiceState } from '@contracts/invoicing.messages';
import type { InvoiceQueueAnswer, InvoiceRequestAnswer } from '@contracts/invoicing.views';
import { api } from '@/lib/api-client';

export type QueueFilter = InvoiceState | 'todas';
const queueKey = (filter: QueueFilter, page: number) => ['/api/facturas/admin', filter, page] as const;

export function getInvoiceQueue(filter: QueueFilter, page: number): Promise<InvoiceQueueAnswer> {
  const query = new URLSearchParams({ page: String(page) });
  if (filter !== 'todas') query.set('estado', filter);
  return api.get<InvoiceQueueAnswer>(`/api/facturas/admin?${query}`);
}

/** A page of 'Facturas por emitir'; the old rows stay while another page or filter loads. */
export const useInvoiceQueue = (filter: QueueFilter, page: number) => useSWR(queueKey(filter, page), () => getInvoiceQueue(filter, page), { keepPreviousData: true, dedupingInterval: 0 });

/** Where the queue downloads as CSV (the session cookie goes with the link). */
export const invoiceCsvUrl = (filter: QueueFilter) => (filter === 'todas' ? '/api/facturas/admin/export.csv' : `/api/facturas/admin/export.csv?estado=${filter}`);

/** POST /api/facturas/admin/{id}/emitir with the issued PDF and XML. */
function issueInvoice(id: string, pdf: File, xml: File): Promise<InvoiceRequestAnswer> {
  const form = new FormData();
  form.append('pdf', pdf);
  form.append('xml', xml);
  return api.post<InvoiceRequestAnswer>(`/api/facturas/admin/${encodeURIComponent(id)}/emitir`, form);
}

/** After issuing: every page of the queue asks again. */
const refreshInvoiceQueue = () => mutate((key) => Array.isArray(key) && key[0] === '/api/facturas/admin');

/** 'Marcar emitida' with the issued PDF and XML; every page of the queue asks again before it answers. */
export const useIssueInvoice = () =>
  useSWRMutation(
    ['/api/facturas/admin', 'issue'],
    async (_key, { arg: { id, pdf, xml } }: { arg: { id: string; pdf: File; xml: File } }) => {
      const answer = await issueInvoice(id, pdf, xml);
      await refreshInvoiceQueue();
      return answer;
    },
    { throwOnError: true },
  );
