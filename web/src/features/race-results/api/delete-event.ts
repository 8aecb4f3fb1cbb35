import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DeletedEventAnswer } from '@contracts/results.views';
import { api } from '@/lib/api-client';
import { refreshEvents } from './get-events';

/** DELETE /api/events/{subsessionId} (admin); the events list refreshes before the answer comes back. */
export function useDeleteEvent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'DELETE /api/events/{subsessionId}',
    async (_key: string, { arg: subsessionId }: { arg: number }) => {
      const answer = await api.delete<DeletedEventAnswer>(`/api/events/${subsessionId}`);
      await refreshEvents(mutate);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Where the browser downloads an export (the session cookie goes with the link). */
export const exportUrl = (subsessionId: number, format: 'csv' | 'json') => `/api/events/${subsessionId}/export?format=${format}`;
