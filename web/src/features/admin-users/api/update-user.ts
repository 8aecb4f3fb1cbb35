import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateUserRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { UserAnswer } from '@contracts/identity.views';
import { userKey } from './get-user';

/** What an admin may change on any account (the server still applies the role rules). */
export const updateUserInputSchema = updateUserRequestSchema;
export type UpdateUserFormValues = z.input<typeof updateUserInputSchema>;
export type UpdateUserInput = z.output<typeof updateUserInputSchema> & { imagenPerfil?: File | null };

const updateUser = (id: string, { imagenPerfil, ...fields }: UpdateUserInput) =>
  api.put<UserAnswer>(`/api/users/${encodeURIComponent(id)}`, toFormData({ ...fields, ...(imagenPerfil ? { imagenPerfil } : {}) }));

/** Saves the account and keeps the answer as the account's detail, without reading it again. */
export function useUpdateUser(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/users', 'update', id],
    async (_key, { arg }: { arg: UpdateUserInput }) => {
      const answer = await updateUser(id, arg);
      await mutate(userKey(id), answer.user, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}
