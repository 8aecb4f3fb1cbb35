import { lazy, Suspense } from 'react';
import { matchPath, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoader } from '@/components/ui/spinner';
import { RequireAdmin, RequireAuth, RequireSteward } from './guards';
import { HomeRoute } from './routes/home';
import { useSession } from './session';

// The home page loads with the app; every other screen (and the forms library and schemas they use)
// loads when first visited, and the admin area only once the guard has let an admin in.
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon').then((m) => ({ default: m.ComingSoonRoute })));
const LogoutRoute = lazy(() => import('./routes/logout').then((m) => ({ default: m.LogoutRoute })));
const AdminArea = lazy(() => import('./routes/admin/admin-area'));
const loadLogin = () => import('./routes/login');
const LoginRoute = lazy(() => loadLogin().then((m) => ({ default: m.LoginRoute })));
const loadRegister = () => import('./routes/register');
const RegisterRoute = lazy(() => loadRegister().then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })));
const ChangePasswordRoute = lazy(() => import('./routes/change-password').then((m) => ({ default: m.ChangePasswordRoute })));
const GoogleCallbackRoute = lazy(() => import('./routes/google-callback').then((m) => ({ default: m.GoogleCallbackRoute })));
const GoogleSuccessRoute = lazy(() => import('./routes/google-success').then((m) => ({ default: m.GoogleSuccessRoute })));
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const loadFuelCalculator = () => import('./routes/fuel-calculator');
const FuelCalculatorRoute = lazy(() => loadFuelCalculator().then((m) => ({ default: m.FuelCalculatorRoute })));
const loadRaceResult = () => import('./routes/race-result');
const RaceResultRoute = lazy(() => loadRaceResult().then((m) => ({ default: m.RaceResultRoute })));
const TermsRoute = lazy(() => import('./routes/terms').then((m) => ({ default: m.TermsRoute })));
const loadSingleEvent = () => import('./routes/single-event');
const SingleEventRoute = lazy(() => loadSingleEvent().then((m) => ({ default: m.SingleEventRoute })));
const loadChampionships = () => import('./routes/championships');
const ChampionshipsRoute = lazy(() => loadChampionships().then((m) => ({ default: m.ChampionshipsRoute })));
const ChampionshipDetailRoute = lazy(() => loadChampionships().then((m) => ({ default: m.ChampionshipDetailRoute })));
const PaymentSuccessRoute = lazy(() => import('./routes/payments').then((m) => ({ default: m.PaymentSuccessRoute })));
const PaymentCancelledRoute = lazy(() => import('./routes/payments').then((m) => ({ default: m.PaymentCancelledRoute })));
const CreateReportRoute = lazy(() => import('./routes/create-report').then((m) => ({ default: m.CreateReportRoute })));
const StewardQueueRoute = lazy(() => import('./routes/stewards').then((m) => ({ default: m.StewardQueueRoute })));
const StewardReportRoute = lazy(() => import('./routes/stewards').then((m) => ({ default: m.StewardReportRoute })));
const loadDriver = () => import('./routes/driver');
const DriverRoute = lazy(() => loadDriver().then((m) => ({ default: m.DriverRoute })));
const PaymentPendingRoute = lazy(() => import('./routes/payments').then((m) => ({ default: m.PaymentPendingRoute })));
const DemoCheckoutRoute = lazy(() => import('./routes/payments').then((m) => ({ default: m.DemoCheckoutRoute })));
const loadRecords = () => import('./routes/records');
const RecordsRoute = lazy(() => loadRecords().then((m) => ({ default: m.RecordsRoute })));
const SeasonsRoute = lazy(() => import('./routes/seasons').then((m) => ({ default: m.SeasonsRoute })));
const SeasonRoute = lazy(() => import('./routes/seasons').then((m) => ({ default: m.SeasonRoute })));
const ChampionsRoute = lazy(() => import('./routes/champions').then((m) => ({ default: m.ChampionsRoute })));
const loadStandings = () => import('./routes/standings');
const StandingsRoute = lazy(() => loadStandings().then((m) => ({ default: m.StandingsRoute })));

/** The code of the public screens the server renders (docs/adr/0036), by route. */
const RENDERED_SCREENS: [string, () => Promise<unknown>][] = [
  ['/login', loadLogin],
  ['/register', loadRegister],
  ['/race-result', loadRaceResult],
  ['/eventos-unicos/:id', loadSingleEvent],
  ['/pilotos/:id', loadDriver],
  ['/fuell-calculator', loadFuelCalculator],
  ['/records', loadRecords],
  ['/campeonatos/:id/clasificacion', loadStandings],
  ['/campeonatos', loadChampionships],
  ['/campeonatos/:id', loadChampionships],
];

/**
 * Loads the code of the screen at `pathname` (when it is one the server renders): the browser takes a
 * rendered page over once it has it, so no update (the session's answer) reaches the screen while its
 * code is still on the way, which would make React drop the server's HTML for the loader.
 */
export function loadScreen(pathname: string): Promise<unknown> {
  const screen = RENDERED_SCREENS.find(([path]) => matchPath(path, pathname));
  return screen ? screen[1]() : Promise.resolve();
}

/** Public routes of spec 1 §2 that later issues build. */
const UPCOMING_PUBLIC: { path: string; title: string }[] = [];

function PublicFrame() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <SiteLayout user={user}>
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
    </SiteLayout>
  );
}

function AdminFrame() {
  const { pathname } = useLocation();
  return (
    <RequireAdmin>
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader label="Cargando el panel..." />}>
          <AdminArea />
        </Suspense>
      </AppErrorBoundary>
    </RequireAdmin>
  );
}

export function AppRouter() {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        <Route index element={<HomeRoute />} />
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="/auth/google/callback" element={<GoogleCallbackRoute />} />
        <Route path="/auth/google/success" element={<GoogleSuccessRoute />} />
        <Route path="/terminos-y-condiciones" element={<TermsRoute />} />
        <Route path="/fuell-calculator" element={<FuelCalculatorRoute />} />
        <Route path="/logout" element={<LogoutRoute />} />
        <Route path="/eventos-unicos/:id" element={<SingleEventRoute />} />
        <Route path="/campeonatos" element={<ChampionshipsRoute />} />
        <Route path="/campeonatos/:id" element={<ChampionshipDetailRoute />} />
        <Route path="/campeonatos/:id/clasificacion" element={<StandingsRoute />} />
        <Route path="/race-result" element={<RaceResultRoute />} />
        <Route path="/records" element={<RecordsRoute />} />
        <Route path="/temporadas" element={<SeasonsRoute />} />
        <Route path="/temporadas/:anio" element={<SeasonRoute />} />
        <Route path="/campeones" element={<ChampionsRoute />} />
        <Route path="/pago-exitoso" element={<PaymentSuccessRoute />} />
        <Route path="/pago-cancelado" element={<PaymentCancelledRoute />} />
        <Route path="/pago-demo" element={<DemoCheckoutRoute />} />
        <Route path="/pago-pendiente" element={<PaymentPendingRoute />} />
        <Route path="/pilotos/:id" element={<DriverRoute />} />
        <Route
          path="/perfil"
          element={
            <RequireAuth>
              <ProfileRoute />
            </RequireAuth>
          }
        />
        <Route
          path="/crearReporte"
          element={
            <RequireAuth message="No autenticado. Por favor, inicia sesión.">
              <CreateReportRoute />
            </RequireAuth>
          }
        />
        <Route
          path="/comisarios"
          element={
            <RequireSteward>
              <StewardQueueRoute />
            </RequireSteward>
          }
        />
        <Route
          path="/comisarios/reportes/:id"
          element={
            <RequireSteward>
              <StewardReportRoute />
            </RequireSteward>
          }
        />
        <Route
          path="/change-password"
          element={
            <RequireAuth>
              <ChangePasswordRoute />
            </RequireAuth>
          }
        />
        {UPCOMING_PUBLIC.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonRoute title={title} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path="/admin/*" element={<AdminFrame />} />
    </Routes>
  );
}
