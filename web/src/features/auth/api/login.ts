import useSWRMutation from 'swr/mutation';
import { loginRequestSchema, type LoginRequest } from '@contracts/identity.contract';
import { api } from '@/lib/api-client';
import type { SignInAnswer } from '@contracts/account-security.views';

export const loginInputSchema = loginRequestSchema;
export type LoginInput = LoginRequest;

/** The server answers the session and sets the HttpOnly cookie itself, or asks for the second step first. */
const loginWithEmail = (input: LoginInput) => api.post<SignInAnswer>('/api/auth/login', input);

export const useLogin = () => useSWRMutation('/api/auth/login', (_key: string, { arg }: { arg: LoginInput }) => loginWithEmail(arg), { throwOnError: true });
