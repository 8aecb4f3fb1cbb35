import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { IRACING_MSG } from '../../src/contracts/iracing.messages.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { IRACING } from '../../src/modules/iracing/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, guideShot, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork, reveal, pickChampionship } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { endedRace, row } from '../support/iracing-exports.js';
import { IracingStandIn } from '../support/iracing-stand-in.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { addChampionship, addRace } from './championship-data.js';
import { expectFieldError } from './form-checks.js';

const ADMIN = { email: 'iracing@ejemplo.test', password: 'admin123' };
const LEAGUE = 4321;
const SEASON = 77;

/** Seven invented drivers, finishing in this order. */
const DRIVERS = ['Ana Pista', 'Beto Curva', 'Caro Recta', 'Dani Freno', 'Eva Vértice', 'Fede Chicana', 'Gabi Rebufo'].map((name, i) => ({ cust_id: 800 + i, display_name: name }));
const LAPS = 12;

/** A race of the seven drivers that ended two hours ago (so its results are published). */
const race = (subsessionId: number) =>
  endedRace(
    new Date(),
    2 * 60 * 60 * 1000,
    DRIVERS.map((d, i) => row({ ...d, finish_position: i, starting_position: (i + 3) % DRIVERS.length, laps_complete: LAPS, incidents: i % 3 })),
    { subsession_id: subsessionId, session_name: `Carrera Inventada ${subsessionId}` },
  );

/** iRacing's lap chart rows: each car's position at the end of each lap, the last lap in finishing order. */
const lapChartRows = () =>
  DRIVERS.flatMap((d, i) =>
    Array.from({ length: LAPS + 1 }, (_, lap) => ({
      group_id: d.cust_id,
      cust_id: d.cust_id,
      display_name: d.display_name,
      car_number: String(10 + i),
      lap_number: lap,
      lap_position: lap === LAPS ? i + 1 : ((i + lap) % DRIVERS.length) + 1,
    })),
  );

const violationsOf = async (page: Page) => (await axeViolations(page)).map((v) => `${v.id}: ${v.targets.slice(0, 3).join(', ')}`);

describe('iRacing in the browser: settings, importing a subsession, a season\'s sessions and positions by lap', function () {
  this.timeout(120_000);
  const standIn = new IracingStandIn();
  const env: NodeJS.ProcessEnv = {};
  before(async () => {
    await standIn.start();
    // The iRacing user comes from the server's environment; the rest is saved in Ajustes → iRacing.
    Object.assign(env, standIn.env(false), { IRACING_USERNAME: standIn.credentials.username });
  });
  after(() => standIn.stop());
  const suite = useBrowserSuite({ env });

  beforeEach(async () => {
    if (!suite.ready) return;
    standIn.setMaintenance(false);
    for (const map of [standIn.results, standIn.lapCharts, standIn.seasonSessions, standIn.leagueSeasons]) map.clear();
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...ADMIN, nombre: 'Iris', apellido: 'Admin' });
  });

  /** The three credentials not set by the environment, saved as Ajustes would. */
  const saveCredentials = () =>
    suite.context.container.get(IRACING.SaveSettings).execute(CONSOLE_ACTOR, {
      clientId: standIn.credentials.clientId,
      clientSecret: standIn.credentials.clientSecret,
      password: standIn.credentials.password,
    });

  /** A championship linked to the league season, with a race that started two days ago and one next week. */
  async function linkedChampionship(nombre = 'Copa Inventada iRacing') {
    const championship = await addChampionship(suite.context, { nombre, startsIn: -20 });
    const past = await addRace(suite.context, championship.id, { circuito: 'Autódromo Inventado', inDays: -2 });
    const next = await addRace(suite.context, championship.id, { circuito: 'Óvalo Inventado', inDays: 7 });
    return { championship, past, next };
  }

  const linkInDatabase = (campeonatoId: string) => suite.context.knex('championships').where({ id: campeonatoId }).update({ iracingLigaId: LEAGUE, iracingTemporadaId: SEASON });

  it('an admin saves the credentials in Ajustes → iRacing (secrets only masked, the environment\'s read-only) and tests the connection, with iRacing\'s refusals in Spanish', async () => {
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    await page.getByRole('navigation', { name: 'Panel de Administración' }).getByRole('link', { name: 'Ajustes', exact: true }).click();
    await page.getByRole('tab', { name: 'iRacing' }).click();
    await waitForPath(page, '/admin/ajustes/iracing');
    await page.getByRole('heading', { name: 'Conexión con iRacing' }).waitFor();
    await page.getByText('Faltan credenciales').waitFor();

    const user = page.getByLabel('Usuario de iRacing (correo)');
    expect(await user.inputValue()).to.equal(standIn.credentials.username);
    expect(await user.getAttribute('readonly')).to.not.equal(null);
    await page.getByText(IRACING_MSG.fromEnvironment).waitFor();
    expect(await page.getByRole('button', { name: 'Probar conexión' }).isDisabled()).to.equal(true);

    await page.getByLabel('ID del cliente (client_id)').fill(standIn.credentials.clientId);
    await page.getByLabel('Secreto del cliente (client_secret)').fill(standIn.credentials.clientSecret);
    await page.getByLabel('Contraseña de iRacing').fill(standIn.credentials.password);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText(IRACING_MSG.settingsSaved).first().waitFor();
    await page.getByText('Configurada', { exact: true }).waitFor();
    // The secrets come back masked, never in the page.
    expect(await page.getByLabel('Secreto del cliente (client_secret)').inputValue()).to.equal('••••••••');
    expect(await page.getByLabel('Contraseña de iRacing').inputValue()).to.equal('••••••••');
    const html = await page.content();
    expect(html).not.to.include(standIn.credentials.clientSecret);
    expect(html).not.to.include(standIn.credentials.password);

    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText(`Sesión iniciada como ${standIn.member.display_name} (cust_id ${standIn.member.cust_id}).`).waitFor();

    // Saving again with the masked secrets keeps them: the connection still works.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText(IRACING_MSG.settingsSaved).first().waitFor();
    await waitForQuietNetwork(page);
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText(`Sesión iniciada como ${standIn.member.display_name}`, { exact: false }).waitFor();

    // A wrong password: iRacing's refusal, in Spanish.
    const password = page.getByLabel('Contraseña de iRacing');
    await password.click();
    await password.fill('no-es-la-contraseña');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText(IRACING_MSG.settingsSaved).first().waitFor();
    await waitForQuietNetwork(page);
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText(IRACING_MSG.rejected).waitFor();

    standIn.setMaintenance(true, true);
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText(IRACING_MSG.maintenance).waitFor();

    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect(await violationsOf(page)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('an admin imports a subsession by its id into a championship race on a phone: the contract\'s message, iRacing\'s "no such session" with the id kept, a progress line while it runs', async () => {
    await saveCredentials();
    const { championship, past } = await linkedChampionship('Copa Importada');
    standIn.results.set(93100001, race(93100001));
    standIn.setLapChart(93100001, lapChartRows());
    let imports = 0;
    const page = await suite.newPage({ width: 360, height: 800 });
    page.on('request', (req) => {
      if (req.url().endsWith('/api/events/import-iracing')) imports += 1;
    });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/race-results-admin');
    await page.getByRole('tab', { name: 'Importar desde iRacing' }).click();
    const id = page.getByLabel('ID de la subsesión');
    const submit = page.getByRole('button', { name: 'Importar desde iRacing' });

    await id.fill('doce');
    await submit.click();
    await expectFieldError(id, IRACING_MSG.subsessionInvalid);
    expect(imports).to.equal(0);

    await id.fill('93100999');
    await submit.click();
    await page.getByText(IRACING_MSG.subsessionUnknown(93100999)).waitFor();
    expect(await id.inputValue()).to.equal('93100999');
    // iRacing in maintenance: the form's own failure, under no field.
    standIn.setMaintenance(true);
    await submit.click();
    const failure = page.locator('.results-admin__status--error');
    await failure.waitFor();
    const failed = await failure.innerText();
    standIn.setMaintenance(false);
    // Sent again with a mistake of its own: the new error shows, the old failure is gone.
    await id.fill('trece');
    await submit.click();
    await expectFieldError(id, IRACING_MSG.subsessionInvalid);
    expect(await page.getByText(failed).count(), `the previous failure («${failed}») is cleared`).to.equal(0);
    await id.fill('93100999');

    await id.fill('93100001');
    await pickChampionship(page, 'Campeonato (opcional)', championship.nombreCampeonato);
    await page.getByLabel('Carrera', { exact: true }).locator('option', { hasText: 'Autódromo Inventado' }).waitFor({ state: 'attached' });
    await page.getByLabel('Carrera', { exact: true }).selectOption(past.id);
    await page.getByLabel('Sesión puntuable').selectOption('2');
    expect(await violationsOf(page)).to.deep.equal([]);

    const held = standIn.holdAt('/data/results/get');
    await submit.click();
    await held.reached;
    await page.getByText('Consultando a iRacing… puede tardar unos segundos.').waitFor();
    await page.getByRole('button', { name: 'Importando...' }).waitFor();
    held.release();
    await page.getByRole('table', { name: 'Eventos importados' }).getByRole('link', { name: 'Analizar Carrera Inventada 93100001' }).waitFor();
    await page.getByText('Sesión de iRacing importada: Carrera Inventada 93100001 (93100001), sesión 2 de la carrera.').first().waitFor();
    const stored = await suite.context.knex('result_events').where({ subsessionId: 93100001 }).first();
    expect({ carreraId: stored.carreraId, sesion: Number(stored.sesion) }).to.deep.equal({ carreraId: past.id, sesion: 2 });
    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the championship form offers the iRacing league\'s seasons, says iRacing\'s trouble and lets the season be typed by hand', async () => {
    await saveCredentials();
    const { championship } = await linkedChampionship('Copa Temporadas');
    standIn.leagueSeasons.set(LEAGUE, {
      seasons: [
        { league_id: LEAGUE, season_id: 76, season_name: 'Temporada Inventada 2025', active: false },
        { league_id: LEAGUE, season_id: SEASON, season_name: 'Temporada Inventada 2026', active: true },
      ],
    });
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: `Editar ${championship.nombreCampeonato}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar ${championship.nombreCampeonato}` });
    const league = dialog.getByLabel('Liga de iRacing (ID)');
    const season = dialog.getByLabel('Temporada de iRacing');

    // iRacing in maintenance: its message, and the season typed by hand.
    standIn.setMaintenance(true);
    await league.fill('999');
    await dialog.getByText(`${IRACING_MSG.maintenance}. Escribe el ID de la temporada a mano.`).waitFor();
    expect(await season.evaluate((el) => el.tagName)).to.equal('INPUT');
    standIn.setMaintenance(false);

    // A season without its league is refused under the league.
    await league.fill('');
    await season.fill(String(SEASON));
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectFieldError(league, IRACING_MSG.seasonWithoutLeague);

    await league.fill(String(LEAGUE));
    await season.locator('option', { hasText: 'Temporada Inventada 2026 (activa)' }).waitFor({ state: 'attached' });
    expect(await season.evaluate((el) => el.tagName)).to.equal('SELECT');
    // The season typed before is the one chosen.
    expect(await season.inputValue()).to.equal(String(SEASON));
    expect(await season.locator('option').allInnerTexts()).to.deep.equal(['Sin temporada', `Temporada Inventada 2026 (activa) · ${SEASON}`, 'Temporada Inventada 2025 · 76']);
    expect(await violationsOf(page)).to.deep.equal([]);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').waitFor();
    const saved = await suite.context.knex('championships').where({ id: championship.id }).first();
    expect({ liga: Number(saved.iracingLigaId), temporada: Number(saved.iracingTemporadaId) }).to.deep.equal({ liga: LEAGUE, temporada: SEASON });
    await page.getByText(`Liga ${LEAGUE} · Temporada ${SEASON}`).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('a championship\'s iRacing sessions: each one\'s state and race, Sincronizar ahora, a session with no race imported in one click, and a stopped sync on the dashboard with its reason', async () => {
    await saveCredentials();
    const { championship, past, next } = await linkedChampionship();
    const unlinked = await addChampionship(suite.context, { nombre: 'Copa Sin Liga' });
    await linkInDatabase(championship.id);
    const start = new Date(past.inicio).getTime();
    standIn.setSeason(LEAGUE, SEASON, [
      { subsession_id: 93200001, launch_at: new Date(start + 10 * 60_000).toISOString(), has_results: true, track: 'Autódromo Inventado' },
      { subsession_id: 93200002, launch_at: new Date(start - 5 * 86_400_000).toISOString(), has_results: true, track: 'Circuito Suelto' },
      { subsession_id: 93200003, launch_at: new Date(Date.now() - 10 * 60_000).toISOString(), has_results: false, track: 'Pista Pendiente' },
    ]);
    standIn.results.set(93200001, race(93200001));
    standIn.results.set(93200002, race(93200002));

    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/campeonatos/${unlinked.id}/iracing`);
    await page.getByText(IRACING_MSG.championshipWithoutSeason).waitFor();
    expect(await page.getByRole('button', { name: 'Sincronizar ahora' }).count()).to.equal(0);

    await page.goto('/admin/campeonatos');
    await page.getByRole('link', { name: `Sesiones de iRacing de ${championship.nombreCampeonato}` }).click();
    await waitForPath(page, `/admin/campeonatos/${championship.id}/iracing`);
    await page.getByRole('heading', { name: `Sesiones de iRacing: ${championship.nombreCampeonato}`, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: `Sesiones de la temporada ${SEASON} de la liga ${LEAGUE}` });
    await table.waitFor();
    const rowOf = (id: number) => table.locator('tbody tr', { hasText: String(id) });
    expect(await table.locator('tbody tr').count()).to.equal(3);
    await rowOf(93200002).getByText('Sin carrera').waitFor();
    await rowOf(93200003).getByText('Esperando resultados').waitFor();
    // A session with results and its race is to import, not waiting for results.
    await rowOf(93200001).getByText('Con resultados, por importar').waitFor();
    expect(await rowOf(93200001).getByText('Esperando resultados').count()).to.equal(0);
    // Launch instants in Mexico City time.
    const launched = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
      .format(new Date(start + 10 * 60_000))
      .replace(',', '');
    await rowOf(93200001).getByText(launched).waitFor();

    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await page.getByText('Sincronización terminada: 1 sesión importada ahora; en la temporada: 1 importada, 1 esperando resultados, 1 sin carrera.').first().waitFor();
    await rowOf(93200001).getByText('Importada').waitFor();
    await rowOf(93200001).getByText('Autódromo Inventado · Sesión 1').waitFor();

    // The session with no race goes to the race and session chosen.
    await rowOf(93200002).getByLabel('Carrera para la sesión 93200002').selectOption(next.id);
    await rowOf(93200002).getByLabel('Sesión puntuable para la sesión 93200002').selectOption('2');
    expect(await violationsOf(page)).to.deep.equal([]);
    await page.getByRole('button', { name: 'Importar la sesión 93200002 a la carrera elegida' }).click();
    await rowOf(93200002).getByText('Importada').waitFor();
    await rowOf(93200002).getByText('Óvalo Inventado · Sesión 2').waitFor();
    const stored = await suite.context.knex('result_events').whereIn('subsessionId', [93200001, 93200002]).orderBy('subsessionId');
    expect(stored.map((e: { carreraId: string; sesion: number }) => [e.carreraId, Number(e.sesion)])).to.deep.equal([
      [past.id, 1],
      [next.id, 2],
    ]);

    // A pass that iRacing stops says why, here and on the dashboard, with the championship.
    standIn.setMaintenance(true);
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await page.getByRole('alert').getByText(`La sincronización se detuvo: ${IRACING_MSG.maintenance}`).waitFor();
    await page.goto('/admin');
    const sync = page.getByRole('region', { name: 'Sincronización con iRacing' });
    await sync.getByText('Última sincronización:', { exact: false }).waitFor();
    const failing = sync.getByRole('list', { name: 'Campeonatos cuya sincronización falla' }).getByRole('listitem');
    expect(await failing.count()).to.equal(1);
    await failing.getByRole('link', { name: championship.nombreCampeonato }).waitFor();
    await failing.getByText(IRACING_MSG.maintenance).waitFor();
    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the positions by lap: P1 on top, the first five drawn and the others from the legend; a file import offers admins "Traer vueltas de iRacing", the public only the notice', async () => {
    await saveCredentials();
    standIn.results.set(93300001, race(93300001));
    standIn.setLapChart(93300001, lapChartRows());
    await suite.context.container.get(IRACING.ImportSubsession).execute(CONSOLE_ACTOR, { subsessionId: 93300001 });
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(race(93300002)) });
    standIn.setLapChart(93300002, lapChartRows());

    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/race-results/analyze/93300001');
    const section = page.getByRole('region', { name: 'Posiciones por vuelta' });
    await reveal(section);
    const figure = section.getByRole('figure', { name: 'Posición de cada auto al final de cada vuelta' });
    await figure.waitFor();
    const lines = figure.locator('.recharts-line-curve');
    await lines.first().waitFor();
    expect(await lines.count()).to.equal(5);
    const boxes = figure.getByRole('checkbox');
    expect(await boxes.count()).to.equal(DRIVERS.length);
    expect(await figure.getByRole('checkbox', { checked: true }).count()).to.equal(5);
    // P1 on top: the axis is reversed.
    const tick = (text: string) => figure.locator('.recharts-yAxis-tick-labels text', { hasText: new RegExp(`^${text}$`) }).boundingBox();
    expect((await tick('P1'))!.y).to.be.lessThan((await tick('P7'))!.y);

    await figure.getByLabel('P6 Fede Chicana (#15)').check();
    await expectLines(6);
    await figure.getByRole('button', { name: 'Mostrar todos' }).click();
    await expectLines(DRIVERS.length);
    await figure.getByLabel('P1 Ana Pista (#10)').uncheck();
    await expectLines(DRIVERS.length - 1);
    await figure.getByText('Ver el resumen de la gráfica como tabla').click();
    const summary = figure.getByRole('table', { name: 'Resumen de posiciones por vuelta' });
    expect(await summary.locator('tbody tr').first().locator('td').nth(1).innerText()).to.equal('Ana Pista (#10)');
    expect(await violationsOf(page)).to.deep.equal([]);

    // An event uploaded as a file: the public sees the notice only.
    const visitor = await suite.newPage({ width: 360, height: 800 });
    await visitor.goto('/race-result?evento=93300002');
    const publicSection = visitor.getByRole('region', { name: 'Posiciones por vuelta' });
    await reveal(publicSection);
    await publicSection.getByText(IRACING_MSG.noLapChart).waitFor();
    expect(await visitor.getByRole('button', { name: 'Traer vueltas de iRacing' }).count()).to.equal(0);

    // An admin fetches them from iRacing.
    await page.goto('/admin/race-results/analyze/93300002');
    await reveal(section);
    await section.getByText(IRACING_MSG.noLapChart).waitFor();
    await section.getByRole('button', { name: 'Traer vueltas de iRacing' }).click();
    await section.locator('.recharts-line-curve').first().waitFor();
    expect(await section.locator('.recharts-line-curve').count()).to.equal(5);
    expect(suite.pageErrors).to.deep.equal([]);

    async function expectLines(n: number) {
      await page.waitForFunction(([count]) => document.querySelectorAll('.lap-chart .recharts-line-curve').length === count, [n]);
    }
  });

  it('says iRacing\'s words when it has no positions by lap for an uploaded event', async () => {
    await saveCredentials();
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(race(93300003)) });
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/race-results/analyze/93300003');
    const section = page.getByRole('region', { name: 'Posiciones por vuelta' });
    await reveal(section);
    await section.getByRole('button', { name: 'Traer vueltas de iRacing' }).click();
    await section.getByRole('alert').getByText(IRACING_MSG.noLapChartFromIracing).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('fits the iRacing screens in 360 and 1440 px without sideways scrolling and passes axe', async () => {
    await saveCredentials();
    const { championship, past } = await linkedChampionship();
    await linkInDatabase(championship.id);
    const start = new Date(past.inicio).getTime();
    standIn.setSeason(LEAGUE, SEASON, [
      { subsession_id: 93400001, launch_at: new Date(start + 10 * 60_000).toISOString(), has_results: true, track: 'Autódromo Hermanos Inventados - Circuito Completo' },
      { subsession_id: 93400002, launch_at: new Date(start - 5 * 86_400_000).toISOString(), has_results: true, track: 'Circuito Suelto' },
    ]);
    standIn.results.set(93400001, race(93400001));
    standIn.setLapChart(93400001, lapChartRows());
    await suite.context.container.get(IRACING.Sync).execute(CONSOLE_ACTOR, { campeonatoId: championship.id });

    // Each screen loaded once and checked at both widths by resizing the window (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const screens: Array<{ name: string; open: () => Promise<unknown> }> = [
      { name: 'ajustes', open: () => page.getByLabel('Secreto del cliente (client_secret)').waitFor() },
      {
        name: 'importar',
        open: async () => {
          await page.getByRole('tab', { name: 'Importar desde iRacing' }).click();
          await page.getByLabel('ID de la subsesión').waitFor();
        },
      },
      { name: 'sesiones', open: () => page.getByRole('table').getByText('Sin carrera').waitFor() },
      {
        name: 'vueltas',
        open: async () => {
          const section = page.getByRole('region', { name: 'Posiciones por vuelta' });
          await reveal(section);
          await section.locator('.recharts-line-curve').first().waitFor();
        },
      },
      { name: 'panel', open: () => page.getByRole('region', { name: 'Sincronización con iRacing' }).waitFor() },
    ];
    const paths: Record<string, string> = {
      ajustes: '/admin/ajustes/iracing',
      importar: '/admin/race-results-admin',
      sesiones: `/admin/campeonatos/${championship.id}/iracing`,
      vueltas: '/admin/race-results/analyze/93400001',
      panel: '/admin',
    };
    const failures: string[] = [];
    for (const screen of screens) {
      await page.goto(paths[screen.name]!);
      await screen.open();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${screen.name} at ${width} px: the page scrolls sideways by ${overflow} px`);
        const violations = await violationsOf(page);
        if (violations.length) failures.push(`${screen.name} at ${width} px: ${violations.join('; ')}`);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `iracing-${screen.name}-${width}.png`), fullPage: true });
        if (width >= 1024 && screen.name === 'ajustes') await guideShot(page, 'iracing-ajustes');
        if (width >= 1024 && screen.name === 'sesiones') await guideShot(page, 'iracing-sesiones');
      });
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
