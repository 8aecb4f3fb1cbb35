import useSWR from 'swr';
import { api, toFormData } from '@/lib/api-client';
import type { ChampionshipAnswer, ChampionshipListAnswer, ChampionshipView as Championship, DeletedAnswer, ManualEnrolmentAnswer } from '@contracts/championships.views';
import type { UserView } from '@contracts/identity.views';
import type { EditionAnswer, EditionSavedAnswer, SeriesListAnswer } from '@contracts/seasons.views';

export const ADMIN_CHAMPIONSHIPS_KEY = ['/api/campeonatos', 'admin'] as const;

export async function getChampionships(): Promise<Championship[]> {
  const body = await api.get<Partial<ChampionshipListAnswer>>('/api/campeonatos');
  return body?.data ?? [];
}

export const useAdminChampionships = () => useSWR(ADMIN_CHAMPIONSHIPS_KEY, getChampionships, { dedupingInterval: 0 });

/** The fields of the championship form, as the inputs hold them (the contract's request, typed as text). */
export interface ChampionshipFormValues {
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: string;
  precio: string;
  /** Hours after each race's start during which its incidents may be reported. */
  plazoReportesHoras: string;
  /** Hours a place offered from the waiting list waits for its driver. */
  horasParaAceptar: string;
  /** Entries wait for an admin's approval. */
  requiereAprobacion: boolean;
  /** The most drivers per team; '' sets no limit. */
  maxPilotosPorEquipo: string;
  /** The most sign-outs and no-shows before a driver is marked; '' marks nobody. */
  maxBajas: string;
  maxAusencias: string;
  /** The licence gate (docs/adr/0037); '' for none. */
  categoriaLicencia: string;
  licenciaMinima: string;
  iratingMinimo: string;
  iratingMaximo: string;
  premios: { primerPuesto: string; segundoPuesto: string; tercerPuesto: string };
  /** The iRacing league and season whose sessions import themselves; '' clears them. */
  iracingLigaId: string;
  iracingTemporadaId: string;
  /** The series it is an edition of and its season (saved apart, docs/adr/0033); '' for none. */
  serieId?: string;
  temporada?: string;
}

function toForm(values: ChampionshipFormValues, cover: File | null): FormData {
  const { premios, serieId: _serie, temporada: _season, ...rest } = values;
  return toFormData({
    ...rest,
    'premios[primerPuesto]': premios.primerPuesto,
    'premios[segundoPuesto]': premios.segundoPuesto,
    'premios[tercerPuesto]': premios.tercerPuesto,
    ...(cover ? { imagenPortada: cover } : {}),
  });
}

export const createChampionship = (values: ChampionshipFormValues, cover: File | null) =>
  api.post<ChampionshipAnswer>('/api/campeonatos', toForm(values, cover));

export const updateChampionship = (id: string, values: ChampionshipFormValues, cover: File | null) =>
  api.put<ChampionshipAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`, toForm(values, cover));

export const useSeriesOptions = () => useSWR(['/api/series', 'form'], async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

export const getEdition = async (campeonatoId: string) => (await api.get<EditionAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`)).data;

/** Saves the series and season picked in the form, after the championship itself; nothing when no series was picked. */
export async function saveChampionshipEdition(campeonatoId: string, values: ChampionshipFormValues): Promise<void> {
  if (!values.serieId) return;
  const temporada = Number(values.temporada) || Number(values.fechaInicio.slice(0, 4));
  await api.put<EditionSavedAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`, { serieId: values.serieId, temporada });
}

export const deleteChampionship = (id: string) => api.delete<DeletedAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`);

export const enrolUser = (campeonatoId: string, usuarioId: string) => api.post<ManualEnrolmentAnswer>('/api/campeonatos/inscribir-admin', { campeonatoId, usuarioId });

/** The fields of GET /api/users the enrolment picker reads. */
export type UserOption = Pick<UserView, 'id' | 'nombre' | 'apellido' | 'email'>;

export const getUsers = () => api.get<UserOption[]>('/api/users');
