import useSWR from 'swr';
import { api, toFormData } from '@/lib/api-client';
import type { Sponsor } from '@/types/championships';

export const ADMIN_SPONSORS_KEY = ['/api/sponsors/list', 'admin'] as const;

export async function getSponsors(): Promise<Sponsor[]> {
  const body = await api.get<{ success?: boolean; data?: Sponsor[] }>('/api/sponsors/list');
  if (!Array.isArray(body?.data)) throw new Error('Formato de respuesta inesperado del servidor');
  return body.data;
}

export const useAdminSponsors = () => useSWR(ADMIN_SPONSORS_KEY, getSponsors, { dedupingInterval: 0 });

export const createSponsor = (nombre: string, link: string, logo: File) =>
  api.post<{ message: string; data: Sponsor }>('/api/sponsors/create', toFormData({ nombre, link, logo }));

/** The new logo travels as `logos`, as the specification's client sends it. */
export const updateSponsor = (id: string, nombre: string, link: string, logo: File | null) =>
  api.put<{ message: string; data: Sponsor }>(`/api/sponsors/${encodeURIComponent(id)}`, toFormData({ nombre, link, ...(logo ? { logos: logo } : {}) }));

export const deleteSponsor = (id: string) => api.delete<{ message: string }>(`/api/sponsors/${encodeURIComponent(id)}`);
