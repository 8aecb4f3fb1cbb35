import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork, reveal } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';


describe('Car numbers and teams in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('enters with a number and a team, told of taken numbers and full teams while typing, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Números', precio: 0, max: 10 });
    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(admin, c.id, { fields: { maxPilotosPorEquipo: 2 } });
    const first = await createUser(context, { nombre: 'Tere', apellido: 'Titular', email: 'tere@ejemplo.test' });
    await enrolUser(context, c.id, first.id);
    await context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: first.id, rol: 'user', suspendido: false }, c.id, { numeroAuto: 7, equipo: 'Escudería Águila' });

    const plans = [
      { width: 360, numero: '12', equipo: 'escuderia aguila', hint: 'Te unes a Escudería Águila (1 piloto de 2).', shown: 'Escudería Águila' },
      { width: 1440, numero: '13', equipo: 'Rayo MX', hint: 'Equipo nuevo: se creará con tu inscripción.', shown: 'Rayo MX' },
    ];
    for (const [i, plan] of plans.entries()) {
      const driver = await createUser(context, { nombre: `Piloto${i}`, apellido: 'Numerado', email: `numerado${i}@ejemplo.test` });
      const page = await suite.newPage({ width: plan.width, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByRole('button', { name: 'INSCRIBIRME' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
      const number = dialog.getByRole('textbox', { name: 'Número de auto' });
      const team = dialog.getByRole('combobox', { name: 'Equipo' });
      await dialog.getByText(/Ocupados: 7/).waitFor();
      await number.fill('7');
      await dialog.getByText('El 7 ya está ocupado').waitFor();
      if (i === 1) {
        // Two drivers already drive for Escudería Águila: the team is full.
        await team.fill('ESCUDERÍA ÁGUILA');
        await dialog.getByText('Escudería Águila ya tiene 2 pilotos: está completo').waitFor();
      }
      await number.fill(plan.numero);
      await team.fill(plan.equipo);
      await dialog.getByText(plan.hint).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `entry dialog at ${plan.width}`);
      await page.screenshot({ path: `${SHOTS}/entry-number-team-dialog-${plan.width}.png` });
      await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
      await page.getByText('¡Listo! Quedaste inscrito en el campeonato.').first().waitFor();
      await card.getByRole('button', { name: 'YA INSCRITO' }).waitFor();
      await card.getByText(plan.numero, { exact: true }).waitFor();
      const list = page.getByRole('region', { name: /Pilotos inscritos/ });
      await list.getByLabel(`Número de auto ${plan.numero}`).waitFor();
      await list.getByText(plan.shown).first().waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `entered with number and team at ${plan.width}`);
      await page.screenshot({ path: `${SHOTS}/entry-number-team-entered-${plan.width}.png`, fullPage: true });
      // The profile lists the championship with his state, number and team.
      await page.goto('/perfil');
      const mine = page.getByRole('region', { name: 'Mis campeonatos' });
      await mine.getByRole('link', { name: 'Copa Números' }).waitFor();
      await mine.getByText('Inscrito', { exact: true }).waitFor();
      await mine.getByText(plan.numero, { exact: true }).waitFor();
      await mine.getByText(plan.shown, { exact: true }).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `profile with number and team at ${plan.width}`);
      await page.screenshot({ path: `${SHOTS}/entry-number-team-profile-${plan.width}.png`, fullPage: true });
      await page.close();
    }
    const rows = await context.knex('championship_car_numbers').where({ campeonatoId: c.id }).orderBy('numero').select('numero');
    expect(rows.map((r) => r.numero)).to.deep.equal([7, 12, 13]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the admin the entry list with numbers, teams and states, filtered, with the CSV of what is shown, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Filtros', precio: 0, max: 3 });
    const people = [
      { nombre: 'Ana', numero: 5, equipo: 'Escudería Águila' },
      { nombre: 'Beto', numero: 8, equipo: 'Rayo MX' },
      { nombre: 'Carla', numero: 11, equipo: 'Escudería Águila' },
    ];
    for (const p of people) {
      const user = await createUser(context, { nombre: p.nombre, apellido: 'Prueba', email: `${p.nombre.toLowerCase()}@ejemplo.test` });
      await enrolUser(context, c.id, user.id);
      await context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: user.id, rol: 'user', suspendido: false }, c.id, { numeroAuto: p.numero, equipo: p.equipo });
    }
    const race = await addRace(context, c.id, { circuito: 'Circuito de Monterrey', inDays: 20 });
    const [ana] = await context.knex('users').where({ email: 'ana@ejemplo.test' }).select('id');
    await context.container.get(CHAMPIONSHIPS.SignOutOfRace).execute({ id: ana.id, rol: 'user', suspendido: false }, race.id);
    const waiting = await createUser(context, { nombre: 'Dani', apellido: 'Espera', email: 'dani@ejemplo.test' });
    await context.container.get(CHAMPIONSHIPS.JoinWaitlist).execute({ id: waiting.id, rol: 'user', suspendido: false }, c.id);

    // Once at 360 px, the list checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, 'jefa@ejemplo.test', 'admin123');
      await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
      const table = page.getByRole('table', { name: 'Inscritos en Copa Filtros' });
      await table.getByText('#8').waitFor();
      await page.getByText('Dani Espera').first().waitFor();
      const filters = page.getByRole('search', { name: 'Filtrar inscritos' });
      await filters.getByRole('combobox', { name: 'Equipo' }).selectOption('Escudería Águila');
      await table.getByText('#8').waitFor({ state: 'detached' });
      await table.getByText('#5').waitFor();
      await table.getByText('#11').waitFor();
      await filters.getByRole('searchbox', { name: 'Buscar' }).fill('carla');
      await table.getByText('#5').waitFor({ state: 'detached' });
      const csv = await filters.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href');
      expect(csv).to.equal(`/api/campeonatos/${c.id}/inscritos/admin.csv?estado=&equipo=Escuder%C3%ADa+%C3%81guila&q=carla`);
      const body = await page.evaluate(async (href) => (await fetch(href!)).text(), csv);
      expect(body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1).map((line) => line.split(',').slice(0, 4))).to.deep.equal([['Inscrito', '11', 'No', 'Carla Prueba']]);
      await filters.getByRole('searchbox', { name: 'Buscar' }).fill('');
      await filters.getByRole('combobox', { name: 'Equipo' }).selectOption('');
      await filters.getByRole('combobox', { name: 'Estado' }).selectOption('lista-espera');
      await table.waitFor({ state: 'detached' });
      await page.getByText('Dani Espera').first().waitFor();
      await filters.getByRole('combobox', { name: 'Estado' }).selectOption('');
      await table.getByText('#8').waitFor();
      const attendance = page.getByRole('region', { name: 'Asistencia' });
      await attendance.getByRole('combobox', { name: 'Carrera' }).selectOption(race.id);
      const rows = attendance.getByRole('table', { name: 'Asistencia en Circuito de Monterrey' });
      await rows.getByRole('row', { name: /Ana Prueba/ }).getByText('No podrá correr').waitFor();
      await rows.getByRole('row', { name: /Beto Prueba/ }).getByText('Sin resultados aún').waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `admin entry list at ${width}`);
        await page.screenshot({ path: `${SHOTS}/entries-admin-filters-${width}.png`, fullPage: true });
      });
      await page.close();
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('lets an entered driver say he will miss a race and take it back, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Avisos', precio: 0, max: 10, startsIn: 2 });
    await addRace(context, c.id, { circuito: 'Autódromo de Querétaro', inDays: 5 });
    // Once at 360 px, checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    {
      const driver = await createUser(context, { nombre: 'Aviso', apellido: 'Piloto', email: 'aviso@ejemplo.test' });
      await enrolUser(context, c.id, driver.id);
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto(`/campeonatos/${c.id}`);
      await page.getByRole('button', { name: 'No podré correr: Autódromo de Querétaro' }).click();
      await page.getByText('Avisaste que no podrás correr esta carrera.').waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `signed out at ${width}`);
        await reveal(page.getByRole('button', { name: 'Retirar mi aviso: Autódromo de Querétaro' }));
        await page.screenshot({ path: `${SHOTS}/race-sign-out-${width}.png` });
      });
      expect(await context.knex('race_sign_outs').select('userId')).to.deep.equal([{ userId: driver.id }]);
      await page.getByRole('button', { name: 'Retirar mi aviso: Autódromo de Querétaro' }).click();
      await page.getByRole('button', { name: 'No podré correr: Autódromo de Querétaro' }).waitFor();
      await page.close();
    }
    expect((await context.knex('race_sign_outs').select('userId')).length).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
