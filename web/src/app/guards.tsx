import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { PageLoader } from '@/components/ui/spinner';
import { isAdminRole, isBroadcastRole, isStewardRole } from '@/lib/roles';
import { useSession } from './session';

/** Pages for signed-in drivers; visitors go to /login, told `message` when the page has one. */
export function RequireAuth({ children, message }: { children: ReactNode; message?: string }) {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <ToLogin message={message} />;
  return <>{children}</>;
}

function ToLogin({ message }: { message?: string }) {
  useEffect(() => {
    // The id keeps one toast when the effect runs twice.
    if (message) toast.info(message, { toastId: message });
  }, [message]);
  return <Navigate to="/login" replace />;
}

/** The stewards' queue: stewards ('Comisario') and admins; everyone else goes home. The server checks every call. */
export function RequireSteward({ children }: { children: ReactNode }) {
  const { status, user, staffFactor } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (!user || !isStewardRole(user.rol)) return <Navigate to="/" replace />;
  // Past the grace date without a second factor, the only page that helps (docs/adr/0046).
  if (staffFactor?.vencido) return <Navigate to="/perfil/seguridad" replace />;
  return <>{children}</>;
}

/**
 * The admin area: admins, and the broadcast team for its one page (the area shows it nothing else);
 * everyone else (visitors included) goes home. The server checks every admin call too.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user, staffFactor } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (!user || !(isAdminRole(user.rol) || isBroadcastRole(user.rol))) return <Navigate to="/" replace />;
  if (staffFactor?.vencido) return <Navigate to="/perfil/seguridad" replace />;
  return <>{children}</>;
}
