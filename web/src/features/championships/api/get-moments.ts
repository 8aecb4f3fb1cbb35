import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MomentsAnswer, MomentsItemView as MomentsItem } from '@contracts/championships.views';

export const MOMENTS_KEY = '/api/campeonatos/momentos';

export interface MomentsPage {
  data: MomentsItem[];
  /** The `desde` of the next page (older championships); null after the last. */
  siguiente: string | null;
}

/** A page of the championships with videos, the latest first: the first one, or the one from `desde`. */
export async function getMoments(desde?: string): Promise<MomentsPage> {
  const body = await api.get<Partial<MomentsAnswer>>(desde ? `${MOMENTS_KEY}?desde=${encodeURIComponent(desde)}` : MOMENTS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null };
}

/** The first page. */
export const useMoments = () => useSWR(MOMENTS_KEY, () => getMoments());
