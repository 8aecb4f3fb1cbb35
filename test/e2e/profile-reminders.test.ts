import { expect } from 'chai';
import { axeViolations, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

describe('Race reminders in the driver\'s profile, in the browser', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  /** A driver signed in on their profile at 360 px, once the reminders box has loaded. */
  async function profileOf(nombre: string, apellido: string) {
    const driver = await createUser(suite.context, { nombre, apellido });
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    const box = page.getByLabel('Recibir recordatorios de carreras por correo');
    await box.waitFor();
    await waitForQuietNetwork(page);
    return { driver, page, box };
  }

  it('shows the reminder choice on by default and saves turning it off, at 360 px', async () => {
    const { driver, page, box } = await profileOf('Rita', 'Méndez');
    expect(await box.isChecked()).to.equal(true);
    // The box shows the new choice while the server is still answering.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/perfil/notificaciones', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await box.uncheck();
    expect(await box.isChecked()).to.equal(false);
    answer();
    await page.getByText('Preferencia de recordatorios guardada').waitFor();
    const row = await suite.context.knex('notification_preferences').where({ userId: driver.id }).first();
    expect(Boolean(row.recordatoriosCarreras)).to.equal(false);
    await page.reload();
    await page.getByLabel('Recibir recordatorios de carreras por correo').waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByLabel('Recibir recordatorios de carreras por correo').isChecked()).to.equal(false);
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('puts the box back and says so in Spanish when the server refuses the change', async () => {
    const { driver, page, box } = await profileOf('Iván', 'Ochoa');
    await page.route('**/api/perfil/notificaciones', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) })
        : route.continue(),
    );
    await box.click();
    await page.getByText('No se pudo guardar tu preferencia. Inténtalo de nuevo.').waitFor();
    await waitForQuietNetwork(page);
    expect(await box.isChecked()).to.equal(true);
    const row = await suite.context.knex('notification_preferences').where({ userId: driver.id }).first();
    expect(row === undefined || Boolean(row.recordatoriosCarreras)).to.equal(true);
  });
});
