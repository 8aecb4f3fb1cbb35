import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ChampionshipListAnswer } from '@contracts/championships.views';

const getChampionships = async () => (await api.get<ChampionshipListAnswer>('/api/campeonatos'))?.data ?? [];

/** The championships the filters and the manual-payment form choose from (the users are searched as one types: UserPicker). */
export function usePickerOptions() {
  const champs = useSWR(['/api/campeonatos', 'payments-picker'], getChampionships, { revalidateOnFocus: false });
  return { championships: champs.data, error: champs.error, isLoading: champs.isLoading, retry: () => champs.mutate() };
}
