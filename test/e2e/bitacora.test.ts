import { expect } from 'chai';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
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

  it('pages the log with Anterior and Siguiente, by place, clean at 360 and 1440 px', async () => {
    const superadmin = await createUser(suite.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Jefa' });
    // 52 console entries a minute apart, long before the superadmin's own sign-in: 'Lote51' is the newest of them.
    await suite.context.knex('audit_log').insert(
      Array.from({ length: 52 }, (_, i) => ({
        id: `lote-${String(i).padStart(2, '0')}`,
        creadoEl: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        actorId: 'console',
        actorRol: null,
        ip: null,
        navegador: null,
        accion: 'usuario.editado',
        objetoTipo: 'usuario',
        objetoId: null,
        objetoNombre: `Lote${String(i).padStart(2, '0')}`,
        cambios: null,
      })),
    );
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, superadmin.email, superadmin.password);
    await page.goto('/admin/bitacora');
    const table = page.getByRole('table', { name: 'Entradas de la bitácora, de la más reciente a la más antigua' });
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await table.getByText('Lote51').waitFor();
    await paging.getByText('Página 1').waitFor();
    await page.getByText('Entradas 1–50').waitFor();
    expect(await paging.getByRole('button', { name: 'Anterior' }).isDisabled()).to.equal(true);
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `the log's first page at ${width} px`));

    // The 52 entries and the sign-in's own: the last page holds the oldest, read after the place of the first page's last.
    const [{ n }] = await suite.context.knex('audit_log').count({ n: '*' });
    const total = Number(n);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/bitacora?')) asked.push(new URL(request.url()).search);
    });
    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await paging.getByText('Página 2').waitFor();
    await table.getByText('Lote00').waitFor();
    await page.getByText(`Entradas 51–${total}`).waitFor();
    expect(await table.locator('tbody tr').count()).to.equal(total - 50);
    expect(await table.innerText()).to.not.include('Lote51');
    expect(asked.some((q) => q.includes('despues='))).to.equal(true);
    expect(await paging.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `the log's last page at ${width} px`));

    await paging.getByRole('button', { name: 'Anterior' }).click();
    await table.getByText('Lote51').waitFor();
    await paging.getByText('Página 1').waitFor();

    // A filter starts again at its first page.
    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await paging.getByText('Página 2').waitFor();
    await page.getByLabel('Acción').selectOption('usuario.editado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Entradas 1–50 con estos filtros').waitFor();
    await paging.getByText('Página 1').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

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
