import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout: the server clears the cookie. What the page forgets afterwards is the session's business (app/session.tsx). */
export const useLogout = () => useSWRMutation('/api/auth/logout', () => api.post<unknown>('/api/auth/logout'), { throwOnError: true });
