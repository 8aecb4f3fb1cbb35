import useSWRMutation from 'swr/mutation';
import { forgotPasswordRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';

export const passwordResetRequestSchema = forgotPasswordRequestSchema;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

const requestPasswordReset = (input: PasswordResetRequestInput) => api.post<MessageAnswer>('/api/auth/forgot-password', input);

export const useRequestPasswordReset = () =>
  useSWRMutation('/api/auth/forgot-password', (_key: string, { arg }: { arg: PasswordResetRequestInput }) => requestPasswordReset(arg), { throwOnError: true });
