import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoader } from '@/components/ui/spinner';
import { HomeRoute } from './routes/home';
import { useSession } from './session';

// The home page loads with the app. Every other screen, and the table of their routes and files
// (./other-routes), loads when first visited: the first page's JavaScript has a budget
// (bench/home-bundle.ts).
type OtherRoutes = typeof import('./other-routes');
let otherRoutes: OtherRoutes | null = null;
const loadOtherRoutes = () =>
  import('./other-routes').then((m) => {
    otherRoutes = m;
    return m;
  });
/**
 * A component of ./other-routes. Once that file has loaded (before the browser takes over a page the
 * server rendered: `loadScreen`), given at once rather than a moment later, so taking the page over
 * never waits and drops the server's HTML for the loader.
 */
function fromOtherRoutes(name: 'OtherScreens' | 'AdminFrame') {
  return lazy<ComponentType>(() => {
    const loaded = otherRoutes;
    if (!loaded) return loadOtherRoutes().then((m) => ({ default: m[name] }));
    // Answers as soon as React asks: React's lazy then renders the component in the same pass.
    const now = { then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded[name] }) };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
}
const OtherScreens = fromOtherRoutes('OtherScreens');
const AdminFrame = fromOtherRoutes('AdminFrame');
// Shown only to staff without a second factor, so its code loads only then.
const StaffFactorBanner = lazy(() => import('@/components/layout/staff-factor-banner').then((m) => ({ default: m.StaffFactorBanner })));
// Asked only of a signed-in person, so its code loads only then.
const ConsentPrompt = lazy(() => import('@/features/privacy/components/consent-prompt').then((m) => ({ default: m.ConsentPrompt })));

/**
 * Loads the code of the screen at `pathname` (when it is one the server renders): the browser takes a
 * rendered page over once it has it, so no update (the session's answer) reaches the screen while its
 * code is still on the way, which would make React drop the server's HTML for the loader.
 */
export function loadScreen(pathname: string): Promise<unknown> {
  return pathname === '/' ? Promise.resolve() : loadOtherRoutes().then((m) => m.loadScreen(pathname));
}

function PublicFrame() {
  const { user, staffFactor } = useSession();
  const { pathname } = useLocation();
  return (
    <SiteLayout user={user}>
      <OfflineBanner />
      {staffFactor && pathname !== '/perfil/seguridad' && (
        <Suspense fallback={null}>
          <StaffFactorBanner notice={staffFactor} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <ConsentPrompt signedIn />
        </Suspense>
      )}
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
    </SiteLayout>
  );
}

function AdminEntry() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader label="Cargando el panel..." />}>
        <AdminFrame />
      </Suspense>
    </AppErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        <Route index element={<HomeRoute />} />
        <Route path="*" element={<OtherScreens />} />
      </Route>
      <Route path="/admin/*" element={<AdminEntry />} />
    </Routes>
  );
}
