import useSWR from 'swr';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { UserView as User } from '@contracts/identity.views';

export const usersSearchSchema = z.object({ search: z.string().trim().max(100).optional() });
export type UsersSearch = z.infer<typeof usersSearchSchema>;

export const usersKey = (search: string) => ['/api/users', 'list', search] as const;

export function getUsers({ search }: UsersSearch = {}): Promise<User[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return api.get<User[]>(`/api/users${query}`);
}

/**
 * The admin list, filtered by name, surname or e-mail on the server. Keeps the old rows while a new
 * search loads, and asks again every time the list is shown (no de-duplication window), so coming
 * back from the edit form never shows the account as it was.
 */
export const useUsers = (search: string) => useSWR(usersKey(search), () => getUsers({ search }), { keepPreviousData: true, dedupingInterval: 0 });
