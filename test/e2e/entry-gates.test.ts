import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';
const RULE = 'Requisitos: licencia B o superior en autos deportivos.';


describe('Licence and iRating gates in the browser (docs/adr/0037)', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('shows the requirements, tells a driver outside them why (with his profile’s link), and lets the admin exempt him, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Licencias', precio: 0, max: 10 });
    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(admin, c.id, { fields: { categoriaLicencia: 'sports_car', licenciaMinima: 'B' } });

    // Once at 360 px, each screen checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    {
      const driver = await createUser(context, { nombre: 'Novato', apellido: 'Sin Id', email: 'novato@ejemplo.test' });
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByText(RULE).waitFor();
      await card.getByRole('button', { name: 'INSCRIBIRME' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
      await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
      const alert = dialog.getByRole('alert');
      await alert.getByText('agrega tu ID de iRacing en tu perfil para inscribirte', { exact: false }).waitFor();
      await alert.getByRole('link', { name: 'Agregar mi ID de iRacing en mi perfil' }).waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `gate refusal at ${width}`);
        await page.screenshot({ path: `${SHOTS}/entry-gate-refusal-${width}.png` });
      });
      await page.close();

      // The admin lets this driver through by his e-mail; he then enters.
      const adminPage = await suite.newPage({ width: 360, height: 900 });
      await signIn(adminPage, 'jefa@ejemplo.test', 'admin123');
      await adminPage.goto(`/admin/campeonatos/${c.id}/inscritos`);
      const gate = adminPage.getByRole('region', { name: 'Requisitos de licencia' });
      await gate.getByText(RULE.replace('Requisitos: ', ''), { exact: false }).waitFor();
      await gate.getByRole('textbox', { name: 'Correo o ID del piloto' }).fill(driver.email);
      await gate.getByRole('button', { name: 'Permitir inscripción' }).click();
      await gate.getByRole('button', { name: 'Quitar la excepción de Novato Sin Id' }).waitFor();
      await waitForQuietNetwork(adminPage);
      await atWidths(adminPage, [360, 1440], async (width) => {
        await expectCleanAt(adminPage, `admin exemptions at ${width}`);
        await adminPage.screenshot({ path: `${SHOTS}/entry-gate-exemptions-${width}.png`, fullPage: true });
      });
      await adminPage.close();
      await context.container.get(CHAMPIONSHIPS.EnterChampionship).execute({ id: driver.id, rol: 'user', suspendido: false }, c.id);
    }
    const rows = await context.knex('championship_gate_exemptions').where({ campeonatoId: c.id });
    expect(rows).to.have.length(1);
    expect(await context.knex('championship_enrolments').where({ campeonatoId: c.id })).to.have.length(1);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('asks a paid championship’s driver his number and team before paying, and enters him with them once paid, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Pagada', precio: 900, max: 10 });
    {
      const driver = await createUser(context, { nombre: 'Pagador', apellido: 'Numerado', email: 'pagador@ejemplo.test' });
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByRole('button', { name: 'INSCRIBIRME' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
      await dialog.getByRole('textbox', { name: 'Número de auto' }).fill('30');
      await dialog.getByRole('combobox', { name: 'Equipo' }).fill('Rayo MX');
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `paid entry dialog at ${width}`);
        await page.screenshot({ path: `${SHOTS}/entry-paid-number-team-${width}.png` });
      });
      await dialog.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await page.waitForURL(/\/pago-demo/);
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await page.waitForURL(/\/pago-exitoso/);
      await page.getByText('Pago completado con éxito. ¡Inscripción confirmada!').waitFor();
      await page.close();
    }
    const numbers = await context.knex('championship_car_numbers').where({ campeonatoId: c.id }).orderBy('numero').select('numero');
    expect(numbers.map((n) => Number(n.numero))).to.deep.equal([30]);
    expect(await context.knex('championship_team_members').where({ campeonatoId: c.id })).to.have.length(1);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('tells a driver without an iRacing id who joins a full gated championship’s waiting list why, with a way to his profile (1440 px)', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Llena', precio: 0, max: 1 });
    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(admin, c.id, { fields: { categoriaLicencia: 'sports_car', licenciaMinima: 'B' } });
    const first = await createUser(context, { nombre: 'Primero', apellido: 'Dentro', email: 'primero@ejemplo.test' });
    await context.container.get(CHAMPIONSHIPS.EnrolUser).execute(admin, { campeonatoId: c.id, usuarioId: first.id });
    const driver = await createUser(context, { nombre: 'Novato', apellido: 'En Espera', email: 'espera@ejemplo.test' });
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, driver.email, driver.password);
    await page.goto(`/campeonatos/${c.id}`);
    const card = page.getByRole('complementary', { name: 'Inscripción' });
    await card.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'agrega tu ID de iRacing en tu perfil' });
    await toast.getByRole('button', { name: 'Agregar mi ID de iRacing en mi perfil' }).click();
    await page.waitForURL(/\/perfil$/);
    expect(await context.knex('championship_waitlist').where({ campeonatoId: c.id })).to.have.length(0);
    await page.close();
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
