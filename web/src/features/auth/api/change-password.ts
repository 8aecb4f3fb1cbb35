import useSWRMutation from 'swr/mutation';
import { changePasswordRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { ChangePasswordAnswer } from '@contracts/identity.views';

export const changePasswordInputSchema = changePasswordRequestSchema;
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The server revokes older sessions and sets a fresh cookie for this one. */
const changePassword = (input: ChangePasswordInput) => api.post<ChangePasswordAnswer>('/api/users/change-password', input);

export const useChangePassword = () =>
  useSWRMutation('/api/users/change-password', (_key: string, { arg }: { arg: ChangePasswordInput }) => changePassword(arg), { throwOnError: true });
