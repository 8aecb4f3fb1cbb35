import { expect } from 'chai';
import { SPONSOR_MSG } from '../../src/contracts/sponsors.messages.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { axeViolations, makePng, useBrowserSuite, pickChampionship, signIn } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, enrolUser } from './championship-data.js';

/**
 * Admin writes no other browser test goes through, each checked by what the screen shows afterwards:
 * the read the write changes is asked again by the write's hook, so the change shows without a reload.
 */
describe('Admin writes show their change without a reload, in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'escrituras@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
  });

  const admin = async (width: number) => {
    const page = await suite.newPage({ width, height: 900 });
    await signIn(page, 'escrituras@ejemplo.test', 'admin123');
    return page;
  };

  it('adds, edits and deletes a sponsor, the list following each step (1440 px)', async () => {
    const page = await admin(1440);
    await page.goto('/admin/sponsors');
    const form = page.getByRole('region', { name: 'Añadir sponsor' });
    await form.getByLabel('Nombre del sponsor').fill('Llantas del Bajío');
    await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(40, 20, [30, 160, 90]) });
    await form.getByRole('button', { name: 'Añadir sponsor' }).click();
    await page.getByText(SPONSOR_MSG.created).waitFor();
    const list = page.getByRole('list', { name: 'Sponsors' });
    await list.getByText('Llantas del Bajío', { exact: true }).waitFor();
    expect(await form.getByLabel('Nombre del sponsor').inputValue()).to.equal('');

    await list.getByRole('button', { name: 'Editar Llantas del Bajío' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Llantas del Bajío' });
    await dialog.getByLabel('Nombre del sponsor').fill('Llantas del Norte');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'detached' });
    await list.getByText('Llantas del Norte', { exact: true }).waitFor();
    await page.getByText(SPONSOR_MSG.updated).waitFor();

    await list.getByRole('button', { name: 'Eliminar Llantas del Norte' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar sponsor?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(SPONSOR_MSG.deleted).waitFor();
    await page.getByText('No hay sponsors para mostrar.').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('enrols a driver by hand and the championship picker counts the new place at once (360 px)', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Manual', max: 20 });
    await createUser(suite.context, { nombre: 'Ana', apellido: 'Curva', email: 'ana@ejemplo.test' });
    const page = await admin(360);
    await page.goto('/admin/campeonatos/inscribir-usuario');
    const championship = page.getByRole('combobox', { name: 'Campeonato', exact: true });
    await pickChampionship(page, 'Campeonato', 'Copa Manual');
    await championship.click();
    await page.getByRole('option', { name: /^Copa Manual.*0\/20 inscritos/ }).waitFor();
    await championship.press('Escape');
    // The driver is searched as one types (the picker asks the server).
    const user = page.getByRole('combobox', { name: 'Usuario' });
    await user.fill('curva');
    await page.getByRole('option', { name: /Ana Curva/ }).click();
    await page.getByRole('button', { name: 'Inscribir' }).click();
    await page.locator('.form-success').waitFor();
    await championship.click();
    await page.getByRole('option', { name: /^Copa Manual.*1\/20 inscritos/ }).waitFor();
    await championship.press('Escape');
    // The championship stays chosen for the next driver; the driver is cleared.
    expect(await championship.inputValue()).to.equal('Copa Manual');
    expect(await user.inputValue()).to.equal('');
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('creates a series, listed at once, and deletes a championship, gone from the list at once (1440 px)', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Efímera' });
    const page = await admin(1440);
    await page.goto('/admin/temporadas');
    await page.getByLabel('Nombre de la serie').fill('Copa Montaña');
    await page.getByLabel('Categoría').fill('GT3');
    await page.getByRole('button', { name: 'Crear serie' }).click();
    const series = page.getByRole('list', { name: 'Series' });
    await series.getByText('Copa Montaña', { exact: true }).waitFor();
    expect(await page.getByLabel('Nombre de la serie').inputValue()).to.equal('');

    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Eliminar Copa Efímera' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar campeonato?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Campeonato eliminado').waitFor();
    await page.getByText('Aún no hay campeonatos.').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('reorders the waiting list and ends an offer, the queue following each step (1440 px)', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Cola', precio: 0, max: 1 });
    const holder = await createUser(context, { nombre: 'Tere', apellido: 'Titular', email: 'tere@ejemplo.test' });
    await enrolUser(context, c.id, holder.id);
    for (const nombre of ['Ana', 'Beto']) {
      const driver = await createUser(context, { nombre, apellido: 'Espera', email: `${nombre.toLowerCase()}@ejemplo.test` });
      await context.container.get(CHAMPIONSHIPS.JoinWaitlist).execute({ id: driver.id, rol: 'user', suspendido: false }, c.id);
    }
    const page = await admin(1440);
    await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
    const queue = page.getByRole('region', { name: 'Lista de espera' });
    const firstRow = queue.locator('tbody tr').first();
    await firstRow.getByText('Ana Espera').waitFor();
    await queue.getByRole('button', { name: 'Bajar a Ana Espera' }).click();
    await firstRow.getByText('Beto Espera').waitFor();

    // Tere leaves: the place is offered to the first of the queue, Beto.
    await context.container.get(CHAMPIONSHIPS.WithdrawEnrolment).execute({ id: 'test-admin', rol: 'admin', suspendido: false }, { campeonatoId: c.id, usuario: holder.id });
    await page.reload();
    await queue.getByRole('button', { name: 'Terminar oferta de Beto Espera' }).click();
    await queue.getByRole('button', { name: 'Terminar oferta de Ana Espera' }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
