import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { RaceListItemView } from '@contracts/championships.views';

/** The races of one championship, by start (GET /api/carreras?campeonatoId=…). */
export const useRaceChoices = (campeonatoId: string) =>
  useSWR(campeonatoId ? ['/api/carreras#results-upload', campeonatoId] : null, () =>
    api.get<RaceListItemView[]>(`/api/carreras?${new URLSearchParams({ campeonatoId })}`).then((races) => [...races].sort((a, b) => a.inicio.localeCompare(b.inicio))),
  );
