import useSWRMutation from 'swr/mutation';
import { secondStepRequestSchema, type SecondStepRequest } from '@contracts/account-security.contract';
import { api } from '@/lib/api-client';
import type { AuthSession } from '@contracts/identity.views';

export const secondStepInputSchema = secondStepRequestSchema;

/** The second step of a sign-in: the challenge and a code; the server answers the session and sets the cookie. */
export const useSecondStep = () =>
  useSWRMutation('/api/auth/segundo-paso', (_key: string, { arg }: { arg: SecondStepRequest }) => api.post<AuthSession>('/api/auth/segundo-paso', arg), { throwOnError: true });
