import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

export const getUser = (id: string) => api.get<User>(`/api/users/${encodeURIComponent(id)}`);

export const userKey = (id: string) => ['/api/users', 'detail', id] as const;

export const useUser = (id: string | undefined) => useSWR(id ? userKey(id) : null, () => getUser(id!), { revalidateOnFocus: false });
