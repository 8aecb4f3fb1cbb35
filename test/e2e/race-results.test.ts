import { readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { RESULT_FILE, RESULTS_MESSAGES } from '../../src/contracts/results.messages.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { atWidths, axeViolations, signIn, useBrowserSuite, pickChampionship } from '../support/browser.js';
import { fixtureBytes, inventedExport, needFixtures, rawFixture, row } from '../support/iracing-exports.js';
import { addChampionship, addRace } from './championship-data.js';
import { expectFieldError, isFocused, noSidewaysScroll } from './form-checks.js';

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

/** A small published event with invented names: two classes, a lapped car. */
const invented = inventedExport({
  subsession_id: 93000001,
  car_classes: [
    { car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] },
    { car_class_id: 20, short_name: 'TC Inv', name: 'Turismo Inventado', cars_in_class: [{ car_id: 2 }] },
  ],
  session_results: [
    {
      simsession_number: -1,
      simsession_type: 4,
      simsession_name: 'QUALIFY',
      results: [
        row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 0, laps_complete: 3, incidents: 0, best_lap_time: 90_0000 }),
        row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 1, laps_complete: 3, incidents: 1, best_lap_time: 90_5000 }),
        row({ cust_id: 3, display_name: 'Caro Recta', finish_position: 2, finish_position_in_class: 0, laps_complete: 3, incidents: 0, car_id: 2, car_class_id: 20, car_name: 'Turismo X', best_lap_time: 95_0000 }),
      ],
    },
    {
      simsession_number: 0,
      simsession_type: 6,
      simsession_name: 'RACE',
      results: [
        row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, starting_position: 1, laps_complete: 20, laps_lead: 12, incidents: 2, best_lap_time: 91_2345, oldi_rating: 2000, newi_rating: 2042, old_cpi: 40, new_cpi: 41.5 }),
        row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, starting_position: 0, laps_complete: 20, laps_lead: 8, incidents: 6, best_lap_time: 91_0000, interval: 12_3456, oldi_rating: 2100, newi_rating: 2080, old_cpi: 50, new_cpi: 49 }),
        row({ cust_id: 3, display_name: 'Caro Recta', finish_position: 2, finish_position_in_class: 0, starting_position: 2, laps_complete: 18, incidents: 0, car_id: 2, car_class_id: 20, car_name: 'Turismo X', best_lap_time: 96_0000, oldi_rating: 1500, newi_rating: 1510 }),
      ],
    },
  ],
});

async function analysis(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('Race results in the browser: upload, analyzer, public page and home podium', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(120_000);
  const suite = useBrowserSuite({ kind });

  before(async () => {
    if (!suite.ready) return;
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'admin@ejemplo.test', password: 'admin123' });
  });
  beforeEach(async () => {
    if (!suite.ready) return;
    for (const e of (await suite.context.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, { limite: 100 })).events) {
      await suite.context.container.get(RESULTS.DeleteEvent).execute(CONSOLE_ACTOR, e.subsession_id);
    }
  });

  it('an admin uploads an export, sees it listed, analyses it with every analysis and chart', async () => {
    const file = path.join(tmpdir(), `resultado-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(invented));
    const page = await suite.newPage();
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    await page.goto('/admin/race-results-admin');
    await page.getByRole('heading', { name: 'Resultados de Carreras', level: 1 }).waitFor();
    await page.getByText('Todavía no hay eventos con resultados.').waitFor();

    await page.getByRole('tab', { name: 'Subir resultados' }).click();
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await page.getByText('Por favor, selecciona un archivo primero.').waitFor();
    const notResult = path.join(tmpdir(), `otra-app-${process.pid}.json`);
    writeFileSync(notResult, JSON.stringify({ name: 'otra-app', version: '1.0.0' }));
    await page.getByLabel('Archivo de resultados (.json)').setInputFiles(notResult);
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await page.getByText('Error del servidor: 400 - El archivo no es un resultado de iRacing: le falta subsession_id, start_time, track, session_results').waitFor();
    await page.getByLabel('Archivo de resultados (.json)').setInputFiles(file);
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    // Back on the list, with the new event.
    await page.getByRole('table', { name: 'Eventos importados' }).waitFor();
    await page.getByRole('cell', { name: 'Copa Inventada', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Analizar Copa Inventada' }).click();
    await page.waitForURL('**/admin/race-results/analyze/93000001');
    const results = page.getByRole('table', { name: 'Resultados de la fase Carrera' });
    await results.waitFor();
    const firstRow = results.locator('tbody tr').first();
    expect(await firstRow.locator('td').nth(2).innerText()).to.equal('Ana Pista');
    expect(await results.locator('tbody tr').nth(1).locator('td').nth(9).innerText()).to.equal('12.3456');
    expect(await results.locator('tbody tr').nth(2).locator('td').nth(9).innerText()).to.equal('+2 v.');
    expect(await firstRow.locator('td').nth(6).innerText()).to.equal('1:31.2345');

    await analysis(page, 'Mejores vueltas');
    await page.getByRole('table', { name: 'Mejores vueltas' }).waitFor();
    await analysis(page, 'Más posiciones ganadas');
    await page.getByRole('img', { name: 'Posiciones ganadas por piloto' }).waitFor();
    // One analysis at a time.
    expect(await page.getByRole('table', { name: 'Mejores vueltas' }).count()).to.equal(0);
    expect(await page.getByRole('table', { name: 'Más posiciones ganadas' }).locator('tbody tr').count()).to.equal(1);
    expect(await page.getByRole('img', { name: 'Posiciones ganadas por piloto' }).locator('.recharts-bar-rectangle').count()).to.equal(1);
    await analysis(page, 'Clasificación vs. carrera');
    await page.getByRole('table', { name: 'Clasificación vs. carrera' }).waitFor();
    await analysis(page, 'Ranking de incidentes');
    await page.getByRole('img', { name: 'Incidentes por piloto' }).waitFor();
    expect(await page.getByRole('table', { name: 'Ranking de incidentes' }).locator('tbody tr').first().locator('td').first().innerText()).to.equal('Beto Curva');
    await analysis(page, 'Incidentes por vuelta (carrera)');
    expect(await page.getByRole('table', { name: 'Incidentes por vuelta (carrera)' }).locator('tbody tr').first().locator('td').nth(4).innerText()).to.equal('0.3000');
    await analysis(page, 'Vueltas lideradas');
    await page.getByRole('table', { name: 'Vueltas lideradas' }).waitFor();
    await page.getByLabel('Piloto', { exact: true }).selectOption({ label: 'Caro Recta' });
    await analysis(page, 'Rendimiento del piloto');
    await page.getByRole('table', { name: 'Rendimiento del piloto: Caro Recta' }).waitFor();
    await page.getByLabel('Clase', { exact: true }).selectOption({ label: 'TC Inv' });
    await analysis(page, 'Posiciones por clase');
    await page.getByRole('table', { name: 'Posiciones por clase: Turismo Inventado' }).waitFor();
    await analysis(page, 'Cambios de rating');
    const ratings = page.getByRole('table', { name: 'Cambios de rating' });
    await ratings.waitFor();
    await page.getByRole('img', { name: 'Cambio de iRating por piloto' }).waitFor();
    expect(await ratings.locator('tbody tr').first().locator('td').first().innerText()).to.equal('Ana Pista');
    expect(await ratings.locator('tbody tr').first().locator('td').nth(7).innerText()).to.equal('1.50000');
    expect(await ratings.locator('tbody tr').nth(1).locator('td').first().innerText()).to.equal('Caro Recta');
    await page.getByLabel('Ordenar cambios de rating por').selectOption('cpi_change');
    // Sorted by CPI change now: Beto (−1) before Caro, whose CPI is unknown.
    await page.getByRole('table', { name: 'Cambios de rating' }).locator('tbody tr').nth(1).getByText('Beto Curva').waitFor();
    await page.getByLabel('Fase', { exact: true }).selectOption({ label: 'Clasificación' });
    const qualy = page.getByRole('table', { name: 'Resultados de la fase Clasificación' });
    await qualy.waitFor();
    // Outside a race a missing interval is no time, not a lapped car.
    expect(await qualy.locator('tbody tr').nth(2).locator('td').nth(9).innerText()).to.equal('—');

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('an admin uploads a scored session of a championship race, picking the race and the session from lists, on a phone', async () => {
    const { context } = suite;
    const championship = await addChampionship(context, { nombre: 'Copa Sesiones' });
    const race = await addRace(context, championship.id, { circuito: 'Autódromo de Prueba', inDays: 5, hora: '19:30' });
    await addRace(context, championship.id, { circuito: 'Óvalo de Prueba', inDays: 12 });
    const file = path.join(tmpdir(), `sesion-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(invented));

    const page = await suite.newPage({ width: 360, height: 780 });
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    await page.goto('/admin/race-results-admin');
    await page.getByRole('tab', { name: 'Subir resultados' }).click();
    await page.getByLabel('Archivo de resultados (.json)').setInputFiles(file);
    await pickChampionship(page, 'Campeonato (opcional)', 'Copa Sesiones');
    // A championship without its race is not sent.
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await page.getByText('Selecciona la carrera del campeonato, o deja el campeonato sin elegir.').waitFor();

    // Races by name and Mexico City date and time (the race day as dd/mm/yyyy, at 19:30).
    const [y, m, d] = race.fechaInicio.slice(0, 10).split('-');
    const raceSelect = page.getByLabel('Carrera', { exact: true });
    await raceSelect.locator('option', { hasText: 'Óvalo de Prueba' }).waitFor({ state: 'attached' });
    const labels = await raceSelect.locator('option').allInnerTexts();
    expect(labels[1]).to.include('Autódromo de Prueba').and.include(`${d}/${m}/${y}`).and.include('19:30');
    expect(labels[2]).to.include('Óvalo de Prueba');
    await raceSelect.selectOption(race.id);
    expect(await page.getByLabel('Sesión puntuable').locator('option').allInnerTexts()).to.deep.equal(['Sesión 1', 'Sesión 2', 'Sesión 3']);
    await page.getByLabel('Sesión puntuable').selectOption('2');

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).to.be.at.most(360);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);

    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await page.getByRole('table', { name: 'Eventos importados' }).waitFor();
    const stored = await context.knex('result_events').where({ subsessionId: 93000001 }).first();
    expect({ carreraId: stored.carreraId, sesion: Number(stored.sesion) }).to.deep.equal({ carreraId: race.id, sesion: 2 });
    await page.getByRole('table', { name: 'Eventos importados' }).getByText('Sesión 2', { exact: true }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the upload form marks the file and the race with the contract’s messages on a phone, focuses the file, keeps the choices and sends nothing', async () => {
    const { context } = suite;
    const championship = await addChampionship(context, { nombre: 'Copa Validada' });
    await addRace(context, championship.id, { circuito: 'Autódromo Validado', inDays: 5 });
    const page = await suite.newPage({ width: 360, height: 780 });
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    let uploads = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/events/import-file')) uploads += 1;
    });
    await page.goto('/admin/race-results-admin');
    await page.getByRole('tab', { name: 'Subir resultados' }).click();
    const championshipSelect = page.getByRole('combobox', { name: 'Campeonato (opcional)' });
    await pickChampionship(page, 'Campeonato (opcional)', 'Copa Validada');
    await page.getByLabel('Sesión puntuable').selectOption('3');
    await page.getByRole('button', { name: 'Subir resultados' }).click();

    const file = page.getByLabel(/^Archivo de resultados \(\.json\)/);
    await expectFieldError(file, RESULTS_MESSAGES.selectFile);
    expect(await isFocused(file)).to.equal(true);
    await expectFieldError(page.getByLabel('Carrera', { exact: true }), RESULTS_MESSAGES.championshipWithoutRace);
    await noSidewaysScroll(page, 'upload form with its errors');
    expect(await championshipSelect.inputValue()).to.equal('Copa Validada');
    expect(await page.getByLabel('Sesión puntuable').inputValue()).to.equal('3');

    // The .json and 25 MB rules of results.messages.ts, checked before anything is sent.
    await file.setInputFiles({ name: 'resultado.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') });
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await expectFieldError(file, RESULTS_MESSAGES.notJsonFile);
    const tooLarge = path.join(tmpdir(), `enorme-${process.pid}.json`);
    writeFileSync(tooLarge, '');
    truncateSync(tooLarge, RESULT_FILE.maxBytes + 1);
    await file.setInputFiles(tooLarge);
    await page.getByRole('button', { name: 'Subir resultados' }).click();
    await expectFieldError(file, RESULTS_MESSAGES.fileTooLarge);
    rmSync(tooLarge);
    expect(await isFocused(file)).to.equal(true);
    expect(await page.getByLabel('Sesión puntuable').inputValue()).to.equal('3');
    expect(uploads).to.equal(0);
    const [{ n }] = await context.knex('result_events').count({ n: '*' });
    expect(Number(n)).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("speaks Spanish on the results screens at 360 and 1280 px: 'Subsesión' in the admin's list, '+2 v.' for a lapped car in the public results", async () => {
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(invented) });
    // Each screen loaded once and checked at both widths by resizing the window (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 780 });
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    await page.goto('/admin/race-results-admin');
    const list = page.getByRole('table', { name: 'Eventos importados' });
    await list.waitFor();
    await atWidths(page, [360, 1280], async (width) => {
      const headings = (await list.locator('th').allInnerTexts()).map((h) => h.trim().toLowerCase());
      expect(headings, `${width} px`).to.include('subsesión');
      expect(headings.join(' '), `${width} px`).not.to.match(/subsession/);
      const violations = await axeViolations(page);
      expect(violations, `${width} px: ${describeViolations(violations)}`).to.deep.equal([]);
    });

    await page.goto('/race-result');
    await page.getByLabel('Evento', { exact: true }).selectOption('93000001');
    const results = page.getByRole('table', { name: 'Resultados de la fase Carrera' });
    await results.waitFor();
    await atWidths(page, [360, 1280], async (width) => {
      const text = await results.innerText();
      expect(text, `${width} px`).to.contain('+2 v.');
      expect(text, `${width} px`).not.to.match(/\bLAPS?\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).to.be.at.most(width);
      const violations = await axeViolations(page);
      expect(violations, `${width} px: ${describeViolations(violations)}`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("lists the analyzer's events a page at a time at 360 and 1440 px: the newest 30, 'Ver más eventos' adds the older ones, an old event opens by its link", async () => {
    // 33 published events, one a day, the latest (94000033) yesterday.
    const day = 24 * 3_600_000;
    for (let i = 1; i <= 33; i++) {
      const start = new Date(Date.now() - (34 - i) * day);
      const bytes = JSON.stringify({ ...invented, subsession_id: 94000000 + i, session_name: `Fecha ${i}`, start_time: start.toISOString(), end_time: new Date(start.getTime() + 3_600_000).toISOString() });
      await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes });
    }
    const options = (page: Page) => page.getByLabel('Evento', { exact: true }).locator('option[value]:not([value=""])').evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
    const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => 94000000 + from - i);

    // The page's HTML holds the first page only.
    const html = await (await suite.newPage()).request.get('/race-result').then((r) => r.text());
    expect(html).to.contain('"subsession_id":94000004');
    expect(html).not.to.contain('"subsession_id":94000003');

    const page = await suite.newPage({ width: 360, height: 780 });
    await page.goto('/race-result');
    const more = page.getByRole('button', { name: 'Ver más eventos' });
    await more.waitFor();
    await page.getByRole('table', { name: 'Resultados de la fase Carrera' }).waitFor();
    expect(await options(page)).to.deep.equal(newestFirst(33, 4));
    expect(await page.getByLabel('Evento', { exact: true }).inputValue()).to.equal('94000033');
    await atWidths(page, [360, 1440], async (width) => {
      await noSidewaysScroll(page, `${width} px, first page`);
      const violations = await axeViolations(page);
      expect(violations, `${width} px: ${describeViolations(violations)}`).to.deep.equal([]);
    });
    // By keyboard: the older events go after the ones shown, the choice stays, the picker takes the focus.
    await more.focus();
    await page.keyboard.press('Enter');
    // While the page loads the button is named «Cargando eventos...»: wait for the events themselves.
    await page.getByLabel('Evento', { exact: true }).locator('option[value="94000003"]').waitFor({ state: 'attached' });
    await more.waitFor({ state: 'detached' });
    expect(await options(page)).to.deep.equal(newestFirst(33, 1));
    expect(await page.getByLabel('Evento', { exact: true }).inputValue()).to.equal('94000033');
    expect(await isFocused(page.getByLabel('Evento', { exact: true }))).to.equal(true);
    await page.getByLabel('Evento', { exact: true }).selectOption('94000002');
    expect(await page.getByRole('table', { name: 'Resultados de la fase Carrera' }).innerText()).to.contain('Ana Pista');
    await atWidths(page, [360, 1440], async (width) => {
      await noSidewaysScroll(page, `${width} px, every page`);
      const violations = await axeViolations(page);
      expect(violations, `${width} px: ${describeViolations(violations)}`).to.deep.equal([]);
    });

    // An old event's link opens it, listed where its date puts it, though the first page does not hold it.
    const old = await suite.newPage({ width: 1440, height: 900 });
    await old.goto('/race-result?evento=94000001');
    await old.getByRole('table', { name: 'Resultados de la fase Carrera' }).waitFor();
    expect(await old.getByLabel('Evento', { exact: true }).inputValue()).to.equal('94000001');
    expect(await options(old)).to.deep.equal([...newestFirst(33, 4), 94000001]);
    await old.getByRole('button', { name: 'Ver más eventos' }).click();
    await old.getByLabel('Evento', { exact: true }).locator('option[value="94000002"]').waitFor({ state: 'attached' });
    await old.getByRole('button', { name: 'Ver más eventos' }).waitFor({ state: 'detached' });
    expect(await options(old)).to.deep.equal(newestFirst(33, 1));
    await atWidths(old, [360, 1440], async (width) => {
      await noSidewaysScroll(old, `${width} px, an old event`);
      const violations = await axeViolations(old);
      expect(violations, `${width} px: ${describeViolations(violations)}`).to.deep.equal([]);
    });

    // The admin's list: the same pages under its table.
    const admin = await suite.newPage({ width: 360, height: 780 });
    await signIn(admin, 'admin@ejemplo.test', 'admin123');
    await admin.goto('/admin/race-results-admin');
    const rows = admin.getByRole('table', { name: 'Eventos importados' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).to.equal(30);
    await admin.getByRole('button', { name: 'Ver más eventos' }).click();
    await rows.nth(32).waitFor();
    await admin.getByRole('button', { name: 'Ver más eventos' }).waitFor({ state: 'detached' });
    expect(await rows.count()).to.equal(33);
    expect(await rows.last().innerText()).to.contain('Fecha 1');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('an admin deletes an event after confirming', async () => {
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(invented) });
    const page = await suite.newPage();
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    await page.goto('/admin/race-results-admin');
    await page.getByRole('button', { name: 'Eliminar Copa Inventada' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar evento' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect((await suite.context.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, {})).events).to.have.length(1);
    await page.getByRole('button', { name: 'Eliminar Copa Inventada' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Todavía no hay eventos con resultados.').waitFor();
    expect((await suite.context.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, {})).events).to.deep.equal([]);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  it('the public page analyses a published real team event on a phone, anonymously', async function () {
    needFixtures(this);
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: fixtureBytes('official-team-multiclass.json') });
    const raw = rawFixture('official-team-multiclass.json');
    const page = await suite.newPage({ width: 360, height: 780 });
    await page.goto('/race-result');
    await page.getByRole('heading', { name: 'Resultados de carreras', level: 1 }).waitFor();
    await page.getByText('Los resultados se publican una hora después').waitFor();
    await page.getByLabel('Evento').selectOption(String(raw.subsession_id));
    const results = page.getByRole('table', { name: 'Resultados de la fase Carrera' });
    await results.waitFor();
    expect(await results.locator('tbody tr').count()).to.equal(raw.session_results.find((s: { simsession_number: number }) => s.simsession_number === 0).results.length);
    // The charts' code (the chart and the chunks only it needs, as the build's manifest names them)
    // comes with an analysis, not with the page (docs/adr/0036, addendum).
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const chart = manifest['src/features/race-results/components/driver-bar-chart.tsx']!;
    const withPage = new Set<string>();
    const gather = (key: string) => {
      for (const next of manifest[key]!.imports ?? []) {
        if (withPage.has(next)) continue;
        withPage.add(next);
        gather(next);
      }
    };
    gather('src/app/routes/race-result.tsx');
    const chartOnly = [chart.file, ...(chart.imports ?? []).filter((key) => !withPage.has(key)).map((key) => manifest[key]!.file)];
    expect(chartOnly.length, 'the chart library is a chunk of its own').to.be.greaterThan(1);
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname.slice(1)));
    expect((await loaded()).filter((file) => chartOnly.includes(file))).to.deep.equal([]);
    await analysis(page, 'Cambios de rating');
    await page.getByRole('img', { name: 'Cambio de iRating por piloto' }).waitFor();
    expect(await loaded()).to.include(chart.file);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).to.be.at.most(360);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the home page shows the podium of the latest published event, and its empty text before', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await page.getByText('No hay resultados disponibles.').waitFor();
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(invented) });
    await page.reload();
    const section = page.getByRole('region', { name: 'Podio Última Carrera' });
    await section.getByRole('heading', { name: 'GT Inv' }).waitFor();
    await section.getByRole('heading', { name: 'TC Inv' }).waitFor();
    const text = await section.innerText();
    expect(text).to.include('Ana Pista').and.include('Vuelta rápida: 1:31.2345').and.include('Incidentes: 2').and.include('Autódromo Ficticio');
    // The home page never loads the analyzer or the chart library.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.js')));
    expect(scripts.some((s) => /results-analyzer|recharts/.test(s))).to.equal(false);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });
});
