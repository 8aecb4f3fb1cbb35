import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork, withoutFirstReads, reveal, shoot } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { expectedTotals, GT_DRIVERS, seedStandingsSeason, type SeededSeason } from '../support/standings-season.js';
import { addChampionship } from './championship-data.js';

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

/** The GT class's leader after `round`, by the hand-worked totals (the season has no tie at the top). */
function gtLeader(round: number): { custId: number; total: number } {
  const [custId, v] = [...expectedTotals('gt', round)].sort((a, b) => b[1].total - a[1].total)[0]!;
  return { custId, total: v.total };
}

async function openStandings(page: Page, season: SeededSeason, query = ''): Promise<void> {
  await page.goto(`/campeonatos/${season.campeonatoId}/clasificacion${query}`);
  await page.getByRole('heading', { level: 1, name: season.nombre }).waitFor();
  await waitForQuietNetwork(page);
}

/** The tab of the table holding Ana (the GT class), by the name the API gives the group. */
async function gtGroupName(page: Page, season: SeededSeason): Promise<string> {
  const answer = await page.evaluate(async (id) => (await fetch(`/api/campeonatos/${id}/clasificacion`)).json(), season.campeonatoId);
  return answer.grupos.find((g: { filas: Array<{ piloto: { custId: number } }> }) => g.filas.some((r) => r.piloto.custId === 1)).grupo;
}

describe('The public standings page in the browser', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(120_000);
  const suite = useBrowserSuite({ kind });
  let season: SeededSeason;

  beforeEach(async () => {
    if (!suite.ready) return;
    await truncateAll(suite.context);
    season = await seedStandingsSeason(suite.context);
  });

  it('shows a tab per group and the teams, the table race by race with the dropped round struck through, the chart and the CSV file', async () => {
    const page = await suite.newPage({ width: 1440, height: 1000 });
    await openStandings(page, season);
    // The page names itself once the app has started, which can be after the server's render shows.
    const title = `Clasificación de ${season.nombre} · Parrilla`;
    await page.waitForFunction((wanted) => document.title === wanted, title).catch(() => undefined);
    expect(await page.title()).to.equal(title);

    // Tabs: one per car class and 'Equipos' for the rosters; the arrow keys move between them.
    const tabs = page.getByRole('tablist', { name: 'Grupos de la clasificación' }).getByRole('tab');
    expect(await tabs.count()).to.equal(3);
    expect((await tabs.last().textContent())?.trim()).to.equal('Equipos');
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.last().getAttribute('aria-selected')).to.equal('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Equipos');
    const teams = page.getByRole('tabpanel').getByRole('table', { name: 'Clasificación de equipos: Equipos' });
    expect(await teams.getByRole('rowheader').allTextContents()).to.have.length(2);

    const gt = await gtGroupName(page, season);
    await page.getByRole('tab', { name: gt }).click();
    const table = page.getByRole('tabpanel').getByRole('table', { name: `Clasificación de pilotos: ${gt}` });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).to.equal(Object.keys(GT_DRIVERS).length);
    const leader = gtLeader(3);
    const first = rows.first();
    expect(await first.getByRole('rowheader').textContent()).to.include(GT_DRIVERS[leader.custId as keyof typeof GT_DRIVERS]);
    expect((await first.locator('.standings__pts').textContent())?.trim()).to.equal(String(leader.total));
    // Ana's lowest round is struck through and read as dropped.
    const ana = expectedTotals('gt').get(1)!;
    const anaRow = rows.filter({ hasText: 'Ana Pista' });
    const dropped = anaRow.locator('td.standings__round').nth(ana.dropped - 1);
    expect((await dropped.locator('s').textContent())?.trim()).to.equal(String(ana.rounds[ana.dropped - 1]));
    expect(await dropped.textContent()).to.include('(descartada)');
    expect(await anaRow.locator('s').count()).to.equal(1);
    // Unmatched drivers are shown with their iRacing id; Ana races for her roster.
    expect(await anaRow.getByRole('rowheader').textContent()).to.include('iRacing 1').and.include('Escudería Norte');

    // The chart: the top five at first, one more when a driver is ticked.
    const chart = page.getByRole('tabpanel').locator('figure.standings-chart');
    // Below the table the chart waits for the visitor to come near it.
    await reveal(page.getByRole('tabpanel').locator('.standings-chart-slot').first());
    await chart.locator('.recharts-line-curve').first().waitFor({ state: 'attached' });
    expect(await chart.locator('.recharts-line-curve').count()).to.equal(5);
    expect(await chart.getByRole('img').getAttribute('aria-label')).to.match(/^Posición después de cada ronda de .*Ana Pista/);
    await chart.getByRole('checkbox', { name: /Fer Chicane/ }).check();
    expect(await chart.locator('.recharts-line-curve').count()).to.equal(6);

    expect(describeViolations(await axeViolations(page))).to.equal('');

    // The CSV file of what is on screen.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
    expect(download.suggestedFilename()).to.equal('clasificacion-copa-invierno-ronda-3.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).to.equal(0xfeff);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).to.equal('Grupo,Posición,Piloto,ID de iRacing,Equipo,Puntos,Diferencia,Victorias,Podios,Poles,Vueltas rápidas,Deducciones,R1,R2,R3');
    expect(lines.find((l) => l.includes(',Ana Pista,'))).to.match(new RegExp(`,${ana.total},.*,${ana.rounds.map((p, i) => (i + 1 === ana.dropped ? `\\(${p}\\)` : p)).join(',')}$`));

    // After round 2: another leader, no third round, and the address keeps the choice.
    await page.getByLabel('Después de la ronda').selectOption('2');
    await page.waitForURL((url) => url.searchParams.get('hastaRonda') === '2');
    const then = gtLeader(2);
    await page.getByRole('status').filter({ hasText: 'Clasificación después de la ronda 2' }).waitFor();
    expect(await page.getByRole('tab', { name: gt }).getAttribute('aria-selected')).to.equal('true');
    await table.locator('thead th.standings__round').nth(1).waitFor();
    expect(await table.locator('thead th.standings__round').count()).to.equal(2);
    expect(await rows.first().getByRole('rowheader').textContent()).to.include(GT_DRIVERS[then.custId as keyof typeof GT_DRIVERS]);
    expect((await rows.first().locator('.standings__pts').textContent())?.trim()).to.equal(String(then.total));
    expect(then.total).not.to.equal(leader.total);
    const [earlier] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
    expect(earlier.suggestedFilename()).to.equal('clasificacion-copa-invierno-ronda-2.csv');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('fits 360 px without page-wide scrolling: the name stays pinned while the rounds scroll; screenshots at 360, 768 and 1440 px', async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    // One load, checked at each width (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 900 });
    await openStandings(page, season);
    await page.getByRole('tab', { name: await gtGroupName(page, season) }).click();
    await reveal(page.getByRole('tabpanel').locator('.standings-chart-slot').first());
    await page.locator('figure.standings-chart .recharts-line-curve').first().waitFor({ state: 'attached' });
    await atWidths(page, [360, 768, 1440], async (width) => {
      await page.locator('figure.standings-chart .recharts-line-curve').first().waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `width ${width}`).to.be.at.most(0);
      const scroller = page.getByRole('tabpanel').getByRole('region', { name: /se desplaza hacia los lados/ }).first();
      expect(await scroller.evaluate((el) => getComputedStyle(el.querySelector('tbody th')!).position)).to.equal('sticky');
      if (width === 360) {
        // The table is wider than the phone: it scrolls in its own box and the driver's name stays in view.
        expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).to.equal(true);
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        const box = await scroller.locator('tbody th').first().boundingBox();
        expect(box!.x).to.be.within(0, 80);
        await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
        expect(describeViolations(await axeViolations(page))).to.equal('');
      }
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `clasificacion-${width}.png`), fullPage: true });
    });
  });

  it('says so when a championship has no results yet, and a failed load offers to retry', async () => {
    const empty = await addChampionship(suite.context, { nombre: 'Copa Sin Carreras', startsIn: -2, endsIn: 30 });
    const page = await suite.newPage({ width: 360 });
    await openStandings(page, { ...season, campeonatoId: empty.id, nombre: 'Copa Sin Carreras' });
    await page.getByText('Aún no hay resultados publicados para este campeonato.').waitFor();
    expect(await page.getByRole('link', { name: 'Descargar CSV' }).count()).to.equal(0);

    const standingsCall = (url: URL) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/clasificacion');
    await page.route(standingsCall, (route) => route.fulfill({ status: 500, body: '{}' }));
    await withoutFirstReads(page);
    await page.goto(`/campeonatos/${season.campeonatoId}/clasificacion`);
    await page.getByRole('alert').getByText('No se pudo cargar la clasificación. Inténtalo de nuevo.').waitFor();
    await page.unroute(standingsCall);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: season.nombre }).waitFor();
  });

  it("links the championship page to its standings and each race's results, and shows the top five on the home page", async () => {
    const page = await suite.newPage({ width: 1280 });
    await page.goto(`/campeonatos/${season.campeonatoId}`);
    await page.getByRole('heading', { level: 1, name: season.nombre }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByRole('link', { name: 'Clasificación', exact: true }).getAttribute('href')).to.equal(`/campeonatos/${season.campeonatoId}/clasificacion`);
    // The three races with results link to them in the analyzer; the fourth has none yet.
    const results = page.getByRole('link', { name: /^Ver resultados de / });
    expect(await results.count()).to.equal(3);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await shoot(page.locator('.race-list'), { path: path.join(ARTIFACTS_DIR, 'campeonato-carreras.png') });
    expect(await results.first().getAttribute('href')).to.equal(`/race-result?evento=${season.subsessions[0]}`);
    await results.nth(1).click();
    await page.waitForURL((url) => url.pathname === '/race-result');
    await page.getByRole('heading', { name: 'Resultados de carreras' }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByLabel('Evento').inputValue()).to.equal(String(season.subsessions[1]));

    await page.goto('/');
    const card = page.getByRole('article', { name: season.nombre }).filter({ has: page.getByText('Después de la ronda 3') });
    await card.waitFor();
    const gt = await gtGroupName(page, season);
    const list = card.getByRole('list', { name: `Los 5 primeros de ${gt}` });
    const expected = [...expectedTotals('gt')].sort((a, b) => b[1].total - a[1].total).slice(0, 5);
    const names = (await list.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(names).to.have.length(5);
    for (const [i, [custId, v]] of expected.entries()) {
      expect(names[i]).to.include(GT_DRIVERS[custId as keyof typeof GT_DRIVERS]).and.include(`${v.total} pts.`);
    }
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).to.be.at.most(0);
    await shoot(page.locator('#clasificaciones'), { path: path.join(ARTIFACTS_DIR, 'inicio-clasificaciones-360.png') });
    await card.getByRole('link', { name: `Ver la clasificación completa de ${season.nombre}` }).click();
    await page.waitForURL((url) => url.pathname === `/campeonatos/${season.campeonatoId}/clasificacion`);
    await page.getByRole('tablist', { name: 'Grupos de la clasificación' }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
