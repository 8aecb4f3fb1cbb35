import { api } from '@/lib/api-client';

/**
 * POST /api/auth/logout: the server clears the cookie. What the page forgets afterwards is the
 * session's business (app/session.tsx), which loads this call when it signs out. Not a
 * `useSWRMutation` hook, like the other writes: the session lives in the app's shell, on every page,
 * and the mutation code would count against the home page's JavaScript budget (docs/adr/0036).
 */
export const logout = () => api.post<unknown>('/api/auth/logout');
