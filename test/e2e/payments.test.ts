import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { atWidths, axeViolations, expectCleanAt, guideShot, signIn, useBrowserSuite, waitForPath, pickChampionship } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { addChampionship, enrolUser } from './championship-data.js';

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).to.deep.equal([]);
}

/** What a screen reader says of the page's labelled elements: none says «de el» or «a el». */
async function expectContractedLabels(page: Page, where: string): Promise<void> {
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title], img[alt]')].flatMap((el) => ['aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').filter(Boolean)),
  );
  expect(labels.length, where).to.be.greaterThan(0);
  expect(labels.filter((label) => /(^|[^\p{L}])(de|a|De|A) el(?![\p{L}])/u.test(label)), where).to.deep.equal([]);
}

/** Nothing wider than the window: whatever does not fit scrolls inside its own box. */
async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).to.be.at.most(0);
}

/** From the championship page to the demo checkout: INSCRIBIRME, then 'Pagar con tarjeta' in the modal. */
async function startCheckout(page: Page, championshipId: string, name: string): Promise<void> {
  await page.goto(`/campeonatos/${championshipId}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
  const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
  await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await waitForPath(page, '/pago-demo');
}

/** A manual payment recorded through the admin API with the page's session (the seed of the admin tests). */
async function recordManualPayment(page: Page, body: { usuarioId: string; campeonatoId: string; monto: number; estado?: string; notasAdmin?: string }): Promise<string> {
  const response = await page.request.post('/api/payments/admin/manual', { data: { moneda: 'mxn', ...body } });
  expect(response.status(), await response.text()).to.equal(201);
  return ((await response.json()) as { pago: { _id: string } }).pago._id;
}

/** How many drivers the championship has, as its public page reads it. */
async function registered(page: Page, championshipId: string): Promise<number> {
  const response = await page.request.get(`/api/campeonatos/${championshipId}`);
  return ((await response.json()) as { participantesRegistrados: number }).participantesRegistrados;
}

describe('Card payments in the browser (demo gateway)', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('pays from the enrol card through /pago-demo to /pago-exitoso, and the championship then says YA INSCRITO', async () => {
    const driver = await createUser(suite.context, { nombre: 'Marisol', apellido: 'Tapia', email: 'marisol@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Centavos', precio: 1499.5, categoria: 'Deportivos', max: 5 });
    const page = await suite.newPage({ width: 1280 });
    await signIn(page, driver.email, driver.password);

    await page.goto(`/campeonatos/${c.id}`);
    await page.getByText('5 de 5 cupos disponibles').waitFor();
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await modal.getByText('$1,499.50 MXN').waitFor();
    await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await waitForPath(page, '/pago-demo');
    expect(new URL(page.url()).searchParams.get('session_id')).to.be.a('string').and.not.equal('');

    await page.getByText('Modo demostración: no se realiza ningún cobro').waitFor();
    await page.getByRole('heading', { name: 'Copa Centavos' }).waitFor();
    await page.getByText('$1,499.50 MXN').waitFor();
    await expectNoSeriousViolations(page, '/pago-demo');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await waitForPath(page, '/pago-exitoso');
    await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').waitFor();
    await page.getByText(/Te enviamos un correo de confirmación/).waitFor();
    const details = page.getByRole('region', { name: 'Detalles del campeonato' });
    expect(await details.innerText()).to.contain('Copa Centavos').and.contain('Deportivos').and.contain('$1,499.50 MXN');
    await expectNoSeriousViolations(page, '/pago-exitoso');
    await page.screenshot({ path: '/tmp/parrilla-payment-success-1280.png', fullPage: true });

    // Coming back to the success page (a reload, the back button) verifies again without a second enrolment.
    await page.reload();
    await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').waitFor();

    await page.getByRole('link', { name: 'Ver campeonato' }).click();
    await waitForPath(page, `/campeonatos/${c.id}`);
    const enrolled = page.getByRole('button', { name: 'YA INSCRITO' });
    await enrolled.waitFor();
    expect(await enrolled.isDisabled()).to.equal(true);
    await page.getByText('4 de 5 cupos disponibles').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('tells the driver on /pago-exitoso, at 360 px, that the number he chose was taken while he paid', async () => {
    const driver = await createUser(suite.context, { nombre: 'Marisol', apellido: 'Tapia', email: 'marisol@ejemplo.test', password: 'secreto1' });
    const other = await createUser(suite.context, { nombre: 'Otro', apellido: 'Piloto', email: 'otro@ejemplo.test' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Números', precio: 900, max: 5 });
    await enrolUser(suite.context, c.id, other.id);
    const page = await suite.newPage({ width: 360 });
    await signIn(page, driver.email, driver.password);
    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await modal.getByRole('textbox', { name: 'Número de auto' }).fill('27');
    await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await waitForPath(page, '/pago-demo');
    // While he is on the checkout, the other driver takes 27.
    await suite.context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: other.id, rol: 'user', suspendido: false }, c.id, { numeroAuto: 27 });
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await waitForPath(page, '/pago-exitoso');
    await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').waitFor();
    const warning = page.getByRole('alert').filter({ hasText: 'no pudimos guardar todo lo que elegiste' });
    await warning.getByText('El número de auto 27 ya lo tiene otro piloto en este campeonato: elige otro número desde la página del campeonato.').waitFor();
    await expectNoSeriousViolations(page, '/pago-exitoso with a warning');
    await expectNoPageOverflow(page, '/pago-exitoso at 360 px');
    await page.screenshot({ path: '/tmp/parrilla-payment-success-taken-360.png', fullPage: true });
    expect(await registered(page, c.id)).to.equal(2);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('cancels on /pago-demo at 360 px: /pago-cancelado with its links, and the driver is not enrolled', async () => {
    const driver = await createUser(suite.context, { email: 'cancela@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Arrepentida', precio: 800 });
    const page = await suite.newPage({ width: 360, height: 740 });
    await signIn(page, driver.email, driver.password);
    await startCheckout(page, c.id, 'Copa Arrepentida');
    await page.getByText('Modo demostración: no se realiza ningún cobro').waitFor();
    await page.getByText('$800 MXN').waitFor();
    await expectNoPageOverflow(page, '/pago-demo at 360 px');
    await expectNoSeriousViolations(page, '/pago-demo at 360 px');
    await page.screenshot({ path: '/tmp/parrilla-payment-demo-360.png', fullPage: true });
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await waitForPath(page, '/pago-cancelado');
    await page.getByRole('heading', { name: 'Pago cancelado' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ver campeonatos' }).getAttribute('href')).to.equal('/campeonatos');
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).to.equal('/');
    await expectNoPageOverflow(page, '/pago-cancelado at 360 px');
    await expectNoSeriousViolations(page, '/pago-cancelado at 360 px');

    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).waitFor();
    expect(await page.getByRole('button', { name: 'YA INSCRITO' }).count()).to.equal(0);
  });

  it('says the specified error on /pago-exitoso without a session, with an unknown one, and for a cancelled one', async () => {
    const driver = await createUser(suite.context, { email: 'verifica@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Verificada' });
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    for (const path of ['/pago-exitoso', '/pago-exitoso?session_id=no-existe']) {
      await page.goto(path);
      await page.getByText('Error al verificar el pago. Por favor, contacta con soporte.').waitFor();
      expect(await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').count(), path).to.equal(0);
    }

    await startCheckout(page, c.id, 'Copa Verificada');
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await waitForPath(page, '/pago-cancelado');
    await page.goto(`/pago-exitoso?session_id=${encodeURIComponent(sessionId)}`);
    await page.getByText('Error al verificar el pago. Por favor, contacta con soporte.').waitFor();
    await expectNoSeriousViolations(page, '/pago-exitoso with an error');
  });

  it('shows the server’s refusal, or the specified fallback, above the pay button of the enrol modal', async () => {
    const driver = await createUser(suite.context, { email: 'rechazo@ejemplo.test', password: 'secreto1' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Rechazo' });
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.route('**/api/payments/crear-sesion', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Ya no quedan cupos en este campeonato', code: 'CHAMPIONSHIP_FULL' }) }),
    );
    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await modal.getByRole('alert').getByText('Ya no quedan cupos en este campeonato').waitFor();
    expect(new URL(page.url()).pathname).to.equal(`/campeonatos/${c.id}`);

    await page.unroute('**/api/payments/crear-sesion');
    await page.route('**/api/payments/crear-sesion', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await modal.getByRole('alert').getByText('Error al crear la sesión de pago').waitFor();
  });
});

describe('The admin payments screen in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: { email: string; password: string };
  beforeEach(async () => {
    await truncateAll(suite.context);
    admin = { email: 'jefa@ejemplo.test', password: 'admin123' };
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...admin, nombre: 'Laura', apellido: 'Jefa' });
  });

  async function openPayments(page: Page): Promise<void> {
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/pagos');
    await page.getByRole('heading', { name: 'Pagos', level: 1 }).waitFor();
  }

  it('filters the list (back to page 1 on every change), pages by 10 and shows ids as 8 characters', async () => {
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega', email: 'lucia@ejemplo.test' });
    const tomas = await createUser(suite.context, { nombre: 'Tomás', apellido: 'Ibarra', email: 'tomas@ejemplo.test' });
    const invierno = await addChampionship(suite.context, { nombre: 'Copa Invierno', precio: 1000, max: 30 });
    const verano = await addChampionship(suite.context, { nombre: 'Copa Verano', precio: 2000, max: 30 });
    const page = await suite.newPage({ width: 1280 });
    await openPayments(page);
    await page.getByText('No hay pagos para mostrar.').waitFor();

    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push(await recordManualPayment(page, { usuarioId: lucia.id, campeonatoId: invierno.id, monto: 1000 + i, estado: i < 9 ? 'pendiente' : 'fallido' }));
    }
    ids.push(await recordManualPayment(page, { usuarioId: tomas.id, campeonatoId: verano.id, monto: 2000 }));
    await page.reload();
    const table = page.getByRole('table', { name: 'Lista de pagos' });
    await page.getByText('12 pagos', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(10);
    const shownIds = await table.locator('tbody td[data-label="Pago"] code').allInnerTexts();
    expect(shownIds.every((text) => text.trim().length === 8)).to.equal(true);
    expect(ids.map((id) => id.slice(0, 8))).to.include.members(shownIds.map((t) => t.trim()));
    await expectNoSeriousViolations(page, '/admin/pagos list');
    await page.screenshot({ path: '/tmp/parrilla-payments-admin-1280.png', fullPage: true });
    await guideShot(page, 'pagos');

    const pager = page.getByRole('navigation', { name: 'Paginación' });
    // The next page is asked after the last payment shown, not by skipping the rows before it.
    const asked = page.waitForRequest((r) => r.url().includes('/api/payments/admin?'));
    await pager.getByRole('button', { name: 'Página siguiente' }).click();
    expect(new URL((await asked).url()).searchParams.get('despues')).to.be.a('string').and.not.equal('');
    await pager.getByText('Página 2 de 2').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(2);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `payments list, second page, at ${width} px`));
    await pager.getByRole('button', { name: 'Página anterior' }).click();
    await pager.getByText('Página 1 de 2').waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(10);
    await pager.getByRole('button', { name: 'Página siguiente' }).click();
    await pager.getByText('Página 2 de 2').waitFor();

    // A filter change goes back to the first page.
    await pickChampionship(page, 'Campeonato', 'Copa Invierno');
    await page.getByText('11 pagos con estos filtros').waitFor();
    await pager.getByText('Página 1 de 2').waitFor();
    await page.getByLabel('Estado', { exact: true }).selectOption('fallido');
    await page.getByText('2 pagos con estos filtros').waitFor();
    expect(await table.innerText()).to.contain('Fallido').and.not.contain('Pendiente');

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByLabel('Usuario', { exact: true }).fill('ibarra');
    await page.getByText('1 pago con estos filtros').waitFor();
    expect(await table.innerText()).to.contain('Tomás Ibarra').and.contain('Copa Verano').and.contain('$2,000 MXN');

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByText('12 pagos', { exact: true }).waitFor();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Desde').fill(tomorrow);
    await page.getByText('No hay pagos para mostrar.').waitFor();
    await page.getByLabel('Desde').fill('');
    await page.getByLabel('Hasta').fill(tomorrow);
    await page.getByText('12 pagos con estos filtros').waitFor();
  });

  it('records a manual payment with the searchable pickers, changes its state with a note, shows the log, resends and deletes after the warning', async () => {
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega', email: 'lucia@ejemplo.test' });
    await createUser(suite.context, { nombre: 'Tomás', apellido: 'Ibarra', email: 'tomas@ejemplo.test' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Manual', precio: 1250.75 });
    await addChampionship(suite.context, { nombre: 'Copa Otra' });
    const page = await suite.newPage({ width: 1280 });
    await openPayments(page);
    await page.getByText('No hay pagos para mostrar.').waitFor();

    await page.getByRole('button', { name: 'Registrar pago manual' }).click();
    const create = page.getByRole('dialog', { name: 'Registrar pago manual' });
    await create.getByRole('button', { name: 'Registrar pago' }).click();
    await create.getByText('Debes seleccionar un usuario.').waitFor();
    await create.getByText('Debes seleccionar un campeonato.').waitFor();
    const user = create.getByRole('combobox', { name: 'Usuario' });
    await user.fill('ortega');
    await create.getByText('1 coincidencia').waitFor();
    await create.getByRole('option', { name: /Lucía Ortega/ }).click();
    expect(await user.inputValue()).to.equal('Lucía Ortega');
    await pickChampionship(create, 'Campeonato', 'Copa Manual');
    expect(await create.getByRole('combobox', { name: 'Campeonato', exact: true }).inputValue()).to.equal('Copa Manual');
    // The championship's price fills the amount.
    expect(await create.getByLabel('Monto').inputValue()).to.equal('1250.75');
    expect(await create.getByLabel('Estado').inputValue()).to.equal('completado');
    await create.getByLabel('Notas (opcional)').fill('Pagó en efectivo en la pista');
    await expectNoSeriousViolations(page, 'manual payment modal');
    await create.getByRole('button', { name: 'Registrar pago' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByText('Pago manual registrado').waitFor();
    const table = page.getByRole('table', { name: 'Lista de pagos' });
    const row = table.locator('tbody tr').filter({ hasText: 'Lucía Ortega' });
    await row.getByText('Completado').waitFor();
    expect(await row.innerText()).to.contain('Copa Manual').and.contain('$1,250.75 MXN').and.contain('Manual');
    expect(await registered(page, c.id), 'a completed manual payment enrols').to.equal(1);
    expect((await suite.context.knex('payments').where({ campeonatoId: c.id }).select('userId')).map((p) => p.userId)).to.deep.equal([lucia.id]);

    await expectContractedLabels(page, 'list at 1280 px');
    expect(await row.getByRole('button', { name: /^Ver detalles del pago \S{8}$/ }).count()).to.equal(1);
    await row.getByRole('button', { name: /^Reenviar el correo de confirmación/ }).click();
    await page.getByText('Correo de confirmación reenviado al cliente').waitFor();

    // Deleting a completed payment is refused; the confirmation warned about it.
    await row.getByRole('button', { name: /^Eliminar el pago/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar pago?' });
    await confirm.getByText('Los pagos completados con inscripción deben marcarse antes como reembolsados.').waitFor();
    await expectNoSeriousViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(/^Error al eliminar el pago: /).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('button', { name: /^Cambiar el estado/ }).click();
    const edit = page.getByRole('dialog', { name: 'Cambiar estado del pago' });
    await edit.getByLabel('Nuevo estado').selectOption('reembolsado');
    await edit.getByText('Al reembolsarlo, el piloto deja de estar inscrito y su lugar queda libre.').waitFor();
    // A manual payment has nothing to give back through Stripe.
    expect(await edit.getByLabel('Reembolsar también en Stripe').count()).to.equal(0);
    await edit.getByLabel('Notas (opcional)').fill('Se dio de baja antes de la primera fecha');
    await expectNoSeriousViolations(page, 'state modal');
    await edit.getByRole('button', { name: 'Guardar estado' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Pago actualizado').waitFor();
    await row.getByText('Reembolsado').waitFor();
    expect(await registered(page, c.id), 'a refund releases the place').to.equal(0);

    await row.getByRole('button', { name: /^Ver detalles/ }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del pago' });
    const notes = details.getByRole('region', { name: 'Notas del administrador' });
    await notes.getByText(/Se dio de baja antes de la primera fecha/).waitFor();
    await notes.getByText(/Pagó en efectivo en la pista/).waitFor();
    expect(await details.innerText()).to.contain('Laura');
    await expectNoSeriousViolations(page, 'details modal');
    await details.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    await row.getByRole('button', { name: /^Eliminar el pago/ }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Pago eliminado').waitFor();
    await page.getByText('No hay pagos para mostrar.').waitFor();
  });

  it('offers "Reembolsar también en Stripe" only when refunding a Stripe payment', async () => {
    const page = await suite.newPage();
    const stripePayment = {
      _id: '0192f0aa-1111-7000-8000-000000000001',
      id: '0192f0aa-1111-7000-8000-000000000001',
      usuario: { _id: 'u1', nombre: 'Lucía', apellido: 'Ortega', email: 'lucia@ejemplo.test' },
      campeonato: { _id: 'c1', nombreCampeonato: 'Copa Stripe' },
      monto: 1500,
      moneda: 'mxn',
      estado: 'completado',
      esManual: false,
      creadoPor: null,
      pasarela: 'stripe',
      stripeSessionId: 'cs_test_a1',
      stripePaymentIntentId: 'pi_test_a1',
      fechaCompletado: '2026-11-20T18:00:00.000Z',
      fechaReembolso: null,
      notasAdmin: [],
      detalles: null,
      createdAt: '2026-11-20T17:55:00.000Z',
      updatedAt: '2026-11-20T18:00:00.000Z',
    };
    let sent: unknown = null;
    // The test server has no Stripe key: the Stripe payment is the answer of a stubbed list.
    await page.route('**/api/payments/admin?**', (route) => route.fulfill({ json: { pagos: [stripePayment], paginacion: { total: 1, paginas: 1, paginaActual: 1, porPagina: 10 } } }));
    await page.route('**/api/payments/admin/*/estado', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({ json: { message: 'Pago actualizado', pago: { ...stripePayment, estado: 'reembolsado' } } });
    });
    await openPayments(page);
    await page.getByRole('button', { name: /^Cambiar el estado/ }).click();
    const edit = page.getByRole('dialog', { name: 'Cambiar estado del pago' });
    await edit.getByLabel('Nuevo estado').waitFor();
    expect(await edit.getByLabel('Reembolsar también en Stripe').count()).to.equal(0);
    await edit.getByLabel('Nuevo estado').selectOption('reembolsado');
    await edit.getByLabel('Reembolsar también en Stripe').check();
    await edit.getByLabel('Notas (opcional)').fill('Reembolso solicitado');
    await edit.getByRole('button', { name: 'Guardar estado' }).click();
    await page.getByText('Pago actualizado').waitFor();
    expect(sent).to.deep.equal({ estado: 'reembolsado', notas: 'Reembolso solicitado', reembolsarEnPasarela: true });
  });

  it('shows the statistics: totals, the top championships and the last 6 months as a chart and a table', async () => {
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega' });
    const tomas = await createUser(suite.context, { nombre: 'Tomás', apellido: 'Ibarra' });
    const a = await addChampionship(suite.context, { nombre: 'Copa Estadística', precio: 1000 });
    const b = await addChampionship(suite.context, { nombre: 'Copa Segunda', precio: 500 });
    const page = await suite.newPage({ width: 1280 });
    await openPayments(page);
    await recordManualPayment(page, { usuarioId: lucia.id, campeonatoId: a.id, monto: 1000.5 });
    await recordManualPayment(page, { usuarioId: tomas.id, campeonatoId: a.id, monto: 1000 });
    await recordManualPayment(page, { usuarioId: lucia.id, campeonatoId: b.id, monto: 500 });
    await recordManualPayment(page, { usuarioId: tomas.id, campeonatoId: b.id, monto: 500, estado: 'pendiente' });

    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    const totals = page.getByRole('region', { name: 'Resumen general' });
    await totals.waitFor();
    const text = await totals.innerText();
    expect(text).to.match(/Total de pagos\s+4/).and.match(/Completados\s+3/).and.match(/Pendientes\s+1/).and.match(/Monto completado\s+\$2,500\.50 MXN/);
    const months = page.getByRole('region', { name: 'Últimos 6 meses' });
    await months.getByRole('img', { name: /Pagos completados y monto por mes/ }).waitFor();
    await months.locator('.recharts-bar-rectangle').first().waitFor();
    const monthRows = months.getByRole('table', { name: 'Pagos completados por mes' }).locator('tbody tr');
    expect(await monthRows.count()).to.equal(6);
    const thisMonth = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' }).format(new Date());
    const lastMonth = await monthRows.last().innerText();
    expect(lastMonth.toLowerCase()).to.contain(thisMonth);
    expect(lastMonth).to.match(/\b3\b/).and.contain('$2,500.50 MXN');
    const top = page.getByRole('table', { name: 'Campeonatos con más pagos completados' });
    const topRows = await top.locator('tbody tr').allInnerTexts();
    expect(topRows[0]).to.contain('Copa Estadística').and.contain('$2,000.50 MXN');
    expect(topRows[1]).to.contain('Copa Segunda');
    await expectNoSeriousViolations(page, 'statistics tab');
  });

  it('keeps every action reachable on a 360 px phone, with the list, the modals and the statistics inside the screen', async () => {
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega Villaseñor', email: 'lucia.ortega.villasenor@ejemplo.test' });
    const c = await addChampionship(suite.context, { nombre: 'Campeonato Con Nombre Muy Largo Para Teléfonos', precio: 1500 });
    const page = await suite.newPage({ width: 360, height: 740 });
    await openPayments(page);
    const id = await recordManualPayment(page, { usuarioId: lucia.id, campeonatoId: c.id, monto: 1500, estado: 'pendiente' });
    await page.reload();
    const table = page.getByRole('table', { name: 'Lista de pagos' });
    await table.getByText('Lucía Ortega Villaseñor').waitFor();
    await expectNoPageOverflow(page, 'list at 360 px');
    await expectNoSeriousViolations(page, 'list at 360 px');
    await expectContractedLabels(page, 'list at 360 px');
    const short = id.slice(0, 8);
    for (const name of [`Ver detalles del pago ${short}`, `Cambiar el estado del pago ${short}`, `Reenviar el correo de confirmación del pago ${short}`]) {
      expect(await table.getByRole('button', { name, exact: true }).count(), name).to.equal(1);
    }
    for (const name of [/^Ver detalles/, /^Cambiar el estado/, /^Reenviar el correo/, /^Eliminar el pago/]) {
      const button = table.getByRole('button', { name });
      expect(await button.isVisible(), String(name)).to.equal(true);
      const box = (await button.boundingBox())!;
      expect(box.x, String(name)).to.be.at.least(0);
      expect(box.x + box.width, String(name)).to.be.at.most(360);
    }
    await page.screenshot({ path: '/tmp/parrilla-payments-admin-360.png', fullPage: true });

    await table.getByRole('button', { name: /^Ver detalles/ }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del pago' });
    await details.getByText(id, { exact: true }).waitFor();
    await details.getByText('Laura Jefa · jefa@ejemplo.test').waitFor();
    await expectNoPageOverflow(page, 'details at 360 px');
    await details.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    await page.getByRole('button', { name: 'Registrar pago manual' }).click();
    const create = page.getByRole('dialog', { name: 'Registrar pago manual' });
    await create.getByRole('combobox', { name: 'Usuario' }).waitFor();
    await expectNoPageOverflow(page, 'manual payment at 360 px');
    await expectNoSeriousViolations(page, 'manual payment at 360 px');
    await create.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    await page.getByRole('region', { name: 'Últimos 6 meses' }).getByRole('img', { name: /Pagos completados y monto por mes/ }).waitFor();
    await expectNoPageOverflow(page, 'statistics at 360 px');
    await expectNoSeriousViolations(page, 'statistics at 360 px');
    await page.screenshot({ path: '/tmp/parrilla-payments-stats-360.png', fullPage: true });
  });
});
