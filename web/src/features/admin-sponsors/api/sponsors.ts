import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MessageAnswer } from '@contracts/api.views';
import type { SponsorAnswer, SponsorListAnswer, SponsorView as Sponsor } from '@contracts/sponsors.views';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';

export const ADMIN_SPONSORS_KEY = ['/api/sponsors/list', 'admin'] as const;

export async function getSponsors(): Promise<Sponsor[]> {
  const body = await api.get<Partial<SponsorListAnswer>>('/api/sponsors/list');
  if (!Array.isArray(body?.data)) throw new Error('Formato de respuesta inesperado del servidor');
  return body.data;
}

export const useAdminSponsors = () => useSWR(ADMIN_SPONSORS_KEY, getSponsors, { dedupingInterval: 0 });

const createSponsor = (nombre: string, link: string, logo: File) =>
  api.post<SponsorAnswer>('/api/sponsors/create', toFormData({ nombre, link, logo }));

/** The new logo travels as `logos`, as the specification's client sends it. */
const updateSponsor = (id: string, nombre: string, link: string, logo: File | null) =>
  api.put<SponsorAnswer>(`/api/sponsors/${encodeURIComponent(id)}`, toFormData({ nombre, link, ...(logo ? { logos: logo } : {}) }));

const deleteSponsor = (id: string) => api.delete<MessageAnswer>(`/api/sponsors/${encodeURIComponent(id)}`);

export interface SponsorWrite {
  nombre: string;
  link: string;
  /** Required to add a sponsor; to edit one, null keeps the current logo. */
  logo: File | null;
}

/** Adds a sponsor (no `id`) or edits one, then refreshes the admin list. */
export function useSaveSponsor(id?: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/sponsors', id ?? 'new'],
    async (_key, { arg: { nombre, link, logo } }: { arg: SponsorWrite }) => {
      const answer = id ? await updateSponsor(id, nombre, link, logo) : await createSponsor(nombre, link, logo!);
      await mutate(ADMIN_SPONSORS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Deletes a sponsor (its logo too), then refreshes the admin list. */
export function useDeleteSponsor() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/sponsors', 'delete'],
    async (_key, { arg: id }: { arg: string }) => {
      const answer = await deleteSponsor(id);
      await mutate(ADMIN_SPONSORS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
