import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { SessionListAnswer, SessionsClosedAnswer } from '@contracts/account-security.views';

export const SESSIONS_KEY = '/api/seguridad/sesiones';

export const useSessions = () => useSWR(SESSIONS_KEY, () => api.get<SessionListAnswer>(SESSIONS_KEY), { revalidateOnFocus: false });

export function useCloseSession() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${SESSIONS_KEY}#cerrar`,
    (_key: string, { arg }: { arg: string }) => api.delete<MessageAnswer>(`${SESSIONS_KEY}/${encodeURIComponent(arg)}`),
    { throwOnError: true, onSuccess: () => void mutate(SESSIONS_KEY) },
  );
}

export function useCloseOtherSessions() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${SESSIONS_KEY}#cerrar-otras`, () => api.post<SessionsClosedAnswer>(`${SESSIONS_KEY}/cerrar-otras`, {}), {
    throwOnError: true,
    onSuccess: () => void mutate(SESSIONS_KEY),
  });
}

/** The link mailed for a sign-in from a new browser: closes that session, without a session of one's own. */
export const useCloseSessionFromMail = () =>
  useSWRMutation('/api/auth/sesion/cerrar-desde-correo', (key: string, { arg }: { arg: { sesion: string; clave: string } }) => api.post<MessageAnswer>(key, arg), {
    throwOnError: true,
  });
