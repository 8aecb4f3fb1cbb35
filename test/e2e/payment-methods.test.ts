import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { Actor } from '../../src/modules/identity/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { atWidths, axeViolations, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, enrolUser } from './championship-data.js';

const ADMIN: Actor = { id: 'admin-e2e', rol: 'admin', suspendido: false };

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).to.be.at.most(0);
}

describe('Paying with OXXO in the browser (demo gateway)', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  // Each flow runs once at 360 px and checks each of its screens at both widths by resizing the window (docs/adr/0052).
  it('chooses OXXO, sees the held place on /pago-pendiente and in the profile, then simulates the payment, at 360 and 1440 px', async () => {
    const driver = await createUser(suite.context, { nombre: 'Olga', apellido: 'Cruz', email: 'olga@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Efectivo', precio: 250, max: 5, startsIn: 20 });
    await suite.context.container.get(PAYMENTS.SaveMethodSettings).execute(ADMIN, c.id, { oxxo: true, spei: true, msi: true });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);

    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('heading', { name: 'Copa Efectivo', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    const picker = modal.getByRole('group', { name: '¿Cómo quieres pagar?' });
    await picker.waitFor();
    // 250 MXN is under Stripe's minimum for meses sin intereses: offered, but disabled with the reason.
    expect(await picker.getByRole('radio', { name: 'Tarjeta a meses sin intereses' }).isDisabled()).to.equal(true);
    await picker.getByText('No disponible: Meses sin intereses solo se ofrece cuando el precio es de al menos $300 MXN.').waitFor();
    await picker.getByText('Nada se cobra de verdad').waitFor();
    await picker.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
    await modal.getByRole('button', { name: 'Generar ficha OXXO' }).waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoSeriousViolations(page, `choosing OXXO at ${width}`);
      await expectNoPageOverflow(page, `choosing OXXO at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-oxxo-choose-${width}.png` });
    });
    await modal.getByRole('button', { name: 'Generar ficha OXXO' }).click();

    await waitForPath(page, '/pago-demo');
    await page.getByText('Efectivo en OXXO').waitFor();
    await page.getByRole('button', { name: 'Generar ficha OXXO (simulada)' }).click();

    await waitForPath(page, '/pago-pendiente');
    await page.getByRole('heading', { name: 'Lugar apartado', level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'Copa Efectivo' });
    await card.getByText('Referencia OXXO').waitFor();
    const text = await card.innerText();
    expect(text).to.match(/Referencia OXXO\s*9000\d{14}/);
    expect(text).to.contain('Efectivo en OXXO').and.contain('$250 MXN').and.contain('(hora del centro de México)').and.contain('te confirmamos el siguiente día hábil');
    expect(text).to.contain('Lugar apartado hasta');
    expect(await card.getByRole('link', { name: /Ver \/ imprimir ficha/ }).count()).to.equal(1);
    await page.getByRole('button', { name: 'Simular el pago' }).waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      await expectNoSeriousViolations(page, `/pago-pendiente at ${width}`);
      await expectNoPageOverflow(page, `/pago-pendiente at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-oxxo-pending-${width}.png`, fullPage: true });
    });

    await page.goto('/perfil');
    const pending = page.getByRole('region', { name: 'Pagos pendientes' });
    await pending.getByText('Referencia OXXO').waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      expect(await pending.innerText()).to.contain('Copa Efectivo').and.contain('Lugar apartado').and.contain('$250 MXN');
      await expectNoSeriousViolations(page, `profile's pending payment at ${width}`);
      await expectNoPageOverflow(page, `profile at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-oxxo-profile-${width}.png`, fullPage: true });
    });

    await page.goBack();
    await waitForPath(page, '/pago-pendiente');
    await page.getByRole('button', { name: 'Simular el pago' }).click();
    await waitForPath(page, '/pago-exitoso');
    await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').waitFor();
    await page.goto('/perfil');
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    expect(await page.getByRole('region', { name: 'Pagos pendientes' }).count()).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  const WIDTHS = [360, 1280];
  it("words SPEI's pending page as a transfer confirmed in minutes, and every deadline with its date in one wording, at 360 and 1280 px", async () => {
    const driver = await createUser(suite.context, { nombre: 'Olga', apellido: 'Cruz', email: 'spei@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Transferencia', precio: 700, max: 5, startsIn: 20 });
    await suite.context.container.get(PAYMENTS.SaveMethodSettings).execute(ADMIN, c.id, { oxxo: true, spei: true, msi: false });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);
    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await modal.getByRole('group', { name: '¿Cómo quieres pagar?' }).getByRole('radio', { name: 'Transferencia SPEI' }).check();
    await modal.getByRole('button', { name: 'Ver datos para transferir' }).click();
    await waitForPath(page, '/pago-demo');
    // The demo gateway's deadline carries its date, in the one wording.
    const deadline = /\d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\)/;
    await page.getByRole('button', { name: 'Generar datos de transferencia (simulados)' }).waitFor();
    const demoText = await page.locator('main').innerText();
    expect(demoText).to.match(new RegExp(`antes del ${deadline.source}`));
    expect(demoText).not.to.contain('Ciudad de México');
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `/pago-demo for SPEI at ${width}`);
    });
    await page.getByRole('button', { name: 'Generar datos de transferencia (simulados)' }).click();

    await waitForPath(page, '/pago-pendiente');
    const card = page.getByRole('region', { name: 'Copa Transferencia' });
    await card.getByText('CLABE').first().waitFor();
    const text = await card.innerText();
    for (const voucherWords of ['La ficha vence', 'Ver / imprimir ficha', 'siguiente día hábil', 'ficha']) expect(text, voucherWords).not.to.contain(voucherWords);
    expect(text).to.contain('Cuando hagas la transferencia, la confirmamos en minutos');
    expect(text).to.match(new RegExp(`Lugar apartado hasta\\s*${deadline.source}`));
    await page.getByRole('button', { name: 'Simular que el plazo vence' }).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `SPEI's /pago-pendiente at ${width}`);
      await expectNoPageOverflow(page, `SPEI's /pago-pendiente at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-spei-pending-${width}.png`, fullPage: true });
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('says so when he asks SPEI while his card checkout is open, and cancels it to start again with SPEI, at 360 and 1280 px', async () => {
    const driver = await createUser(suite.context, { nombre: 'Olga', apellido: 'Cruz', email: 'cambia@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Cambio', precio: 600, max: 5, startsIn: 20 });
    await suite.context.container.get(PAYMENTS.SaveMethodSettings).execute(ADMIN, c.id, { oxxo: false, spei: true, msi: false });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);
    const choose = async (method: string, button: string) => {
      await page.goto(`/campeonatos/${c.id}`);
      await page.getByRole('heading', { name: 'Copa Cambio', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
      const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
      await modal.getByRole('group', { name: '¿Cómo quieres pagar?' }).getByRole('radio', { name: method }).check();
      await modal.getByRole('button', { name: button }).click();
      return modal;
    };
    await choose('Tarjeta', 'Pagar con tarjeta');
    await waitForPath(page, '/pago-demo');
    // He comes back and asks for SPEI: told, not sent to his card checkout.
    const modal = await choose('Transferencia SPEI', 'Ver datos para transferir');
    await modal.getByRole('alert').getByText('Ya tienes un pago abierto con Tarjeta para este campeonato. Para seguir con él, elige Tarjeta; o cancélalo y empieza de nuevo con Transferencia SPEI.').waitFor();
    expect(new URL(page.url()).pathname).to.equal(`/campeonatos/${c.id}`);
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `another method asked at ${width}`);
      await expectNoPageOverflow(page, `another method asked at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-other-method-${width}.png` });
    });
    await modal.getByRole('button', { name: 'Cancelarlo y empezar de nuevo' }).click();
    await waitForPath(page, '/pago-demo');
    await page.getByText('Transferencia SPEI').first().waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('tells a driver whose late OXXO payment found no place the truth on /pago-exitoso and /pago-pendiente, at 360 and 1280 px', async () => {
    const driver = await createUser(suite.context, { nombre: 'Olga', apellido: 'Cruz', email: 'tarde@ejemplo.test', password: 'secreto1' });
    const other = await createUser(suite.context, { email: 'otro@ejemplo.test' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Tardía', precio: 250, max: 1, startsIn: 20 });
    await suite.context.container.get(PAYMENTS.SaveMethodSettings).execute(ADMIN, c.id, { oxxo: true, spei: false, msi: false });
    const actor: Actor = { id: driver.id, rol: 'user', suspendido: false };
    const demo = suite.context.container.get(PAYMENTS.DemoCheckout);
    // Her voucher holds the place, expires unpaid, another driver takes the place, then her cash arrives.
    const { sessionId } = await suite.context.container.get(PAYMENTS.CreateCheckout).execute(actor, { campeonatoId: c.id, metodo: 'oxxo' });
    await demo.pay(actor, sessionId);
    await demo.simulateExpired(actor, sessionId);
    await enrolUser(suite.context, c.id, other.id);
    await demo.simulatePaid(actor, sessionId);

    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);
    await page.goto(`/pago-exitoso?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Pago recibido, sin lugar por ahora', level: 1 }).waitFor();
    const said = await page.getByRole('status').filter({ hasText: 'todavía no estás inscrito' }).innerText();
    expect(said).to.contain('Recibimos tu pago, pero ya no quedaba lugar para ti: todavía no estás inscrito.');
    expect(said).to.contain('Un administrador te inscribe sobre el cupo o te reembolsa el pago completo').and.match(/a más tardar el \d{1,2} de [a-z]+ de \d{4} a las 23:59 \(hora del centro de México\)/);
    expect(await page.locator('main').innerText()).not.to.contain('Inscripción confirmada');
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `/pago-exitoso without a place at ${width}`);
      await expectNoPageOverflow(page, `/pago-exitoso without a place at ${width}`);
      await page.screenshot({ path: `/tmp/parrilla-paid-without-place-${width}.png`, fullPage: true });
    });

    await page.goto(`/pago-pendiente?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Sin lugar por ahora', level: 1 }).waitFor();
    const pendingSaid = await page.getByRole('status').filter({ hasText: 'todavía no estás inscrito' }).innerText();
    expect(pendingSaid).to.contain('a más tardar el').and.contain('(hora del centro de México)');
    expect(await page.locator('main').innerText()).not.to.contain('tu inscripción está confirmada');
    await atWidths(page, WIDTHS, async (width) => {
      await expectNoSeriousViolations(page, `/pago-pendiente without a place at ${width}`);
      await expectNoPageOverflow(page, `/pago-pendiente without a place at ${width}`);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
