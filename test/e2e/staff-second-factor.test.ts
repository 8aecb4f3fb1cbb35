import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { expectCleanAt, logInThroughUi, useBrowserSuite, waitForPath, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

const DAY = 24 * 3_600_000;

describe('Staff without a second factor in the browser: the banner with the date, then only the security page', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));
  // The first page a cold server renders can take long on a busy machine: render one before the timed steps.
  before(async function () {
    this.timeout(60_000);
    if (suite.ready) await fetch(`${suite.baseUrl}/login`).then((r) => r.text());
  });

  for (const width of [360, 1440]) {
    it(`shows an admin within his grace the date, then after it sends him to Seguridad until he sets the app, at ${width} px`, async () => {
      const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Rosa', apellido: 'Luna' });
      // 2026-…: three days left, at 18:00 Mexico City.
      const plazo = new Date(Math.ceil((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000);
      await suite.context.knex('users').where({ id: admin.id }).update({ segundoFactorPlazo: plazo.toISOString() });
      const page = await suite.newPage({ width, height: 900 });
      await logInThroughUi(page, admin.email, admin.password);
      const shown = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric' }).format(plazo);
      const banner = page.getByRole('status').filter({ hasText: 'necesita un segundo factor antes del' });
      await banner.waitFor();
      expect(await banner.textContent()).to.include(shown);
      await page.goto('/admin');
      await page.getByRole('status').filter({ hasText: 'necesita un segundo factor antes del' }).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the admin panel with the banner at ${width} px`);

      // The date passes: the panel sends him to Seguridad, and the server refuses his admin calls.
      await suite.context.knex('users').where({ id: admin.id }).update({ segundoFactorPlazo: new Date(Date.now() - 60_000).toISOString() });
      await page.goto('/admin');
      await waitForPath(page, '/perfil/seguridad');
      await page.getByText('necesita un segundo factor para volver a usar el panel').waitFor();
      const refused = await page.evaluate(async () => (await fetch('/api/users', { headers: { Accept: 'application/json' } })).json());
      expect(refused.code).to.equal('SECOND_FACTOR_REQUIRED');
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the security page of a held-back admin at ${width} px`);

      const section = page.getByRole('region', { name: 'Aplicación de autenticación' });
      await section.getByRole('button', { name: 'Configurar aplicación de autenticación' }).click();
      const secret = (await section.locator('code').textContent())!.trim();
      await section.getByLabel('Código de 6 dígitos').fill(new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate());
      await section.getByRole('button', { name: 'Activar' }).click();
      await section.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
      await page.getByText('necesita un segundo factor para volver a usar el panel').waitFor({ state: 'detached' });
      await page.goto('/admin/usuarios');
      await page.getByRole('heading', { name: /Usuarios/ }).first().waitFor();
      expect(await page.getByText('necesita un segundo factor').count()).to.equal(0);
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});
