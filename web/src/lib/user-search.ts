import useSWR from 'swr';
import { USERS_PAGE } from '@contracts/identity.contract';
import type { Rol, UserPageAnswer } from '@contracts/identity.views';
import { api } from './api-client';
import { useDebounced } from './use-debounced';

/** How long typing must pause before a picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 250;

/**
 * The accounts a user picker offers for the text typed (first name, last name or e-mail, accents and
 * case aside): the first USERS_PAGE.pickerSize of the admin's list, asked once typing pauses, never
 * the whole list (docs/adr/0060). `rol` keeps one role's accounts (the stewards picker).
 */
export function useUserSearch(text: string, rol?: Rol) {
  const search = useDebounced(text.trim(), PICKER_SEARCH_DELAY_MS);
  const query = new URLSearchParams({ limite: String(USERS_PAGE.pickerSize), ...(search ? { search } : {}), ...(rol ? { rol } : {}) });
  const answer = useSWR(['/api/users', 'picker', rol ?? '', search], () => api.get<UserPageAnswer>(`/api/users?${query}`), { keepPreviousData: true, revalidateOnFocus: false });
  return { ...answer, searching: answer.isValidating || search !== text.trim() };
}
