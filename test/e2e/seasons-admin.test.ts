import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { ARTIFACTS_DIR, axeViolations, logInThroughUi, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { GT_DRIVERS, seedStandingsSeason } from '../support/standings-season.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };

/** The last round of the seeded season (GT only), so the season may be closed. */
function lastRound(): Buffer {
  const names = GT_DRIVERS as Record<number, string>;
  const rows = [2, 1, 3, 4, 5, 6].map((custId, i) => row({ cust_id: custId, display_name: names[custId]!, finish_position: i, finish_position_in_class: i, laps_complete: 20, incidents: 0, car_class_id: 10 }));
  return Buffer.from(
    JSON.stringify(
      inventedExport({ subsession_id: 94000004, session_name: 'Ronda 4', start_time: '2026-03-29T18:00:00Z', end_time: '2026-03-29T19:00:00Z', session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: rows }] }),
    ),
  );
}

describe('Series and seasons in the admin, in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  const shots = path.join(ARTIFACTS_DIR, 'temporadas');
  let campeonatoId = '';
  beforeEach(async () => {
    mkdirSync(shots, { recursive: true });
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'temporadas@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    const season = await seedStandingsSeason(suite.context, { nombre: 'Copa Invierno 2026' });
    campeonatoId = season.campeonatoId;
    await suite.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: lastRound(), carreraId: season.raceIds[3], sesion: 1 });
    const serie = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Invierno', categoria: 'GT' } });
    await suite.context.container.get(SEASONS.SetEdition).execute(ADMIN, campeonatoId, { serieId: serie.id, temporada: 2026 });
  });

  it('closes a season, reopens it with a reason and prepares the next one', async () => {
    const page = await suite.newPage({ width: 1440, height: 1000 });
    await logInThroughUi(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/temporadas');
    await page.getByRole('heading', { name: 'Series y temporadas', level: 1 }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Copa Invierno 2026' }) });
    await card.getByRole('button', { name: 'Cerrar temporada' }).click();
    await card.getByText('Temporada cerrada', { exact: true }).waitFor();
    await card.getByText('Campeones: GT Inventado: Beto Curva').waitFor();
    await waitForQuietNetwork(page);
    await page.screenshot({ path: path.join(shots, 'cerrada-1440.png'), fullPage: true });
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);

    await card.getByRole('button', { name: 'Reabrir temporada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reabrir Copa Invierno 2026' });
    await dialog.getByRole('button', { name: 'Reabrir temporada' }).click();
    await dialog.getByText('Escribe el motivo de la reapertura.').waitFor();
    await dialog.getByLabel('Motivo de la reapertura').fill('Sanción pendiente de la ronda 4');
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    await dialog.getByRole('button', { name: 'Reabrir temporada' }).click();
    await card.getByText(/Reabierta por Laura Jefa el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: Sanción pendiente de la ronda 4/).waitFor();
    await card.getByText('Temporada abierta', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Preparar la siguiente temporada' }).click();
    await page.getByText('Siguiente temporada preparada: «Copa Invierno 2027». Revísala antes de publicarla.').first().waitFor();
    await page.getByRole('heading', { name: 'Copa Invierno 2027' }).waitFor();
    await waitForQuietNetwork(page);
    await page.screenshot({ path: path.join(shots, 'siguiente-1440.png'), fullPage: true });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("lets the championship form pick its series and season, showing the ones it has", async () => {
    const other = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Resistencia Nocturna', categoria: 'GT' } });
    const page = await suite.newPage({ width: 1440, height: 1000 });
    await logInThroughUi(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/campeonatos');
    // The list of series answers after the edition's own answer: the form still shows its series.
    await page.route(/\/api\/series$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Editar Copa Invierno 2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar Copa Invierno 2026' });
    const serie = drawer.getByLabel('Serie', { exact: true });
    await page.waitForFunction(() => (document.querySelector('dialog select[name="serieId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'Copa Invierno');
    expect(await drawer.getByLabel('Temporada', { exact: true }).inputValue()).to.equal('2026');
    await serie.selectOption(other.id);
    await drawer.getByLabel('Temporada', { exact: true }).fill('2031');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').first().waitFor();
    const edition = await suite.context.container.get(SEASONS.GetEdition).execute(campeonatoId);
    expect([edition?.serieId, edition?.temporada]).to.deep.equal([other.id, 2031]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('fits 360 px without sideways scrolling and passes axe', async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    await logInThroughUi(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/temporadas');
    await page.getByRole('button', { name: 'Cerrar temporada' }).waitFor();
    await waitForQuietNetwork(page);
    await page.screenshot({ path: path.join(shots, 'admin-360.png'), fullPage: true });
    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  for (const width of [360, 1440]) {
    it(`shows the archive of seasons with the champions of a closed one at ${width} px, passing axe`, async () => {
      await suite.context.container.get(SEASONS.CloseSeason).execute(ADMIN, campeonatoId);
      const page = await suite.newPage({ width, height: 900 });
      await page.goto('/temporadas');
      await page.getByRole('heading', { name: 'Temporadas', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Temporada 2026' }).waitFor();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Copa Invierno 2026' }) });
      await card.getByText('Temporada cerrada').waitFor();
      await card.getByText('Beto Curva').waitFor();
      await waitForQuietNetwork(page);
      await page.screenshot({ path: path.join(shots, `archivo-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page)).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
      await page.getByRole('link', { name: 'Temporada 2026' }).click();
      await page.getByRole('heading', { name: 'Temporada 2026', level: 1 }).waitFor();
      await card.getByRole('link', { name: 'Clasificación final' }).click();
      await page.waitForURL(`**/campeonatos/${campeonatoId}/clasificacion`);
      await page.getByText('Clasificación final · Temporada cerrada').waitFor();
      await page.goto(`/campeonatos/${campeonatoId}`);
      await page.getByText('Temporada cerrada', { exact: true }).waitFor();
      expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});
