import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { INVOICE_MSG } from '../../src/contracts/invoicing.contract.js';
import { INVOICING } from '../../src/modules/invoicing/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

const WIDTHS = [360, 1440] as const;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"><cfdi:Emisor Rfc="EKU9003173C9"/></cfdi:Comprobante>');

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(', ')}`), where).to.deep.equal([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: nothing wider than the window`).to.be.at.most(0);
}

describe('Invoices (factura) in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  /** A driver with a completed payment of 1,500 MXN for 'Copa Factura', recorded by an admin. */
  async function paidDriver() {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Carla', apellido: 'Admin' });
    const driver = await createUser(suite.context, { nombre: 'Sofía', apellido: 'Luna' });
    const championship = await addChampionship(suite.context, { nombre: 'Copa Factura', precio: 1500 });
    const adminActor = { id: admin.id, rol: 'admin' as const, suspendido: false };
    const { _id: pagoId } = await suite.context.container.get(PAYMENTS.CreateManualPayment).execute(adminActor, { usuarioId: driver.id, campeonatoId: championship.id, monto: 1500, moneda: 'mxn' });
    return { admin, driver, pagoId, driverActor: { id: driver.id, rol: 'user' as const, suspendido: false } };
  }

  it('asks for the invoice from the profile: each field’s Spanish error, uses offered by régimen, then the request (360 and 1440 px)', async () => {
    const { driver } = await paidDriver();
    // The flow runs once at 360 px and checks each screen at both widths by resizing the window (docs/adr/0052).
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto('/perfil#facturas');
      const section = page.getByRole('region', { name: 'Mis facturas' });
      await section.getByText('Copa Factura').waitFor();
      await section.getByRole('button', { name: /Solicitar factura/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Solicitar factura' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Correo para la factura').inputValue()).to.equal(driver.email);

      await dialog.getByLabel('RFC').fill('XAXX010101000');
      await dialog.getByLabel('Nombre o razón social').fill('Sofía Luna');
      await dialog.getByLabel('Régimen fiscal').selectOption('605');
      const uses = await dialog.getByLabel('Uso del CFDI').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(uses).to.include('D01').and.not.include('G03');
      await dialog.getByLabel('Código postal').fill('123');
      await dialog.getByRole('button', { name: 'Solicitar factura' }).click();
      await dialog.locator('.field__error', { hasText: INVOICE_MSG.rfcGeneric }).waitFor();
      await dialog.locator('.field__error', { hasText: INVOICE_MSG.postalCodeInvalid }).waitFor();
      await dialog.locator('.field__error', { hasText: INVOICE_MSG.useRequired }).waitFor();
      expect(await dialog.getByLabel('RFC').getAttribute('aria-invalid')).to.equal('true');
      await waitForQuietNetwork(page);
      await atWidths(page, WIDTHS, async (width) => {
        await page.screenshot({ path: `${ARTIFACTS_DIR}/invoice-form-errors-${width}.png`, fullPage: true });
        await expectAccessible(page, `invoice form with errors at ${width} px`);
      });
      expect(await suite.context.knex('invoice_requests').count({ n: '*' }).first()).to.deep.include({ n: 0 });

      // The request itself at 1440 px.
      await page.setViewportSize({ width: 1440, height: 900 });
      {
        const width = 1440;
        await dialog.getByLabel('RFC').fill('GODE561231GR8');
        await dialog.getByLabel('Régimen fiscal').selectOption('612');
        await dialog.getByLabel('Uso del CFDI').selectOption('G03');
        await dialog.getByLabel('Código postal').fill('06600');
        await dialog.getByRole('button', { name: 'Solicitar factura' }).click();
        await page.getByText(INVOICE_MSG.requested).waitFor();
        await section.getByText('Factura solicitada').waitFor();
        const rows = await suite.context.knex('invoice_requests').select('rfc', 'razonSocial', 'usoCfdi');
        expect(rows).to.deep.equal([{ rfc: 'GODE561231GR8', razonSocial: 'SOFÍA LUNA', usoCfdi: 'G03' }]);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/invoice-requested-${width}.png`, fullPage: true });
      }
      await page.close();
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('gives admins the queue with each payment, issues with the PDF and XML, and the driver downloads them (360 and 1440 px)', async () => {
    const { admin, driver, pagoId, driverActor } = await paidDriver();
    await suite.context.container.get(INVOICING.RequestInvoice).execute(driverActor, { pagoId, rfc: 'GODE561231GR8', razonSocial: 'Sofía Luna', regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: 'facturas@sofia.mx' });

    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, admin.email, admin.password);
      await page.goto('/admin');
      await page.getByRole('region', { name: '1 factura por emitir' }).getByRole('link', { name: 'Revisar' }).click();
      await page.getByRole('heading', { name: 'Facturas por emitir', level: 1 }).waitFor();
      await page.getByText('GODE561231GR8').first().waitFor();
      await page.getByText('Copa Factura').first().waitFor();
      await page.getByText('Sofía Luna').first().waitFor();
      expect(await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).to.equal('/api/facturas/admin/export.csv?estado=pendiente');
      await waitForQuietNetwork(page);
      await atWidths(page, WIDTHS, async (width) => {
        await page.screenshot({ path: `${ARTIFACTS_DIR}/invoice-queue-${width}.png`, fullPage: true });
        await expectAccessible(page, `invoice queue at ${width} px`);
      });

      await page.getByRole('button', { name: 'Marcar emitida la factura de GODE561231GR8' }).click();
      const dialog = page.getByRole('dialog', { name: /Marcar emitida/ });
      await dialog.getByRole('button', { name: 'Marcar emitida' }).click();
      await dialog.getByText(INVOICE_MSG.pdfRequired).waitFor();
      await dialog.getByText(INVOICE_MSG.xmlRequired).waitFor();
      await dialog.getByLabel('PDF de la factura').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') });
      await dialog.getByLabel('XML de la factura (CFDI)').setInputFiles({ name: 'factura.xml', mimeType: 'application/xml', buffer: XML });
      await dialog.getByRole('button', { name: 'Marcar emitida' }).click();
      await dialog.getByText(INVOICE_MSG.pdfInvalid).waitFor();
      await atWidths(page, WIDTHS, async (width) => {
        await page.screenshot({ path: `${ARTIFACTS_DIR}/invoice-issue-errors-${width}.png`, fullPage: true });
        await expectAccessible(page, `issue dialog with errors at ${width} px`);
      });

      // Issued at 1440 px.
      await page.setViewportSize({ width: 1440, height: 900 });
      {
        await dialog.getByLabel('PDF de la factura').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
        await dialog.getByRole('button', { name: 'Marcar emitida' }).click();
        await page.getByText(INVOICE_MSG.issued).waitFor();
        await page.getByText('No hay facturas por emitir.').waitFor();
        const mails = await suite.context.knex('mail_outbox').where({ subject: 'Tu factura está lista' }).select('to');
        expect(mails).to.deep.equal([{ to: 'facturas@sofia.mx' }]);
      }
      await page.close();
    }

    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    const section = page.getByRole('region', { name: 'Mis facturas' });
    await section.getByText('Factura emitida').waitFor();
    const href = await section.getByRole('link', { name: 'PDF' }).getAttribute('href');
    const download = await page.request.get(href!);
    expect([download.status(), Buffer.compare(await download.body(), PDF)]).to.deep.equal([200, 0]);
    await waitForQuietNetwork(page);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/invoice-issued-profile-360.png`, fullPage: true });
    await expectAccessible(page, 'profile with an issued invoice at 360 px');
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
