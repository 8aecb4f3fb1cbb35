import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MomentsAnswer, MomentsItemView as MomentsItem } from '@contracts/championships.views';

export const MOMENTS_KEY = '/api/campeonatos/momentos';

export async function getMoments(): Promise<MomentsItem[]> {
  const body = await api.get<Partial<MomentsAnswer>>(MOMENTS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return body.data;
}

export const useMoments = () => useSWR(MOMENTS_KEY, getMoments);
