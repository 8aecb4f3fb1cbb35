import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { ImportEventAnswer } from '@contracts/results.views';
import { refreshEvents } from './get-events';

export interface EventFileImport {
  file: File;
  carreraId?: string;
  sesion?: string;
}

/** Uploads one iRacing export (admin); field `eventfile`, optional championship race and its scored session. The events list refreshes before the answer comes back. */
export function useImportEventFile() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/events/import-file',
    async (_key: string, { arg: { file, carreraId, sesion } }: { arg: EventFileImport }) => {
      const answer = await api.post<ImportEventAnswer>(
        '/api/events/import-file',
        toFormData({ eventfile: file, carreraId: carreraId || undefined, sesion: carreraId ? sesion || undefined : undefined }),
      );
      await refreshEvents(mutate);
      return answer;
    },
    { throwOnError: true },
  );
}
