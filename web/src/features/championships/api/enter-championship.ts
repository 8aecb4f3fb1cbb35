import { api } from '@/lib/api-client';
import type { EntryAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { numbersAndTeamsKey } from './entry-details';
import { refreshPlace } from './waitlist';
import { mutate } from 'swr';

/** POST /api/campeonatos/{id}/inscribirme: the signed-in driver enters a free championship (or takes the place offered to him); the page's reads refresh. */
export async function enterChampionship(id: string, details: Record<string, string | number> = {}): Promise<EntryAnswer> {
  const answer = await api.post<EntryAnswer>(`${championshipKey(id)}/inscribirme`, details);
  await Promise.all([refreshPlace(id), mutate(numbersAndTeamsKey(id))]);
  return answer;
}
