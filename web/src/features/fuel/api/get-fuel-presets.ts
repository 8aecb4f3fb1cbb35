import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface CarPreset {
  id: string;
  nombre: string;
  /** Litres per lap; 0 for the electric car, which cannot be calculated. */
  consumo: number;
  tanque: number;
}

export interface CircuitPreset {
  id: string;
  nombre: string;
  /** Seconds. */
  tiempoVuelta: number;
}

export type PitStopType = 'FUEL_ONLY' | 'FUEL_AND_TIRES';

export interface FuelPresets {
  cars: CarPreset[];
  circuits: CircuitPreset[];
  pitStopTypes: Record<PitStopType, { segundos: number; etiqueta: string }>;
  defaultSafetyMargin: number;
}

export const getFuelPresets = () => api.get<FuelPresets>('/api/fuell/presets');

/** The presets change only with a new version of the site: fetched once per visit. */
export const useFuelPresets = () => useSWR('/api/fuell/presets', getFuelPresets, { revalidateOnFocus: false, revalidateIfStale: false });
