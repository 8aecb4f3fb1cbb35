import useSWR from 'swr';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() });

export async function verifyResetToken(token: string, userId: string): Promise<boolean> {
  const query = new URLSearchParams({ token, userId });
  const answer = verifyResetTokenResponseSchema.parse(await api.get(`/api/auth/verify-reset-token?${query}`));
  return answer.valid;
}

/** Checks the link once; a reset link is not worth re-checking on focus. */
export const useVerifyResetToken = (token: string | null, userId: string | null) =>
  useSWR(token && userId ? ['/api/auth/verify-reset-token', token, userId] : null, () => verifyResetToken(token!, userId!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
