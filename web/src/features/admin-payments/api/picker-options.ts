import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ChampionshipListAnswer } from '@contracts/championships.views';
import type { UserView } from '@contracts/identity.views';

export type UserOption = Pick<UserView, 'id' | 'nombre' | 'apellido' | 'email'>;

const getChampionships = async () => (await api.get<ChampionshipListAnswer>('/api/campeonatos'))?.data ?? [];
const getUsers = () => api.get<UserOption[]>('/api/users');

/** The championships and (when asked) the users the filters and the manual-payment form choose from. */
export function usePickerOptions({ users = true }: { users?: boolean } = {}) {
  const champs = useSWR(['/api/campeonatos', 'payments-picker'], getChampionships, { revalidateOnFocus: false });
  const people = useSWR(users ? ['/api/users', 'payments-picker'] : null, getUsers, { revalidateOnFocus: false });
  return {
    championships: champs.data,
    users: people.data,
    error: champs.error ?? people.error,
    isLoading: champs.isLoading || people.isLoading,
    retry: () => Promise.all([champs.mutate(), people.mutate()]),
  };
}
