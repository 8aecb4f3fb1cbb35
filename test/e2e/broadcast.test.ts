import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BROADCAST_PANELS } from '../../src/contracts/broadcast.messages.js';
import { ARTIFACTS_DIR, expectCleanAt, shoot, signIn, useBrowserSuite, waitForPath, pickChampionship, TAKES_PICTURES } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { seedStandingsSeason, type SeededSeason } from '../support/standings-season.js';

/** Resolves once the page's event stream has answered (the overlay listens). */
const listening = (page: Page) => page.waitForResponse((res) => res.url().includes('/api/overlay/eventos') && res.status() === 200);

/** Whether the overlay's panel is in the frame. */
const inFrame = (page: Page) => page.evaluate(() => !document.getElementById('overlay')!.hidden);

/** Waits until the overlay's panel is in (or out of) the frame, and answers how long it took since `started`. */
async function frameChange(page: Page, shown: boolean, started = Date.now(), timeout = 2_000): Promise<number> {
  await page.waitForFunction((s) => !document.getElementById('overlay')!.hidden === s, shown, { timeout });
  return Date.now() - started;
}

/**
 * The 'Transmisión' page (docs/adr/0059), as the broadcast team uses it: a link builder whose preview is
 * the overlay itself, 'Copiar enlace', and the control whose changes reach an open overlay within 2 s.
 */
describe('The Transmisión page in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  const shots = path.join(ARTIFACTS_DIR, 'overlays');
  let season: SeededSeason;
  let broadcaster: { email: string; password: string };

  beforeEach(async () => {
    mkdirSync(shots, { recursive: true });
    if (!suite.ready) return;
    await truncateAll(suite.context);
    season = await seedStandingsSeason(suite.context, { rounds: 2 });
    broadcaster = await createUser(suite.context, { rol: 'transmision' });
  });

  async function openPage(width: number): Promise<Page> {
    const page = await suite.newPage({ width, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, broadcaster.email, broadcaster.password);
    // The broadcast team's panel is this page alone.
    await page.goto('/admin');
    await waitForPath(page, '/admin/transmision');
    await page.getByRole('heading', { level: 1, name: 'Transmisión' }).waitFor();
    const entries = await page.locator('.admin__links a').evaluateAll((links) => links.map((a) => a.textContent?.trim()));
    expect(entries).to.deep.equal(['Inicio', 'Transmisión', 'Cerrar sesión']);
    await pickChampionship(page, 'Campeonato', season.nombre);
    await page.getByRole('heading', { name: `Control en vivo · ${season.nombre}` }).waitFor();
    return page;
  }

  it('builds an overlay’s link with a live preview and copies it, at 360 px and 1440 px', async () => {
    for (const width of [360, 1440]) {
      const page = await openPage(width);
      const preview = page.frameLocator('iframe[title^="Vista previa"]');
      await preview.locator('.fila').first().waitFor();
      const table = ((await (await page.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`)).json()) as { grupos: Array<{ filas: unknown[] }> }).grupos[0]!.filas.length;
      expect(table).to.be.above(2);
      expect(await preview.locator('.fila').count()).to.equal(Math.min(10, table));

      await page.getByRole('spinbutton', { name: 'Filas' }).fill('2');
      await page.getByLabel('Tema').selectOption('claro');
      await page.getByLabel('Posición').selectOption('derecha');
      await preview.locator('html.tema-claro body.pos-derecha').waitFor();
      await page.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.querySelectorAll('.fila').length === 2);

      const link = await page.getByLabel('Enlace para OBS').inputValue();
      expect(link).to.equal(`${new URL(page.url()).origin}/overlay/clasificacion?campeonato=${season.campeonatoId}&filas=2&tema=claro&posicion=derecha`);
      await page.getByRole('button', { name: 'Copiar enlace' }).click();
      await page.getByText('Enlace copiado').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(link);

      // The lower third: its own options, its preview empty until someone is chosen.
      await page.getByLabel('Overlay', { exact: true }).selectOption('piloto');
      expect(await page.getByRole('spinbutton', { name: 'Filas' }).count()).to.equal(0);
      await page.getByLabel('Piloto', { exact: true }).selectOption({ index: 1 });
      await preview.locator('.tercio h1').waitFor();

      // The driver and class controls, and one button per panel.
      expect(await page.locator('[aria-keyshortcuts]').count()).to.equal(2 + BROADCAST_PANELS.length);
      await expectCleanAt(page, `la página Transmisión a ${width} px`);
      await shoot(page.locator('main'), { path: path.join(shots, `transmision-${width}.png`) });
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('a control change reaches open overlays within 2 s: the lower third slides in and out, a panel hides, the class switches', async () => {
    const lowerThird = await suite.newPage({ width: 1920, height: 1080 });
    const ready = listening(lowerThird);
    await lowerThird.goto(`/overlay/piloto?campeonato=${season.campeonatoId}`);
    await ready;
    expect(await inFrame(lowerThird)).to.equal(false);
    const standings = await suite.newPage({ width: 1280, height: 720 });
    const standingsReady = listening(standings);
    await standings.goto(`/overlay/clasificacion?campeonato=${season.campeonatoId}&animaciones=no`);
    await standingsReady;
    const firstClass = await standings.locator('.cabecera p').textContent();

    const page = await openPage(1440);
    const driver = page.getByLabel('Piloto en el tercio inferior');
    const chosen = (await driver.locator('option').nth(1).textContent())!.replace(/^#\d+ /, '');
    const choosing = Date.now();
    await driver.selectOption({ index: 1 });
    const tookIn = await frameChange(lowerThird, true, choosing);
    expect(await lowerThird.locator('.tercio h1').textContent()).to.equal(chosen);
    // It slides in from its side, in no more than 600 ms.
    const motion = await lowerThird.evaluate(() => {
      const style = getComputedStyle(document.getElementById('overlay')!);
      return [style.animationName, ...style.animationDuration.split(','), ...style.transitionDuration.split(',')].map((v) => v.trim());
    });
    expect(motion[0]).to.equal('entra-lado');
    for (const duration of motion.slice(1)) expect(parseFloat(duration)).to.be.at.most(0.6);
    // The animations settle before a picture; under CI none is taken (docs/adr/0052).
    if (TAKES_PICTURES) await lowerThird.waitForTimeout(600);
    await shoot(lowerThird.locator('body'), { path: path.join(shots, 'piloto-1920x1080.png') });

    // The keyboard: Alt+1 takes the standings out of the frame and back; Alt+C goes through the classes (the first, then the second).
    await page.keyboard.press('Alt+1');
    await frameChange(standings, false);
    await page.keyboard.press('Alt+1');
    await frameChange(standings, true);
    await page.keyboard.press('Alt+C');
    await page.getByRole('status').filter({ hasText: 'Clasificación: ' }).filter({ hasNotText: 'la clase de cada enlace' }).waitFor();
    await page.keyboard.press('Alt+C');
    await standings.waitForFunction((before) => document.querySelector('.cabecera p')?.textContent !== before, firstClass, { timeout: 2_000 });

    // Alt+0: nobody on the lower third, which slides out keeping its driver meanwhile.
    const pressing = Date.now();
    await page.keyboard.press('Alt+0');
    const tookOut = await frameChange(lowerThird, false, pressing);
    expect(await lowerThird.locator('.tercio h1').textContent()).to.equal(chosen);
    // The control says so once its change is answered, which may come after the overlay has it.
    const nobody = page.getByRole('status').filter({ hasText: 'Nadie en el tercio inferior' });
    await nobody.first().waitFor();
    expect(await nobody.count()).to.equal(1);
    console.log(`      control → overlay: entra en ${tookIn} ms, sale en ${tookOut} ms`);

    // At 1280×720 the lower third is the same layout, scaled.
    const small = await suite.newPage({ width: 1280, height: 720 });
    await small.goto(`/overlay/piloto?campeonato=${season.campeonatoId}&piloto=${encodeURIComponent((await page.getByLabel('Piloto en el tercio inferior').locator('option').nth(1).getAttribute('value'))!)}&animaciones=no`);
    expect(await inFrame(small)).to.equal(true);
    expect(await small.evaluate(() => getComputedStyle(document.body).backgroundColor)).to.equal('rgba(0, 0, 0, 0)');
    await shoot(small.locator('body'), { path: path.join(shots, 'piloto-1280x720.png') });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
