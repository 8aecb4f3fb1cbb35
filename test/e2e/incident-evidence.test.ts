import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { RESULTS } from '../../src/modules/results/index.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { endedRace, row } from '../support/iracing-exports.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

describe("The steward's view of a report: when and where, the video at that moment, and both drivers' laps around it", function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(async () => {
    if (suite.ready) await truncateAll(suite.context);
  });

  it('shows the session time and corner, opens each video at its second, and marks the lap each driver ran at the incident, at 360 and 1440 px', async () => {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Paula', apellido: 'Jefa', email: 'paula@ejemplo.test' });
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' });
    const carla = await createUser(suite.context, { nombre: 'Carla', apellido: 'Mora', email: 'carla@ejemplo.test', rol: 'comisario' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Comisarios', startsIn: -10, endsIn: 60 });
    const race = await addRace(suite.context, champ.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: -2, hora: '20:00' });
    for (const d of [ana, beto]) await enrolUser(suite.context, champ.id, d.id);
    await suite.context.knex('users').where({ id: ana.id }).update({ iracingId: 9001 });
    await suite.context.knex('users').where({ id: beto.id }).update({ iracingId: 9002 });

    // Eight invented laps of about 1:40 from a start at 0:30; Beto passes Ana on lap 4 (ten-thousandths of a second, as iRacing writes them).
    const position = (car: number, lap: number) => (lap < 4 ? (car === 9001 ? 1 : 2) : car === 9001 ? 2 : 1);
    const chart = [9001, 9002].flatMap((car, k) =>
      Array.from({ length: 9 }, (_, lap) => ({ group_id: car, cust_id: car, display_name: `Piloto ${car}`, car_number: String(k + 1), lap_number: lap, lap_position: position(car, lap), lap_time: lap === 0 ? -1 : 1_000_000 + 1234 * lap + k * 500, session_time: (30 + 100 * lap + k) * 10_000 })),
    );
    const result = endedRace(new Date(), 3_600_000, [row({ cust_id: 9002, display_name: 'Beto Luna', finish_position: 0, laps_complete: 8, incidents: 4 }), row({ cust_id: 9001, display_name: 'Ana Ruiz', finish_position: 1, laps_complete: 8, incidents: 0 })], { subsession_id: 91_000_321 });
    await suite.context.container.get(RESULTS.ImportEventFile).execute({ id: admin.id, rol: 'admin', suspendido: false }, { bytes: JSON.stringify(result), carreraId: race.id, sesion: 1, lapChart: chart });

    // Calls that need no screen: signed-in browser contexts without a page.
    const adminApi = await suite.apiSession(admin.email, admin.password);
    expect((await adminApi.post('/api/reportes/comisarios', { data: { campeonato: champ.id, comisario: carla.id } })).status()).to.equal(201);

    const anaApi = await suite.apiSession(ana.email, ana.password);
    const filed = await anaApi.post('/api/reportes', {
      multipart: {
        usuarioDenunciado: beto.id,
        campeonato: champ.id,
        carrera: race.id,
        vuelta: '4',
        // 6:10 = 370 s: lap 4 runs from 330 s to 430 s.
        tiempoSesion: '6:10',
        curva: 'Curva 1',
        descripcion: 'Beto me tocó por detrás al frenar en la curva 1 y me pasó.',
        'videos[0]': 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=6m5s',
        'videos[1]': 'https://www.twitch.tv/videos/123456789?t=1h2m3s',
      },
    });
    expect(filed.status(), await filed.text()).to.equal(201);
    const reportId = ((await filed.json()) as { _id: string })._id;

    // One load; the facts, the links and both tables read, and the page checked, at each width (docs/adr/0052).
    const page = await suite.newPage({ width: 360 });
    await signIn(page, carla.email, carla.password);
    await page.goto(`/comisarios/reportes/${reportId}`);
    await waitForPath(page, `/comisarios/reportes/${reportId}`);
    await page.getByRole('heading', { name: /Reporte #1/, level: 1 }).waitFor();
    const anaLaps = page.getByRole('table', { name: 'Reporta: Ana Ruiz' });
    const betoLaps = page.getByRole('table', { name: 'Piloto reportado: Beto Luna' });
    await betoLaps.locator('tbody tr').first().waitFor();
    const rowsOf = async (table: typeof anaLaps) => (await table.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    await atWidths(page, [360, 1440], async (width) => {
      const facts = await page.locator('.report-facts').innerText();
      expect(facts, `at ${width}px`).to.include('Tiempo de sesión').and.include('06:10').and.include('Curva o sector').and.include('Curva 1');

      const youtube = page.getByRole('link', { name: /Video 1 en YouTube desde 06:05/ });
      expect(await youtube.getAttribute('href')).to.equal('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=365s');
      expect(await page.getByRole('link', { name: /Video 2 en Twitch desde 1:02:03/ }).getAttribute('href')).to.equal('https://www.twitch.tv/videos/123456789?t=1h2m3s');

      expect(await rowsOf(anaLaps), `at ${width}px`).to.deep.equal(['2 1:40.2468 1', '3 1:40.3702 1', '4 · incidente 1:40.4936 2', '5 1:40.617 2', '6 1:40.7404 2']);
      expect(await rowsOf(betoLaps), `at ${width}px`).to.deep.equal(['2 1:40.2968 2', '3 1:40.4202 2', '4 · incidente 1:40.5436 1', '5 1:40.667 1', '6 1:40.7904 1']);
      await expectNoSeriousViolations(page, `the steward's report view at ${width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll at ${width}px`).to.be.at.most(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/incident-evidence-${width}.png`, fullPage: true });

      // The player starts at the incident's second, only when asked for (nothing of YouTube loads before).
      expect(await page.locator('iframe').count(), `at ${width}px`).to.equal(0);
      expect(await page.getByRole('button', { name: 'Reproducir aquí desde 06:05' }).isVisible(), `at ${width}px`).to.equal(true);
    });
    await page.getByRole('button', { name: 'Reproducir aquí desde 06:05' }).click();
    expect(await page.locator('iframe').getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=365');
    expect(await page.locator('iframe').getAttribute('title')).to.equal('Video 1 del incidente, desde 06:05');
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
