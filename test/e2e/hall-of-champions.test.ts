import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, makePng, useBrowserSuite, waitForQuietNetwork, withoutFirstReads } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { addChampionship } from './championship-data.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };

describe('The hall of champions in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  const shots = path.join(ARTIFACTS_DIR, 'campeones');
  beforeEach(async () => {
    mkdirSync(shots, { recursive: true });
    if (suite.ready) await truncateAll(suite.context);
  });

  /** A series with two closed seasons (2025 and 2026) and a running one; closures stored as the closing stores them. */
  async function seed() {
    const { knex, container } = suite.context;
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Pista' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Curva' });
    const photo = await container.get(PLATFORM.FileStorage).save('perfiles', makePng(96, 96, [30, 120, 200]), 'png');
    await knex('users').where({ id: ana.id }).update({ imagenPerfil: photo.url });
    const serie = await container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    const ids: string[] = [];
    for (const temporada of [2025, 2026, 2027]) {
      const championship = await addChampionship(suite.context, { nombre: `Copa Fórmulas ${temporada}` });
      await container.get(SEASONS.SetEdition).execute(ADMIN, championship.id, { serieId: serie.id, temporada });
      ids.push(championship.id);
    }
    const close = async (campeonatoId: string, podium: Array<[number, string, string | null, number | null, ('piloto' | 'equipo')?]>) => {
      await knex('season_closures').insert({ campeonatoId, tabla: JSON.stringify({ campeonatoId, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: '2026-12-01T00:00:00.000Z', cerradaPor: 'admin-e2e' });
      await knex('season_podiums').insert(
        podium.map(([posicion, nombre, userId, custId, tipo = 'piloto']) => ({ id: randomUUID(), campeonatoId, tipo, clave: tipo === 'equipo' ? 'equipos' : 'g:Pro', grupo: tipo === 'equipo' ? 'Equipos' : 'Pro', posicion, nombre, userId, custId, puntos: 200 - posicion })),
      );
    };
    await close(ids[0]!, [[1, 'Ana Pista', ana.id, 101], [2, 'Beto Curva', beto.id, 102], [3, 'Carla Recta', null, 103]]);
    await close(ids[1]!, [[1, 'Beto Curva', beto.id, 102], [2, 'Carla Recta', null, 103], [3, 'Ana Pista', ana.id, 101], [1, 'Escudería Norte', null, null, 'equipo']]);
    return { ana, beto, ids };
  }

  it('comes rendered from the server with its champions, and the app takes it over without an error, at 360 and 1440 px', async () => {
    if (!suite.ready) return;
    await seed();
    const html = await (await fetch(`${suite.baseUrl}/campeones`)).text();
    expect(html).to.include('id="server-render"');
    expect(html).to.match(/<h1[^>]*>Salón de campeones<\/h1>/);
    expect(html).to.include('Copa Fórmulas 2026').and.include('Beto Curva');
    // One load, checked at both widths (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/campeones');
    await page.getByRole('heading', { name: 'Salón de campeones', level: 1 }).waitFor();
    await waitForQuietNetwork(page);
    await page.getByText('Beto Curva').first().waitFor();
    await atWidths(page, [360, 1440], async (width) => {
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await page.close();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('is rendered once for the same champions, and again when what it shows changes', async () => {
    if (!suite.ready) return;
    const { beto } = await seed();
    const renderedAt = (html: string) => /"renderedAt":(\d+)/.exec(html)?.[1];
    const first = await (await fetch(`${suite.baseUrl}/campeones`)).text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await (await fetch(`${suite.baseUrl}/campeones`, { headers: { 'accept-encoding': 'br' } })).text();
    expect(renderedAt(first)).to.be.a('string');
    expect(second, 'the page kept from the first visit').to.equal(first);
    // A champion renamed: the hall's answer changes, and so does its page.
    await suite.context.knex('users').where({ id: beto.id }).update({ nombre: 'Bruno' });
    const third = await (await fetch(`${suite.baseUrl}/campeones`)).text();
    expect(third).to.include('Bruno Curva').and.not.include('Beto Curva');
    expect(renderedAt(third)).to.not.equal(renderedAt(first));
  });

  it('shows the empty state, the skeleton while loading, then each edition with its champions and the drivers with titles at 360 and 1440 px', async () => {
    if (!suite.ready) return;
    const empty = await suite.newPage({ width: 1440, height: 900 });
    await empty.goto('/campeones');
    await empty.getByText('Todavía no hay temporadas cerradas.').waitFor();
    await empty.close();

    const { ana, beto, ids } = await seed();
    for (const width of [360, 1440]) {
      const page = await suite.newPage({ width, height: 900 });
      // The first read is held back until the skeleton has been seen.
      await withoutFirstReads(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/campeones', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto('/campeones');
      await page.getByRole('status').filter({ hasText: 'Cargando campeones...' }).waitFor({ state: 'attached' });
      await page.screenshot({ path: path.join(shots, `cargando-${width}.png`), fullPage: true });
      const skeletonHeight = await page.locator('.hall').evaluate((el) => el.getBoundingClientRect().height);
      release();

      await page.getByRole('heading', { name: 'Copa Fórmulas', level: 2 }).waitFor();
      const editions = page.getByRole('heading', { level: 3 });
      expect(await editions.allTextContents()).to.deep.equal(['Temporada 2026', 'Temporada 2025']);
      const champions2026 = page.getByRole('list', { name: 'Campeones de Copa Fórmulas 2026' });
      expect(await champions2026.locator('.hall__champion-text').allInnerTexts()).to.deep.equal(['Pro\nBeto Curva', 'Equipos\nEscudería Norte']);
      expect(await champions2026.getByRole('link', { name: 'Beto Curva' }).getAttribute('href')).to.equal(`/pilotos/${beto.id}`);
      const champions2025 = page.getByRole('list', { name: 'Campeones de Copa Fórmulas 2025' });
      expect(await champions2025.getByRole('link', { name: 'Ana Pista' }).getAttribute('href')).to.equal(`/pilotos/${ana.id}`);
      expect(await champions2025.locator('img').getAttribute('src')).to.match(/^\/uploads\/perfiles\/.+\.png$/);
      expect(await page.getByRole('link', { name: 'Clasificación final de Copa Fórmulas 2025' }).getAttribute('href')).to.equal(`/campeonatos/${ids[0]}/clasificacion`);
      // The running season is not in the hall.
      expect(await page.getByText('Copa Fórmulas 2027').count()).to.equal(0);
      await page.getByRole('heading', { name: 'Pilotos con títulos', level: 2 }).waitFor();
      // Most titles first, then second places: Beto (a title, a second), Ana (a title, a third), Carla (none).
      const rows = await page.getByRole('table').locator('tbody tr').allInnerTexts();
      expect(rows.map((r) => ['Beto Curva', 'Ana Pista', 'Carla Recta'].find((n) => r.includes(n)))).to.deep.equal(['Beto Curva', 'Ana Pista', 'Carla Recta']);
      expect(rows[0]).to.include('Copa Fórmulas 2026');
      expect(rows[2]).to.include('—');
      await waitForQuietNetwork(page);
      await page.screenshot({ path: path.join(shots, `campeones-${width}.png`), fullPage: true });

      const contentHeight = await page.locator('.hall').evaluate((el) => el.getBoundingClientRect().height);
      // The skeleton stands where the content comes: about as tall (a series with two editions and the table).
      expect(skeletonHeight / contentHeight, `skeleton ${skeletonHeight}px, content ${contentHeight}px at ${width}px`).to.be.within(0.6, 1.4);
      expect(await sidewaysOverflow(page), `overflow at ${width}px`).to.be.at.most(0);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).to.deep.equal([]);
      await page.close();
    }

    // The footer's quick links lead there (the top bar is full at 1440 px).
    const home = await suite.newPage({ width: 1440, height: 900 });
    await home.goto('/');
    // Brought into view, the home page's later part loads and the footer's code takes over the
    // server's footer: the link is clicked once that is done, not while it is being replaced.
    const hallLink = home.getByRole('contentinfo').getByRole('link', { name: 'Salón de campeones' });
    await hallLink.scrollIntoViewIfNeeded();
    await waitForQuietNetwork(home);
    await hallLink.click();
    await home.getByRole('heading', { name: 'Salón de campeones', level: 1 }).waitFor();

    // A champion's page names his titles, each leading to its final table.
    const driver = await suite.newPage({ width: 360, height: 900 });
    await driver.goto(`/pilotos/${ana.id}`);
    const title = driver.getByRole('list', { name: 'Títulos' }).getByRole('link', { name: 'Campeón de Copa Fórmulas 2025' });
    await title.waitFor();
    expect(await title.getAttribute('href')).to.equal(`/campeonatos/${ids[0]}/clasificacion`);
    await waitForQuietNetwork(driver);
    expect((await axeViolations(driver)).map((v) => `${v.id}: ${v.targets.join(', ')}`)).to.deep.equal([]);
    await driver.screenshot({ path: path.join(shots, 'piloto-360.png') });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
