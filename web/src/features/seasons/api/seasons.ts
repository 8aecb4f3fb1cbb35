import useSWR from 'swr';
import type { HallDriversPageAnswer, HallEditionsPageAnswer, HallOfChampionsAnswer, SeasonArchiveAnswer, SeasonArchivePageAnswer } from '@contracts/seasons.views';
import { api } from '@/lib/api-client';

/** One season (`/api/temporadas/{año}`). */
export const useSeasonArchive = (year: string) => {
  const path = `/api/temporadas/${encodeURIComponent(year)}`;
  return useSWR(path, async () => (await api.get<SeasonArchiveAnswer>(path)).data);
};

/** A page of seasons, newest first: the first (`/api/temporadas`, the page's first read) or the one from season `desde` back. */
const seasonPageKey = (desde: number | null) => (desde === null ? '/api/temporadas' : `/api/temporadas?desde=${desde}`);
export const useSeasonPage = (desde: number | null) => useSWR(seasonPageKey(desde), (path: string) => api.get<SeasonArchivePageAnswer>(path), { revalidateOnFocus: false });

/** The hall of champions (`/api/campeones`): per series its newest closed editions' champions, per driver titles and podiums. */
export const useHallOfChampions = () => useSWR('/api/campeones', async () => (await api.get<HallOfChampionsAnswer>('/api/campeones')).data);

/** A later page of a series' closed editions, from season `desde` back. */
export const getHallEditions = (serieId: string, desde: number) => api.get<HallEditionsPageAnswer>(`/api/campeones/series/${encodeURIComponent(serieId)}?desde=${desde}`);

/** A later page of the drivers' ranking, from position `desde`. */
export const getHallDrivers = (desde: number) => api.get<HallDriversPageAnswer>(`/api/campeones/pilotos?desde=${desde}`);
