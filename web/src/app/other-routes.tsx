import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { useSession } from './session';

// Every screen but the home page: the table of their routes and of the files each one needs loads with
// the first of them, not with the home page (whose JavaScript has a budget, bench/home-bundle.ts). Each
// screen (and the forms library and schemas it uses) loads when first visited, and the admin area only
// once the guard has let an admin in. The guards come with the screens they guard.

/** A screen that loads when first shown: `name` is the component the loaded file exports. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy<ComponentType>(() => {
    const loaded = loadedScreens.get(load) as M | undefined;
    if (!loaded) return load().then((m) => ({ default: m[name] }));
    // Loaded by `loadScreen`: answered as soon as React asks, so taking the server's page over renders it in the same pass.
    const now = { then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded[name] }) };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
}
/** The files of the screens `loadScreen` has loaded, by their loader. */
const loadedScreens = new Map<() => Promise<unknown>, unknown>();
const loadGuards = () => import('./guards');
const RequireAdmin = lazy(() => loadGuards().then((m) => ({ default: m.RequireAdmin })));

/** A screen for signed-in drivers or stewards: the guard's code and the screen's load together, and the guard decides first. */
function guarded<K extends string, M extends Record<K, ComponentType>>(guard: 'RequireAuth' | 'RequireSteward', load: () => Promise<M>, name: K, message?: string) {
  return lazy(async () => {
    const [guards, loaded] = await Promise.all([loadGuards(), load()]);
    const Screen: ComponentType = loaded[name];
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
const NotFoundRoute = screen(() => import('./routes/not-found'), 'NotFoundRoute');
const LogoutRoute = screen(() => import('./routes/logout'), 'LogoutRoute');
const AdminArea = lazy(() => import('./routes/admin/admin-area'));
const loadLogin = () => import('./routes/login');
const LoginRoute = screen(loadLogin, 'LoginRoute');
const loadRegister = () => import('./routes/register');
const RegisterRoute = screen(loadRegister, 'RegisterRoute');
const ResetPasswordRoute = screen(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const CloseSessionRoute = screen(() => import('./routes/close-session'), 'CloseSessionRoute');
const ChangePasswordRoute = guarded('RequireAuth', () => import('./routes/change-password'), 'ChangePasswordRoute');
const GoogleCallbackRoute = screen(() => import('./routes/google-callback'), 'GoogleCallbackRoute');
const GoogleSuccessRoute = screen(() => import('./routes/google-success'), 'GoogleSuccessRoute');
const ProfileRoute = guarded('RequireAuth', () => import('./routes/profile'), 'ProfileRoute');
const PersonalDataRoute = guarded('RequireAuth', () => import('./routes/personal-data'), 'PersonalDataRoute');
const ArcoRightsRoute = screen(() => import('./routes/arco-rights'), 'ArcoRightsRoute');
const AccountSecurityRoute = guarded('RequireAuth', () => import('./routes/account-security'), 'AccountSecurityRoute');
const loadFuelCalculator = () => import('./routes/fuel-calculator');
const FuelCalculatorRoute = screen(loadFuelCalculator, 'FuelCalculatorRoute');
const loadRaceResult = () => import('./routes/race-result');
const RaceResultRoute = screen(loadRaceResult, 'RaceResultRoute');
const TermsRoute = screen(() => import('./routes/terms'), 'TermsRoute');
const loadPrivacy = () => import('./routes/privacy');
const PrivacyNoticeRoute = screen(loadPrivacy, 'PrivacyNoticeRoute');
const ProcessorsRoute = screen(loadPrivacy, 'ProcessorsRoute');
// Shown only to staff without a second factor, so its code loads only then (in the admin panel; the
// public frame has its own).
const StaffFactorBanner = lazy(() => import('@/components/layout/staff-factor-banner').then((m) => ({ default: m.StaffFactorBanner })));
const loadSingleEvent = () => import('./routes/single-event');
const SingleEventRoute = screen(loadSingleEvent, 'SingleEventRoute');
const loadChampionships = () => import('./routes/championships');
const ChampionshipsRoute = screen(loadChampionships, 'ChampionshipsRoute');
const ChampionshipDetailRoute = screen(loadChampionships, 'ChampionshipDetailRoute');
const loadPayments = () => import('./routes/payments');
const PaymentSuccessRoute = screen(loadPayments, 'PaymentSuccessRoute');
const PaymentCancelledRoute = screen(loadPayments, 'PaymentCancelledRoute');
const CreateReportRoute = guarded('RequireAuth', () => import('./routes/create-report'), 'CreateReportRoute', 'No autenticado. Por favor, inicia sesión.');
const loadStewards = () => import('./routes/stewards');
const StewardQueueRoute = guarded('RequireSteward', loadStewards, 'StewardQueueRoute');
const StewardReportRoute = guarded('RequireSteward', loadStewards, 'StewardReportRoute');
const loadDriver = () => import('./routes/driver');
const DriverRoute = screen(loadDriver, 'DriverRoute');
const PaymentPendingRoute = screen(loadPayments, 'PaymentPendingRoute');
const DemoCheckoutRoute = screen(loadPayments, 'DemoCheckoutRoute');
const loadRecords = () => import('./routes/records');
const RecordsRoute = screen(loadRecords, 'RecordsRoute');
const loadSeasons = () => import('./routes/seasons');
const SeasonsRoute = screen(loadSeasons, 'SeasonsRoute');
const SeasonRoute = screen(loadSeasons, 'SeasonRoute');
const loadChampions = () => import('./routes/champions');
const ChampionsRoute = screen(loadChampions, 'ChampionsRoute');
const loadStandings = () => import('./routes/standings');
const StandingsRoute = screen(loadStandings, 'StandingsRoute');

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
  ['/temporadas', loadSeasons],
  ['/temporadas/:anio', loadSeasons],
  ['/campeones', loadChampions],
];

/**
 * Loads the code of the screen at `pathname` (when it is one the server renders): the browser takes a
 * rendered page over once it has it, so no update (the session's answer) reaches the screen while its
 * code is still on the way, which would make React drop the server's HTML for the loader.
 */
export function loadScreen(pathname: string): Promise<unknown> {
  const screen = RENDERED_SCREENS.find(([path]) => matchPath(path, pathname));
  if (!screen) return Promise.resolve();
  const load = screen[1];
  return load().then((m) => loadedScreens.set(load, m));
}

/** The admin panel, once the guard has let an admin in (its loader and error boundary are the app's router's). */
export function AdminFrame() {
  const { staffFactor } = useSession();
  return (
    <RequireAdmin>
      {staffFactor && (
        <Suspense fallback={null}>
          <StaffFactorBanner notice={staffFactor} />
        </Suspense>
      )}
      <AdminArea />
    </RequireAdmin>
  );
}

/** The public screens but the home page, inside the public frame (their paths are below `/`). */
export function OtherScreens() {
  return (
    <Routes>
      <Route path="login" element={<LoginRoute />} />
      <Route path="register" element={<RegisterRoute />} />
      <Route path="reset-password" element={<ResetPasswordRoute />} />
      <Route path="cerrar-sesion" element={<CloseSessionRoute />} />
      <Route path="auth/google/callback" element={<GoogleCallbackRoute />} />
      <Route path="auth/google/success" element={<GoogleSuccessRoute />} />
      <Route path="terminos-y-condiciones" element={<TermsRoute />} />
      <Route path="aviso-de-privacidad" element={<PrivacyNoticeRoute />} />
      <Route path="aviso-de-privacidad/encargados" element={<ProcessorsRoute />} />
      <Route path="fuell-calculator" element={<FuelCalculatorRoute />} />
      <Route path="logout" element={<LogoutRoute />} />
      <Route path="eventos-unicos/:id" element={<SingleEventRoute />} />
      <Route path="campeonatos" element={<ChampionshipsRoute />} />
      <Route path="campeonatos/:id" element={<ChampionshipDetailRoute />} />
      <Route path="campeonatos/:id/clasificacion" element={<StandingsRoute />} />
      <Route path="race-result" element={<RaceResultRoute />} />
      <Route path="records" element={<RecordsRoute />} />
      <Route path="temporadas" element={<SeasonsRoute />} />
      <Route path="temporadas/:anio" element={<SeasonRoute />} />
      <Route path="campeones" element={<ChampionsRoute />} />
      <Route path="pago-exitoso" element={<PaymentSuccessRoute />} />
      <Route path="pago-cancelado" element={<PaymentCancelledRoute />} />
      <Route path="pago-demo" element={<DemoCheckoutRoute />} />
      <Route path="pago-pendiente" element={<PaymentPendingRoute />} />
      <Route path="pilotos/:id" element={<DriverRoute />} />
      <Route
        path="perfil"
        element={<ProfileRoute />}
      />
      <Route path="perfil/datos-personales" element={<PersonalDataRoute />} />
      <Route path="derechos-arco" element={<ArcoRightsRoute />} />
      <Route
        path="perfil/seguridad"
        element={<AccountSecurityRoute />}
      />
      <Route
        path="crearReporte"
        element={<CreateReportRoute />}
      />
      <Route
        path="comisarios"
        element={<StewardQueueRoute />}
      />
      <Route
        path="comisarios/reportes/:id"
        element={<StewardReportRoute />}
      />
      <Route
        path="change-password"
        element={<ChangePasswordRoute />}
      />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
