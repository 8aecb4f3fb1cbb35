import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { SecondStepAnswer } from '@contracts/account-security.views';
import type { AuthSession } from '@contracts/identity.views';

export const exchangeGoogleCodeSchema = z.object({ code: z.string().min(1), state: z.string().optional() });
export type ExchangeGoogleCodeInput = z.infer<typeof exchangeGoogleCodeSchema>;

/**
 * Hands the provider's code to the server, which checks state, nonce and PKCE, sets the cookie and
 * answers the session. A code is single-use: the caller triggers it once per code.
 */
export const useExchangeGoogleCode = () =>
  useSWRMutation(
    '/api/auth/google/exchange-code',
    (_key: string, { arg }: { arg: ExchangeGoogleCodeInput }) => api.post<Partial<AuthSession> | SecondStepAnswer>('/api/auth/google/exchange-code', exchangeGoogleCodeSchema.parse(arg)),
    { throwOnError: true },
  );
