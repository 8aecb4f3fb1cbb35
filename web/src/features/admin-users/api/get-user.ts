import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { UserView as User } from '@contracts/identity.views';

export const getUser = (id: string) => api.get<User>(`/api/users/${encodeURIComponent(id)}`);

export const userKey = (id: string) => ['/api/users', 'detail', id] as const;

export const useUser = (id: string | undefined) => useSWR(id ? userKey(id) : null, () => getUser(id!), { revalidateOnFocus: false });
