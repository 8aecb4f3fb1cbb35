import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { mexicoCityInstant } from '../../src/contracts/formats.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, signIn, useBrowserSuite, waitForQuietNetwork, reveal } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { parseFeed } from '../integration/calendar/calendar-fixtures.js';
import { addChampionship, addRace, day, enrolUser } from './championship-data.js';

const WIDTHS = [360, 1440];

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `scroll width at ${width} px`).to.be.at.most(width);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** The answer of a same-site address, read by the page's own browser context. */
async function fetchText(page: Page, url: string) {
  const res = await page.request.get(new URL(url, page.url()).pathname);
  return { status: res.status(), type: res.headers()['content-type'], text: await res.text() };
}

describe('Calendar buttons and the personal feed in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('offers on a championship page its .ics and its next race in Google Calendar (UTC dates), usable at 360 px and accessible', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Calendario', startsIn: -10 });
    await addRace(suite.context, c.id, { circuito: 'Circuito Pasado', inDays: -3 });
    await addRace(suite.context, c.id, { circuito: 'Circuito Próximo', inDays: 4, hora: '20:00' });
    const start = mexicoCityInstant(day(4), '20:00');
    // 15 + 10 + 40 minutes of sessions.
    const end = new Date(start.getTime() + 65 * 60_000);
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');

    // Once at 360 px, checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await page.goto(`/campeonatos/${c.id}`);
      const group = page.getByRole('group', { name: 'Calendario: Copa Calendario' });
      await group.waitFor();
      await waitForQuietNetwork(page);

      const ics = group.getByRole('link', { name: 'Añadir a mi calendario' });
      expect(await ics.getAttribute('href')).to.equal(`/api/campeonatos/${c.id}/calendario.ics`);
      const google = group.getByRole('link', { name: 'Google Calendar (se abre en una pestaña nueva)' });
      const link = new URL((await google.getAttribute('href'))!);
      expect(link.origin + link.pathname).to.equal('https://calendar.google.com/calendar/render');
      expect(link.searchParams.get('action')).to.equal('TEMPLATE');
      expect(link.searchParams.get('text')).to.equal('Copa Calendario — Fecha 2: Circuito Próximo');
      expect(link.searchParams.get('dates')).to.equal(`${utc(start)}/${utc(end)}`);
      expect(link.searchParams.get('location')).to.equal('Circuito Próximo');
      expect(await google.getAttribute('target')).to.equal('_blank');
      await group.getByText('Google Calendar añade la próxima carrera: Fecha 2,').waitFor();

      await atWidths(page, WIDTHS, async (width) => {
        for (const button of [ics, google]) {
          const box = (await button.boundingBox())!;
          expect(box.x + box.width, `button inside ${width} px`).to.be.at.most(width);
          expect(box.height, 'tall enough to tap').to.be.at.least(32);
        }
        await expectNoSidewaysScroll(page, width);
        expect(describeViolations(await axeViolations(page))).to.equal('');
        await reveal(group);
        await screenshot(page, `calendar-championship-${width}`);
      });

      {
        const feed = await fetchText(page, (await ics.getAttribute('href'))!);
        expect(feed.status).to.equal(200);
        expect(feed.type).to.equal('text/calendar; charset=utf-8');
        const entries = parseFeed(feed.text).entries;
        expect(entries.map((e) => e.summary)).to.deep.equal(['Copa Calendario — Fecha 1: Circuito Pasado', 'Copa Calendario — Fecha 2: Circuito Próximo']);
        expect(entries[1]!.start).to.equal(start.toISOString());
      }
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('offers the league\'s calendar (every upcoming race and free event) on the championships page', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Liga', startsIn: 1 });
    await addRace(suite.context, c.id, { circuito: 'Monza', inDays: 5 });
    const page = await suite.newPage({ width: 360, height: 800 });
    await page.goto('/campeonatos');
    const group = page.getByRole('group', { name: 'Calendario: próximas carreras y eventos de la liga' });
    await group.waitFor();
    await waitForQuietNetwork(page);
    expect(await group.getByRole('link', { name: 'Añadir a mi calendario' }).getAttribute('href')).to.equal('/api/calendario.ics');
    const google = new URL((await group.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('cid')).to.equal(`${suite.baseUrl.replace('http:', 'webcal:')}/api/calendario.ics`);
    const feed = await fetchText(page, '/api/calendario.ics');
    expect(parseFeed(feed.text).entries.map((e) => e.summary)).to.deep.equal(['Copa Liga — Fecha 1: Monza']);
    await expectNoSidewaysScroll(page, 360);
    expect(describeViolations(await axeViolations(page))).to.equal('');
    await screenshot(page, 'calendar-league-360');
  });

  it('offers on a free event\'s page its own .ics and the event in Google Calendar', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    const event = await suite.context.container.get(SINGLE_EVENTS.Create).execute(
      { id: admin.id, rol: 'admin', suspendido: false },
      { fields: { nombre: 'Noche de Calendario', fechaInicio: day(6), horaInicio: '21:30', participantesMaximos: '10', hasPractice: 'false', hasQualy: 'false', raceDuration: '60' } },
    );
    const start = mexicoCityInstant(day(6), '21:30');
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');

    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await page.goto(`/eventos-unicos/${event.id}`);
      const group = page.getByRole('group', { name: 'Calendario: Noche de Calendario' });
      await group.waitFor();
      await waitForQuietNetwork(page);
      expect(await group.getByRole('link', { name: 'Añadir a mi calendario' }).getAttribute('href')).to.equal(`/api/eventos-unicos/${event.id}/calendario.ics`);
      const link = new URL((await group.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
      expect(link.searchParams.get('action')).to.equal('TEMPLATE');
      expect(link.searchParams.get('text')).to.equal('Noche de Calendario');
      expect(link.searchParams.get('dates')).to.equal(`${utc(start)}/${utc(new Date(start.getTime() + 60 * 60_000))}`);
      await atWidths(page, WIDTHS, async (width) => {
        await expectNoSidewaysScroll(page, width);
        expect(describeViolations(await axeViolations(page))).to.equal('');
        await reveal(group);
        await screenshot(page, `calendar-event-${width}`);
      });

      {
        const feed = await fetchText(page, `/api/eventos-unicos/${event.id}/calendario.ics`);
        expect(parseFeed(feed.text).entries.map((e) => [e.summary, e.start])).to.deep.equal([['Noche de Calendario', start.toISOString()]]);
      }
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the driver\'s own feed address on the profile, copies it, and regenerates it after confirmation so the old one answers 404', async () => {
    const driver = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega' });
    const c = await addChampionship(suite.context, { nombre: 'Copa de Lucía' });
    await addRace(suite.context, c.id, { circuito: 'Monza', inDays: 12 });
    await enrolUser(suite.context, c.id, driver.id);

    const page = await suite.newPage({ width: 360, height: 800 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    const section = page.getByRole('region', { name: 'Mi calendario' });
    const input = section.getByLabel('Enlace de tu calendario');
    await input.waitFor();
    await waitForQuietNetwork(page);
    const first = await input.inputValue();
    expect(first).to.match(/^http:\/\/localhost:3000\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetchText(page, first);
    expect(feed.status).to.equal(200);
    expect(parseFeed(feed.text).entries.map((e) => e.summary)).to.deep.equal(['Copa de Lucía — Fecha 1: Monza']);

    await section.getByRole('button', { name: 'Copiar enlace' }).click();
    await page.getByText('¡Enlace copiado! Pégalo en tu app de calendario para suscribirte.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(first);
    expect(await section.getByRole('link', { name: 'Suscribirme' }).getAttribute('href')).to.equal(first.replace('http:', 'webcal:'));

    await expectNoSidewaysScroll(page, 360);
    expect(describeViolations(await axeViolations(page))).to.equal('');
    await reveal(section);
    await screenshot(page, 'calendar-profile-360');

    // Cancelling changes nothing.
    await section.getByRole('button', { name: 'Regenerar enlace' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Regenerar el enlace?' });
    await dialog.waitFor();
    expect(describeViolations(await axeViolations(page))).to.equal('');
    await screenshot(page, 'calendar-profile-dialog-360');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await input.inputValue()).to.equal(first);
    expect((await fetchText(page, first)).status).to.equal(200);

    await section.getByRole('button', { name: 'Regenerar enlace' }).click();
    await dialog.getByRole('button', { name: 'Regenerar enlace' }).click();
    await page.getByText('Listo: tu calendario tiene un enlace nuevo. El anterior ya no funciona.').waitFor();
    await page.waitForFunction((old) => (document.querySelector('.calendar-feed__url') as HTMLInputElement | null)?.value !== old, first);
    const second = await input.inputValue();
    expect(second).to.match(/\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(second).not.to.equal(first);
    const old = await fetchText(page, first);
    expect(old.status).to.equal(404);
    expect(JSON.parse(old.text).code).to.equal('CALENDAR_NOT_FOUND');
    expect((await fetchText(page, second)).status).to.equal(200);

    // Loaded again, at 1440 px, the profile shows the new address.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await input.waitFor();
    await waitForQuietNetwork(page);
    expect(await input.inputValue()).to.equal(second);
    expect(describeViolations(await axeViolations(page))).to.equal('');
    await reveal(section);
    await screenshot(page, 'calendar-profile-1440');
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
