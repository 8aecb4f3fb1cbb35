import { expect } from 'chai';
import { DRIVER_RESULTS_PAGE } from '../../src/contracts/drivers.views.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { sidewaysOverflow } from '../support/reachability.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
const WIDTHS = [360, 1440] as const;
const CUST = 515151;
const TOTAL = DRIVER_RESULTS_PAGE + 3;

describe("A driver's results a page at a time, in the browser", function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  let driverId = '';

  beforeEach(async () => {
    await truncateAll(suite.context);
    const driver = await createUser(suite.context, { nombre: 'Sofía', apellido: 'Luna' });
    driverId = driver.id;
    await suite.context.knex('users').where({ id: driver.id }).update({ iracingId: CUST });
    for (let i = 0; i < TOTAL; i += 1) {
      const day = `2026-01-${String(i + 1).padStart(2, '0')}`;
      const race = { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: CUST, display_name: 'Sofía Luna', finish_position: 0, laps_complete: 20, incidents: 0 })] };
      const file = inventedExport({ subsession_id: 92000000 + i, start_time: `${day}T18:00:00Z`, end_time: `${day}T19:00:00Z`, session_name: `Ronda ${i + 1}`, session_results: [race] });
      await suite.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: Buffer.from(JSON.stringify(file)) });
    }
  });

  it("shows the newest results rendered on the server and 'Ver más resultados' adds the older ones below, at 360 and 1440 px passing axe", async () => {
    const html = await (await fetch(`${suite.baseUrl}/pilotos/${driverId}`)).text();
    expect(html).to.include(`Ronda ${TOTAL}`).and.include('Ver más resultados');
    expect(html).not.to.include('Ronda 1<');

    const page = await suite.newPage({ width: 360, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/resultados')) asked.push(url.searchParams.get('desde') ?? '');
    });
    await page.goto(`/pilotos/${driverId}`);
    const section = page.locator('section[aria-labelledby="driver-results-title"]');
    await section.getByText(`Ronda ${TOTAL}`, { exact: true }).first().waitFor();
    expect(await section.getByText('Ronda 1', { exact: true }).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    const newest = section.getByText(`Ronda ${TOTAL}`, { exact: true }).first();
    const topOf = () => newest.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await section.getByRole('button', { name: 'Ver más resultados' }).click();
    await section.getByText('Ronda 1', { exact: true }).first().waitFor();
    expect(await topOf()).to.equal(before);
    expect(await section.getByRole('button', { name: 'Ver más resultados' }).count()).to.equal(0);
    // The next page is asked after the place the first one ended at, never by a count of rows.
    expect(asked).to.have.length(1);
    expect(asked[0]).to.match(/^[A-Za-z0-9_-]+$/).and.not.match(/^\d+$/);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
