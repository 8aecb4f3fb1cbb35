import useSWR from 'swr';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const authProvidersSchema = z.object({ google: z.object({ enabled: z.boolean() }) });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const getAuthProviders = async (): Promise<AuthProviders> => authProvidersSchema.parse(await api.get('/api/auth/providers'));

export const useAuthProviders = () => useSWR('/api/auth/providers', getAuthProviders, { revalidateOnFocus: false, shouldRetryOnError: false });

/** The server starts the external sign-in: a full-page navigation, never a fetch. */
export const GOOGLE_START_URL = '/api/auth/google/start';
