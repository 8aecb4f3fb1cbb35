import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from '@/components/layout/admin-layout';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoader } from '@/components/ui/spinner';
import { useSession } from '../../session';
import { ComingSoonRoute } from '../coming-soon';
import { NotFoundRoute } from '../not-found';
import {
  AdminChampionshipCreateRoute,
  AdminChampionshipsRoute,
  AdminEnrolUserRoute,
  AdminEntriesRoute,
  AdminIracingSessionsRoute,
  AdminRaceCreateRoute,
  AdminRacesRoute,
  AdminScoringRoute,
  AdminSeasonsRoute,
  AdminSponsorsRoute,
} from './championships';
import { useContactCounts } from '@/features/admin-contact/api/contact-inbox';
import { AdminAnnouncementsRoute } from './announcements';
import { AdminBroadcastRoute } from './broadcast';
import { AdminAuditRoute } from './audit';
import { AdminContactRoute } from './contact';
import { AdminArcoRequestsRoute } from './arco-requests';
import { AdminBlockedAccountRoute, AdminBlockedDataRoute } from './blocked-data';
import { AdminDashboardRoute } from './dashboard';
import { AdminInvoicesRoute } from './invoices';
import { AdminPaymentsRoute } from './payments';
import { AdminReportDetailRoute, AdminReportsRoute, AdminStewardsRoute } from './reports';
import { AdminSettingsRoute } from './settings';
import { AdminSingleEventCreateRoute, AdminSingleEventsRoute } from './single-events';
import { AdminTrackRecordsRoute } from './track-records';
import { AdminUserEditRoute } from './user-edit';
import { AdminUsersRoute } from './users';

/** Screens of spec 2 §2 that later issues build; each shows "Próximamente" until then. */
const UPCOMING: { path: string; title: string }[] = [];

// The results screens bring the analyzer and the charts: a chunk of their own, loaded on first visit.
const AdminRaceResultsRoute = lazy(() => import('./race-results').then((m) => ({ default: m.AdminRaceResultsRoute })));
const AdminAnalyzeEventRoute = lazy(() => import('./race-results').then((m) => ({ default: m.AdminAnalyzeEventRoute })));

/**
 * The whole admin area, loaded on demand (React.lazy) only once the guard has let an admin in, so
 * the public pages never download it.
 */
export default function AdminArea() {
  const { user } = useSession();
  const broadcastOnly = user?.rol === 'transmision';
  const contact = useContactCounts(!broadcastOnly);
  const { pathname } = useLocation();
  if (!user) return null;
  if (broadcastOnly) {
    // The broadcast team's part of the panel: the 'Transmisión' page alone (docs/adr/0059).
    return (
      <AdminLayout user={user}>
        <AppErrorBoundary resetKey={pathname}>
          <Routes>
            <Route index element={<Navigate to="transmision" replace />} />
            <Route path="transmision" element={<AdminBroadcastRoute />} />
            <Route path="*" element={<NotFoundRoute homePath="/admin/transmision" />} />
          </Routes>
        </AppErrorBoundary>
      </AdminLayout>
    );
  }
  const unread = contact.data?.sinLeer ?? 0;
  const badges = { '/admin/contacto': { count: unread, label: unread === 1 ? '1 mensaje sin leer' : `${unread} mensajes sin leer` } };
  return (
    <AdminLayout user={user} badges={badges}>
      {/* A screen that fails keeps the sidebar: the admin can go elsewhere or retry. */}
      <AppErrorBoundary resetKey={pathname}>
        <Routes>
          <Route index element={<AdminDashboardRoute name={user.nombre} rol={user.rol} badges={badges} />} />
          <Route path="usuarios" element={<AdminUsersRoute currentUserId={user.id} viewerIsSuperadmin={user.rol === 'superadmin'} />} />
          <Route path="usuarios/editar/:id" element={<AdminUserEditRoute currentUserId={user.id} />} />
          <Route path="eventos-unicos" element={<AdminSingleEventsRoute />} />
          <Route path="eventos-unicos/crear" element={<AdminSingleEventCreateRoute />} />
          <Route path="campeonatos" element={<AdminChampionshipsRoute />} />
          <Route path="campeonatos/crear" element={<AdminChampionshipCreateRoute />} />
          <Route path="campeonatos/inscribir-usuario" element={<AdminEnrolUserRoute />} />
          <Route path="campeonatos/:id/inscritos" element={<AdminEntriesRoute />} />
          <Route path="campeonatos/:id/puntuacion" element={<AdminScoringRoute />} />
          <Route path="campeonatos/:id/iracing" element={<AdminIracingSessionsRoute />} />
          <Route path="carreras" element={<AdminRacesRoute />} />
          <Route path="carreras/crear" element={<AdminRaceCreateRoute />} />
          <Route path="temporadas" element={<AdminSeasonsRoute />} />
          <Route path="sponsors" element={<AdminSponsorsRoute />} />
          <Route path="contacto" element={<AdminContactRoute />} />
          <Route path="avisos" element={<AdminAnnouncementsRoute />} />
          <Route path="transmision" element={<AdminBroadcastRoute />} />
          <Route path="solicitudes-arco" element={<AdminArcoRequestsRoute />} />
          <Route path="pagos" element={<AdminPaymentsRoute />} />
          <Route path="facturas" element={<AdminInvoicesRoute />} />
          <Route path="reportes" element={<AdminReportsRoute />} />
          <Route path="reportes/:id" element={<AdminReportDetailRoute />} />
          <Route path="comisarios" element={<AdminStewardsRoute />} />
          <Route path="track-records" element={<AdminTrackRecordsRoute />} />
          <Route path="ajustes" element={<AdminSettingsRoute />} />
          <Route path="ajustes/iracing" element={<AdminSettingsRoute section="iracing" />} />
          <Route path="ajustes/privacidad" element={<AdminSettingsRoute section="privacidad" superadmin={user.rol === 'superadmin'} />} />
          <Route path="bitacora" element={user.rol === 'superadmin' ? <AdminAuditRoute /> : <NotFoundRoute homePath="/admin" />} />
          <Route path="datos-bloqueados" element={user.rol === 'superadmin' ? <AdminBlockedDataRoute /> : <NotFoundRoute homePath="/admin" />} />
          <Route path="datos-bloqueados/:userId" element={user.rol === 'superadmin' ? <AdminBlockedAccountRoute /> : <NotFoundRoute homePath="/admin" />} />
          <Route
            path="race-results-admin"
            element={
              <Suspense fallback={<PageLoader />}>
                <AdminRaceResultsRoute />
              </Suspense>
            }
          />
          <Route
            path="race-results/analyze/:id"
            element={
              <Suspense fallback={<PageLoader />}>
                <AdminAnalyzeEventRoute />
              </Suspense>
            }
          />
          {UPCOMING.map(({ path, title }) => (
            <Route key={path} path={path} element={<ComingSoonRoute title={title} backTo="/admin" backText="Volver al panel" />} />
          ))}
          <Route path="*" element={<NotFoundRoute homePath="/admin" />} />
        </Routes>
      </AppErrorBoundary>
    </AdminLayout>
  );
}
