import useSWR from 'swr';
import { api, ApiError } from '@/lib/api-client';
import type { DriverChampionshipsAnswer, DriverPageAnswer, DriverResultsAnswer, DriverTitlesAnswer } from '@contracts/drivers.views';

export const driverKey = (id: string) => `/api/pilotos/${encodeURIComponent(id)}`;

/** GET /api/pilotos/{id}: the driver's public page. */
export const getDriver = (id: string) => api.get<DriverPageAnswer>(driverKey(id));

/** GET /api/pilotos/{id}/resultados?desde=<siguiente>: a later page of his results, after the place the page before gave. */
export const getDriverResults = (id: string, desde: string) => api.get<DriverResultsAnswer>(`${driverKey(id)}/resultados?${new URLSearchParams({ desde })}`);

/** GET /api/pilotos/{id}/campeonatos?desde=: the next page of the championships he entered. */
export const getDriverChampionships = (id: string, desde: string) => api.get<DriverChampionshipsAnswer>(`${driverKey(id)}/campeonatos?desde=${encodeURIComponent(desde)}`);

/** GET /api/pilotos/{id}/titulos?desde=N: the next page of his titles. */
export const getDriverTitles = (id: string, desde: number) => api.get<DriverTitlesAnswer>(`${driverKey(id)}/titulos?desde=${desde}`);

export const useDriver = (id: string) =>
  useSWR(id ? driverKey(id) : null, () => getDriver(id), {
    // A missing driver stays missing: no retries.
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status === 404),
  });

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
