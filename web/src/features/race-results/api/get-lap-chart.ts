import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { LapChartAnswer } from '@contracts/iracing.contract';

const path = (subsessionId: number) => `/api/events/${subsessionId}/vueltas`;

/** The positions by lap of an event's race; nothing is asked until `enabled` (the section is near the screen). */
export const useLapChart = (subsessionId: number | undefined, enabled = true) =>
  useSWR(subsessionId !== undefined && enabled ? path(subsessionId) : null, (key: string) => api.get<LapChartAnswer>(key), { revalidateOnFocus: false });

/** Asks iRacing for the positions by lap of an event imported as a file (admin), and keeps them with the event; the answer replaces the chart read above. */
export const useFetchLapChartFromIracing = (subsessionId: number) =>
  useSWRMutation(path(subsessionId), (key: string) => api.post<LapChartAnswer>(`${key}/iracing`), { throwOnError: true, populateCache: true, revalidate: false });
