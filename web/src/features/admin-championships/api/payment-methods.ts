import useSWR from 'swr';
import type { MethodOptionsResponse, MethodSettingsRequest } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

const path = (id: string) => `/api/payments/admin/metodos/${encodeURIComponent(id)}`;

/** The methods a championship accepts besides the card, and what drivers are offered now (issue #31). */
export const useChampionshipPaymentMethods = (campeonatoId: string) => useSWR([path(campeonatoId)], () => api.get<MethodOptionsResponse>(path(campeonatoId)), { revalidateOnFocus: false });
export const saveChampionshipPaymentMethods = (campeonatoId: string, input: MethodSettingsRequest) => api.put<MethodOptionsResponse>(path(campeonatoId), input);
