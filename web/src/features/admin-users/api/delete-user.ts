import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';

/** Anonymises the account on the server (payments and reports keep their author). */
const deleteUser = (id: string) => api.delete<MessageAnswer>(`/api/users/${encodeURIComponent(id)}`);

const isUsersList = (key: unknown) => Array.isArray(key) && key[0] === '/api/users' && key[1] === 'list';

/** Deletes an account, then reads the admin list again. */
export function useDeleteUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/users', 'delete'],
    async (_key, { arg: id }: { arg: string }) => {
      const answer = await deleteUser(id);
      await mutate(isUsersList);
      return answer;
    },
    { throwOnError: true },
  );
}
