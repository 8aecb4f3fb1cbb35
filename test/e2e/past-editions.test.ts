import { expect } from 'chai';
import { PAST_EDITIONS_PAGE } from '../../src/contracts/championships.views.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { sidewaysOverflow } from '../support/reachability.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
const WIDTHS = [360, 1440] as const;
const NEWEST = 2026;
/** One more past edition than a page holds, and two: 'Ver más' brings the last two. */
const OLDEST = NEWEST - PAST_EDITIONS_PAGE - 2;

describe('Past editions load when asked, a page at a time, on the home page and the championships list', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    const serie = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Histórica', categoria: 'GT' } });
    for (let year = OLDEST; year <= NEWEST; year += 1) {
      await suite.context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
        fields: {
          nombreCampeonato: `Copa Histórica ${year}`,
          categoria: 'Deportivos',
          detallesCampeonato: 'Ocho fechas en circuitos clásicos.',
          reglas: 'Máximo 3 incidentes por carrera.',
          fechaInicio: `${year}-04-01`,
          fechaFin: `${year}-06-30`,
          participantesMaximos: 20,
          precio: 0,
          premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
          serieId: serie.id,
          temporada: year,
        },
      });
    }
  });

  it('the server sends the current editions only, the past ones counted behind a closed disclosure (a link to it on the home page)', async () => {
    for (const path of ['/', '/campeonatos']) {
      const html = await (await fetch(`${suite.baseUrl}${path}`)).text();
      expect(html, path).to.include(`Copa Histórica ${NEWEST}`);
      if (path === '/') expect(html, path).to.match(/<a [^>]*href="\/campeonatos#temporadas-anteriores"[^>]*>Temporadas anteriores/);
      else expect(html, path).to.match(/<details id="temporadas-anteriores" class="champ-list__past">/);
      expect(html, path).to.include(`${NEWEST - OLDEST} campeonatos`);
      expect(html, path).not.to.include(`Copa Histórica ${NEWEST - 1}`);
    }
  });

  it("'Temporadas anteriores' loads the newest past editions, 'Ver más' the rest, at 360 and 1440 px passing axe", async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.get('anteriores') === '1') asked.push(url.search);
    });
    await page.goto('/campeonatos');
    const current = page.getByRole('list', { name: 'Campeonatos disponibles' });
    await current.getByRole('heading', { name: `Copa Histórica ${NEWEST}` }).waitFor();
    await page.getByText('Temporadas anteriores').click();
    const past = page.getByRole('list', { name: 'Campeonatos de temporadas anteriores' });
    await past.getByRole('heading', { name: `Copa Histórica ${NEWEST - 1}` }).waitFor();
    const firstPage = Array.from({ length: PAST_EDITIONS_PAGE }, (_, i) => `Copa Histórica ${NEWEST - 1 - i}`);
    expect(await past.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(firstPage);
    const more = page.getByRole('button', { name: 'Ver más campeonatos' });
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });

    // The next page goes below: what was shown stays where it was.
    const newestPast = past.getByRole('heading', { name: `Copa Histórica ${NEWEST - 1}` });
    const topOf = () => newestPast.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await more.click();
    await past.getByRole('heading', { name: `Copa Histórica ${OLDEST}` }).waitFor();
    expect(await past.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal([...firstPage, `Copa Histórica ${OLDEST + 1}`, `Copa Histórica ${OLDEST}`]);
    expect(await topOf()).to.equal(before);
    expect(await more.count()).to.equal(0);
    // The second page is asked by place, after the last one shown, never by position.
    const lastShown = await past.getByRole('link', { name: /^Ver detalles de/ }).nth(PAST_EDITIONS_PAGE - 1).getAttribute('href');
    expect(asked).to.deep.equal(['?anteriores=1', `?anteriores=1&despues=${lastShown!.split('/').pop()}`]);
    await atWidths(page, WIDTHS, async (width) => {
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the home page shows the current edition and leads to the past ones, opened on the championships page, at 360 and 1440 px passing axe', async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/');
    const section = page.locator('#campeonatoslistcontainer');
    await section.getByRole('list', { name: 'Campeonatos disponibles' }).getByRole('heading', { name: `Copa Histórica ${NEWEST}` }).waitFor();
    expect(await section.getByRole('heading', { name: `Copa Histórica ${NEWEST - 1}` }).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `home at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `home at ${width} px`).to.deep.equal([]);
    });
    // The past editions' code is the championships page's: the home page links to them there, opened.
    await section.getByRole('link', { name: /Temporadas anteriores/ }).click();
    await page.waitForURL((url) => url.pathname === '/campeonatos' && url.hash === '#temporadas-anteriores');
    await page.getByRole('list', { name: 'Campeonatos de temporadas anteriores' }).getByRole('heading', { name: `Copa Histórica ${NEWEST - 1}` }).waitFor();
    await page.getByRole('button', { name: 'Ver más campeonatos' }).waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
