import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { ARTIFACTS_DIR, atWidths, expectCleanAt, openUserMenuEntry, shoot, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

const WIDTHS = [360, 1440] as const;
const OFFLINE_WRITE = 'Sin conexión: para guardar esto necesitas internet. No se envió nada y lo que escribiste sigue aquí; inténtalo cuando vuelvas a tener señal.';

/** Waits until the site's service worker controls the page (it registers once the page has loaded). */
async function controlledByTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js') === true, undefined, { timeout: 60_000 });
}

/** The hour (Mexico City, HH:mm) of each minute between two instants: what the banner may say. */
function clockBetween(from: number, to: number): string[] {
  const clock = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const shown = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) shown.add(clock.format(at));
  return [...shown];
}

/** The URLs of the API answers held in every cache of the page's origin, by cache. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      held[name] = (await cache.keys()).map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/'));
    }
    return held;
  });

const invented = inventedExport({
  subsession_id: 93000077,
  session_results: [
    {
      simsession_number: 0,
      simsession_type: 6,
      simsession_name: 'RACE',
      results: [
        row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 20, incidents: 2, best_lap_time: 91_2345 }),
        row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 20, incidents: 4, best_lap_time: 91_5000, interval: 12_3456 }),
      ],
    },
  ],
});

describe('The site as an app on the phone, in the browser', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('is installable: its Spanish manifest with icons and shortcuts, a service worker controlling the page, and the install hint on the profile from the second visit', async () => {
    const driver = await createUser(suite.context, { nombre: 'Inés', apellido: 'Vela' });
    const page = await suite.newPage({ width: 360, height: 800, serviceWorkers: 'allow' });
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await controlledByTheWorker(page);
    // First visit: no hint.
    expect(await page.getByRole('heading', { name: 'Instala Parrilla en tu teléfono' }).count()).to.equal(0);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).to.deep.equal([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; critical: number }[] };
    expect(new URL(url).pathname).to.equal('/manifest.webmanifest');
    expect(errors.map((e) => e.message)).to.deep.equal([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).to.include({ name: 'Parrilla · Sim racing en México', short_name: 'Parrilla', lang: 'es-MX', start_url: '/', display: 'standalone', theme_color: '#0f1115' });
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).to.deep.equal([
      ['Mis carreras', '/perfil'],
      ['Calendario', '/campeonatos'],
      ['Resultados', '/race-result'],
    ]);
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes), purpose).to.include.members(['192x192', '512x512']);
    }
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).to.equal(200);
      const { width, height, format } = await sharp(await answer.body()).metadata();
      expect(`${width}x${height}`, icon.src).to.equal(icon.sizes);
      expect(format, icon.src).to.equal('png');
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).to.equal('/icons/apple-touch-icon.png');
    expect((await page.request.get('/icons/apple-touch-icon.png')).status()).to.equal(200);
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).to.equal('yes');

    // The second visit (another tab, another browsing session): the hint, which is dismissed for good.
    const second = await page.context().newPage();
    await second.goto('/perfil');
    const hint = second.getByRole('region', { name: 'Instala Parrilla en tu teléfono' });
    await hint.waitFor();
    // Without the browser's offer (Safari, a headless browser): how to install by hand.
    await hint.getByText('«Agregar a inicio»').waitFor();
    // With it (Chromium once its criteria are met; here the browser's event, played): a button that
    // opens the browser's own dialog, whose answer here is 'not now'.
    // (A script as text: the test's compiler would name the functions with a helper the page lacks.)
    await second.evaluate(`(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      offer.prompt = async () => { window.pedido = true; };
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(offer);
    })()`);
    const install = hint.getByRole('button', { name: 'Instalar la app' });
    await install.waitFor();
    await atWidths(second, WIDTHS, async (width) => {
      await expectCleanAt(second, `install hint at ${width} px`);
      await shoot(hint, { path: `${ARTIFACTS_DIR}/instalar-${width}.png` });
    });
    await install.click();
    await install.waitFor({ state: 'detached' });
    expect(await second.evaluate('window.pedido')).to.equal(true);
    await hint.getByRole('button', { name: 'Ahora no' }).click();
    await hint.waitFor({ state: 'detached' });
    await second.reload();
    await second.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await second.getByRole('region', { name: 'Mis campeonatos' }).or(second.getByLabel('Biografía')).first().waitFor();
    expect(await second.getByRole('heading', { name: 'Instala Parrilla en tu teléfono' }).count()).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('without a connection reopens the calendar and the last results with the hour of their data, refuses a write keeping the form, and signing out deletes what the driver read', async () => {
    const championship = await addChampionship(suite.context, { nombre: 'Copa Sierra Madre' });
    await addRace(suite.context, championship.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: 12 });
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(invented) });
    const driver = await createUser(suite.context, { nombre: 'Lalo', apellido: 'Rivas' });
    await enrolUser(suite.context, championship.id, driver.id);

    const page = await suite.newPage({ width: 360, height: 800, serviceWorkers: 'allow' });
    await signIn(page, driver.email, driver.password);
    const readFrom = Date.now();
    await page.goto('/campeonatos');
    await page.getByText('Copa Sierra Madre').first().waitFor();
    await controlledByTheWorker(page);
    // Read with the worker in place: the calendar, the last results, the driver's own profile.
    await page.reload();
    await page.getByText('Copa Sierra Madre').first().waitFor();
    await page.goto('/race-result');
    await page.getByRole('table', { name: 'Resultados de la fase Carrera' }).waitFor();
    await page.goto('/perfil');
    await page.getByRole('region', { name: 'Mis campeonatos' }).getByText('Copa Sierra Madre').waitFor();
    await page.getByLabel('Biografía').waitFor();
    const readUntil = Date.now();

    await page.context().setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: /^Sin conexión: datos de las \d{2}:\d{2}$/ });

    await page.goto('/campeonatos');
    await page.getByText('Copa Sierra Madre').first().waitFor();
    await banner.waitFor();
    expect(clockBetween(readFrom, readUntil)).to.include((await banner.innerText()).slice(-5));
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `offline calendar at ${width} px`);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/sin-conexion-calendario-${width}.png` });
    });

    await page.goto('/race-result');
    await page.getByRole('table', { name: 'Resultados de la fase Carrera' }).getByText('Ana Pista').waitFor();
    await banner.waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `offline results at ${width} px`);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/sin-conexion-resultados-${width}.png` });
    });

    // His own championships are there; a change of his profile is refused, the text kept.
    await page.goto('/perfil');
    await page.getByRole('region', { name: 'Mis campeonatos' }).getByText('Copa Sierra Madre').waitFor();
    const bio = page.getByLabel('Biografía');
    await bio.fill('Corro los jueves desde Puebla.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.locator('.profile__failure').getByText(OFFLINE_WRITE).waitFor();
    expect(await bio.inputValue()).to.equal('Corro los jueves desde Puebla.');
    expect((await suite.context.knex('users').where({ id: driver.id }).first()).biografia ?? '').to.not.include('Puebla');

    // Back online, he signs out: nothing he read with his session stays on the phone.
    await page.context().setOffline(false);
    const before = await keptAnswers(page);
    expect(Object.entries(before).some(([name, urls]) => name.includes('usuario-') && urls.includes('/api/campeonatos/mis-inscripciones'))).to.equal(true);
    await openUserMenuEntry(page, 'Cerrar sesión');
    await waitForPath(page, '/login');
    const after = await keptAnswers(page);
    expect(Object.keys(after).filter((name) => name.includes('usuario-'))).to.deep.equal([]);
    for (const urls of Object.values(after)) expect(urls).to.not.include.members(['/api/auth/session', '/api/campeonatos/mis-inscripciones', `/api/users/${driver.id}`]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('takes a new version on the next navigation, never under a form being filled in', async () => {
    const driver = await createUser(suite.context, { nombre: 'Toño', apellido: 'Lara' });
    const page = await suite.newPage({ width: 360, height: 800, serviceWorkers: 'allow' });
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    await page.getByLabel('Biografía').waitFor();
    await controlledByTheWorker(page);
    await page.reload();
    const bio = page.getByLabel('Biografía');
    await bio.fill('A medio escribir');

    // A deploy: the worker's script changes (here by a comment; `page.route` cannot stand in for it, as
    // Chromium then lets the page's requests bypass the worker); the browser installs it beside the old.
    const worker = path.resolve(import.meta.dirname, '../../web/dist/sw.js');
    const built = readFileSync(worker, 'utf8');
    writeFileSync(worker, `${built}\n// versión nueva\n`);
    // The new script stays served until the end, as after a real deploy: every navigation makes the
    // browser check the worker's script again, and the old bytes back would install a third version.
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed', undefined, { timeout: 60_000 });
      // Nothing moves under the form: same document, same text, the new version still waiting.
      await page.evaluate('window.mismaPagina = true');
      await page.waitForTimeout(1_000);
      expect(await page.evaluate('window.mismaPagina')).to.equal(true);
      expect(await bio.inputValue()).to.equal('A medio escribir');

      // The next link followed loads its page whole, under the new version.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).to.equal('installed');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Temporadas', exact: true }).click();
      await waitForPath(page, '/temporadas');
      // The new worker activates on that navigation and claims the page it loads.
      await page.waitForFunction(
        async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        },
        undefined,
        { timeout: 60_000 },
      );
    } finally {
      writeFileSync(worker, built);
    }
    expect(await page.evaluate('window.mismaPagina')).to.equal(undefined);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
