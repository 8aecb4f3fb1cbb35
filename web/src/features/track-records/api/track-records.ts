import useSWR from 'swr';
import type { TrackRecordListAnswer, TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { api } from '@/lib/api-client';

const LIST = '/api/track-records/allrecords';
const WRONG_SHAPE = 'Formato de respuesta inesperado del servidor';

/** What narrows the standing records: texts the server looks for in the circuit and in the car. */
export interface StandingFilters {
  circuito: string;
  auto: string;
}

/** A page of standing records: `total` (how many match in all) comes with the first page only. */
export interface StandingPage {
  data: TrackRecord[];
  siguiente: string | null;
  total: number | null;
}

async function getRecords(query: string): Promise<TrackRecord[]> {
  const body = await api.get<Partial<TrackRecordListAnswer>>(`${LIST}?${query}`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return body.data;
}

/**
 * A page of the standing records (the server's size), narrowed by `filters`, after the place
 * `despues` of the page before. The first page without filters is `?vigentes=1`, the URL the server
 * puts into the page's HTML (src/http/first-reads.ts).
 */
export async function getStandingPage(filters: StandingFilters, despues: string | null): Promise<StandingPage> {
  const query = new URLSearchParams({ vigentes: '1', ...(filters.circuito ? { circuito: filters.circuito } : {}), ...(filters.auto ? { auto: filters.auto } : {}), ...(despues ? { despues } : {}) });
  const body = await api.get<Partial<TrackRecordListAnswer>>(`${LIST}?${query.toString()}`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null, total: typeof body.total === 'number' ? body.total : null };
}

/**
 * The first page of the standing records (the fastest of each circuit and car), by circuit and car,
 * with the filters it answers: the old rows (and their filters) stay while a new search loads.
 */
export const useStandingRecords = (filters: StandingFilters) =>
  useSWR([LIST, 'vigentes', filters.circuito, filters.auto] as const, async () => ({ ...(await getStandingPage(filters, null)), filters }), { keepPreviousData: true });

/** The standing records an account holds. */
export const useRecordsHeld = (userId: string) => useSWR(userId ? [LIST, 'usuario', userId] : null, () => getRecords(`usuario=${encodeURIComponent(userId)}`));
