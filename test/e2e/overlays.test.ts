import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { ARTIFACTS_DIR, shoot, TAKES_PICTURES, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { roundExport, SEASON_ORDERS, seedStandingsSeason, type SeededSeason } from '../support/standings-season.js';

/** A checkerboard behind the page: where the overlay is transparent, it shows through in the screenshot. */
async function overCheckerboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const board = document.createElement('div');
    board.style.cssText = 'position:fixed;inset:0;z-index:-1;background:repeating-conic-gradient(#9a9a9a 0 25%,#e6e6e6 0 50%) 0 0/40px 40px';
    document.body.prepend(board);
  });
}

const roundShown = (page: Page, round: number, timeout: number) =>
  page.waitForFunction((r) => document.querySelector('.cabecera p')?.textContent?.includes(`tras la ronda ${r}`) === true, round, { timeout });

/** Resolves once the page's event stream has answered (the overlay listens). */
const listening = (page: Page) => page.waitForResponse((res) => res.url().includes('/api/overlay/eventos') && res.status() === 200);

describe('The overlays in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  const shots = path.join(ARTIFACTS_DIR, 'overlays');
  let season: SeededSeason;
  let admin: { email: string; password: string };

  beforeEach(async () => {
    mkdirSync(shots, { recursive: true });
    if (!suite.ready) return;
    await truncateAll(suite.context);
    season = await seedStandingsSeason(suite.context, { rounds: 2 });
    admin = await createUser(suite.context, { rol: 'admin' });
  });

  const url = (extra = '') => `/overlay/clasificacion?campeonato=${season.campeonatoId}&filas=6&columnas=numero,equipo,puntos,diferencia${extra}`;

  async function importRound(round: 3) {
    const api = await suite.apiSession(admin.email, admin.password);
    const res = await api.post('/api/events/import-file', {
      multipart: { carreraId: season.raceIds[round - 1]!, sesion: '1', eventfile: { name: 'ronda.json', mimeType: 'application/json', buffer: roundExport(round, SEASON_ORDERS[round - 1]!) } },
    });
    expect(res.status(), await res.text()).to.equal(201);
  }

  it('draws the standings at once on a transparent page, at 1920×1080 and scaled to 1280×720', async () => {
    const widths: Record<number, number> = {};
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      const page = await suite.newPage({ width, height });
      // The first paint is the data: nothing of it waits for the script.
      await page.route('**/overlay/overlay.js', (route) => route.abort());
      await page.goto(url(), { waitUntil: 'domcontentloaded' });
      const standings = (await (await page.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`)).json()) as { grupos: Array<{ filas: unknown[] }> };
      expect(await page.locator('.fila').count()).to.equal(Math.min(6, standings.grupos[0]!.filas.length)).and.above(0);
      await page.unroute('**/overlay/overlay.js');
      await page.goto(url());
      const backgrounds = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
      expect(backgrounds).to.deep.equal(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      widths[width] = (await page.locator('#overlay').boundingBox())!.width;
      await overCheckerboard(page);
      // The animations settle before a picture; under CI none is taken (docs/adr/0052).
      if (TAKES_PICTURES) await page.waitForTimeout(600);
      await shoot(page.locator('body'), { path: path.join(shots, `clasificacion-${width}x${height}.png`) });
      for (const theme of ['claro'] as const) {
        await page.goto(url(`&tema=${theme}&posicion=derecha`));
        await overCheckerboard(page);
        // The animations settle before a picture; under CI none is taken (docs/adr/0052).
        if (TAKES_PICTURES) await page.waitForTimeout(600);
        await shoot(page.locator('body'), { path: path.join(shots, `clasificacion-${theme}-${width}x${height}.png`) });
      }
      await page.goto(`/overlay/resultados?campeonato=${season.campeonatoId}&filas=8&columnas=numero,clase,diferencia&animaciones=no`);
      expect(await page.locator('.fila').count()).to.equal(8);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).to.equal('rgba(0, 0, 0, 0)');
      await overCheckerboard(page);
      await shoot(page.locator('body'), { path: path.join(shots, `resultados-${width}x${height}.png`) });
    }
    expect(widths[1280]! / widths[1920]!).to.be.closeTo(1280 / 1920, 0.01);

    // The entry list, in two columns past twelve drivers.
    for (let i = 1; i <= 16; i++) {
      const driver = await createUser(suite.context, { nombre: 'Piloto', apellido: `Número ${i}` });
      await suite.context.knex('championship_enrolments').insert({ id: `ins-${i}`, campeonatoId: season.campeonatoId, userId: driver.id, origen: 'admin', createdAt: new Date().toISOString() });
    }
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      const page = await suite.newPage({ width, height });
      await page.goto(`/overlay/parrilla?campeonato=${season.campeonatoId}&posicion=centro&animaciones=no`);
      expect(await page.locator('.fila').count()).to.equal(16);
      await overCheckerboard(page);
      await shoot(page.locator('body'), { path: path.join(shots, `parrilla-${width}x${height}.png`) });
    }

    // The next race, counted down by the page itself.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + 3 * 86_400_000));
    await suite.context.knex('races').where({ id: season.raceIds[3] }).update({ fechaInicio: day, horaInicio: '20:00' });
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      const page = await suite.newPage({ width, height });
      await page.goto(`/overlay/proxima-carrera?campeonato=${season.campeonatoId}&posicion=centro`);
      const countdown = page.locator('[data-cuenta-hasta]');
      const first = await countdown.textContent();
      await page.waitForFunction((before) => document.querySelector('[data-cuenta-hasta]')?.textContent !== before, first, { timeout: 3_000 });
      await overCheckerboard(page);
      // The animations settle before a picture; under CI none is taken (docs/adr/0052).
      if (TAKES_PICTURES) await page.waitForTimeout(600);
      await shoot(page.locator('body'), { path: path.join(shots, `proxima-carrera-${width}x${height}.png`) });
    }

    // The stewards' ticker: scrolling, and standing still with animaciones=no.
    const penalised = await createUser(suite.context, { nombre: 'Beto', apellido: 'Curva', nombreCompleto: false });
    // Beto Curva of the invented results (iRacing 2): his penalty shows on the last race's results too.
    await suite.context.knex('users').where({ id: penalised.id }).update({ iracingId: 2 });
    await suite.context.knex('championship_enrolments').insert({ id: 'ins-beto', campeonatoId: season.campeonatoId, userId: penalised.id, origen: 'admin', createdAt: new Date().toISOString() });
    // From here on in the championship's colour.
    await suite.context.knex('championships').where({ id: season.campeonatoId }).update({ color: '#1e6fd9' });
    const api = await suite.apiSession(admin.email, admin.password);
    for (const [i, sancion] of [{ tipo: 'tiempo', segundos: 5 }, { tipo: 'posiciones', posiciones: 3, puntosLicencia: 2 }].entries()) {
      const res = await api.post('/api/reportes/sanciones', { data: { campeonato: season.campeonatoId, carrera: season.raceIds[i + 1], piloto: penalised.id, explicacion: 'Contacto evitable en la curva 1.', sancion } });
      expect(res.status(), await res.text()).to.equal(201);
    }
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      const page = await suite.newPage({ width, height });
      await page.goto(`/overlay/decisiones?campeonato=${season.campeonatoId}&posicion=centro`);
      expect(await page.locator('.decision:not(.copia)').count()).to.equal(2);
      // The championship's colour on the accent, the league's logo in the header.
      expect(await page.locator('.cabecera').evaluate((el) => getComputedStyle(el).borderRightColor)).to.equal('rgb(30, 111, 217)');
      const logo = await page.locator('.cabecera').evaluate((el) => getComputedStyle(el, '::after').backgroundImage);
      expect(logo).to.contain('/favicon.svg');
      expect((await page.request.get('/favicon.svg')).status()).to.equal(200);
      expect(await page.locator('.cinta').textContent()).to.contain('Beto C.').and.not.contain('Curva');
      const moved = await page.locator('.cinta-pista').first().evaluate(async (el) => {
        const at = el.getBoundingClientRect().left;
        await new Promise((r) => setTimeout(r, 400));
        return el.getBoundingClientRect().left - at;
      });
      expect(moved, 'the ticker scrolls to the left').to.be.below(0);
      await overCheckerboard(page);
      await shoot(page.locator('body'), { path: path.join(shots, `decisiones-${width}x${height}.png`) });
      await page.goto(`/overlay/decisiones?campeonato=${season.campeonatoId}&tema=claro&animaciones=no`);
      expect(await page.locator('.cinta-pista').first().evaluate((el) => getComputedStyle(el).animationName)).to.equal('none');
      await overCheckerboard(page);
      await shoot(page.locator('body'), { path: path.join(shots, `decisiones-quieto-${width}x${height}.png`) });
      await page.goto(`/overlay/resultados?campeonato=${season.campeonatoId}&filas=8&columnas=numero,diferencia&animaciones=no`);
      expect(await page.locator('.fila:has(.sancion) .nombre').textContent()).to.contain('Beto C.');
      expect(await page.locator('.sancion').textContent()).to.equal('+5 s');
      await overCheckerboard(page);
      await shoot(page.locator('body'), { path: path.join(shots, `resultados-sanciones-${width}x${height}.png`) });
    }

    // The overlays' script stays small.
    const script = await (await suite.newPage({ width: 1280, height: 720 })).request.get('/overlay/overlay.js');
    const gzipped = gzipSync(await script.body()).length;
    console.log(`      overlay.js: ${gzipped} B gzip`);
    expect(gzipped).to.be.below(30 * 1024);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('a stewards’ decision reaches an open ticker within 2 s', async () => {
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Curva' });
    await suite.context.knex('championship_enrolments').insert({ id: 'ins-beto', campeonatoId: season.campeonatoId, userId: beto.id, origen: 'admin', createdAt: new Date().toISOString() });
    const page = await suite.newPage({ width: 1920, height: 1080 });
    const stream = listening(page);
    await page.goto(`/overlay/decisiones?campeonato=${season.campeonatoId}`);
    await stream;
    expect(await page.locator('.vacio').textContent()).to.equal('Los comisarios todavía no han tomado decisiones.');
    const api = await suite.apiSession(admin.email, admin.password);
    const res = await api.post('/api/reportes/sanciones', { data: { campeonato: season.campeonatoId, carrera: season.raceIds[1], piloto: beto.id, explicacion: 'Salida en falso.', sancion: { tipo: 'tiempo', segundos: 10 } } });
    expect(res.status(), await res.text()).to.equal(201);
    await page.waitForFunction(() => document.querySelector('.decision')?.textContent?.includes('Penalización de tiempo: 10 segundos') === true, null, { timeout: 2_000 });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('a results import reaches an open overlay within 2 s', async () => {
    const page = await suite.newPage({ width: 1920, height: 1080 });
    const stream = listening(page);
    await page.goto(url());
    await stream;
    await roundShown(page, 2, 1_000);
    await importRound(3);
    await roundShown(page, 3, 2_000);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('keeps its data when the connection drops, and connects again by itself', async () => {
    const page = await suite.newPage({ width: 1280, height: 720 });
    const first = listening(page);
    await page.goto(url());
    await first;
    const before = await page.locator('#overlay').innerHTML();
    const again = listening(page);
    // Every connection to the server cut, the overlay's stream among them.
    suite.server.server.closeAllConnections();
    await page.waitForTimeout(300);
    expect(await page.locator('#overlay').innerHTML(), 'the panel as it was, no error nor blank').to.equal(before);
    await again;
    await importRound(3);
    await roundShown(page, 3, 2_000);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('does not grow its memory over 500 updates', async () => {
    const page = await suite.newPage({ width: 1920, height: 1080 });
    const stream = listening(page);
    await page.goto(url());
    await stream;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    };
    const { knex, container } = suite.context;
    const feed = container.get(PLATFORM.ChangeFeed);
    let baseline = 0;
    for (let i = 1; i <= 500; i++) {
      const name = `Copa Invierno ${i}`;
      await knex('championships').where({ id: season.campeonatoId }).update({ nombreCampeonato: name });
      // Written past the site's HTTP: the feed is told as a write through the site tells it.
      await feed.afterWrite();
      await page.waitForFunction((n) => document.querySelector('.cabecera h1')?.textContent === n, name, { timeout: 5_000 });
      if (i === 50) baseline = await heap();
    }
    const after = await heap();
    console.log(`      heap after 50 updates: ${(baseline / 1024).toFixed(0)} KB; after 500: ${(after / 1024).toFixed(0)} KB`);
    expect(after - baseline, 'heap growth over 450 updates').to.be.below(256 * 1024);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
