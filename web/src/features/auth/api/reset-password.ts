import useSWRMutation from 'swr/mutation';
import { resetPasswordRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';

export const resetPasswordInputSchema = resetPasswordRequestSchema;
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

const resetPassword = (input: ResetPasswordInput) => api.post<MessageAnswer>('/api/auth/reset-password', input);

export const useResetPassword = () =>
  useSWRMutation('/api/auth/reset-password', (_key: string, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg), { throwOnError: true });
