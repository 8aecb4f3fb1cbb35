import { expect } from 'chai';
import { axeViolations, logInThroughUi, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

describe('Race reminders in the driver\'s profile, in the browser', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('shows the reminder choice on by default and saves turning it off, at 360 px', async () => {
    const driver = await createUser(suite.context, { nombre: 'Rita', apellido: 'Méndez' });
    const page = await suite.newPage({ width: 360, height: 800 });
    await logInThroughUi(page, driver.email, driver.password);
    await page.goto('/perfil');
    const box = page.getByLabel('Recibir recordatorios de carreras por correo');
    await box.waitFor();
    await waitForQuietNetwork(page);
    expect(await box.isChecked()).to.equal(true);
    await box.uncheck();
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
});
