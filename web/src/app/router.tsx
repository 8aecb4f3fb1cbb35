import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoader } from '@/components/ui/spinner';
import { HomeRoute } from './routes/home';
import { useSession } from './session';

// The home page loads with the app; every other screen (and the forms library and schemas they use)
// loads when first visited, and the admin area only once the guard has let an admin in.

// The guards come with the screens they guard, none of which is on the first page (whose JavaScript
// has a budget, bench/home-bundle.ts).
const loadGuards = () => import('./guards');
const RequireAdmin = lazy(() => loadGuards().then((m) => ({ default: m.RequireAdmin })));

/** A screen for signed-in drivers or stewards: the guard's code and the screen's load together, and the guard decides first. */
function guarded(guard: 'RequireAuth' | 'RequireSteward', load: () => Promise<ComponentType>, message?: string) {
  return lazy(async () => {
    const [guards, Screen] = await Promise.all([loadGuards(), load()]);
    const Guard: ComponentType<{ children: ReactNode; message?: string }> = guards[guard];
    return {
      default: function GuardedScreen() {
        return (
          <Guard message={message}>
            <Screen />
          </Guard>
        );
      },
    };
  });
}
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const LogoutRoute = lazy(() => import('./routes/logout').then((m) => ({ default: m.LogoutRoute })));
const AdminArea = lazy(() => import('./routes/admin/admin-area'));
const loadLogin = () => import('./routes/login');
const LoginRoute = lazy(() => loadLogin().then((m) => ({ default: m.LoginRoute })));
const loadRegister = () => import('./routes/register');
const RegisterRoute = lazy(() => loadRegister().then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })));
const ChangePasswordRoute = guarded('RequireAuth', () => import('./routes/change-password').then((m) => m.ChangePasswordRoute));
const GoogleCallbackRoute = lazy(() => import('./routes/google-callback').then((m) => ({ default: m.GoogleCallbackRoute })));
const GoogleSuccessRoute = lazy(() => import('./routes/google-success').then((m) => ({ default: m.GoogleSuccessRoute })));
const ProfileRoute = guarded('RequireAuth', () => import('./routes/profile').then((m) => m.ProfileRoute));
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
const CreateReportRoute = guarded('RequireAuth', () => import('./routes/create-report').then((m) => m.CreateReportRoute), 'No autenticado. Por favor, inicia sesión.');
const StewardQueueRoute = guarded('RequireSteward', () => import('./routes/stewards').then((m) => m.StewardQueueRoute));
const StewardReportRoute = guarded('RequireSteward', () => import('./routes/stewards').then((m) => m.StewardReportRoute));
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
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader label="Cargando el panel..." />}>
        <RequireAdmin>
          <AdminArea />
        </RequireAdmin>
      </Suspense>
    </AppErrorBoundary>
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
          element={<ProfileRoute />}
        />
        <Route
          path="/crearReporte"
          element={<CreateReportRoute />}
        />
        <Route
          path="/comisarios"
          element={<StewardQueueRoute />}
        />
        <Route
          path="/comisarios/reportes/:id"
          element={<StewardReportRoute />}
        />
        <Route
          path="/change-password"
          element={<ChangePasswordRoute />}
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path="/admin/*" element={<AdminFrame />} />
    </Routes>
  );
}
