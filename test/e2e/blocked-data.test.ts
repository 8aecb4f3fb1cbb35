import { expect } from 'chai';
import { BLOCKED_PAGE } from '../../src/contracts/data-rights.contract.js';
import { DATA_RIGHTS } from '../../src/modules/data-rights/index.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

const WIDTHS = [360, 1440] as const;

describe("The superadmin's 'Datos bloqueados' in the browser", function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it("lists a cancelled account, shows its kept payment and invoice with why and until when, and downloads the invoice, each read in the log; an admin has no way in, at 360 and 1440 px with axe", async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    const superadmin = await createUser(suite.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    const driver = await createUser(suite.context, { nombre: 'Beto', apellido: 'Piloto' });
    // A completed payment and its issued invoice, then the driver cancels his account.
    const adminPage = await suite.newPage({ width: 1440, height: 900 });
    await signIn(adminPage, admin.email, admin.password);
    const c = await adminPage.request.post('/api/campeonatos', {
      multipart: { nombreCampeonato: 'Copa Bloqueo', categoria: 'Deportivos', detallesCampeonato: 'Ocho fechas.', reglas: 'Limpio.', fechaInicio: '2030-04-01', fechaFin: '2030-06-30', participantesMaximos: '20', precio: '1500' },
    });
    expect(c.status()).to.equal(201);
    const paid = await adminPage.request.post('/api/payments/admin/manual', { data: { usuarioId: driver.id, campeonatoId: ((await c.json()) as { data: { id: string } }).data.id, monto: '1500' } });
    expect(paid.status()).to.equal(201);
    const pagoId = ((await paid.json()) as { pago: { id: string } }).pago.id;
    const pdf = await suite.context.container.get(PLATFORM.PrivateFiles).save('facturas', Buffer.from('%PDF-1.7\n%%EOF\n'), 'pdf');
    const now = new Date().toISOString();
    await suite.context.knex('invoice_requests').insert({ id: 'fact-1', pagoId, userId: driver.id, estado: 'emitida', rfc: 'PIBE800101AAA', razonSocial: 'BETO PILOTO', regimenFiscal: '605', usoCfdi: 'S01', codigoPostal: '06700', email: driver.email, solicitadaEn: now, emitidaEn: now, emitidaPor: admin.id, pdfKey: pdf.url, xmlKey: null });
    await suite.context.container.get(DATA_RIGHTS.CancelAccount).execute({ id: driver.id, rol: 'user', suspendido: false }, { confirmacion: 'CANCELAR' });

    // The admin has neither the entry nor the screen.
    await adminPage.goto('/admin');
    await adminPage.getByRole('heading', { name: 'Bienvenido al Panel de Administración' }).waitFor();
    expect(await adminPage.getByRole('link', { name: 'Datos bloqueados' }).count()).to.equal(0);
    await adminPage.goto('/admin/datos-bloqueados');
    await adminPage.getByText('Página no encontrada').first().waitFor();

    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, superadmin.email, superadmin.password);
    await page.goto('/admin');
    // The superadmin's own entry of the admin nav (the menu, closed on a phone, holds it).
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Datos bloqueados' }).click();
    await page.getByRole('heading', { name: 'Datos bloqueados', level: 1 }).waitFor();
    await page.getByText(`Beto Piloto (${driver.email})`).waitFor();
    await page.getByText('Pagos: 1 · Facturas: 1').waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `blocked accounts at ${width}px`);
    });

    // By keyboard, to the account's kept data.
    await page.getByRole('link', { name: 'Ver datos bloqueados de Beto Piloto' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Datos bloqueados de Beto Piloto', level: 1 }).waitFor();
    const invoices = page.getByRole('region', { name: 'Facturas' });
    await invoices.getByText(/Por qué se conserva: Código Fiscal de la Federación, art\. 30/).waitFor();
    const invoice = invoices.getByRole('article', { name: 'Facturas 1' });
    await invoice.getByText('PIBE800101AAA').waitFor();
    await invoice.getByText(/^Se conserva hasta el \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByRole('region', { name: 'Pagos' }).getByRole('article', { name: 'Pagos 1' }).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `one account's blocked data at ${width}px`);
    });
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('link', { name: 'Descargar el PDF de facturas 1' }).click()]);
    expect(download.suggestedFilename()).to.match(/\.pdf$/);

    // Each read recorded: the list, the account, the file.
    const reads = await suite.context.knex('audit_log').where({ accion: 'datos-bloqueados.consultados' }).orderBy('creadoEl').select('actorId', 'objetoTipo', 'objetoId');
    expect(reads).to.deep.equal([
      { actorId: superadmin.id, objetoTipo: 'datos-bloqueados', objetoId: null },
      { actorId: superadmin.id, objetoTipo: 'usuario', objetoId: driver.id },
      { actorId: superadmin.id, objetoTipo: 'usuario', objetoId: driver.id },
    ]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('pages the cancelled accounts with Anterior and Siguiente, each page read once in the log, clean at 360 and 1440 px', async () => {
    const superadmin = await createUser(suite.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    // Two more than a page, written as a cancellation leaves them: the latest cancelled is Cuenta 51.
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
    const ids = Array.from({ length: 52 }, (_, i) => `cancelada-${String(i).padStart(2, '0')}`);
    await suite.context.knex('users').insert(ids.map((id, i) => ({ id, email: `${id}@ejemplo.test`, nombre: 'Cuenta', apellido: String(i).padStart(2, '0'), createdAt: at(i), updatedAt: at(i), blockedAt: at(i) })));
    await suite.context.knex('blocked_accounts').insert(ids.map((userId, i) => ({ userId, bloqueadaEn: at(i), conservarHasta: '2030-01-01T00:00:00.000Z', eliminadaEn: null, resumen: null })));

    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, superadmin.email, superadmin.password);
    await page.goto('/admin/datos-bloqueados');
    const table = page.getByRole('table', { name: 'Cuentas canceladas' });
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await table.getByText('Cuenta 51 (cancelada-51@ejemplo.test)').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(BLOCKED_PAGE.size);
    await paging.getByText('Página 1').waitFor();
    expect(await paging.getByRole('button', { name: 'Anterior' }).isDisabled()).to.equal(true);
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `blocked accounts, first page, at ${width}px`);
    });

    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await paging.getByText('Página 2').waitFor();
    await table.getByText('Cuenta 00 (cancelada-00@ejemplo.test)').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(52 - BLOCKED_PAGE.size);
    expect(await table.innerText()).to.not.include('Cuenta 51');
    expect(await paging.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    await atWidths(page, WIDTHS, async (width) => {
      await expectCleanAt(page, `blocked accounts, last page, at ${width}px`);
    });
    await paging.getByRole('button', { name: 'Anterior' }).click();
    await table.getByText('Cuenta 51 (cancelada-51@ejemplo.test)').waitFor();

    // Each page asked of the server is one read in the log; going back shows the page already read.
    const reads = await suite.context.knex('audit_log').where({ accion: 'datos-bloqueados.consultados' }).select('objetoTipo', 'cambios');
    expect(reads.map((r: { objetoTipo: string }) => r.objetoTipo)).to.deep.equal(['datos-bloqueados', 'datos-bloqueados']);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
