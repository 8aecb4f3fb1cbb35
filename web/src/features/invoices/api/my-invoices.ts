import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { RequestInvoiceInput } from '@contracts/invoicing.contract';
import type { InvoiceRequestAnswer, MyInvoicesAnswer } from '@contracts/invoicing.views';
import { api } from '@/lib/api-client';

const KEY = '/api/facturas/mis-pagos';

/** GET /api/facturas/mis-pagos: the driver's paid payments, each with its invoice or whether he may still ask for one. */
export const useMyInvoices = () => useSWR(KEY, () => api.get<MyInvoicesAnswer>(KEY));

/** POST /api/facturas: 'Solicitar factura' for one payment; the list above refreshes before the answer comes back. */
export function useRequestInvoice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/facturas',
    async (_key: string, { arg }: { arg: RequestInvoiceInput }) => {
      const answer = await api.post<InvoiceRequestAnswer>('/api/facturas', arg);
      await mutate(KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
