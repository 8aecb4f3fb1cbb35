import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { UserPageAnswer } from '@contracts/identity.views';

export const usersKey = (search: string, despues: string | undefined) => ['/api/users', 'list', search, despues ?? ''] as const;

/** One page of the admin list (the server's size, 50), after the place `despues` of the page before. */
export function getUsers({ search, despues }: { search?: string; despues?: string } = {}): Promise<UserPageAnswer> {
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...(despues ? { despues } : {}) }).toString();
  return api.get<UserPageAnswer>(`/api/users${query ? `?${query}` : ''}`);
}

/**
 * A page of the admin list, filtered by name, surname or e-mail on the server. Keeps the old rows
 * while a new search or page loads, and asks again every time the list is shown (no de-duplication
 * window), so coming back from the edit form never shows the account as it was.
 */
export const useUsers = (search: string, despues: string | undefined) =>
  useSWR(usersKey(search, despues), () => getUsers({ search, despues }), { keepPreviousData: true, dedupingInterval: 0 });
