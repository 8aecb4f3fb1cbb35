import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { DRIVER_TITLES_PAGE } from '../../src/contracts/drivers.contract.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { sidewaysOverflow } from '../support/reachability.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
const WIDTHS = [360, 1440] as const;
/** A title a season from 2010, three more than a page: 'Ver más títulos' brings the three oldest. */
const YEARS = Array.from({ length: DRIVER_TITLES_PAGE.size + 3 }, (_, i) => 2010 + i);
const NEWEST = YEARS[YEARS.length - 1]!;

describe("A driver's titles, a page at a time, in the browser", function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  let driverId = '';

  beforeEach(async () => {
    await truncateAll(suite.context);
    const driver = await createUser(suite.context, { nombre: 'Sofía', apellido: 'Luna' });
    driverId = driver.id;
    const serie = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    for (const year of YEARS) {
      const c = await suite.context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
        fields: {
          nombreCampeonato: `Copa Fórmulas ${year}`,
          categoria: 'Fórmulas',
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
      // Closed as the closing stores it, with her as the champion (the closing itself: closing.test.ts).
      await suite.context.knex('season_closures').insert({ campeonatoId: c.id, tabla: JSON.stringify({ campeonatoId: c.id, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: `${year}-12-01T00:00:00.000Z`, cerradaPor: ADMIN.id });
      await suite.context.knex('season_podiums').insert({ id: randomUUID(), campeonatoId: c.id, tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion: 1, nombre: 'Sofía Luna', userId: driver.id, custId: null, puntos: 100 });
    }
  });

  it("shows her newest titles rendered on the server and 'Ver más títulos' adds the older ones after them, at 360 and 1440 px passing axe", async () => {
    // React writes a comment between the parts of a text: read without them.
    const html = (await (await fetch(`${suite.baseUrl}/pilotos/${driverId}`)).text()).replace(/<!-- -->/g, '');
    expect(html).to.include(`Campeón de Copa Fórmulas ${NEWEST}`).and.include(`Campeón de Copa Fórmulas ${YEARS[3]}`).and.include('Ver más títulos');
    for (const old of YEARS.slice(0, 3)) expect(html).not.to.include(`Campeón de Copa Fórmulas ${old}`);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto(`/pilotos/${driverId}`);
    const titles = page.getByRole('list', { name: 'Títulos' });
    await titles.getByRole('link', { name: `Campeón de Copa Fórmulas ${NEWEST}` }).waitFor();
    expect(await titles.getByRole('listitem').count()).to.equal(DRIVER_TITLES_PAGE.size);
    const more = page.getByRole('button', { name: 'Ver más títulos' });
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    const topOf = () => titles.getByRole('link', { name: `Campeón de Copa Fórmulas ${NEWEST}` }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await more.click();
    await titles.getByRole('link', { name: `Campeón de Copa Fórmulas ${YEARS[0]}` }).waitFor();
    expect(await topOf()).to.equal(before);
    expect((await titles.getByRole('listitem').allTextContents()).map((t) => t.trim())).to.deep.equal([...YEARS].reverse().map((y) => `Campeón de Copa Fórmulas ${y}`));
    expect(await more.count()).to.equal(0);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
