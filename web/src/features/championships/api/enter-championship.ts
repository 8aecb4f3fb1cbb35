import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import type { EntryAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { numbersAndTeamsKey } from './entry-details';
import { refreshPlace } from './waitlist';

/** POST /api/campeonatos/{id}/inscribirme: the signed-in driver enters a free championship (or takes the place offered to him); the page's reads refresh. */
export function useEnterChampionship(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${championshipKey(id)}/inscribirme`,
    async (_key: string, { arg: details }: { arg: Record<string, string | number> }) => {
      const answer = await api.post<EntryAnswer>(`${championshipKey(id)}/inscribirme`, details);
      await Promise.all([refreshPlace(mutate, id), mutate(numbersAndTeamsKey(id))]);
      return answer;
    },
    { throwOnError: true },
  );
}
