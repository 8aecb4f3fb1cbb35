import useSWR from 'swr';
import type { SeasonArchiveAnswer } from '@contracts/seasons.views';
import { api } from '@/lib/api-client';

/** Every season newest first (`/api/temporadas`), or one (`/api/temporadas/{año}`). */
export const useSeasonArchive = (year?: string) => {
  const path = year ? `/api/temporadas/${encodeURIComponent(year)}` : '/api/temporadas';
  return useSWR(path, async () => (await api.get<SeasonArchiveAnswer>(path)).data);
};
