import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

describe('Sessions a person can see, in the browser: the list, closing one or the others, and the mailed link', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  const profileStatus = async (page: Page) => (await page.request.get('/api/users/profile')).status();
  const lastMailedLink = async () => {
    const mail = await suite.context.knex('mail_outbox').where({ subject: 'Nuevo inicio de sesión en tu cuenta de Parrilla' }).orderBy('createdAt', 'desc').first();
    // The link names the site's public address; the page is opened on the test server's.
    const url = new URL(/http\S+\/cerrar-sesion#\S+/.exec(String(mail.text))![0]);
    return `${url.pathname}${url.hash}`;
  };

  for (const width of [360, 1440]) {
    it(`lists the sessions with the current one marked, closes one and then all the others, with confirmation, at ${width} px`, async () => {
      const driver = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Mora' });
      const page = await suite.newPage({ width, height: 900 });
      const laptop = await suite.newPage({ width, height: 900 });
      const phone = await suite.newPage({ width, height: 900 });
      for (const p of [page, laptop, phone]) await signIn(p, driver.email, driver.password);

      await page.goto('/perfil/seguridad');
      const section = page.getByRole('region', { name: 'Sesiones abiertas' });
      const rows = section.getByRole('list', { name: 'Tus sesiones abiertas' }).getByRole('listitem');
      await rows.first().waitFor();
      // The three browsers above and the session the account was made with.
      expect(await rows.count()).to.equal(4);
      const current = rows.filter({ hasText: 'Esta sesión' });
      expect(await current.count()).to.equal(1);
      expect(await current.textContent()).to.match(/Chrome en Linux.*IP .+ · Último uso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(await current.getByRole('button', { name: /^Cerrar/ }).count(), 'the current one is closed by signing out').to.equal(0);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the sessions list at ${width} px`);

      await section.getByRole('button', { name: /^Cerrar la sesión de Navegador desconocido/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cerrar sesión' });
      await dialog.waitFor();
      await expectCleanAt(page, `closing one session at ${width} px`);
      await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByText('Sesión cerrada').first().waitFor();
      await expectRows(rows, 3);

      await section.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
      const all = page.getByRole('alertdialog', { name: 'Cerrar las demás sesiones' });
      await all.getByText('Se cerrarán las otras 2 sesiones de tu cuenta; esta sigue abierta. ¿Continuar?').waitFor();
      await all.getByRole('button', { name: 'Cerrar sesiones' }).click();
      await page.getByText('Se cerraron 2 sesiones').first().waitFor();
      await expectRows(rows, 1);
      expect(await section.getByRole('button', { name: 'Cerrar las demás sesiones' }).count()).to.equal(0);
      expect([await profileStatus(laptop), await profileStatus(phone), await profileStatus(page)]).to.deep.equal([401, 401, 200]);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the sessions list after closing the others at ${width} px`);
      expect(suite.pageErrors).to.deep.equal([]);
    });

    it(`the link mailed for a sign-in from a new browser closes that session without signing in, at ${width} px`, async () => {
      const driver = await createUser(suite.context);
      const stranger = await suite.newPage({ width, height: 900 });
      await signIn(stranger, driver.email, driver.password);
      const link = await lastMailedLink();

      const owner = await suite.newPage({ width, height: 900 });
      await owner.goto(link);
      await owner.getByRole('heading', { name: '¿Cerrar esa sesión?' }).waitFor();
      expect(await profileStatus(stranger), 'opening the link alone closes nothing').to.equal(200);
      await waitForQuietNetwork(owner);
      await expectCleanAt(owner, `the mailed link's page at ${width} px`);
      await owner.getByRole('button', { name: 'Cerrar esa sesión' }).click();
      await owner.getByRole('heading', { name: 'Sesión cerrada' }).waitFor();
      await owner.getByText('Cerramos esa sesión. Si no fuiste tú, cambia tu contraseña.').waitFor();
      expect(await profileStatus(stranger)).to.equal(401);
      await expectCleanAt(owner, `the closed session's page at ${width} px`);

      const again = await suite.newPage({ width, height: 900 });
      await again.goto(link);
      await again.getByRole('button', { name: 'Cerrar esa sesión' }).click();
      await again.getByText('El enlace para cerrar la sesión ya se usó o expiró. Revisa tus sesiones en Mi perfil → Seguridad o cambia tu contraseña.').waitFor();
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});

async function expectRows(rows: ReturnType<Page['getByRole']>, n: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await rows.count()) !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await rows.count()).to.equal(n);
}
