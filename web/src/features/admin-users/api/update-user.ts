import useSWRMutation from 'swr/mutation';
import { updateUserRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api, toFormData } from '@/lib/api-client';
import type { UserAnswer } from '@contracts/identity.views';
import { userKey } from './get-user';

/** What an admin may change on any account (the server still applies the role rules). */
export const updateUserInputSchema = updateUserRequestSchema;
export type UpdateUserFormValues = z.input<typeof updateUserInputSchema>;
export type UpdateUserInput = z.output<typeof updateUserInputSchema> & { imagenPerfil?: File | null };

export const updateUser = (id: string, { imagenPerfil, ...fields }: UpdateUserInput) =>
  api.put<UserAnswer>(`/api/users/${encodeURIComponent(id)}`, toFormData({ ...fields, ...(imagenPerfil ? { imagenPerfil } : {}) }));

export const useUpdateUser = (id: string) =>
  useSWRMutation(userKey(id), (_key, { arg }: { arg: UpdateUserInput }) => updateUser(id, arg), { throwOnError: true, revalidate: false });
