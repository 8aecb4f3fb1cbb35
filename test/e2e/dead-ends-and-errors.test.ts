import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { signIn, useBrowserSuite, waitForPath, waitForQuietNetwork, withoutFirstReads } from '../support/browser.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { addChampionship, addRace, day } from './championship-data.js';

const ADMIN = { email: 'jefa@ejemplo.test', password: 'admin123' };

/** An invented event: a qualifying and a race where one car disconnected. */
const event = (subsessionId: number, name: string, start: string) =>
  inventedExport({
    subsession_id: subsessionId,
    session_name: name,
    start_time: start,
    end_time: start.replace('T18', 'T19'),
    session_results: [
      {
        simsession_number: -1,
        simsession_type: 4,
        simsession_name: 'QUALIFY',
        results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 3, incidents: 0, best_lap_time: 900_000 })],
      },
      {
        simsession_number: 0,
        simsession_type: 6,
        simsession_name: 'RACE',
        results: [
          row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 20, incidents: 1, reason_out: 'Running' }),
          row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 7, incidents: 4, reason_out: 'Disconnected' }),
        ],
      },
    ],
  });

/** Every response of the page with its status, from now on. */
function recordResponses(page: Page): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  page.on('response', (response) => seen.push({ url: new URL(response.url()).pathname, status: response.status() }));
  return seen;
}

const ddmmyyyy = (isoDay: string) => isoDay.split('-').reverse().join('/');

describe('No dead ends, no silent loss, no blank page, no needless 401 (browser)', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();

  before(async () => {
    if (!suite.ready) return;
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...ADMIN, nombre: 'Laura', apellido: 'Jefa' });
  });
  beforeEach(async () => {
    if (!suite.ready) return;
    for (const e of (await suite.context.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, { limite: 100 })).events) {
      await suite.context.container.get(RESULTS.DeleteEvent).execute(CONSOLE_ACTOR, e.subsession_id);
    }
  });

  it('an anonymous visit to / asks whether there is a session and gets no 401 for it', async () => {
    const page = await suite.newPage();
    const responses = recordResponses(page);
    // The question is asked once the app has started, which on a busy machine can be after the
    // network has been quiet for a moment: wait for it by name rather than for the quiet alone.
    const sessionAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Las mejores categorías' }).waitFor();
    expect((await sessionAsked).status()).to.equal(200);
    await waitForQuietNetwork(page);
    expect(responses.filter((r) => r.status === 401), JSON.stringify(responses)).to.deep.equal([]);
    expect(responses.map((r) => r.url)).to.include('/api/auth/session');
    expect(responses.map((r) => r.url)).not.to.include('/api/users/profile');
    // The way in is offered to a visitor.
    expect(await page.getByRole('link', { name: 'Regístrate' }).count()).to.be.greaterThan(0);
  });

  it('a signed-in driver is not invited to register: home, call to action, menu and /register', async () => {
    const driver = await createUser(suite.context, { nombre: 'Rita' });
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.goto('/');
    await page.getByRole('heading', { name: '¿Listo para la bandera verde?' }).waitFor();
    await page.getByRole('button', { name: /^Abrir menú de usuario/ }).waitFor();
    expect(await page.locator('a[href="/register"]').count()).to.equal(0);
    const cta = page.getByRole('region', { name: '¿Listo para la bandera verde?' });
    await cta.getByRole('link', { name: 'Ver campeonatos' }).waitFor();
    await page.getByRole('button', { name: /^Abrir menú de usuario/ }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Perfil' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Registrarse' }).count()).to.equal(0);
    // Incident reports exist: the menu offers filing one.
    expect(await menu.getByRole('link', { name: 'Crear reporte' }).getAttribute('href')).to.equal('/crearReporte');
    await page.keyboard.press('Escape');
    await page.goto('/register');
    await waitForPath(page, '/');
  });

  it('the admin sees no entry or card that leads to "Próximamente", and the dashboard tells what needs attention', async () => {
    const champ = await addChampionship(suite.context, { nombre: 'Copa Atención', startsIn: -10 });
    await addRace(suite.context, champ.id, { circuito: 'Circuito Pasado', inDays: -3 });
    await addRace(suite.context, champ.id, { circuito: 'Autódromo Próximo', inDays: 5, hora: '20:00' });
    const cancelled = await addRace(suite.context, champ.id, { circuito: 'Óvalo Cancelado', inDays: 6 });
    await suite.context.container.get(CHAMPIONSHIPS.UpdateRace).execute(CONSOLE_ACTOR, cancelled.id, { fields: { estado: 'cancelada' } });

    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    const racesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/carreras') racesAsked.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Bienvenido al Panel de Administración' }).waitFor();
    const next = page.getByRole('region', { name: 'Próximas carreras' });
    await next.getByText('Autódromo Próximo').waitFor();
    // The next five, not every race ever (docs/adr/0065).
    expect(racesAsked).to.include('/api/carreras?proximas=5').and.not.include('/api/carreras');
    const text = await next.innerText();
    expect(text).to.include(ddmmyyyy(day(5))).and.include('20:00 h').and.include('Copa Atención');
    expect(text).not.to.include('Circuito Pasado').and.not.include('Óvalo Cancelado');
    const last = page.getByRole('region', { name: 'Última importación de resultados' });
    await last.getByText('Todavía no se han importado resultados.').waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Panel de Administración' });
    // Track records exist: their entry shows, and no screen says "Próximamente".
    expect(await sidebar.getByRole('link', { name: 'Récords de pista', exact: true }).count()).to.equal(1);
    // Reports exist: their entry shows, and the dashboard says no report or appeal waits.
    expect(await sidebar.getByRole('link', { name: 'Reportes', exact: true }).count()).to.equal(1);
    await page.getByRole('region', { name: 'Ningún reporte ni apelación por atender' }).getByRole('link', { name: 'Revisar' }).waitFor();
    // Payments exist: their entry shows, and the dashboard counts the pending ones.
    expect(await sidebar.getByRole('link', { name: 'Pagos', exact: true }).count()).to.equal(1);
    await page.getByRole('region', { name: '0 pagos pendientes' }).getByRole('link', { name: 'Revisar' }).waitFor();
    await page.getByRole('link', { name: /Resultados de Carreras/ }).first().waitFor();

    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(event(95000001, 'Copa Importada', '2026-03-01T18:00:00Z')) });
    await page.reload();
    await last.getByRole('link', { name: 'Copa Importada' }).waitFor();
    expect(await last.innerText()).to.match(/Importado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de la Ciudad de México\)/);
  });

  it('the analyzer opens on the latest event, in Spanish: phases, reasons out and the race table', async () => {
    const import_ = (bytes: unknown) => suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(bytes) });
    await import_(event(95000002, 'Copa Antigua', '2026-01-10T18:00:00Z'));
    await import_(event(95000003, 'Copa Reciente', '2026-02-20T18:00:00Z'));
    const page = await suite.newPage();
    await page.goto('/race-result');
    const table = page.getByRole('table', { name: 'Resultados de la fase Carrera' });
    await table.waitFor();
    expect(await page.getByLabel('Evento').inputValue()).to.equal('95000003');
    const tableText = await table.innerText();
    expect(tableText).to.include('En pista').and.include('Desconectado');
    expect(tableText).not.to.match(/Running|Disconnected/);
    const phases = await page.getByLabel('Fase', { exact: true }).locator('option').allInnerTexts();
    expect(phases).to.include.members(['Clasificación', 'Carrera']);
    expect(phases.join(' ')).not.to.match(/QUALIFY|RACE/);
    await page.getByRole('button', { name: 'Rendimiento del piloto', exact: true }).click();
    await page.getByText('Selecciona un piloto.').waitFor();
  });

  it('the race form says why a video link cannot be kept, and saves nothing until it is fixed', async () => {
    const champ = await addChampionship(suite.context, { nombre: 'Copa Videos' });
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/carreras/crear?campeonatoId=${champ.id}`);
    await page.getByRole('heading', { name: 'Nueva Carrera' }).waitFor();
    await page.getByRole('textbox', { name: /^Circuito\b/ }).fill('Autódromo de los Videos');
    await page.getByLabel(/^Fecha\s*\*?$/).fill(day(20));
    await page.getByLabel('Clima').selectOption('Soleado');
    await page.getByLabel('Enlace del video 1').fill('youtube.com/watch?v=M7lc1UVf-VE');
    await page.getByRole('button', { name: 'Crear carrera' }).click();
    const message = 'El enlace del video no es válido: debe ser una dirección que empiece con http:// o https://';
    await page.getByText(message).waitFor();
    const races = () => suite.context.container.get(CHAMPIONSHIPS.ListRaces).execute({ campeonatoId: champ.id });
    expect(await races()).to.deep.equal([]);
    await page.getByLabel('Enlace del video 1').fill('https://youtube.com/watch?v=M7lc1UVf-VE');
    await page.getByRole('button', { name: 'Crear carrera' }).click();
    await waitForPath(page, '/admin/carreras');
    expect((await races()).map((r) => r.videos)).to.deep.equal([['https://youtube.com/watch?v=M7lc1UVf-VE']]);
  });

  it('a screen whose code fails to download shows the Spanish message, keeps the site, and Reintentar loads it', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Las mejores categorías' }).waitFor();
    await page.route(/\/assets\/fuel-calculator-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/fuell-calculator');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Algo salió mal' });
    await alert.getByText('No se pudo cargar esta sección. Revisa tu conexión e inténtalo de nuevo.').waitFor();
    // The top bar is still there: the failure stayed inside the page's frame.
    await page.getByRole('button', { name: /^Abrir menú de usuario/ }).waitFor();
    await page.unroute(/\/assets\/fuel-calculator-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: /Calculadora de combustible/i, level: 1 }).waitFor();
    expect(await page.getByText('Algo salió mal').count()).to.equal(0);
  });

  it('an answer the screen cannot read shows the Spanish message instead of a blank page, and Reintentar recovers', async () => {
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(event(95000004, 'Copa Buena', '2026-02-01T18:00:00Z')) });
    const page = await suite.newPage();
    // The page's HTML brings the list (docs/adr/0030): without it, the screen asks and gets the malformed answer.
    await withoutFirstReads(page);
    const malformed = /\/api\/events\/list$/;
    await page.route(malformed, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ events: [{ id: 'x', subsession_id: 1, session_name: 'Rota', event_date: '2026-01-01T00:00:00Z', phases: null, session_car_classes: null }] }) }),
    );
    await page.goto('/race-result');
    const alert = page.getByRole('alert').filter({ hasText: 'Algo salió mal' });
    await alert.getByText('Ocurrió un error al mostrar esta sección. Inténtalo de nuevo; si sigue fallando, inténtalo más tarde.').waitFor();
    await page.getByRole('button', { name: /^Abrir menú de usuario/ }).waitFor();
    await page.unroute(malformed);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('table', { name: 'Resultados de la fase Carrera' }).waitFor();
    expect(await page.getByLabel('Evento').inputValue()).to.equal('95000004');
  });
});
