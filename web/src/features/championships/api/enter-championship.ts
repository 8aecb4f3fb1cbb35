import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { EntryAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { entriesKey } from './get-entries';

/** POST /api/campeonatos/{id}/inscribirme: the signed-in driver enters a free championship; the page's reads refresh. */
export async function enterChampionship(id: string): Promise<EntryAnswer> {
  const answer = await api.post<EntryAnswer>(`${championshipKey(id)}/inscribirme`, {});
  await Promise.all([mutate(championshipKey(id)), mutate([championshipKey(id), 'inscrito']), mutate(entriesKey(id))]);
  return answer;
}
