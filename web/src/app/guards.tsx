import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { isAdminRole } from '@/lib/roles';
import { useSession } from './session';

/** Pages for signed-in drivers; visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** The admin area; everyone else (visitors included) goes home. The server checks every admin call too. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (!user || !isAdminRole(user.rol)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
