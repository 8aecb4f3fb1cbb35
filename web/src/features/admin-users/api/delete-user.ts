import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';

/** Anonymises the account on the server (payments and reports keep their author). */
export const deleteUser = (id: string) => api.delete<MessageResponse>(`/api/users/${encodeURIComponent(id)}`);

export const useDeleteUser = () => useSWRMutation('/api/users#delete', (_key: string, { arg }: { arg: string }) => deleteUser(arg), { throwOnError: true });
