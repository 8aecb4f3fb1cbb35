import useSWR from 'swr';
import { api, toFormData } from '@/lib/api-client';
import type { ChampionshipAnswer, ChampionshipView as Championship } from '@contracts/championships.views';

export const ADMIN_CHAMPIONSHIPS_KEY = ['/api/campeonatos', 'admin'] as const;

export async function getChampionships(): Promise<Championship[]> {
  const body = await api.get<{ data?: Championship[] }>('/api/campeonatos');
  return body?.data ?? [];
}

export const useAdminChampionships = () => useSWR(ADMIN_CHAMPIONSHIPS_KEY, getChampionships, { dedupingInterval: 0 });

/** The fields of the championship form, as the inputs hold them. */
export interface ChampionshipFormValues {
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: string;
  precio: string;
  primerPuesto: string;
  segundoPuesto: string;
  tercerPuesto: string;
}

function toForm(values: ChampionshipFormValues, cover: File | null): FormData {
  const { primerPuesto, segundoPuesto, tercerPuesto, ...rest } = values;
  return toFormData({
    ...rest,
    'premios[primerPuesto]': primerPuesto,
    'premios[segundoPuesto]': segundoPuesto,
    'premios[tercerPuesto]': tercerPuesto,
    ...(cover ? { imagenPortada: cover } : {}),
  });
}

export const createChampionship = (values: ChampionshipFormValues, cover: File | null) =>
  api.post<ChampionshipAnswer>('/api/campeonatos', toForm(values, cover));

export const updateChampionship = (id: string, values: ChampionshipFormValues, cover: File | null) =>
  api.put<ChampionshipAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`, toForm(values, cover));

export const deleteChampionship = (id: string) => api.delete<{ message: string }>(`/api/campeonatos/${encodeURIComponent(id)}`);

export const enrolUser = (campeonatoId: string, usuarioId: string) => api.post<{ message: string }>('/api/campeonatos/inscribir-admin', { campeonatoId, usuarioId });

export interface UserOption {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

export const getUsers = () => api.get<UserOption[]>('/api/users');
