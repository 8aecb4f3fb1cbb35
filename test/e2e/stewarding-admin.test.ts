import { expect } from 'chai';
import type { APIRequestContext, Page } from 'playwright-core';
import { axeViolations, makePng, signIn, useBrowserSuite, waitForPath, pickChampionship } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).to.be.at.most(0);
}

/** dd/mm/yyyy hh:mm of an instant in Mexico City, as the screens write it. */
const mexicoCity = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(',', '');

describe('Stewarding in the browser: the admin decides reports, and the championship page publishes the decisions', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(180_000);
  const suite = useBrowserSuite({ kind });
  beforeEach(async () => {
    if (suite.ready) await truncateAll(suite.context);
  });

  /** An admin, a championship whose race ran two days ago (inside the 72-hour window), Ana and Beto enrolled. */
  async function league() {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Comisaria', apellido: 'Jefa', email: 'comisaria@ejemplo.test' });
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Comisarios', startsIn: -10, endsIn: 60 });
    const race = await addRace(suite.context, champ.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: -2, hora: '20:00' });
    await enrolUser(suite.context, champ.id, ana.id);
    await enrolUser(suite.context, champ.id, beto.id);
    return { admin, ana, beto, champ, race };
  }

  /** Ana files a report against Beto through the API, with her own session, as the report form does. */
  async function fileReport(api: APIRequestContext, l: Awaited<ReturnType<typeof league>>, vuelta: number, screenshot?: Buffer): Promise<{ id: string; numero: number }> {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      usuarioDenunciado: l.beto.id,
      campeonato: l.champ.id,
      carrera: l.race.id,
      vuelta: String(vuelta),
      descripcion: `Me sacó de la pista en la vuelta ${vuelta} al frenar tarde en la curva 1.`,
      'videos[0]': 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=95',
    };
    if (screenshot) multipart.capturasPantalla = { name: 'incidente.png', mimeType: 'image/png', buffer: screenshot };
    const response = await api.post('/api/reportes', { multipart });
    expect(response.status(), await response.text()).to.equal(201);
    const body = (await response.json()) as { _id: string; numeroReporte: number };
    return { id: body._id, numero: body.numeroReporte };
  }

  it('opens a driver’s report, shows its screenshot full size, resolves it with a positions penalty and licence points, and the championship page publishes it', async () => {
    const l = await league();
    const driverApi = await suite.apiSession(l.ana.email, l.ana.password);
    const report = await fileReport(driverApi, l, 7, makePng(320, 180, [30, 120, 220]));
    expect(report.numero).to.equal(1);

    const page = await suite.newPage({ width: 1280 });
    await signIn(page, l.admin.email, l.admin.password);
    await page.goto('/admin');
    await page.getByRole('region', { name: '1 reporte pendiente' }).getByRole('link', { name: 'Revisar' }).click();
    await waitForPath(page, '/admin/reportes');
    await page.getByRole('heading', { name: 'Gestión de Reportes', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Lista de reportes' });
    const row = table.locator('tbody tr', { hasText: '#1' });
    await row.waitFor();
    expect(await row.innerText()).to.include('Pendiente').and.include('Copa Comisarios').and.include('Ana Ruiz').and.include('Beto Luna').and.include('vuelta 7');
    await expectNoSeriousViolations(page, '/admin/reportes');

    await row.getByRole('link', { name: 'Revisar el reporte #1' }).click();
    await waitForPath(page, `/admin/reportes/${report.id}`);
    await page.getByRole('heading', { name: /Reporte #1/, level: 1 }).waitFor();
    await page.getByText('Me sacó de la pista en la vuelta 7 al frenar tarde en la curva 1.').waitFor();
    expect(await page.getByRole('link', { name: /Video 1/ }).getAttribute('href')).to.equal('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=95s');
    await expectNoSeriousViolations(page, '/admin/reportes/{id}');

    // The thumbnail opens the screenshot full size; Escape closes it and the focus goes back to the thumbnail.
    const thumb = page.getByRole('button', { name: 'Ver en tamaño completo la captura 1 de 1' });
    await thumb.click();
    const lightbox = page.getByRole('dialog', { name: 'Captura 1 de 1' });
    const full = lightbox.getByRole('img', { name: 'Captura de pantalla 1 del reporte #1' });
    await full.waitFor();
    await page.waitForFunction(() => (document.querySelector('dialog[open] img') as HTMLImageElement | null)?.naturalWidth === 320);
    expect(await full.getAttribute('src')).to.match(/^\/uploads\/report-screenshots\/.+\.png$/);
    await expectNoSeriousViolations(page, 'screenshot dialog');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Ver en tamaño completo la captura 1 de 1');

    // Resolver: the explanation is required, and a positions penalty needs its number.
    await page.getByRole('button', { name: 'Resolver', exact: true }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolver el reporte #1' });
    await resolve.getByLabel('Tipo de sanción').selectOption('posiciones');
    await resolve.getByRole('button', { name: 'Resolver reporte' }).click();
    await resolve.getByText('Escribe la explicación de la decisión.').waitFor();
    await resolve.getByText('Indica cuántas posiciones pierde (al menos 1).').waitFor();
    await expectNoSeriousViolations(page, 'resolve dialog with errors');
    await resolve.getByLabel('Posiciones que pierde').fill('3');
    await resolve.getByLabel('Puntos de licencia').fill('2');
    await resolve.getByLabel('Explicación de la decisión').fill('Frenó tarde en la curva 1 y sacó de la pista a Ana Ruiz.');
    await resolve.getByRole('button', { name: 'Resolver reporte' }).click();
    await page.getByText('Reporte resuelto con éxito.').waitFor();
    await resolve.waitFor({ state: 'hidden' });
    const decision = page.getByRole('region', { name: 'Decisión de los comisarios' });
    await decision.getByText('Pérdida de posiciones: 3 posiciones · 2 puntos de licencia').waitFor();
    await decision.getByText('Frenó tarde en la curva 1 y sacó de la pista a Ana Ruiz.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.include('Resuelto');
    expect(await page.getByRole('button', { name: 'Resolver', exact: true }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Rechazar', exact: true }).count()).to.equal(0);
    await page.screenshot({ path: '/tmp/parrilla-report-resolved-1280.png', fullPage: true });

    const stored = await suite.context.knex('penalties').where({ reportId: report.id }).first();
    expect(stored).to.include({ tipo: 'posiciones', userId: l.beto.id });
    expect(Number(stored.posiciones)).to.equal(3);
    expect(Number(stored.puntosLicencia)).to.equal(2);

    // The public log on the championship page, for a visitor on a phone.
    const visitor = await suite.newPage({ width: 360, height: 740 });
    await visitor.goto(`/campeonatos/${l.champ.id}`);
    const log = visitor.getByRole('region', { name: 'Decisiones de comisarios' });
    const item = log.getByRole('listitem').filter({ hasText: 'Reporte #1' });
    await item.waitFor();
    const text = await item.innerText();
    const decidedAt = (await suite.context.knex('report_decisions').where({ reportId: report.id }).first()).decididoAt as string;
    expect(text)
      .to.include('Resuelto')
      .and.include('Autódromo Hermanos Rodríguez')
      .and.include('vuelta 7')
      .and.include('Ana Ruiz reportó a Beto Luna')
      .and.include('Pérdida de posiciones: 3 posiciones · 2 puntos de licencia')
      .and.include('Frenó tarde en la curva 1 y sacó de la pista a Ana Ruiz.')
      .and.include(`${mexicoCity(new Date(decidedAt).toISOString())} (hora de la Ciudad de México)`);
    const points = log.getByRole('table', { name: 'Puntos de licencia acumulados por piloto en este campeonato' });
    expect((await points.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())).to.deep.equal(['Beto Luna 2 2 en Autódromo Hermanos Rodríguez']);
    await expectNoPageOverflow(visitor, 'championship page at 360 px');
    await expectNoSeriousViolations(visitor, 'championship page with decisions');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('rejects a report, says so when another admin decided first, deletes one after confirming, and records a steward’s own penalty; at 360 px', async () => {
    const l = await league();
    const driverApi = await suite.apiSession(l.ana.email, l.ana.password);
    const first = await fileReport(driverApi, l, 3);
    const second = await fileReport(driverApi, l, 9);
    const third = await fileReport(driverApi, l, 12);

    // Before any decision the championship page says there are none.
    const visitor = await suite.newPage({ width: 360, height: 740 });
    await visitor.goto(`/campeonatos/${l.champ.id}`);
    const log = visitor.getByRole('region', { name: 'Decisiones de comisarios' });
    await log.getByText('Los comisarios todavía no han tomado decisiones en este campeonato.').waitFor();
    await log.getByText('Ningún piloto tiene puntos de licencia en este campeonato.').waitFor();

    const page = await suite.newPage({ width: 360, height: 740 });
    await signIn(page, l.admin.email, l.admin.password);
    await page.goto('/admin/reportes');
    const table = page.getByRole('table', { name: 'Lista de reportes' });
    await table.locator('tbody tr').first().waitFor();
    // Newest first.
    expect((await table.locator('tbody tr').allInnerTexts()).map((r) => /#(\d+)/.exec(r)?.[1])).to.deep.equal(['3', '2', '1']);
    await expectNoPageOverflow(page, '/admin/reportes at 360 px');
    await page.screenshot({ path: '/tmp/parrilla-reports-list-360.png', fullPage: true });
    await expectNoSeriousViolations(page, '/admin/reportes at 360 px');

    // Rechazar #2 with its explanation.
    await page.getByRole('link', { name: 'Revisar el reporte #2' }).click();
    await waitForPath(page, `/admin/reportes/${second.id}`);
    await expectNoPageOverflow(page, '/admin/reportes/{id} at 360 px');
    await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Rechazar el reporte #2' });
    await reject.getByRole('button', { name: 'Rechazar reporte' }).click();
    await reject.getByText('Escribe la explicación de la decisión.').waitFor();
    await reject.getByLabel('Explicación de la decisión').fill('Incidente de carrera: ninguno de los dos pudo evitarlo.');
    await reject.getByRole('button', { name: 'Rechazar reporte' }).click();
    await page.getByText('Reporte rechazado.').waitFor();
    await page.getByRole('region', { name: 'Decisión de los comisarios' }).getByText('Incidente de carrera: ninguno de los dos pudo evitarlo.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.include('Rechazado');

    // #3 decided by another admin while this one had it open: a clear message and the decision taken.
    await page.goto(`/admin/reportes/${third.id}`);
    await page.getByRole('button', { name: 'Resolver', exact: true }).waitFor();
    const other = await page.request.put(`/api/reportes/${third.id}/resolve`, { data: { aprobado: false, explicacion: 'Decidido por otro comisario.' } });
    expect(other.status()).to.equal(200);
    await page.getByRole('button', { name: 'Resolver', exact: true }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolver el reporte #3' });
    await resolve.getByLabel('Explicación de la decisión').fill('Lo aprobaría.');
    await resolve.getByRole('button', { name: 'Resolver reporte' }).click();
    await page.locator('.report-detail__notice').getByText(/Este reporte ya fue resuelto o rechazado\./).waitFor();
    await page.getByRole('region', { name: 'Decisión de los comisarios' }).getByText('Decidido por otro comisario.').waitFor();
    expect(await page.getByRole('button', { name: 'Resolver', exact: true }).count()).to.equal(0);
    expect((await suite.context.knex('report_decisions').where({ reportId: third.id })).length).to.equal(1);

    // Delete #1 from the list: Cancelar keeps it, Eliminar after confirming removes it.
    await page.goto('/admin/reportes');
    await page.getByRole('button', { name: 'Eliminar el reporte #1' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar reporte?' });
    await confirm.getByText(/Se eliminará el reporte #1 de Ana Ruiz contra Beto Luna/).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await page.request.get(`/api/reportes/${first.id}`)).status()).to.equal(200);
    await page.getByRole('button', { name: 'Eliminar el reporte #1' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Reporte eliminado con éxito.').waitFor();
    await page.getByRole('button', { name: 'Eliminar el reporte #1' }).waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/reportes/${first.id}`)).status()).to.equal(404);

    // The state filter.
    await page.getByLabel('Estado').selectOption('rechazado');
    await page.getByText('2 reportes con estos filtros').waitFor();
    await page.getByLabel('Estado').selectOption('pendiente');
    await page.getByText('No hay reportes con estos filtros.').waitFor();

    // 'Registrar sanción': a penalty without a report.
    await page.getByRole('button', { name: 'Registrar sanción' }).click();
    const penalty = page.getByRole('dialog', { name: 'Registrar sanción' });
    await pickChampionship(penalty, 'Campeonato', 'Copa Comisarios');
    await penalty.getByLabel('Carrera').selectOption(l.race.id);
    await penalty.getByLabel('Piloto').selectOption(l.beto.id);
    await penalty.getByLabel('Tipo de sanción').selectOption('tiempo');
    await penalty.getByRole('button', { name: 'Registrar sanción' }).click();
    await penalty.getByText('Indica los segundos de penalización (al menos 1).').waitFor();
    await penalty.getByText('Escribe la explicación de la decisión.').waitFor();
    await expectNoSeriousViolations(page, 'record penalty dialog at 360 px');
    await penalty.getByLabel('Segundos de penalización').fill('5');
    await penalty.getByLabel('Puntos de licencia').fill('1');
    await penalty.getByLabel('Explicación de la sanción').fill('Cortó la chicana tres veces para ganar tiempo.');
    await penalty.getByRole('button', { name: 'Registrar sanción' }).click();
    await page.getByText('Sanción registrada con éxito.').waitFor();
    await penalty.waitFor({ state: 'hidden' });

    await visitor.reload();
    const own = log.getByRole('listitem').filter({ hasText: 'Revisión de oficio' });
    await own.waitFor();
    expect(await own.innerText())
      .to.include('Sanción sin reporte')
      .and.include('Piloto sancionado')
      .and.include('Beto Luna')
      .and.include('Penalización de tiempo: 5 segundos · 1 punto de licencia')
      .and.include('Cortó la chicana tres veces para ganar tiempo.');
    const rejected = log.getByRole('listitem').filter({ hasText: 'Reporte #2' });
    expect(await rejected.innerText()).to.include('Rechazado').and.include('Sin sanción').and.include('vuelta 9');
    expect(await log.getByRole('listitem').filter({ hasText: 'Reporte #1' }).count()).to.equal(0);
    const points = log.getByRole('table', { name: 'Puntos de licencia acumulados por piloto en este campeonato' });
    expect((await points.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())).to.deep.equal(['Beto Luna 1 1 en Autódromo Hermanos Rodríguez']);
    await expectNoPageOverflow(visitor, 'championship page at 360 px');
    await expectNoSeriousViolations(visitor, 'championship page at 360 px');
    await visitor.screenshot({ path: '/tmp/parrilla-decisions-360.png', fullPage: true });
    expect(suite.pageErrors).to.deep.equal([]);
  });
  it('edits the championship’s protest window in the admin form, refusing one outside 1–720 hours', async () => {
    const admin = await createUser(suite.context, { rol: 'admin', email: 'plazo@ejemplo.test' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Plazos' });
    const page = await suite.newPage({ width: 1280 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Editar Copa Plazos' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar Copa Plazos' });
    const hours = drawer.getByLabel('Plazo para reportar incidentes (horas)');
    expect(await hours.inputValue()).to.equal('72');
    await hours.fill('721');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await drawer.getByText('El plazo para reportar incidentes debe ser un número entero de horas entre 1 y 720').waitFor();
    expect(Number((await suite.context.knex('championships').where({ id: champ.id }).first()).plazoReportesHoras)).to.equal(72);
    await hours.fill('48');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').waitFor();
    expect(Number((await suite.context.knex('championships').where({ id: champ.id }).first()).plazoReportesHoras)).to.equal(48);
    await page.getByRole('button', { name: 'Editar Copa Plazos' }).click();
    expect(await drawer.getByLabel('Plazo para reportar incidentes (horas)').inputValue()).to.equal('48');
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
