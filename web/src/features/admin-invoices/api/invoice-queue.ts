import useSWR, { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { InvoiceState } from '@contracts/invoicing.messages';
import type { InvoiceQueueAnswer, InvoiceRequestAnswer } from '@contracts/invoicing.views';
import { api } from '@/lib/api-client';
import { FIRST_PLACE_PAGE, placeParams, type PlacePage } from '@/lib/place-pages';

export type QueueFilter = InvoiceState | 'todas';

/** The query of a page: its number and, when the arrows reached it, its place (docs/adr/0063). */
const queueQuery = (filter: QueueFilter, page: PlacePage) => {
  const query = new URLSearchParams(placeParams(page, 'page'));
  if (filter !== 'todas') query.set('estado', filter);
  return query.toString();
};
const queueKey = (filter: QueueFilter, page: PlacePage) => ['/api/facturas/admin', filter, queueQuery(filter, page)] as const;

export function getInvoiceQueue(filter: QueueFilter, page: PlacePage = FIRST_PLACE_PAGE): Promise<InvoiceQueueAnswer> {
  return api.get<InvoiceQueueAnswer>(`/api/facturas/admin?${queueQuery(filter, page)}`);
}

/** A page of 'Facturas por emitir'; the old rows stay while another page or filter loads. */
export const useInvoiceQueue = (filter: QueueFilter, page: PlacePage = FIRST_PLACE_PAGE) =>
  useSWR(queueKey(filter, page), () => getInvoiceQueue(filter, page), { keepPreviousData: true, dedupingInterval: 0 });

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
