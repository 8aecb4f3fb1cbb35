import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ChampionshipListAnswer, RaceListItemView } from '@contracts/championships.views';

/** The championships an upload may count for (GET /api/campeonatos: the list is in `data`). */
async function getChampionshipChoices(): Promise<{ id: string; nombre: string }[]> {
  const body = await api.get<Partial<ChampionshipListAnswer>>('/api/campeonatos');
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return body.data.map((c) => ({ id: c.id, nombre: c.nombreCampeonato }));
}

export const useChampionshipChoices = () => useSWR('/api/campeonatos#results-upload', getChampionshipChoices);

/** The races of one championship, by start (GET /api/carreras?campeonatoId=…). */
export const useRaceChoices = (campeonatoId: string) =>
  useSWR(campeonatoId ? ['/api/carreras#results-upload', campeonatoId] : null, () =>
    api.get<RaceListItemView[]>(`/api/carreras?${new URLSearchParams({ campeonatoId })}`).then((races) => [...races].sort((a, b) => a.inicio.localeCompare(b.inicio))),
  );
