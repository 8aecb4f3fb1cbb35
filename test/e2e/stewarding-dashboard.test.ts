import { expect } from 'chai';
import type { Actor } from '../../src/modules/identity/index.js';
import { STEWARDING } from '../../src/modules/stewarding/index.js';
import { expectCleanAt, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

describe('The admin dashboard counts the stewards\' work waiting: reports and appeals (browser)', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(async () => {
    if (suite.ready) await truncateAll(suite.context);
  });

  /** A decided report whose penalised driver appealed, and nothing else waiting. */
  async function appealWaiting() {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Laura', apellido: 'Jefa', email: 'jefa@ejemplo.test' });
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Apelaciones', startsIn: -10, endsIn: 60 });
    const race = await addRace(suite.context, champ.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: -2, hora: '20:00' });
    await enrolUser(suite.context, champ.id, ana.id);
    await enrolUser(suite.context, champ.id, beto.id);
    const actor = (u: { id: string }, rol: Actor['rol'] = 'user'): Actor => ({ id: u.id, rol, suspendido: false });
    const file = (vuelta: number) =>
      suite.context.container.get(STEWARDING.FileReport).execute(actor(ana), {
        fields: { usuarioDenunciado: beto.id, campeonato: champ.id, carrera: race.id, vuelta: String(vuelta), descripcion: `Me sacó de la pista en la vuelta ${vuelta}.` },
        screenshots: [],
      });
    const report = await file(3);
    await suite.context.container
      .get(STEWARDING.DecideReport)
      .execute(actor(admin, 'admin'), report._id, { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } });
    await suite.context.container.get(STEWARDING.FileAppeal).execute(actor(beto), report._id, { fields: { motivo: 'Ana frenó antes de tiempo.' }, screenshots: [] });
    return { admin, file };
  }

  for (const width of [360, 1366]) {
    it(`says an appeal waits, and then a report with it, at ${width} px, and leads to the reports`, async () => {
      const l = await appealWaiting();
      const page = await suite.newPage({ width });
      await signIn(page, l.admin.email, l.admin.password);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Bienvenido al Panel de Administración' }).waitFor();
      const appeal = page.getByRole('region', { name: '1 apelación por decidir' });
      await appeal.waitFor();
      expect(await page.getByRole('region', { name: /reportes? pendientes?/ }).count(), 'no panel says no report waits').to.equal(0);
      await expectCleanAt(page, `/admin at ${width} px with an appeal waiting`);

      await l.file(9);
      await page.reload();
      const both = page.getByRole('region', { name: '1 reporte pendiente y 1 apelación por decidir' });
      await both.waitFor();
      await expectCleanAt(page, `/admin at ${width} px with a report and an appeal waiting`);
      await both.getByRole('link', { name: 'Revisar' }).click();
      await waitForPath(page, '/admin/reportes');
      await page.getByRole('table', { name: 'Lista de reportes' }).getByText('Apelación pendiente').waitFor();
    });
  }
});
