import useSWR from 'swr';
import type { TrackRecordListAnswer, TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { api } from '@/lib/api-client';

const LIST = '/api/track-records/allrecords';

async function getRecords(query: string): Promise<TrackRecord[]> {
  const body = await api.get<Partial<TrackRecordListAnswer>>(`${LIST}?${query}`);
  if (!Array.isArray(body?.data)) throw new Error('Formato de respuesta inesperado del servidor');
  return body.data;
}

/** The standing record of each circuit and car (the fastest), by circuit, car and time. */
export const useStandingRecords = () => useSWR([LIST, 'vigentes'], () => getRecords('vigentes=1'));

/** The standing records an account holds. */
export const useRecordsHeld = (userId: string) => useSWR(userId ? [LIST, 'usuario', userId] : null, () => getRecords(`usuario=${encodeURIComponent(userId)}`));
