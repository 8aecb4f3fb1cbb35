import useSWR from 'swr';
import { api, ApiError } from '@/lib/api-client';
import type { SponsorView as Sponsor } from '@contracts/sponsors.views';

export const SPONSORS_KEY = '/api/sponsors/list';
export const WRONG_SHAPE = 'Los datos recibidos no tienen el formato esperado.';

/**
 * GET /api/sponsors/list. The carousel names an HTTP failure by status ('Error HTTP: 500 Internal
 * Server Error') and a body without `success` and a `data` list as a wrong format (spec 1 §8).
 */
export async function getSponsors(): Promise<Sponsor[]> {
  const body = await api.get<{ success?: boolean; data?: unknown } | undefined>(SPONSORS_KEY).catch((err: unknown) => {
    if (err instanceof ApiError && err.status > 0) throw new Error(`Error HTTP: ${err.status} ${err.statusText}`.trim());
    throw err;
  });
  if (!body?.success || !Array.isArray(body.data)) throw new Error(WRONG_SHAPE);
  return body.data as Sponsor[];
}

export const useSponsors = () => useSWR(SPONSORS_KEY, getSponsors);
