import useSWR from 'swr';
import { authProvidersSchema, type AuthProviders } from '@contracts/identity.views';
import { api } from '@/lib/api-client';

export const getAuthProviders = async (): Promise<AuthProviders> => authProvidersSchema.parse(await api.get('/api/auth/providers'));

export const useAuthProviders = () => useSWR('/api/auth/providers', getAuthProviders, { revalidateOnFocus: false, shouldRetryOnError: false });

/** The server starts the external sign-in: a full-page navigation, never a fetch. */
export const GOOGLE_START_URL = '/api/auth/google/start';
