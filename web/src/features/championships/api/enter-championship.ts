import { api } from '@/lib/api-client';
import type { EntryAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { refreshPlace } from './waitlist';

/** POST /api/campeonatos/{id}/inscribirme: the signed-in driver enters a free championship (or takes the place offered to him); the page's reads refresh. */
export async function enterChampionship(id: string): Promise<EntryAnswer> {
  const answer = await api.post<EntryAnswer>(`${championshipKey(id)}/inscribirme`, {});
  await refreshPlace(id);
  return answer;
}
