import useSWR from 'swr';
import type { RequestInvoiceInput } from '@contracts/invoicing.contract';
import type { InvoiceRequestAnswer, MyInvoicesAnswer } from '@contracts/invoicing.views';
import { api } from '@/lib/api-client';

const KEY = '/api/facturas/mis-pagos';

/** GET /api/facturas/mis-pagos: the driver's paid payments, each with its invoice or whether he may still ask for one. */
export const useMyInvoices = () => useSWR(KEY, () => api.get<MyInvoicesAnswer>(KEY));

/** POST /api/facturas: 'Solicitar factura' for one payment. */
export const requestInvoice = (values: RequestInvoiceInput) => api.post<InvoiceRequestAnswer>('/api/facturas', values);
