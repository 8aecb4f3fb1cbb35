import { expect } from 'chai';
import { DRIVER_CHAMPIONSHIPS_PAGE } from '../../src/contracts/drivers.contract.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { sidewaysOverflow } from '../support/reachability.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
const WIDTHS = [360, 1440] as const;
/** Three more than a page: 'Ver más campeonatos' brings the three oldest. */
const TOTAL = DRIVER_CHAMPIONSHIPS_PAGE.size + 3;

describe('The championships a driver entered, a page at a time, in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  let driverId = '';

  beforeEach(async () => {
    await truncateAll(suite.context);
    const driver = await createUser(suite.context, { nombre: 'Sofía', apellido: 'Luna' });
    driverId = driver.id;
    // 'Copa Piloto 1' starts first, 'Copa Piloto <TOTAL>' last: a month apart.
    for (let i = 1; i <= TOTAL; i += 1) {
      const month = new Date(Date.UTC(2030, i - 1, 1)).toISOString().slice(0, 10);
      const c = await suite.context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
        fields: {
          nombreCampeonato: `Copa Piloto ${i}`,
          categoria: 'Deportivos',
          detallesCampeonato: 'Ocho fechas en circuitos clásicos.',
          reglas: 'Máximo 3 incidentes por carrera.',
          fechaInicio: month,
          fechaFin: month,
          participantesMaximos: 20,
          precio: 0,
          premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
        },
      });
      await suite.context.container.get(CHAMPIONSHIPS.EnrolUser).execute(ADMIN, { campeonatoId: c.id, usuarioId: driver.id });
    }
  });

  it("shows the newest championships rendered on the server and 'Ver más campeonatos' adds the older ones below, at 360 and 1440 px passing axe", async () => {
    const html = await (await fetch(`${suite.baseUrl}/pilotos/${driverId}`)).text();
    expect(html).to.include(`>Copa Piloto ${TOTAL}<`).and.include(`>Copa Piloto 4<`).and.include('Ver más campeonatos');
    for (const old of [1, 2, 3]) expect(html).not.to.include(`>Copa Piloto ${old}<`);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto(`/pilotos/${driverId}`);
    const section = page.locator('section[aria-labelledby="driver-champs-title"]');
    const named = (i: number) => section.getByRole('link', { name: `Copa Piloto ${i}`, exact: true });
    await named(TOTAL).waitFor();
    expect(await section.getByRole('listitem').count()).to.equal(DRIVER_CHAMPIONSHIPS_PAGE.size);
    expect(await named(1).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    const topOf = () => named(TOTAL).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await section.getByRole('button', { name: 'Ver más campeonatos' }).click();
    await named(1).waitFor();
    expect(await topOf()).to.equal(before);
    const shown = await section.getByRole('listitem').allTextContents();
    expect(shown.map((t) => t.split('Deportivos')[0]!.trim())).to.deep.equal(Array.from({ length: TOTAL }, (_, i) => `Copa Piloto ${TOTAL - i}`));
    expect(await section.getByRole('button', { name: 'Ver más campeonatos' }).count()).to.equal(0);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
