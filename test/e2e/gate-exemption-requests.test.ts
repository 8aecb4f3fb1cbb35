import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';

describe('Exemption requests of drivers whose licence is unknown, in the browser (docs/adr/0037)', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('tells a driver whose licence is unknown what he can do, takes his request, and shows him the admins’ answer, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Fórmula', precio: 0, max: 10 });
    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(admin, c.id, { fields: { categoriaLicencia: 'formula_car', licenciaMinima: 'B' } });

    for (const [i, width] of [360, 1440].entries()) {
      // At 360 px the driver has no iRacing id; at 1440 px he has one, but no imported result carries his licence.
      const withId = width === 1440;
      const driver = await createUser(context, { nombre: `Nuevo${i}`, apellido: 'Piloto', email: `nuevo${i}@ejemplo.test` });
      if (withId) await context.knex('users').where({ id: driver.id }).update({ iracingId: 800100 + i });
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      const help = card.getByRole('region', { name: withId ? 'No conocemos tu licencia en fórmulas' : 'Falta tu ID de iRacing' });
      await help.waitFor();
      await help.getByRole('link', { name: withId ? 'tu perfil' : 'Agregar tu ID de iRacing en tu perfil' }).waitFor();
      await help.getByText('conocemos tu licencia en cuanto se importan sus resultados', { exact: false }).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `unknown licence card at ${width}`);
      await page.screenshot({ path: `${SHOTS}/gate-unknown-licence-${width}.png`, fullPage: true });

      await help.getByRole('button', { name: 'Pedir una excepción a los administradores' }).click();
      await help.getByRole('status').getByText('Pediste una excepción', { exact: false }).waitFor();
      expect(await help.getByRole('button', { name: 'Pedir una excepción a los administradores' }).count(), 'one open request: the button goes').to.equal(0);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `exemption asked at ${width}`);
      await page.screenshot({ path: `${SHOTS}/gate-exemption-asked-${width}.png`, fullPage: true });

      // The admin sees the request where exemptions are managed: granted at 1440 px, declined with a reason at 360 px.
      const adminPage = await suite.newPage({ width, height: 900 });
      await signIn(adminPage, 'jefa@ejemplo.test', 'admin123');
      await adminPage.goto(`/admin/campeonatos/${c.id}/inscritos`);
      const gate = adminPage.getByRole('region', { name: 'Requisitos de licencia' });
      await gate.getByRole('heading', { name: 'Solicitudes de excepción' }).waitFor();
      await gate.getByText(driver.email).waitFor();
      await waitForQuietNetwork(adminPage);
      await expectCleanAt(adminPage, `exemption requests at ${width}`);
      await adminPage.screenshot({ path: `${SHOTS}/gate-exemption-requests-admin-${width}.png`, fullPage: true });
      if (withId) {
        await gate.getByRole('button', { name: `Conceder la excepción a Nuevo${i} Piloto` }).click();
        await gate.getByRole('button', { name: `Quitar la excepción de Nuevo${i} Piloto` }).waitFor();
      } else {
        await gate.getByRole('button', { name: `Rechazar la excepción de Nuevo${i} Piloto` }).click();
        const dialog = adminPage.getByRole('dialog', { name: `Rechazar la excepción de Nuevo${i} Piloto` });
        await dialog.getByRole('button', { name: 'Rechazar' }).click();
        await dialog.getByText('Escribe el motivo del rechazo', { exact: false }).first().waitFor();
        await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Agrega tu ID de iRacing y corre una fecha.');
        await waitForQuietNetwork(adminPage);
        await expectCleanAt(adminPage, `decline dialog at ${width}`);
        await dialog.getByRole('button', { name: 'Rechazar' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await gate.getByRole('heading', { name: 'Solicitudes de excepción' }).waitFor({ state: 'detached' });
      await adminPage.close();

      await page.reload();
      if (withId) {
        await card.getByText('Los administradores te concedieron una excepción:', { exact: false }).waitFor();
      } else {
        await help.getByText('Motivo: Agrega tu ID de iRacing y corre una fecha.', { exact: false }).waitFor();
        await help.getByRole('button', { name: 'Pedir otra vez una excepción' }).waitFor();
      }
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `answered request at ${width}`);
      await page.screenshot({ path: `${SHOTS}/gate-exemption-answered-${width}.png`, fullPage: true });
      await page.close();
    }
    const requests = await context.knex('championship_gate_exemption_requests').where({ campeonatoId: c.id }).orderBy('createdAt').select('estado');
    expect(requests.map((r) => r.estado)).to.deep.equal(['rechazada', 'concedida']);
    expect(await context.knex('championship_gate_exemptions').where({ campeonatoId: c.id })).to.have.length(1);
    const mails = await context.knex('mail_outbox').select('to', 'subject');
    expect(mails.filter((m) => m.subject === 'Solicitud de excepción: Copa Fórmula').map((m) => m.to)).to.deep.equal(['jefa@ejemplo.test', 'jefa@ejemplo.test']);
    expect(mails.filter((m) => m.to !== 'jefa@ejemplo.test').map((m) => m.subject).sort()).to.include.members(['Excepción concedida: Copa Fórmula', 'Excepción no concedida: Copa Fórmula']);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
