import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Championship } from '@/types/championships';

export interface UserOption {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

const getChampionships = async () => (await api.get<{ data?: Championship[] }>('/api/campeonatos'))?.data ?? [];
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
