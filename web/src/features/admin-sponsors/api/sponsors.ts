import useSWR from 'swr';
import type { SponsorAnswer, SponsorListAnswer, SponsorView as Sponsor } from '@contracts/sponsors.views';
import { api, toFormData } from '@/lib/api-client';

export const ADMIN_SPONSORS_KEY = ['/api/sponsors/list', 'admin'] as const;

export async function getSponsors(): Promise<Sponsor[]> {
  const body = await api.get<Partial<SponsorListAnswer>>('/api/sponsors/list');
  if (!Array.isArray(body?.data)) throw new Error('Formato de respuesta inesperado del servidor');
  return body.data;
}

export const useAdminSponsors = () => useSWR(ADMIN_SPONSORS_KEY, getSponsors, { dedupingInterval: 0 });

export const createSponsor = (nombre: string, link: string, logo: File) =>
  api.post<SponsorAnswer>('/api/sponsors/create', toFormData({ nombre, link, logo }));

/** The new logo travels as `logos`, as the specification's client sends it. */
export const updateSponsor = (id: string, nombre: string, link: string, logo: File | null) =>
  api.put<SponsorAnswer>(`/api/sponsors/${encodeURIComponent(id)}`, toFormData({ nombre, link, ...(logo ? { logos: logo } : {}) }));

export const deleteSponsor = (id: string) => api.delete<{ message: string }>(`/api/sponsors/${encodeURIComponent(id)}`);
