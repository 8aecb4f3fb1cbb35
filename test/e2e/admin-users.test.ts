import { expect } from 'chai';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { USERS_PAGE } from '../../src/contracts/identity.contract.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

describe('The admin users screens in the browser', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('sends a driver who opens /admin home without downloading the admin code', async () => {
    const driver = await createUser(suite.context, { nombre: 'Pedro', apellido: 'Sánchez' });
    const page = await suite.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, driver.email, driver.password);
    await page.goto('/admin');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: /Tu lugar en la/i }).waitFor();
    expect(await page.getByText('Panel de Administración').count()).to.equal(0);
    expect(scripts.filter((s) => s.includes('admin-area'))).to.deep.equal([]);
  });

  it('sends a visitor who opens /admin/usuarios home', async () => {
    const page = await suite.newPage();
    await page.goto('/admin/usuarios');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Regístrate' }).first().waitFor();
  });

  it('lets an admin see the sidebar, search users, suspend one in the edit form and delete another after confirming', async () => {
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega', email: 'lucia.ortega@ejemplo.test' });
    const tomas = await createUser(suite.context, { nombre: 'Tomás', apellido: 'Ibarra', email: 'tomas.ibarra@ejemplo.test' });

    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Bienvenido al Panel de Administración' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Panel de Administración' });
    for (const entry of ['Campeonatos', 'Carreras', 'Eventos Únicos', 'Usuarios', 'Logos Sponsors', 'Resultados de Carreras', 'Cerrar sesión']) {
      expect(await sidebar.getByRole('link', { name: entry, exact: true }).count(), entry).to.equal(1);
    }

    await sidebar.getByRole('link', { name: 'Usuarios', exact: true }).click();
    await waitForPath(page, '/admin/usuarios');
    const table = page.getByRole('table', { name: 'Lista de usuarios' });
    await table.getByText('lucia.ortega@ejemplo.test').waitFor();
    await page.getByLabel('Buscar usuarios').fill('ortega');
    await page.getByText('1 usuario para “ortega”').waitFor();
    expect(await table.getByRole('row').count()).to.equal(2);
    expect(await table.innerText()).to.contain('Lucía Ortega').and.not.contain('Tomás');

    await page.getByRole('link', { name: 'Editar a Lucía Ortega' }).click();
    await waitForPath(page, `/admin/usuarios/editar/${lucia.id}`);
    await page.getByLabel('Cuenta suspendida').check();
    await page.getByLabel('Nivel de habilidad').selectOption('intermedio');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Usuario actualizado con éxito').waitFor();
    await waitForPath(page, '/admin/usuarios');
    const saved = await suite.context.knex('users').where({ id: lucia.id }).first();
    expect(Boolean(saved.suspendido)).to.equal(true);
    expect(saved.nivelHabilidad).to.equal('intermedio');
    await page.getByRole('row', { name: /Lucía Ortega/ }).getByText('Suspendido').waitFor();

    await page.getByLabel('Buscar usuarios').fill('ibarra');
    await page.getByText('1 usuario para “ibarra”').waitFor();
    await page.getByRole('button', { name: 'Eliminar a Tomás Ibarra' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar usuario?' });
    await dialog.getByText('tomas.ibarra@ejemplo.test').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await suite.context.knex('users').where({ id: tomas.id }).first()).deletedAt).to.equal(null);

    await page.getByRole('button', { name: 'Eliminar a Tomás Ibarra' }).click();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText('Usuario eliminado').waitFor();
    await page.getByText('Ningún usuario coincide con “ibarra”.').waitFor();
    expect((await suite.context.knex('users').where({ id: tomas.id }).first()).deletedAt).to.be.a('string');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('pages the list with Anterior and Siguiente, a search starting again at its first page, clean at 360 and 1440 px', async () => {
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Zúñiga' });
    const register = suite.context.container.get(IDENTITY.RegisterUser);
    // One page and a bit: the admin's own account, last by name, is alone on the second page with the last driver.
    for (let i = 0; i < USERS_PAGE.size; i += 1) {
      await register.execute({ nombre: 'Piloto', apellido: `Lote ${String(i).padStart(2, '0')}`, email: `lote${i}@ejemplo.test`, password: 'secreto123' });
    }
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/usuarios');
    const table = page.getByRole('table', { name: 'Lista de usuarios' });
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await page.getByText(`Usuarios 1–${USERS_PAGE.size}`).waitFor();
    expect(await table.getByRole('row').count()).to.equal(USERS_PAGE.size + 1);
    expect(await paging.getByRole('button', { name: 'Anterior' }).isDisabled()).to.equal(true);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `users list, first page, at ${width} px`));

    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(`Usuarios ${USERS_PAGE.size + 1}–${USERS_PAGE.size + 1}`).waitFor();
    await paging.getByText('Página 2').waitFor();
    expect(await table.innerText()).to.contain('Laura Zúñiga').and.not.contain('Lote 00');
    expect(await paging.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `users list, last page, at ${width} px`));

    await paging.getByRole('button', { name: 'Anterior' }).click();
    await table.getByText('lote0@ejemplo.test').waitFor();
    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await table.getByText('jefa@ejemplo.test').waitFor();
    await page.getByLabel('Buscar usuarios').fill('lote 4');
    await page.getByText('10 usuarios para “lote 4”').waitFor();
    expect(await paging.count()).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('closes the delete confirmation with Escape and gives focus back to the button that opened it', async () => {
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123' });
    await createUser(suite.context, { nombre: 'Rocío', apellido: 'Vega' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/usuarios');
    const remove = page.getByRole('button', { name: 'Eliminar a Rocío Vega' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar usuario?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancelar' }).evaluate((el) => el === document.activeElement)).to.equal(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).to.equal(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await remove.evaluate((el) => el === document.activeElement)).to.equal(true);
  });

  it('offers an admin no edit or delete of a superadmin, which the server would refuse', async () => {
    const create = suite.context.container.get(IDENTITY.CreateAdmin);
    await create.execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    await create.execute({ email: 'duena@ejemplo.test', password: 'super123', nombre: 'Marta', apellido: 'Dueña', superadmin: true });
    await createUser(suite.context, { nombre: 'Rocío', apellido: 'Vega' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/usuarios');
    await page.getByRole('button', { name: 'Eliminar a Rocío Vega' }).waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar a Marta Dueña' }).isDisabled()).to.equal(true);
    expect(await page.getByRole('button', { name: /^Editar a Marta Dueña: Solo un superadministrador/ }).isDisabled()).to.equal(true);
    expect(await page.getByRole('link', { name: 'Editar a Rocío Vega' }).count()).to.equal(1);

    const owner = await suite.newPage();
    await signIn(owner, 'duena@ejemplo.test', 'super123');
    await owner.goto('/admin/usuarios');
    await owner.getByRole('link', { name: 'Editar a Laura Jefa' }).waitFor();
    expect(await owner.getByRole('button', { name: 'Eliminar a Laura Jefa' }).isDisabled()).to.equal(false);
  });
});
