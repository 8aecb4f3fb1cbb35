import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { api, onUnauthorized } from '@/lib/api-client';
import type { SessionAnswer, UserView as User } from '@contracts/identity.views';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** After a sign-in: the server has set the cookie, the answer carries the user. */
  signIn(user: User): void;
  /** Reads the profile again (after a profile change or an external sign-in). */
  refresh(): Promise<User | null>;
  /** Asks the server to clear the cookie, then forgets the user and every cached answer. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The account behind the cookie, or null when there is none or it cannot be read. Asked of
 * /api/auth/session, which answers 200 with or without a session, so a visitor's page load logs no 401.
 */
async function fetchSessionUser(): Promise<User | null> {
  try {
    const session = await api.get<SessionAnswer>('/api/auth/session');
    return session.autenticado ? session.user : null;
  } catch {
    return null;
  }
}

/**
 * Auth state (spec 1 §4). The token lives in an HttpOnly cookie the page cannot read, so on start
 * the session is asked for: a user means signed in, none (or a failure) means signed out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: User | null }>({ status: 'loading', user: null });
  // Each change bumps the version, so a profile read started earlier cannot undo a later sign-in or sign-out.
  const version = useRef(0);
  const { mutate } = useSWRConfig();

  const apply = useCallback((user: User | null) => {
    version.current += 1;
    setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  }, []);

  const refresh = useCallback(async () => {
    const started = version.current;
    const user = await fetchSessionUser();
    if (version.current === started) apply(user);
    return user;
  }, [apply]);

  const signOut = useCallback(async () => {
    try {
      const { logout } = await import('@/features/auth/api/logout');
      await logout();
    } catch {
      // The session is forgotten here whatever the server answered; the cookie expires on its own.
    }
    apply(null);
    await mutate(() => true, undefined, { revalidate: false });
  }, [apply, mutate]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => onUnauthorized(() => apply(null)), [apply]);

  const value = useMemo<Session>(() => ({ ...state, signIn: apply, refresh, signOut }), [state, apply, refresh, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession fuera de SessionProvider');
  return session;
}
