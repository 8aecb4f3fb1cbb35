import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '@/components/layout/admin-layout';
import { PageLoader } from '@/components/ui/spinner';
import { useSession } from '../../session';
import { ComingSoonRoute } from '../coming-soon';
import { NotFoundRoute } from '../not-found';
import { AdminDashboardRoute } from './dashboard';
import { AdminUserEditRoute } from './user-edit';
import { AdminUsersRoute } from './users';

/** Screens of spec 2 §2 that later issues build; each shows "Próximamente" until then. */
const UPCOMING: { path: string; title: string }[] = [
  { path: 'campeonatos', title: 'Campeonatos' },
  { path: 'campeonatos/crear', title: 'Crear campeonato' },
  { path: 'campeonatos/inscribir-usuario', title: 'Inscribir usuario' },
  { path: 'carreras', title: 'Carreras' },
  { path: 'carreras/crear', title: 'Nueva Carrera' },
  { path: 'eventos-unicos', title: 'Eventos Únicos' },
  { path: 'eventos-unicos/crear', title: 'Crear evento único' },
  { path: 'reportes', title: 'Gestión de Reportes' },
  { path: 'pagos', title: 'Pagos' },
  { path: 'sponsors', title: 'Logos Sponsors' },
  { path: 'track-records', title: 'Track records' },
];

// The results screens bring the analyzer and the charts: a chunk of their own, loaded on first visit.
const AdminRaceResultsRoute = lazy(() => import('./race-results').then((m) => ({ default: m.AdminRaceResultsRoute })));
const AdminAnalyzeEventRoute = lazy(() => import('./race-results').then((m) => ({ default: m.AdminAnalyzeEventRoute })));

/**
 * The whole admin area, loaded on demand (React.lazy) only once the guard has let an admin in, so
 * the public pages never download it.
 */
export default function AdminArea() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AdminLayout user={user}>
      <Routes>
        <Route index element={<AdminDashboardRoute name={user.nombre} />} />
        <Route path="usuarios" element={<AdminUsersRoute currentUserId={user.id} />} />
        <Route path="usuarios/editar/:id" element={<AdminUserEditRoute currentUserId={user.id} />} />
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
    </AdminLayout>
  );
}
