import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { atWidths, axeViolations, makePng, signIn, useBrowserSuite, waitForPath, shoot } from '../support/browser.js';
import { MY_REPORTS_PAGE } from '../../src/contracts/stewarding.contract.js';
import { REPORTABLE_CHAMPIONSHIPS_PAGE } from '../../src/contracts/stewarding.views.js';
import { KnexReportRepository } from '../../src/modules/stewarding/adapters/persistence/report.repository.knex.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

// The driver's side of incident reports: /crearReporte and the profile's "Mis reportes". The menu
// entry waits for the `reports` feature flag (web/src/lib/features.ts); the screens are reached by
// their address here, as a driver following a link would.

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const text = violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
  expect(violations, `${where}\n${text}`).to.deep.equal([]);
}

async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).to.be.at.most(0);
}

/** The texts of a list's rows (the table's, or its cards' at phone widths). */
async function rowsOf(page: Page, list: string): Promise<string[]> {
  const section = page.getByRole('region', { name: new RegExp(`^${list}`) });
  return section.locator('tbody tr').allInnerTexts();
}

const shot = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(32, 18, rgb) });

describe('Incident reports in the browser: the driver files one and follows it in the profile', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(120_000);
  const suite = useBrowserSuite({ kind });
  beforeEach(() => truncateAll(suite.context));

  /** Ana and Beto race in Copa Nocturna (a race two days ago, one next week); Ana is not in Copa Ajena. */
  async function league() {
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' });
    const carla = await createUser(suite.context, { nombre: 'Carla', apellido: 'Vega', email: 'carla@ejemplo.test' });
    const admin = await createUser(suite.context, { nombre: 'Jefa', apellido: 'Comisaria', email: 'jefa@ejemplo.test', rol: 'admin' });
    const copa = await addChampionship(suite.context, { nombre: 'Copa Nocturna', startsIn: -20, endsIn: 60 });
    const ajena = await addChampionship(suite.context, { nombre: 'Copa Ajena', startsIn: -20, endsIn: 60 });
    const race = await addRace(suite.context, copa.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: -2, hora: '12:00' });
    await addRace(suite.context, copa.id, { circuito: 'Circuito de Monterrey', inDays: 7 });
    const old = await addRace(suite.context, copa.id, { circuito: 'Trióvalo de Cajititlán', inDays: -15 });
    await addRace(suite.context, ajena.id, { circuito: 'Óvalo Ajeno', inDays: -2, hora: '12:00' });
    for (const u of [ana, beto, carla]) await enrolUser(suite.context, copa.id, u.id);
    await enrolUser(suite.context, ajena.id, beto.id);
    return { ana, beto, carla, admin, copa, race, old };
  }

  it('files a report with two screenshots and a video link, says its number, and both profiles follow it to the decision', async () => {
    const { ana, beto, admin, copa, race } = await league();
    const page = await suite.newPage({ width: 1280 });
    await signIn(page, ana.email, ana.password);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await page.goto('/crearReporte');
    await page.getByRole('heading', { name: 'Crear reporte', level: 1 }).waitFor();

    // Championships: only those Ana races in; the race list waits for one and then lists its races only.
    const championship = page.getByLabel('Campeonato');
    const raceSelect = page.getByLabel('Carrera');
    // The select is drawn before its championships arrive: wait for them, then read the whole list.
    await championship.locator('option', { hasText: 'Copa Nocturna' }).waitFor({ state: 'attached' });
    expect(await championship.locator('option').allInnerTexts()).to.deep.equal(['Selecciona un campeonato', 'Copa Nocturna']);
    // Her championships are asked for alone, never the whole list of championships.
    expect(asked).to.include('/api/reportes/campeonatos');
    expect(asked.filter((url) => url.startsWith('/api/campeonatos'))).to.deep.equal([]);
    expect(await raceSelect.isDisabled()).to.equal(true);
    await championship.selectOption({ label: 'Copa Nocturna' });
    await raceSelect.locator('option', { hasText: 'Circuito de Monterrey' }).waitFor({ state: 'attached' });
    expect(await raceSelect.isDisabled()).to.equal(false);
    const races = await raceSelect.locator('option').allInnerTexts();
    expect(races.slice(1).map((r) => r.split(' · ')[0])).to.deep.equal(['Trióvalo de Cajititlán', 'Autódromo Hermanos Rodríguez', 'Circuito de Monterrey']);
    await raceSelect.selectOption(race.id);

    // The reported driver: typed, accents ignored, chosen with the keyboard; Ana herself is not offered.
    const picker = page.getByRole('combobox', { name: 'Piloto denunciado' });
    await picker.click();
    const listbox = page.getByRole('listbox', { name: 'Piloto denunciado' });
    const offered = async () => (await listbox.getByRole('option').allInnerTexts()).map((o) => o.split('\n')[0]);
    await listbox.getByRole('option', { name: /Carla Vega/ }).waitFor();
    expect(await offered()).to.deep.equal(['Beto Núñez', 'Carla Vega']);
    await picker.fill('nunez');
    expect(await offered()).to.deep.equal(['Beto Núñez']);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).to.equal('Beto Núñez');
    expect(await listbox.isVisible()).to.equal(false);

    // Lap 0: the Spanish message beside the lap, and nothing filed.
    await page.getByRole('spinbutton', { name: 'Vuelta', exact: true }).fill('0');
    await page.getByLabel('Descripción del incidente').fill('Me tocó por detrás en la curva 1 y me mandó al pasto.');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    const lap = page.getByRole('spinbutton', { name: 'Vuelta', exact: true });
    await page.getByText('La vuelta debe ser al menos 1.').waitFor();
    expect(await lap.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = (await lap.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).to.equal('La vuelta debe ser al menos 1.');
    expect(await suite.context.knex('reports').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 0);

    await lap.fill('7');
    await page.getByLabel('Heat (opcional)').fill('2');
    await page.locator('input[type="file"]').setInputFiles([shot('choque.png', [200, 20, 20]), shot('despues.png', [20, 200, 20])]);
    await page.getByRole('img', { name: /^Vista previa de la captura 2: despues\.png/ }).waitFor();
    await page.getByRole('img', { name: /^Vista previa de la captura 1: choque\.png/ }).waitFor();
    await page.getByLabel('Enlace de video 1').fill('https://youtu.be/M7lc1UVf-VE?t=12m34s');
    await page.getByLabel('Tiempo de sesión (opcional)').fill('1:02:03');
    await page.getByLabel('Curva o sector (opcional)').fill('Curva 1');
    await expectNoSeriousViolations(page, '/crearReporte filled in');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();

    await page.getByText('Reporte creado con éxito. Número de reporte: #1', { exact: true }).waitFor();
    await waitForPath(page, '/perfil');
    await page.getByRole('heading', { name: 'Mis reportes' }).waitFor();
    await page.getByRole('region', { name: /^Reportes que presenté/ }).locator('tbody tr').first().waitFor();
    const filed = await rowsOf(page, 'Reportes que presenté');
    expect(filed).to.have.length(1);
    expect(filed[0]).to.contain('#1').and.contain('Copa Nocturna').and.contain('Autódromo Hermanos Rodríguez').and.contain('7 (heat 2)').and.contain('Beto Núñez').and.contain('Pendiente');
    await page.getByText('Nadie ha presentado reportes sobre ti.').waitFor();
    await expectNoSeriousViolations(page, '/perfil with a filed report');

    // What was stored: two screenshots and the one link.
    const admin_ = await suite.apiSession(admin.email, admin.password);
    const listed = await admin_.get(`/api/reportes?campeonato=${copa.id}`);
    const [report] = ((await listed.json()) as { reportes: Array<{ id: string; capturasPantalla: unknown[]; videos: Array<{ url: string; inicio: number }>; tiempoSesion: string; curva: string }> }).reportes;
    expect(report!.capturasPantalla).to.have.length(2);
    expect(report!.videos.map((v) => [v.url, v.inicio])).to.deep.equal([['https://youtu.be/M7lc1UVf-VE?t=12m34s', 754]]);
    expect([report!.tiempoSesion, report!.curva]).to.deep.equal(['1:02:03', 'Curva 1']);

    // Beto sees it against him.
    const betoPage = await suite.newPage({ width: 1280 });
    await signIn(betoPage, beto.email, beto.password);
    await betoPage.goto('/perfil');
    await betoPage.getByRole('region', { name: /^Reportes en mi contra/ }).locator('tbody tr').first().waitFor();
    const against = await rowsOf(betoPage, 'Reportes en mi contra');
    expect(against).to.have.length(1);
    expect(against[0]).to.contain('#1').and.contain('Ana Ruiz').and.contain('Pendiente');
    await betoPage.getByText('Aún no has presentado reportes.').waitFor();

    // The stewards decide through the API; both profiles show the decision.
    const decided = await admin_.put(`/api/reportes/${report!.id}/resolve`, {
      data: { aprobado: true, explicacion: 'Contacto evitable en la frenada de la curva 1.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } },
    });
    expect(decided.status(), await decided.text()).to.equal(200);
    for (const [who, p, list] of [['Ana', page, 'Reportes que presenté'], ['Beto', betoPage, 'Reportes en mi contra']] as const) {
      await p.reload();
      await p.getByRole('region', { name: new RegExp(`^${list}`) }).getByText('Resuelto', { exact: true }).waitFor();
      const [row] = await rowsOf(p, list);
      expect(row, who).to.contain('Contacto evitable en la frenada de la curva 1.').and.contain('Penalización de tiempo: 5 segundos · 2 puntos de licencia').and.not.contain('Pendiente');
    }
    await shoot(page.locator('#mis-reportes'), { path: '/tmp/parrilla-mis-reportes-1280.png' });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('at 360 px: the form and the profile lists fit the screen, pass axe, and the picker works by keyboard', async () => {
    const { ana, beto, race, copa } = await league();
    const page = await suite.newPage({ width: 360, height: 740 });
    await signIn(page, beto.email, beto.password);
    await page.goto('/crearReporte');
    await page.getByLabel('Campeonato').selectOption({ label: 'Copa Nocturna' });
    await page.getByLabel('Carrera').selectOption(race.id);
    const picker = page.getByRole('combobox', { name: 'Piloto denunciado' });
    // The picker stays disabled until the championship's drivers have loaded; focus() does not wait for that.
    await page.getByRole('combobox', { name: 'Piloto denunciado', disabled: false }).waitFor();
    await picker.focus();
    await picker.press('ArrowDown');
    await page.getByRole('listbox', { name: 'Piloto denunciado' }).waitFor();
    await picker.press('Enter');
    expect(await picker.inputValue()).to.equal('Ana Ruiz');
    await page.getByRole('spinbutton', { name: 'Vuelta', exact: true }).fill('3');
    await page.getByLabel('Descripción del incidente').fill('Cerró la puerta dos veces en la recta.');
    await page.locator('input[type="file"]').setInputFiles([shot('a.png', [10, 10, 200])]);
    await page.getByRole('button', { name: 'Añadir enlace de video' }).click();
    await page.getByLabel('Enlace de video 2').waitFor();
    await expectNoPageOverflow(page, '/crearReporte at 360 px');
    await expectNoSeriousViolations(page, '/crearReporte at 360 px');
    // While the report travels the page says so, and the button waits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/reportes', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByRole('status').filter({ hasText: /Enviando el reporte: \d+ %|Guardando el reporte/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviando...' }).isDisabled()).to.equal(true);
    release();
    await page.getByText('Reporte creado con éxito. Número de reporte: #1', { exact: true }).waitFor();
    await waitForPath(page, '/perfil');

    // A report against Beto too, so both lists have a card.
    const anaApi = await suite.apiSession(ana.email, ana.password);
    const form = { usuarioDenunciado: beto.id, campeonato: copa.id, carrera: race.id, vuelta: '12', descripcion: 'Me empujó al salir del pit.' };
    const filed = await anaApi.post('/api/reportes', { multipart: form });
    expect(filed.status(), await filed.text()).to.equal(201);

    await page.reload();
    await page.getByRole('region', { name: /^Reportes en mi contra/ }).locator('tbody tr').first().waitFor();
    await page.getByRole('region', { name: /^Reportes que presenté/ }).locator('tbody tr').first().waitFor();
    await expectNoPageOverflow(page, '/perfil at 360 px');
    await expectNoSeriousViolations(page, '/perfil at 360 px');
    await page.screenshot({ path: '/tmp/parrilla-mis-reportes-360.png', fullPage: true });
  });

  it('checks screenshots here (type, 5 MB, five at most, one taken out) and keeps everything when the server refuses the protest window, said beside the race', async () => {
    const { ana, old } = await league();
    const page = await suite.newPage();
    await signIn(page, ana.email, ana.password);
    await page.goto('/crearReporte');
    // Sent empty: each required field says what it needs, beside it.
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    for (const message of ['Debes seleccionar un campeonato.', 'Debes seleccionar una carrera.', 'Debes seleccionar un usuario denunciado.', 'Debes especificar un número de vuelta.', 'La descripción es requerida.']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.screenshot({ path: '/tmp/parrilla-crear-reporte-errores.png', fullPage: true });
    await page.getByLabel('Campeonato').selectOption({ label: 'Copa Nocturna' });
    await page.getByLabel('Carrera').selectOption(old.id);
    const picker = page.getByRole('combobox', { name: 'Piloto denunciado' });
    await picker.fill('Carla');
    await picker.press('Enter');
    await page.getByRole('spinbutton', { name: 'Vuelta', exact: true }).fill('4');
    await page.getByLabel('Descripción del incidente').fill('Salió de pits sin mirar.');

    await page.locator('input[type="file"]').setInputFiles([{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy imagen') }]);
    await page.getByText('notas.txt: El archivo debe ser una imagen JPEG, PNG, WebP o GIF').waitFor();
    expect(await page.getByRole('img', { name: /^Vista previa/ }).count()).to.equal(0);
    const files = page.locator('input[type="file"]');
    await files.setInputFiles([{ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) }]);
    await page.getByText('enorme.png: El archivo es demasiado grande (máximo 5 MB)').waitFor();
    // Six chosen: five kept, and the limit said; one taken out leaves four, in order.
    await files.setInputFiles(Array.from({ length: 6 }, (_, i) => shot(`vista${i + 1}.png`, [40 * i, 90, 120])));
    await page.getByText('Puedes adjuntar como máximo 5 capturas de pantalla.').waitFor();
    expect(await page.getByRole('img', { name: /^Vista previa/ }).count()).to.equal(5);
    expect(await files.isDisabled()).to.equal(true);
    await page.getByRole('button', { name: 'Quitar la captura 2 (vista2.png)' }).click();
    const previews = page.getByRole('img', { name: /^Vista previa/ });
    expect(await previews.count()).to.equal(4);
    expect((await previews.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).map((a) => a!.split(': ')[1])).to.deep.equal(['vista1.png', 'vista3.png', 'vista4.png', 'vista5.png']);
    await page.getByText('Llevas 4 de 5.', { exact: false }).waitFor();
    await page.getByLabel('Enlace de video 1').fill('ftp://videos/choque');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('Los enlaces de video deben empezar con http:// o https://').waitFor();
    await page.getByLabel('Enlace de video 1').fill('https://youtu.be/M7lc1UVf-VE');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('Indica en el enlace el momento del incidente con t= (por ejemplo t=754, t=12m34s o t=1h2m3s).').waitFor();
    await page.getByLabel('Tiempo de sesión (opcional)').fill('75:00');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('El tiempo de sesión debe escribirse mm:ss o h:mm:ss (por ejemplo 12:34 o 1:02:03).').waitFor();
    await page.getByLabel('Tiempo de sesión (opcional)').fill('');
    await page.getByLabel('Enlace de video 1').fill('https://youtu.be/M7lc1UVf-VE?t=95');

    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    const refusal = 'El plazo para reportar incidentes de esta carrera terminó (72 horas desde su inicio).';
    await page.getByRole('alert').filter({ hasText: `Error al crear el reporte: ${refusal}` }).waitFor();
    const raceSelect = page.getByLabel('Carrera');
    expect(await raceSelect.getAttribute('aria-invalid')).to.equal('true');
    expect(await page.locator(`[id="${await raceSelect.getAttribute('aria-describedby')}"]`).innerText()).to.equal(refusal);
    expect(await page.getByLabel('Descripción del incidente').inputValue()).to.equal('Salió de pits sin mirar.');
    expect(await picker.inputValue()).to.equal('Carla Vega');
    expect(await page.getByRole('spinbutton', { name: 'Vuelta', exact: true }).inputValue()).to.equal('4');
    expect(await page.getByLabel('Enlace de video 1').inputValue()).to.equal('https://youtu.be/M7lc1UVf-VE?t=95');
    expect(await previews.count()).to.equal(4);
    expect(new URL(page.url()).pathname).to.equal('/crearReporte');
    await expectNoSeriousViolations(page, '/crearReporte with a refusal');
  });

  it('tells a driver enrolled nowhere why there is nothing to report, and offers an admin every championship', async () => {
    const { admin } = await league();
    const loner = await createUser(suite.context, { nombre: 'Lalo', apellido: 'Solo' });
    const page = await suite.newPage();
    await signIn(page, loner.email, loner.password);
    await page.goto('/crearReporte');
    await page.getByText('No estás inscrito en ningún campeonato').waitFor();
    expect(await page.getByRole('link', { name: 'Ver campeonatos' }).last().getAttribute('href')).to.equal('/campeonatos');
    expect(await page.getByRole('button', { name: 'Enviar reporte' }).count()).to.equal(0);

    // Mis reportes: a failed load says so and Reintentar recovers; then both lists are empty.
    await page.route('**/api/reportes/mis-reportes', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"fallo"}' }));
    await page.goto('/perfil');
    const failed = page.getByRole('region', { name: 'Mis reportes' }).getByRole('alert');
    await failed.getByText('Error al cargar tus reportes. Inténtalo de nuevo.').waitFor();
    await page.unroute('**/api/reportes/mis-reportes');
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Aún no has presentado reportes.').waitFor();
    await page.getByText('Nadie ha presentado reportes sobre ti.').waitFor();

    const adminPage = await suite.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/crearReporte');
    const championship = adminPage.getByLabel('Campeonato');
    await championship.locator('option', { hasText: 'Copa Ajena' }).waitFor({ state: 'attached' });
    expect((await championship.locator('option').allInnerTexts()).slice(1).sort()).to.deep.equal(['Copa Ajena', 'Copa Nocturna']);
    await championship.selectOption({ label: 'Copa Ajena' });
    await adminPage.getByLabel('Carrera').locator('option', { hasText: 'Óvalo Ajeno' }).waitFor({ state: 'attached' });
    expect((await adminPage.getByLabel('Carrera').locator('option').allInnerTexts()).slice(1).map((r) => r.split(' · ')[0])).to.deep.equal(['Óvalo Ajeno']);
  });

  it('offers a driver with a long history his championships a page at a time: Ver campeonatos anteriores adds the older ones (360 and 1440 px)', async () => {
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
    const count = REPORTABLE_CHAMPIONSHIPS_PAGE + 1;
    for (let i = 0; i < count; i += 1) {
      const c = await addChampionship(suite.context, { nombre: `Copa ${String(i + 1).padStart(2, '0')}`, startsIn: -30 * (count - i), endsIn: 60 });
      await enrolUser(suite.context, c.id, ana.id);
    }
    const page = await suite.newPage({ width: 1440 });
    await signIn(page, ana.email, ana.password);
    await page.goto('/crearReporte');
    const championship = page.getByLabel('Campeonato');
    await championship.locator('option', { hasText: `Copa ${count}` }).waitFor({ state: 'attached' });
    // The newest page, oldest first as the select always listed; the oldest waits behind the button.
    expect((await championship.locator('option').allInnerTexts()).slice(1, 3)).to.deep.equal(['Copa 02', 'Copa 03']);
    const more = page.getByRole('button', { name: 'Ver campeonatos anteriores' });
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoPageOverflow(page, `/crearReporte with older championships at ${width} px`);
      await expectNoSeriousViolations(page, `/crearReporte with older championships at ${width} px`);
      await shoot(page.locator('form.report-form'), { path: `/tmp/parrilla-e2e/report-form-older-${width}.png` });
    });
    await more.click();
    await championship.locator('option', { hasText: 'Copa 01' }).waitFor({ state: 'attached' });
    expect((await championship.locator('option').allInnerTexts()).slice(1, 3)).to.deep.equal(['Copa 01', 'Copa 02']);
    expect(await more.count()).to.equal(0);
  });

  it("shows a driver with a long history 20 reports a list, and 'Ver más reportes' adds each list's next page below, waiting while it loads (360 and 1440 px)", async () => {
    const { ana, beto, copa, race } = await league();
    // Stored straight away: 23 reports by Ana and 21 about her, one a day, the newest first on the page.
    const repo = new KnexReportRepository(suite.context.knex);
    const made = { filed: MY_REPORTS_PAGE.size + 3, against: MY_REPORTS_PAGE.size + 1 };
    for (let i = 0; i < made.filed + made.against; i += 1) {
      const filed = i < made.filed;
      await repo.insert({
        id: `rep-${i + 1}`,
        numeroReporte: i + 1,
        campeonatoId: copa.id,
        carreraId: race.id,
        reporterId: filed ? ana.id : beto.id,
        reportedId: filed ? beto.id : ana.id,
        vuelta: 1 + i,
        heat: null,
        descripcion: 'Contacto en la curva 1.',
        capturas: [],
        videos: [],
        estado: 'pendiente',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      });
    }
    const page = await suite.newPage({ width: 1440 });
    await signIn(page, ana.email, ana.password);
    await page.goto('/perfil#mis-reportes');
    const filedList = page.getByRole('region', { name: /^Reportes que presenté/ });
    const againstList = page.getByRole('region', { name: /^Reportes en mi contra/ });
    await filedList.locator('tbody tr').first().waitFor();
    // The headings count every report; the tables hold the first page of each, the newest first.
    await page.getByRole('heading', { name: `Reportes que presenté (${made.filed})` }).waitFor();
    await page.getByRole('heading', { name: `Reportes en mi contra (${made.against})` }).waitFor();
    expect(await rowsOf(page, 'Reportes que presenté')).to.have.length(MY_REPORTS_PAGE.size);
    expect((await rowsOf(page, 'Reportes que presenté'))[0]).to.contain(`#${made.filed}`);
    expect(await rowsOf(page, 'Reportes en mi contra')).to.have.length(MY_REPORTS_PAGE.size);
    const moreFiled = filedList.getByRole('button', { name: 'Ver más reportes que presenté' });
    const moreAgainst = againstList.getByRole('button', { name: 'Ver más reportes en mi contra' });
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoPageOverflow(page, `/perfil with more reports at ${width} px`);
      await expectNoSeriousViolations(page, `/perfil with more reports at ${width} px`);
      await shoot(page.locator('#mis-reportes'), { path: `/tmp/parrilla-e2e/mis-reportes-more-${width}.png` });
    });

    // Each next page is held until the button has said it is loading.
    let release!: () => void;
    const held = () => new Promise<void>((resolve) => (release = resolve));
    let hold = held();
    await page.route('**/api/reportes/mis-reportes/*', async (route) => {
      await hold;
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await moreAgainst.click();
    await againstList.getByRole('button', { name: 'Cargando...' }).waitFor();
    expect(await againstList.getByRole('button', { name: 'Cargando...' }).isDisabled()).to.equal(true);
    release();
    await againstList.locator('tbody tr').nth(MY_REPORTS_PAGE.size).waitFor();
    const against = await rowsOf(page, 'Reportes en mi contra');
    expect(against).to.have.length(made.against);
    expect(against[made.against - 1]).to.contain(`#${made.filed + 1}`);
    expect(await moreAgainst.count()).to.equal(0);
    await expectNoPageOverflow(page, '/perfil with every report about her at 360 px');

    hold = held();
    await page.setViewportSize({ width: 1440, height: 900 });
    await moreFiled.click();
    await filedList.getByRole('button', { name: 'Cargando...' }).waitFor();
    expect(await rowsOf(page, 'Reportes que presenté'), 'what is shown stays while the page loads').to.have.length(MY_REPORTS_PAGE.size);
    release();
    await filedList.locator('tbody tr').nth(MY_REPORTS_PAGE.size).waitFor();
    const filed = await rowsOf(page, 'Reportes que presenté');
    expect(filed.map((row) => row.match(/#(\d+)/)![1])).to.deep.equal(Array.from({ length: made.filed }, (_, i) => String(made.filed - i)));
    expect(await moreFiled.count()).to.equal(0);
    await expectNoSeriousViolations(page, '/perfil with every report at 1440 px');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('sends a visitor to /login with the specified words', async () => {
    const page = await suite.newPage();
    await page.goto('/crearReporte');
    await waitForPath(page, '/login');
    await page.getByText('No autenticado. Por favor, inicia sesión.').waitFor();
  });
});
