import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { formatLapTime, STANDING_RECORDS_PAGE, TRACK_RECORDS_PAGE } from '../../src/contracts/track-records.contract.js';
import { storedRecordKey } from '../../src/modules/track-records/domain/track-record.entity.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { TRACK_RECORDS } from '../../src/modules/track-records/index.js';
import { atWidths, axeViolations, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { fixtureBytes, needFixtures } from '../support/iracing-exports.js';
import { sidewaysOverflow } from '../support/reachability.js';

const SHOTS = '/tmp/parrilla-track-records';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

const ADMIN = { id: '', rol: 'admin' as const, suspendido: false };

describe('Track records in the browser: the admin screen and the public page', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(async () => {
    if (suite.ready) await truncateAll(suite.context);
  });

  async function admin() {
    const boss = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    return { ...ADMIN, id: boss.user.id };
  }

  // Each flow runs once at 360 px and checks its screens at 360 and 1440 px (atWidths, docs/adr/0052).
  const WIDTHS = [360, 1440];
  it('lets an admin create, edit and delete (after confirming) a record and accept a suggestion from results, at 360 and 1440 px', async function () {
    needFixtures(this);
    const actor = await admin();
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega', email: 'lucia.ortega@ejemplo.test' });
    const tobias = await createUser(suite.context, { nombre: 'Tobías', apellido: 'Seck' });
    await suite.context.knex('users').where({ id: tobias.id }).update({ iracingId: 487764 });
    await suite.context.container.get(RESULTS.ImportEventFile).execute(actor, { bytes: fixtureBytes('league-hosted-single-class.json') });

    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/track-records');
    await page.getByRole('heading', { name: 'Récords de pista', level: 1 }).waitFor();
    await page.getByText('Aún no hay récords').waitFor();
    const suggestions = page.getByRole('list', { name: 'Récords sugeridos' });
    await suggestions.getByText('BMW M4 GT3').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `records screen at ${width}px`);
      expect(await sidewaysOverflow(page), `overflow at ${width}px`).to.be.at.most(0);
      await page.screenshot({ path: `${SHOTS}-admin-${width}.png`, fullPage: true });
    });

    // Create: the contract's checks show under the fields before anything is sent.
    await page.getByRole('button', { name: 'Nuevo récord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo récord' });
    await dialog.getByRole('combobox', { name: 'Piloto' }).fill('ortega');
    await dialog.getByRole('option', { name: /Lucía Ortega/ }).click();
    await dialog.getByLabel('Circuito').fill('Autódromo Hermanos Rodríguez');
    await dialog.getByLabel('Auto').fill('Porsche 911 GT3 R');
    await dialog.getByLabel('Tiempo de vuelta').fill('1:5.000');
    await dialog.getByLabel('Fecha del récord').fill('2026-03-14');
    await dialog.getByRole('button', { name: 'Crear récord' }).click();
    await dialog.getByText(/El tiempo de vuelta debe tener el formato M:SS\.mmm o MM:SS\.mmm/).waitFor();
    expect(await suite.context.knex('track_records').count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(0);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `record form with an error at ${width}px`);
      if (width === 360) await page.screenshot({ path: `${SHOTS}-form-${width}.png`, fullPage: true });
    });
    await dialog.getByLabel('Tiempo de vuelta').fill('1:28.512');
    await dialog.getByRole('button', { name: 'Crear récord' }).click();
    await page.getByText('Récord creado correctamente.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Lista de récords de pista' });
    await table.getByText('1:28.512').waitFor();
    expect(await table.innerText()).to.include('Lucía Ortega').and.include('lucia.ortega@ejemplo.test').and.include('14/03/2026');
    expect((await suite.context.knex('track_records').first()).userId).to.equal(lucia.id);

    // Edit.
    await page.getByRole('button', { name: /^Editar el récord 1:28\.512/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar récord' });
    await edit.getByLabel('Tiempo de vuelta').fill('01:27.900');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Récord actualizado correctamente.').waitFor();
    await table.getByText('1:27.900').waitFor();
    expect(Number((await suite.context.knex('track_records').first()).lapTimeMs)).to.equal(87_900);

    // Accept the suggestion: a record for the BMW at Hockenheim, held by Tobías.
    await suggestions.getByRole('button', { name: /^Aceptar .* de Tobías Seck/ }).click();
    await page.getByText('Sugerencia aceptada: el récord quedó guardado.').waitFor();
    await page.getByText('No hay sugerencias pendientes.').waitFor();
    await table.getByText('Desde resultados').waitFor();
    const accepted = await suite.context.knex('track_records').where({ userId: tobias.id }).first();
    expect(accepted).to.include({ car: 'BMW M4 GT3', circuit: 'Hockenheimring Baden-Württemberg - Grand Prix', origen: 'resultados' });
    expect(await table.innerText()).to.include(formatLapTime(Number(accepted.lapTimeMs))).and.include('Tobías Seck');

    // Delete: cancelled first, then confirmed.
    await page.getByRole('button', { name: /^Eliminar el récord 1:27\.900/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar récord?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await suite.context.knex('track_records').count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(2);
    await page.getByRole('button', { name: /^Eliminar el récord 1:27\.900/ }).click();
    await atWidths(page, WIDTHS, (width) => expectNoSeriousViolations(page, `delete confirmation at ${width}px`));
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText('Récord eliminado correctamente.').waitFor();
    await table.getByText('1:27.900').waitFor({ state: 'detached' });
    expect(await suite.context.knex('track_records').count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(1);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `overflow at ${width}px after the changes`).to.be.at.most(0);
      if (width === 1440) await page.screenshot({ path: `${SHOTS}-admin-after-${width}.png`, fullPage: true });
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows visitors the best time of each circuit and car, its holder and day, filtered by circuit and car, at 360 and 1440 px', async () => {
    const actor = await admin();
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Gómez' });
    const create = suite.context.container.get(TRACK_RECORDS.Create);
    await create.execute(actor, { user: ana.id, circuit: 'Monza', car: 'BMW M4 GT3', lapTime: '1:47.100', recordDate: '2026-02-01' });
    await create.execute(actor, { user: beto.id, circuit: 'Monza', car: 'BMW M4 GT3', lapTime: '1:46.900', recordDate: '2026-03-14' });
    await create.execute(actor, { user: ana.id, circuit: 'Monza', car: 'Ferrari 296 GT3', lapTime: '1:48.000', recordDate: '2026-01-10' });
    await create.execute(actor, { user: ana.id, circuit: 'Autódromo Hermanos Rodríguez', car: 'BMW M4 GT3', lapTime: '1:30.250', recordDate: '2025-12-31' });

    const page = await suite.newPage({ width: 1440, height: 900 });
    await page.goto('/');
    // On a desktop the link is in the bar; on a phone, in the menu its button opens.
    const link = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Récords' });
    expect(await link.isVisible(), 'the link in the bar at 1440 px').to.equal(true);
    await page.setViewportSize({ width: 360, height: 900 });
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await link.click();
    await waitForPath(page, '/records');
    await page.getByRole('heading', { name: 'Récords de pista', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /Récords de pista/ });
    await table.getByText('1:46.900').waitFor();
    await waitForQuietNetwork(page);
    // The slower Monza BMW time is not the record.
    const text = await table.innerText();
    expect(text).to.include('Beto Gómez').and.include('14/03/2026').and.include('1:30.250').and.include('31/12/2025').and.not.include('1:47.100');
    expect(await table.locator('tbody tr').count()).to.equal(3);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `records page at ${width}px`);
      expect(await sidewaysOverflow(page), `overflow at ${width}px`).to.be.at.most(0);
      await page.screenshot({ path: `${SHOTS}-public-${width}.png`, fullPage: true });
    });

    // The filters are the server's (docs/adr/0068): accents and case ignored, each in its own field.
    await page.getByLabel('Circuito').fill('MONZA');
    await page.getByText('2 récords').waitFor();
    await page.getByLabel('Auto').fill('ferrari');
    await page.getByText('1 récord', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(1);
    expect(await table.innerText()).to.include('1:48.000').and.include('Ana Ruiz');
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByText('3 récords').waitFor();
    await atWidths(page, WIDTHS, async (width) => expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0));
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("shows the first page of standing records from the server's HTML and 'Ver más récords' adds the rest below, at 360 and 1440 px", async () => {
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna' });
    // 45 circuits with a record each, and a slower one before it that is history, not the record.
    const circuits = 45;
    const row = (i: number, slower: boolean) => ({
      id: `rec-${String(i).padStart(2, '0')}-${slower ? 'b' : 'a'}`,
      userId: slower ? beto.id : ana.id,
      circuit: `Pista ${String(i).padStart(2, '0')}`,
      car: 'BMW M4 GT3',
      lapTimeMs: (slower ? 95_000 : 90_000) + i,
      recordDate: '2026-03-14',
      origen: 'manual',
      subsessionId: null,
      createdAt: '2026-03-14T00:00:00.000Z',
      updatedAt: '2026-03-14T00:00:00.000Z',
      sortKey: storedRecordKey(`Pista ${String(i).padStart(2, '0')}`, 'BMW M4 GT3'),
    });
    await suite.context.knex('track_records').insert(Array.from({ length: circuits }, (_, i) => [row(i, false), row(i, true)]).flat());
    const size = STANDING_RECORDS_PAGE.size;

    // The server's HTML holds the first page only.
    const html = (await (await fetch(`${suite.baseUrl}/records`)).text()).replace(/<!-- -->/g, '');
    expect(html).to.include(`Pista ${String(size - 1).padStart(2, '0')}`).and.not.include(`Pista ${String(size).padStart(2, '0')}`);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/records');
    const table = page.getByRole('table', { name: /Récords de pista/ });
    await table.getByText('Pista 00').waitFor();
    await page.getByText(`${circuits} récords`, { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(size);
    const more = page.getByRole('button', { name: 'Ver más récords' });
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `records page, first page, at ${width}px`);
      expect(await sidewaysOverflow(page), `first page at ${width}px`).to.be.at.most(0);
      await page.screenshot({ path: `${SHOTS}-public-pages-${width}.png`, fullPage: true });
    });
    const topOf = () => table.getByText('Pista 00').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await more.click();
    await table.getByText(`Pista ${String(2 * size - 1).padStart(2, '0')}`).waitFor();
    expect(await topOf()).to.equal(before);
    await more.click();
    await table.getByText(`Pista ${String(circuits - 1).padStart(2, '0')}`).waitFor();
    expect(await more.count()).to.equal(0);
    const shown = await table.locator('tbody tr td:first-child').allTextContents();
    expect(shown.map((t) => t.trim())).to.deep.equal(Array.from({ length: circuits }, (_, i) => `Pista ${String(i).padStart(2, '0')}`));
    // Only the records: the slower laps are Beto's, and none shows.
    expect(await table.innerText()).to.not.include('Beto Luna');
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `records page, every page, at ${width}px`);
      expect(await sidewaysOverflow(page), `every page at ${width}px`).to.be.at.most(0);
      await page.screenshot({ path: `${SHOTS}-public-all-${width}.png`, fullPage: true });
    });

    // A search starts again at its first page, on the server.
    await page.getByLabel('Circuito').fill('pista 4');
    await page.getByText('5 récords', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(5);
    expect(await more.count()).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('sends a driver who opens /admin/track-records home', async () => {
    const driver = await createUser(suite.context);
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.goto('/admin/track-records');
    await waitForPath(page, '/');
  });

  it('pages the admin list with Anterior and Siguiente and searches it on the server, clean at 360 and 1440 px', async () => {
    await admin();
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana.ruiz@ejemplo.test' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna', email: 'beto.luna@ejemplo.test' });
    // Three more than a page: circuits 'Pista 00' to 'Pista 52', Beto's the last three.
    const rows = Array.from({ length: 53 }, (_, i) => {
      const circuit = `Pista ${String(i).padStart(2, '0')}`;
      return {
        id: `rec-${String(i).padStart(2, '0')}`,
        userId: i >= 50 ? beto.id : ana.id,
        circuit,
        car: 'BMW M4 GT3',
        lapTimeMs: 90_000 + i,
        recordDate: '2026-03-14',
        origen: 'manual',
        subsessionId: null,
        createdAt: '2026-03-14T00:00:00.000Z',
        updatedAt: '2026-03-14T00:00:00.000Z',
        sortKey: `pista ${String(i).padStart(2, '0')}\u0001bmw m4 gt3`,
      };
    });
    await suite.context.knex('track_records').insert(rows);

    const page = await suite.newPage({ width: 1440 });
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/track-records');
    const table = page.getByRole('table', { name: 'Lista de récords de pista' });
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await table.getByText('Pista 00').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(TRACK_RECORDS_PAGE.size);
    await page.getByText(`Récords 1–${TRACK_RECORDS_PAGE.size}`).waitFor();
    expect(await paging.getByRole('button', { name: 'Anterior' }).isDisabled()).to.equal(true);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `/admin/track-records, first page, at ${width}px`);
      expect(await sidewaysOverflow(page), `first page at ${width}px`).to.be.at.most(0);
    });

    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await paging.getByText('Página 2').waitFor();
    await table.getByText('Pista 52').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(53 - TRACK_RECORDS_PAGE.size);
    expect(await table.innerText()).to.not.include('Pista 00');
    expect(await paging.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `/admin/track-records, last page, at ${width}px`);
      expect(await sidewaysOverflow(page), `last page at ${width}px`).to.be.at.most(0);
    });
    await paging.getByRole('button', { name: 'Anterior' }).click();
    await table.getByText('Pista 00').waitFor();

    // The search is the server's: it finds Beto's records on whatever page they were, by name or address.
    await page.getByLabel('Buscar récords').fill('beto.luna@');
    await page.getByText('3 récords para “beto.luna@”').waitFor();
    expect(await table.innerText()).to.include('Pista 50').and.not.include('Pista 00');
    expect(await paging.count()).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
