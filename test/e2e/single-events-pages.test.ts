import { expect } from 'chai';
import type { AppContext } from '../../src/container.js';
import { PAST_EVENTS_PAGE } from '../../src/contracts/single-events.contract.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { atWidths, axeViolations, dayFrom, scrollToHomeSection, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { sidewaysOverflow } from '../support/reachability.js';

/** The suite's time: the present when it starts, held still for the server and every page. */
const clock = new ManualClock();
const WIDTHS = [360, 1440] as const;
const ADMIN = { email: 'jefa@ejemplo.test', password: 'admin123' };
const ACTOR = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
/** Two more events already run than a page holds: 'Ver más eventos' brings the oldest two. */
const PAST = PAST_EVENTS_PAGE.size + 2;
/** The events already run, the latest first: 'Evento pasado 1' was yesterday. */
const pastNames = Array.from({ length: PAST }, (_, i) => `Evento pasado ${i + 1}`);

async function seedEvent(context: AppContext, nombre: string, days: number) {
  await context.container.get(SINGLE_EVENTS.Create).execute(ACTOR, { fields: { nombre, fechaInicio: dayFrom(clock, days).iso, horaInicio: '20:00' } });
}

describe('One-off events already run load when asked, a page at a time, on the home page and in the admin list', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(120_000);
  const suite = useBrowserSuite({ kind, clock });

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...ADMIN, nombre: 'Laura', apellido: 'Jefa' });
    for (let i = 0; i < PAST; i++) await seedEvent(suite.context, pastNames[i]!, -(i + 1));
    await seedEvent(suite.context, 'Evento por venir', 7);
  });

  it("the home page shows the events to come; 'Eventos anteriores' loads the latest run, 'Ver más eventos' the rest below, at 360 and 1440 px passing axe", async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/');
    await scrollToHomeSection(page, '#eventosUnicosSection');
    const section = page.locator('#eventosUnicosSection');
    const upcoming = section.getByRole('list', { name: 'Eventos únicos gratuitos' });
    await upcoming.getByRole('heading', { name: 'Evento por venir' }).waitFor();
    expect(await upcoming.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(['Evento por venir']);
    const disclosure = section.locator('details.events-past');
    expect(await disclosure.locator('summary').innerText()).to.equal(`Eventos anteriores (${PAST} eventos)`);
    expect(await section.getByRole('heading', { name: 'Evento pasado 1', exact: true }).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `closed at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `closed at ${width} px`).to.deep.equal([]);
    });

    await disclosure.locator('summary').click();
    const past = section.getByRole('list', { name: 'Eventos únicos anteriores' });
    await past.getByRole('heading', { name: 'Evento pasado 1', exact: true }).waitFor();
    expect(await past.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(pastNames.slice(0, PAST_EVENTS_PAGE.size));
    const more = section.getByRole('button', { name: 'Ver más eventos' });
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `open at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `open at ${width} px`).to.deep.equal([]);
    });

    // The next page goes below: what was shown stays where it was.
    const latest = past.getByRole('heading', { name: 'Evento pasado 1', exact: true });
    const topOf = () => latest.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    await more.click();
    await past.getByRole('heading', { name: `Evento pasado ${PAST}` }).waitFor();
    expect(await past.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(pastNames);
    expect(await topOf()).to.equal(before);
    expect(await more.count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `all at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `all at ${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("the admin list shows the events to come, then those already run a page at a time with 'Siguiente' and 'Anterior', at 360 and 1440 px passing axe", async () => {
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/eventos-unicos');
    const upcoming = page.getByRole('table', { name: 'Lista de eventos únicos' });
    await upcoming.getByRole('link', { name: 'Evento por venir' }).waitFor();
    expect(await upcoming.locator('tbody tr').count()).to.equal(1);
    await page.getByRole('heading', { name: `Eventos anteriores (${PAST} eventos)` }).waitFor();
    const past = page.getByRole('table', { name: 'Eventos únicos anteriores' });
    await past.getByRole('link', { name: 'Evento pasado 1', exact: true }).waitFor();
    expect(await past.locator('tbody tr .admin-events__name').allTextContents()).to.deep.equal(pastNames.slice(0, PAST_EVENTS_PAGE.size));
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `first page at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `first page at ${width} px`).to.deep.equal([]);
    });

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Página 2').waitFor();
    await past.getByRole('link', { name: `Evento pasado ${PAST}` }).waitFor();
    expect(await past.locator('tbody tr .admin-events__name').allTextContents()).to.deep.equal(pastNames.slice(PAST_EVENTS_PAGE.size));
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `second page at ${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `second page at ${width} px`).to.deep.equal([]);
    });
    await page.getByRole('button', { name: 'Anterior' }).click();
    await past.getByRole('link', { name: 'Evento pasado 1', exact: true }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("an event's page shows whether it has started, so the server renders it for each visit instead of keeping it", async () => {
    if (!suite.ready) return;
    const [event] = await suite.context.knex('single_events').where({ nombre: 'Evento por venir' }).select('id');
    const renderedAt = async () => /"renderedAt":(\d+)/.exec(await (await fetch(`${suite.baseUrl}/eventos-unicos/${event.id}`)).text())?.[1];
    const first = await renderedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderedAt();
    expect(first).to.be.a('string');
    expect(second).to.be.a('string').and.not.equal(first);
  });
});
