import { createContext, startTransition, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { api, onUnauthorized } from '@/lib/api-client';
import { isAdminRole, isStewardRole } from '@/lib/roles';
import type { SessionAnswer, StaffFactorNotice, UserView as User } from '@contracts/identity.views';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** A staff account without a second factor: until when it keeps the panel (docs/adr/0046); null otherwise. */
  staffFactor: StaffFactorNotice | null;
  /** After a sign-in: the server has set the cookie, the answer carries the user. */
  signIn(user: User): void;
  /** Reads the profile again (after a profile change or an external sign-in). */
  refresh(): Promise<User | null>;
  /** Asks the server to clear the cookie, then forgets the user and every cached answer. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The data the phone keeps offline follows the session (docs/adr/0055): a sign-in names its owner to
 * the service worker, a sign-out deletes it. Loaded when first needed, not with the first page.
 */
const keptData = () => import('@/pwa/kept-data');
const forgetKeptData = () => keptData().then((m) => m.forgetKeptData()).catch(() => undefined);

/**
 * The account behind the cookie, or null when there is none or it cannot be read. Asked of
 * /api/auth/session, which answers 200 with or without a session, so a visitor's page load logs no 401.
 */
async function fetchSession(): Promise<{ user: User | null; staffFactor: StaffFactorNotice | null }> {
  try {
    const session = await api.get<SessionAnswer>('/api/auth/session');
    return session.autenticado ? { user: session.user, staffFactor: session.segundoFactor ?? null } : { user: null, staffFactor: null };
  } catch {
    return { user: null, staffFactor: null };
  }
}

/**
 * Auth state (spec 1 §4). The token lives in an HttpOnly cookie the page cannot read, so on start
 * the session is asked for: a user means signed in, none (or a failure) means signed out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: User | null; staffFactor: StaffFactorNotice | null }>({ status: 'loading', user: null, staffFactor: null });
  // Each change bumps the version, so a profile read started earlier cannot undo a later sign-in or sign-out.
  const version = useRef(0);
  const { mutate } = useSWRConfig();

  const apply = useCallback((user: User | null, staffFactor: StaffFactorNotice | null = null) => {
    version.current += 1;
    setState(user ? { status: 'authenticated', user, staffFactor } : { status: 'anonymous', user: null, staffFactor: null });
  }, []);

  const refresh = useCallback(async () => {
    const started = version.current;
    const { user, staffFactor } = await fetchSession();
    // As a transition: the answer often arrives while React is still taking the server's page over,
    // and an urgent update would make it take over what is left in one long task.
    if (version.current === started) startTransition(() => apply(user, staffFactor));
    return user;
  }, [apply]);

  const signOut = useCallback(async () => {
    try {
      // This browser's notifications are the leaving driver's: the server forgets the device while the session holds.
      const { forgetThisBrowser } = await import('@/features/push/api/forget-browser');
      await forgetThisBrowser();
    } catch {
      // Signing out goes on.
    }
    try {
      const { logout } = await import('@/features/auth/api/logout');
      await logout();
    } catch {
      // The session is forgotten here whatever the server answered; the cookie expires on its own.
    }
    apply(null);
    // No answer read with the session stays on the phone (docs/adr/0055).
    await forgetKeptData();
    await mutate(() => true, undefined, { revalidate: false });
  }, [apply, mutate]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(
    () =>
      onUnauthorized(() => {
        apply(null);
        void forgetKeptData();
      }),
    [apply],
  );

  // A sign-in answers the user only: for staff the notice comes with a session read that follows.
  const signIn = useCallback(
    (user: User) => {
      apply(user);
      void keptData().then((m) => m.tellSessionOwner(user.id)).catch(() => undefined);
      if (isAdminRole(user.rol) || isStewardRole(user.rol)) void refresh();
    },
    [apply, refresh],
  );
  const value = useMemo<Session>(() => ({ ...state, signIn, refresh, signOut }), [state, signIn, refresh, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession fuera de SessionProvider');
  return session;
}
