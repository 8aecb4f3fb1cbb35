import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { UserView as User } from '@contracts/identity.views';

export const getProfile = (userId: string) => api.get<User>(`/api/users/${encodeURIComponent(userId)}`);

export const profileKey = (userId: string) => ['/api/users', userId, 'profile'] as const;

export const useProfile = (userId: string | null) => useSWR(userId ? profileKey(userId) : null, () => getProfile(userId!), { revalidateOnFocus: false });
