import useSWR from 'swr';
import type { HallOfChampionsAnswer, SeasonArchiveAnswer } from '@contracts/seasons.views';
import { api } from '@/lib/api-client';

/** Every season newest first (`/api/temporadas`), or one (`/api/temporadas/{año}`). */
export const useSeasonArchive = (year?: string) => {
  const path = year ? `/api/temporadas/${encodeURIComponent(year)}` : '/api/temporadas';
  return useSWR(path, async () => (await api.get<SeasonArchiveAnswer>(path)).data);
};

/** The hall of champions (`/api/campeones`): per series every closed edition's champions, per driver titles and podiums. */
export const useHallOfChampions = () => useSWR('/api/campeones', async () => (await api.get<HallOfChampionsAnswer>('/api/campeones')).data);
