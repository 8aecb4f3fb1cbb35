import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY, type Actor } from '../../src/modules/identity/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { atWidths, axeViolations, guideShot, signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

describe('Admin: payment methods of a championship and a manual OXXO refund, in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  const admin = { email: 'jefa@ejemplo.test', password: 'admin123' };
  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...admin, nombre: 'Laura', apellido: 'Jefa' });
  });

  // The flow runs once at 360 px and checks each of its screens at both widths by resizing the window (docs/adr/0052).
  it("switches OXXO on with the form's one button, finds the paid voucher by method and refunds it by hand with a checked CLABE, at 360 and 1440 px", async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Ficha', precio: 250, max: 5, startsIn: 20 });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Editar Copa Ficha' }).click();
    let drawer = page.getByRole('dialog', { name: 'Editar Copa Ficha' });
    let methods = drawer.getByRole('group', { name: 'Métodos de pago' });
    await methods.getByText('No se ofrece a los pilotos: Meses sin intereses solo se ofrece cuando el precio es de al menos $300 MXN.').waitFor();
    // One form, one save: there is no second button for the methods.
    expect(await drawer.getByRole('button', { name: 'Guardar métodos de pago' }).count()).to.equal(0);
    // A price above OXXO's limit says at once why drivers would not be offered it.
    await drawer.getByLabel('Precio (MXN)').fill('12000');
    await methods.getByText('No se ofrece a los pilotos: Efectivo en OXXO solo se ofrece cuando el precio está entre $10 y $10,000 MXN (los límites de OXXO).').waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoSeriousViolations(page, `methods with a price above OXXO's limit at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-admin-methods-oxxo-limit-${width}.png` });
    });
    await drawer.getByLabel('Precio (MXN)').fill('250');
    await methods.getByLabel('Efectivo en OXXO').check();
    await methods.getByLabel('Tarjeta a meses sin intereses').check();
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').first().waitFor();
    await drawer.waitFor({ state: 'detached' });
    // Saved: opened again, the form shows them ticked, and drivers are offered OXXO.
    await page.getByRole('button', { name: 'Editar Copa Ficha' }).click();
    drawer = page.getByRole('dialog', { name: 'Editar Copa Ficha' });
    methods = drawer.getByRole('group', { name: 'Métodos de pago' });
    await methods.getByText('La tarjeta se acepta siempre.', { exact: false }).waitFor();
    expect(await methods.getByLabel('Efectivo en OXXO').isChecked()).to.equal(true);
    expect(await methods.getByLabel('Tarjeta a meses sin intereses').isChecked()).to.equal(true);
    expect(await methods.getByLabel('Transferencia SPEI').isChecked()).to.equal(false);
    const saved = await suite.context.container.get(PAYMENTS.GetMethodOptions).execute({ id: 'x', rol: 'user', suspendido: false }, c.id);
    expect(saved.ajustes).to.deep.equal({ oxxo: true, spei: false, msi: true });
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoSeriousViolations(page, `methods form at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-admin-methods-${width}.png` });
      if (width >= 1024) {
        // The page behind the drawer from its top, as when it was opened at this width.
        await page.evaluate(() => window.scrollTo(0, 0));
        await guideShot(page, 'metodos-de-pago');
      }
    });
    await drawer.getByRole('button', { name: 'Cancelar' }).click();

    // A driver pays with OXXO on the demo gateway.
    const driver = await createUser(suite.context, { nombre: 'Olga', apellido: 'Cruz' });
    const actor: Actor = { id: driver.id, rol: 'user', suspendido: false };
    const { sessionId } = await suite.context.container.get(PAYMENTS.CreateCheckout).execute(actor, { campeonatoId: c.id, metodo: 'oxxo' });
    await suite.context.container.get(PAYMENTS.DemoCheckout).pay(actor, sessionId);
    await suite.context.container.get(PAYMENTS.DemoCheckout).simulatePaid(actor, sessionId);

    await page.goto('/admin/pagos');
    await page.getByRole('heading', { name: 'Pagos', level: 1 }).waitFor();
    await page.getByLabel('Método', { exact: true }).selectOption('oxxo');
    const table = page.getByRole('table', { name: 'Lista de pagos' });
    await page.getByText('1 pago con estos filtros').waitFor();
    expect(await table.innerText()).to.contain('Olga Cruz').and.contain('Efectivo en OXXO');
    await table.getByRole('button', { name: /Ver detalles/ }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del pago' });
    const refund = details.getByRole('region', { name: 'Reembolsar (manual, por SPEI)' });
    await refund.getByLabel('CLABE del piloto (18 dígitos)').fill('032180000118359718');
    await refund.getByRole('button', { name: 'Reembolsar' }).click();
    await refund.getByText('La CLABE no es válida: su dígito verificador no coincide').waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoSeriousViolations(page, `manual refund with its error at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-admin-refund-${width}.png` });
    });
    await refund.getByLabel('CLABE del piloto (18 dígitos)').fill('032180000118359719');
    await refund.getByRole('button', { name: 'Reembolsar' }).click();
    await details.getByText(/a la CLABE 032180000118359719 · pendiente de enviar/).waitFor();
    await details.getByRole('region', { name: 'Enviar el reembolso manual' }).waitFor();
    await details.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByLabel('Situación', { exact: true }).selectOption('reembolso-manual-pendiente');
    await table.getByText('Reembolso manual pendiente').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(1);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
