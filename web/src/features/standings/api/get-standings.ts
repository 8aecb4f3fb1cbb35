import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { EditionAnswer } from '@contracts/seasons.views';
import type { StandingsAnswer } from '@contracts/standings.views';

const base = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/clasificacion`;

/** GET /api/campeonatos/{id}/clasificacion: the latest standings, or after round `hastaRonda`. */
export function standingsKey(id: string, options: { hastaRonda?: number | null; evolucion?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.hastaRonda) query.set('hastaRonda', String(options.hastaRonda));
  if (options.evolucion) query.set('evolucion', 'true');
  const text = query.toString();
  return text ? `${base(id)}?${text}` : base(id);
}

export const useStandings = (id: string | null, options: { hastaRonda?: number | null; evolucion?: boolean } = {}) =>
  useSWR(id ? standingsKey(id, options) : null, (key: string) => api.get<StandingsAnswer>(key));

/** The CSV file of the standings (the same format as `parrilla standings show --csv`). */
export function standingsCsvUrl(id: string, hastaRonda: number | null): string {
  return `${base(id)}.csv${hastaRonda ? `?hastaRonda=${hastaRonda}` : ''}`;
}

/** Whether the championship's season is closed (its table is the recorded final one, docs/adr/0033). */
export const useSeasonClosed = (id: string) =>
  useSWR(`/api/series/ediciones/${encodeURIComponent(id)}`, async () => (await api.get<EditionAnswer>(`/api/series/ediciones/${encodeURIComponent(id)}`)).data?.cerrada ?? false);

/** The latest standings of several championships at once (the home page's top five of each); a failed one is null. */
export const useManyStandings = (ids: readonly string[]) =>
  useSWR(ids.length ? ['home-standings', ...ids] : null, () =>
    Promise.all(ids.map((id) => api.get<StandingsAnswer>(standingsKey(id)).catch(() => null))),
  );
