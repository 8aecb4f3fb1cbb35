import { expect } from 'chai';
import { expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { TINY_PNG } from '../integration/identity/identity-fixtures.js';

describe("The superadmin's 'Bitácora' in the browser", function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  /** An admin adds a sponsor through the API: a staff write the log records. */
  async function adminAddsSponsor(nombre: string) {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Alan', apellido: 'Admin' });
    const page = await suite.newPage();
    await signIn(page, admin.email, admin.password);
    const res = await page.request.post('/api/sponsors/create', { multipart: { nombre, logo: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG } } });
    expect(res.status()).to.equal(201);
    await page.close();
    return admin;
  }

  for (const width of [360, 1440]) {
    it(`lists the log newest first in Mexico City time, filters it and says when nothing matches, at ${width} px`, async () => {
      const admin = await adminAddsSponsor('Tacos El Piloto');
      const superadmin = await createUser(suite.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Jefa' });
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, superadmin.email, superadmin.password);

      // The rows take a moment: the screen says it is loading meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/bitacora?**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/admin');
      if (width >= 1024) await page.getByRole('navigation', { name: 'Panel de Administración' }).getByRole('link', { name: 'Bitácora' }).click();
      else {
        await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
        await page.getByRole('navigation', { name: 'Panel de Administración' }).getByRole('link', { name: 'Bitácora' }).click();
      }
      await page.getByRole('heading', { name: 'Bitácora', level: 1 }).waitFor();
      await page.getByText('Cargando la bitácora...').waitFor();
      release();

      const table = page.getByRole('table', { name: 'Entradas de la bitácora, de la más reciente a la más antigua' });
      await table.getByText('patrocinador.creado').waitFor();
      const stored = await suite.context.knex('audit_log').where({ accion: 'patrocinador.creado' }).first();
      const mexico = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .format(new Date(stored.creadoEl))
        .replace(',', '');
      const row = table.getByRole('row').filter({ hasText: 'patrocinador.creado' });
      // The action in words, its code under them.
      expect(await row.innerText()).to.contain(mexico).and.contain(`Alan Admin <${admin.email}>`).and.contain('Tacos El Piloto').and.contain('Patrocinador creado');
      // Newest first: the superadmin's own sign-in came after the sponsor.
      const order = await table.getByRole('row').allInnerTexts();
      expect(order.findIndex((r) => r.includes(superadmin.email))).to.be.lessThan(order.findIndex((r) => r.includes('patrocinador.creado')));
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the log at ${width} px`);

      expect(await page.getByLabel('Acción').locator('option[value="patrocinador.creado"]').innerText()).to.equal('Patrocinador creado (patrocinador.creado)');
      await page.getByLabel('Acción').selectOption('patrocinador.creado');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.getByText('1 entrada con estos filtros').waitFor();
      expect(await page.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).to.equal('/api/bitacora/exportar.csv?accion=patrocinador.creado');

      await page.getByLabel('Persona').fill('nadie@ejemplo.mx');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.getByText('Ninguna entrada coincide con estos filtros.').waitFor();
      await expectCleanAt(page, `the log with nothing matching at ${width} px`);

      await page.getByRole('button', { name: 'Limpiar' }).click();
      await table.getByText('patrocinador.creado').waitFor();
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }

  it('is not offered to an admin who is not the superadmin, and its address shows nothing of it', async () => {
    const admin = await adminAddsSponsor('Llantas Veloz');
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin');
    const sidebar = page.getByRole('navigation', { name: 'Panel de Administración' });
    await sidebar.getByRole('link', { name: 'Usuarios', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Bitácora' }).count()).to.equal(0);
    await page.goto('/admin/bitacora');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(await page.getByText('patrocinador.creado').count()).to.equal(0);
  });
});
