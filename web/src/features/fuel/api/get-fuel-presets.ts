import useSWR from 'swr';
import type { FuelPresetsView } from '@contracts/fuel.views';
import { api } from '@/lib/api-client';

export const getFuelPresets = () => api.get<FuelPresetsView>('/api/fuell/presets');

/** The presets change only with a new version of the site: fetched once per visit. */
export const useFuelPresets = () => useSWR('/api/fuell/presets', getFuelPresets, { revalidateOnFocus: false, revalidateIfStale: false });
