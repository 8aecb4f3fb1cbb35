import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { HALL_DRIVERS_PAGE, HALL_EDITIONS_PAGE, SEASON_ARCHIVE_PAGE } from '../../src/contracts/seasons.contract.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { addChampionship } from './championship-data.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
const WIDTHS = [360, 1440] as const;
/** Copa Fórmulas every season from 2014 to 2025; all closed but 2025, with a champion and a runner-up each. */
const YEARS = Array.from({ length: 12 }, (_, i) => 2014 + i);
const CLOSED = YEARS.filter((y) => y !== 2025);

describe('The seasons archive and the hall of champions a page at a time, in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let serieId = '';

  beforeEach(async () => {
    await truncateAll(suite.context);
    const { knex, container } = suite.context;
    const serie = await container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    serieId = serie.id;
    for (const year of YEARS) {
      const championship = await addChampionship(suite.context, { nombre: `Copa Fórmulas ${year}` });
      await container.get(SEASONS.SetEdition).execute(ADMIN, championship.id, { serieId: serie.id, temporada: year });
      if (!CLOSED.includes(year)) continue;
      // Closed as the closing stores it (the closing itself: test/integration/seasons/closing.test.ts).
      await knex('season_closures').insert({ campeonatoId: championship.id, tabla: JSON.stringify({ campeonatoId: championship.id, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: `${year}-12-01T00:00:00.000Z`, cerradaPor: ADMIN.id });
      await knex('season_podiums').insert(
        ['Campeón', 'Segundo'].map((who, i) => ({ id: randomUUID(), campeonatoId: championship.id, tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion: i + 1, nombre: `${who} ${year}`, userId: null, custId: year * 10 + i, puntos: 100 - i })),
      );
    }
  });

  async function clean(page: Page) {
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
  }

  it("/temporadas comes from the server with the newest seasons only; 'Ver más temporadas' adds the older ones below, at 360 and 1440 px passing axe", async () => {
    const newestFirst = [...YEARS].reverse();
    const html = await (await fetch(`${suite.baseUrl}/temporadas`)).text();
    expect(html).to.include('id="server-render"').and.include('Ver más temporadas');
    for (const year of newestFirst.slice(0, SEASON_ARCHIVE_PAGE.size)) expect(html).to.include(`>Temporada <!-- -->${year}<`);
    expect(html).not.to.include(`Copa Fórmulas ${newestFirst[SEASON_ARCHIVE_PAGE.size]}`);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/temporadas');
    const heading = (year: number) => page.getByRole('heading', { name: `Temporada ${year}`, level: 2 });
    await heading(2025).waitFor();
    await waitForQuietNetwork(page);
    await clean(page);
    const topOf = () => heading(2025).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    const more = page.getByRole('button', { name: 'Ver más temporadas' });
    for (let shown = SEASON_ARCHIVE_PAGE.size; shown < YEARS.length; shown += SEASON_ARCHIVE_PAGE.size) {
      await more.click();
      await heading(newestFirst[shown]!).waitFor();
    }
    expect(await topOf()).to.equal(before);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).to.deep.equal(newestFirst.map((y) => `Temporada ${y}`));
    await page.getByText('Campeón 2014', { exact: true }).waitFor();
    expect(await more.count()).to.equal(0);
    await clean(page);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("/campeones comes from the server with each series' newest closed seasons and the first drivers; 'Ver más' adds older seasons and more drivers, at 360 and 1440 px passing axe", async () => {
    const closedNewestFirst = [...CLOSED].reverse();
    const html = await (await fetch(`${suite.baseUrl}/campeones`)).text();
    expect(html).to.include('id="server-render"').and.include('Ver más temporadas').and.include('Ver más pilotos');
    for (const year of closedNewestFirst.slice(0, HALL_EDITIONS_PAGE.size)) expect(html).to.include(`aria-label="Clasificación final de Copa Fórmulas ${year}"`);
    expect(html).not.to.include(`aria-label="Clasificación final de Copa Fórmulas ${closedNewestFirst[HALL_EDITIONS_PAGE.size]}"`);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/campeones');
    const series = page.locator(`section[aria-labelledby="serie-${serieId}"]`);
    const finalTable = (year: number) => series.getByRole('link', { name: `Clasificación final de Copa Fórmulas ${year}` });
    await finalTable(closedNewestFirst[0]!).waitFor();
    expect(await series.locator('.hall__edition').count()).to.equal(HALL_EDITIONS_PAGE.size);
    const drivers = page.locator('section[aria-labelledby="pilotos-con-titulos"]');
    expect(await drivers.locator('tbody tr').count()).to.equal(HALL_DRIVERS_PAGE.size);
    await waitForQuietNetwork(page);
    await clean(page);

    const topOf = () => finalTable(closedNewestFirst[0]!).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    const moreSeasons = series.getByRole('button', { name: 'Ver más temporadas de Copa Fórmulas' });
    for (let shown = HALL_EDITIONS_PAGE.size; shown < CLOSED.length; shown += HALL_EDITIONS_PAGE.size) {
      await moreSeasons.click();
      await finalTable(closedNewestFirst[shown]!).waitFor();
    }
    expect(await topOf()).to.equal(before);
    expect(await series.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(closedNewestFirst.map((y) => `Temporada ${y}`));
    expect(await moreSeasons.count()).to.equal(0);

    await drivers.getByRole('button', { name: 'Ver más pilotos' }).click();
    await drivers.locator('tbody tr').nth(CLOSED.length * 2 - 1).waitFor();
    expect(await drivers.locator('tbody tr').count()).to.equal(CLOSED.length * 2);
    expect(await drivers.getByRole('button', { name: 'Ver más pilotos' }).count()).to.equal(0);
    await clean(page);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
