import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { seedDemoContent } from '../../src/demo/demo-content.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { atWidths, signIn, scrollToHomeSection, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { createUser } from '../support/http.js';
import { fixtureBytes, fixturesPresent } from '../support/iracing-exports.js';
import { describeUnreachable, ROW_CONTROLS, sidewaysOverflow, unreachable } from '../support/reachability.js';

/** A demo driver (demo content) with a long surname and a long address, and the demo's password for them. */
const RENATA = { email: 'renata.bustamante@demo.parrilla.invalid', password: 'demo-4-parrilla' };

/** Each line an element's text is laid out on, read from the boxes of its characters. */
async function linesOf(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const line = lines.find((l) => Math.abs(l.top - rect.top) < rect.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: rect.top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
  });
}

/** Words of the element's text that are split over two lines. */
async function brokenWords(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** An e-mail address may wrap after its "@" or before a dot of its domain, never inside a word. */
function badEmailBreaks(lines: string[]): string[] {
  const bad: string[] = [];
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const next = lines[i + 1]!;
    if (!lines[i]!.endsWith('@') && !next.startsWith('.')) bad.push(`${lines[i]} | ${next}`);
  }
  return bad;
}

async function waitForData(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await page.waitForFunction(() => !document.querySelector('.page-loader, [aria-busy="true"]'));
}

describe('Layout from 360 to 1920 px: tables, top bar, names, e-mails, dialogs, the fuel plan and the moments player', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let teamEvent: number | null = null;

  before(async function () {
    if (!suite.ready) return;
    this.timeout(120_000);
    await seedDemoContent(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'admin@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    if (fixturesPresent()) {
      const answer = await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: fixtureBytes('official-team-multiclass.json') });
      teamEvent = answer.event.subsession_id;
    }
  });

  async function adminPage(width: number): Promise<Page> {
    const page = await suite.newPage({ width, height: 800 });
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    return page;
  }

  for (const { path, widths, what } of [
    { path: '/admin/usuarios', widths: [360, 1024, 1280, 1920], what: 'Editar and Eliminar of every user' },
    { path: '/admin/eventos-unicos', widths: [360, 1024, 1280], what: 'Editar and Eliminar of every event' },
    { path: '/admin/race-results-admin', widths: [360, 1024, 1280], what: 'Analizar, CSV, JSON and Eliminar of every imported event' },
    { path: '/admin/carreras', widths: [1024, 1280], what: 'Editar and Eliminar of every race' },
  ]) {
    it(`keeps ${what} reachable on ${path} at ${widths.join(', ')} px, without the page scrolling sideways`, async () => {
      // One page load, checked at each width by resizing the window: the layout answers the width.
      const page = await adminPage(widths[0]!);
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.locator('#contenido-admin table tbody tr').first().waitFor();
        await waitForData(page);
        expect(await page.locator(`#contenido-admin ${ROW_CONTROLS}`).count(), `${path} at ${width}`).to.be.greaterThan(3);
        const problems = await unreachable(page, ROW_CONTROLS, '#contenido-admin');
        expect(problems, `${path} at ${width} px:\n${describeUnreachable(problems)}`).to.deep.equal([]);
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).to.be.at.most(0);
      }
      await page.context().close();
    });
  }

  it('lets the admin click Eliminar of the last user at 1280 × 800 and get the confirmation', async () => {
    const page = await adminPage(1280);
    await page.goto('/admin/usuarios');
    const remove = page.getByRole('button', { name: 'Eliminar a Renata Bustamante' });
    await remove.waitFor();
    // Scrolled to the way a person does (the window, up or down), not by the test tool, which would
    // also scroll a box that hides what overflows it.
    await remove.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - window.innerHeight / 2, behavior: 'instant' }));
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width, 'the button ends inside the window').to.be.at.most(1280);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('alertdialog', { name: '¿Eliminar usuario?' }).waitFor();
  });

  it("keeps every column of a team event's results reachable in the analyzer at 1280 and 1920 px", async function () {
    if (teamEvent === null) this.skip(); // needs the real iRacing exports (../shared/fixtures/iracing)
    const page = await adminPage(1280);
    await page.goto(`/admin/race-results/analyze/${teamEvent}`);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const results = page.getByRole('table', { name: 'Resultados de la fase Carrera' });
      await results.locator('tbody tr').first().waitFor();
      await waitForData(page);
      const lastCells = await unreachable(page, 'table tbody tr > td:last-child, table thead th:last-child', '#contenido-admin');
      expect(lastCells, `at ${width} px:\n${describeUnreachable(lastCells.slice(0, 5))}`).to.deep.equal([]);
      expect(await sidewaysOverflow(page)).to.be.at.most(0);
    }
    await page.context().close();
  });

  it("keeps the top bar inside the window from 1024 px up, with 'Mi cuenta' whole and the links a click away", async () => {
    const widths = [1024, 1060, 1100, 1180, 1280, 1920];
    const page = await suite.newPage({ width: widths[0], height: 800 });
    // Each page loaded once and checked at each width by resizing the window.
    for (const path of ['/', '/campeonatos', '/fuell-calculator']) {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.locator('main h1').first().waitFor();
        await waitForQuietNetwork(page);
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).to.be.at.most(0);
        const account = page.getByRole('button', { name: 'Abrir menú de usuario: Mi cuenta' });
        const problems = await unreachable(page, '.top-bar button, .top-bar a[href]');
        expect(problems, `${path} at ${width} px:\n${describeUnreachable(problems)}`).to.deep.equal([]);
        const box = (await account.boundingBox())!;
        expect(box.x, `${path} at ${width} px`).to.be.at.least(0);
        expect(box.x + box.width, `${path} at ${width} px`).to.be.at.most(width);
      }
    }
    // The page is still /fuell-calculator: resized, not loaded again, for each width.
    await page.locator('main h1').first().waitFor();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      // The sections and the calculator: in the bar, or in the menu its button opens.
      const calculator = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Calculadora' });
      const opened = !(await calculator.isVisible());
      if (opened) await page.getByRole('button', { name: 'Abrir navegación' }).click();
      await calculator.waitFor();
      expect((await unreachable(page, 'nav[aria-label="Principal"] a[href]')).map((u) => u.name), `at ${width} px`).to.deep.equal([]);
      if (opened) {
        await page.getByRole('button', { name: 'Cerrar navegación' }).click();
        await page.getByRole('button', { name: 'Abrir navegación' }).waitFor();
      }
    }
    await page.context().close();
  });

  it('writes participant names whole, wrapping between words and never inside one', async () => {
    const event = (await suite.context.knex('single_events').where({ nombre: 'Noche de GT3 en Río Bravo' }).first()) as { id: string };
    const page = await suite.newPage({ width: 360, height: 800 });
    await page.goto(`/eventos-unicos/${event.id}`);
    for (const width of [360, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const list = page.getByRole('region', { name: 'Participantes inscritos' }).getByRole('listitem');
      await list.first().waitFor();
      const names = await list.allInnerTexts();
      expect(names.join(' '), 'the demo event has a long surname').to.contain('Bustamante');
      for (const item of await list.all()) {
        expect(await brokenWords(item), `${await item.innerText()} at ${width} px`).to.deep.equal([]);
      }
    }
    await page.context().close();
  });

  it('wraps the e-mail on the profile only after its "@" or before a dot, never inside a word', async () => {
    const driver = await createUser(suite.context, { nombre: 'Alejandro', apellido: 'Montiel', email: 'alejandro.montiel.zavaleta@ejemplo.test' });
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    for (const width of [360, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const email = page.locator('dd', { hasText: '@ejemplo.test' });
      await email.waitFor();
      const lines = await linesOf(email);
      expect(lines.join(''), `at ${width} px`).to.equal(driver.email);
      expect(badEmailBreaks(lines), `profile at ${width} px: ${lines.join(' | ')}`).to.deep.equal([]);
    }
    await page.context().close();
  });

  it('wraps the e-mail in the user menu only after its "@" or before a dot', async () => {
    // One load, the menu opened at each width (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, RENATA.email, RENATA.password);
    await page.goto('/');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The bar names the driver once the session is known: the menu then opens on their account.
      const trigger = page.getByRole('button', { name: 'Abrir menú de usuario: Renata' });
      await trigger.waitFor();
      await trigger.click();
      const menu = page.getByRole('dialog', { name: 'Tu cuenta' });
      const inMenu = menu.getByText('renata.bustamante@', { exact: false });
      await inMenu.waitFor();
      const lines = await linesOf(inMenu);
      expect(lines.join(''), `at ${width} px`).to.equal(RENATA.email);
      expect(badEmailBreaks(lines), `user menu at ${width} px: ${lines.join(' | ')}`).to.deep.equal([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });

  it('lines up the labels of the fuel stint cards at the left of each card on a phone', async () => {
    const page = await suite.newPage({ width: 360, height: 800 });
    await page.goto('/fuell-calculator');
    await page.getByLabel('Coche predefinido').selectOption({ label: 'BMW M4 GT3' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Monza' });
    await page.getByLabel('Distancia de carrera (vueltas)').fill('60');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    const stints = page.getByRole('table', { name: 'Stints de la carrera' });
    await stints.locator('tbody tr').nth(1).waitFor();
    // Each card's label is its cell's ::before: the DevTools protocol gives the box of that
    // pseudo-element, which must start at the card's left edge while the value ends at its right.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'table tbody td[data-label]:not([data-label=""])' });
    expect(nodeIds.length).to.equal(10);
    const misplaced: string[] = [];
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
      const label = node.attributes?.[node.attributes.indexOf('data-label') + 1] ?? '';
      const before = node.pseudoElements?.find((p) => p.pseudoType === 'before');
      if (!before) {
        misplaced.push(`${label}: no label shown`);
        continue;
      }
      const cell = (await cdp.send('DOM.getBoxModel', { nodeId })).model.content;
      const box = (await cdp.send('DOM.getBoxModel', { nodeId: before.nodeId })).model.border;
      const [cellLeft, cellRight, labelLeft] = [cell[0]!, cell[2]!, box[0]!];
      if (Math.abs(labelLeft - cellLeft) > 1.5) misplaced.push(`${label}: starts ${Math.round(labelLeft - cellLeft)} px right of the card's left edge`);
      const valueRight = await page.evaluate(
        ({ index }) => {
          const td = document.querySelectorAll('table tbody td[data-label]:not([data-label=""])')[index]!;
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect().right;
        },
        { index: nodeIds.indexOf(nodeId) },
      );
      if (Math.abs(valueRight - cellRight) > 1.5) misplaced.push(`${label}: the value ends ${Math.round(cellRight - valueRight)} px before the right edge`);
    }
    expect(misplaced).to.deep.equal([]);
    expect(await sidewaysOverflow(page)).to.be.at.most(0);
  });

  it("forgets the preset's names when the driver goes back to 'Personalizado', keeping a name they typed", async () => {
    const page = await suite.newPage({ width: 1280, height: 900 });
    await page.goto('/fuell-calculator');
    await page.getByLabel('Coche predefinido').selectOption({ label: 'BMW M4 GT3' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Monza' });
    expect(await page.getByLabel('Modelo del coche').inputValue()).to.equal('BMW M4 GT3');
    await page.getByLabel('Coche predefinido').selectOption({ label: 'Personalizado' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Personalizado' });
    expect(await page.getByLabel('Modelo del coche').inputValue()).to.equal('');
    expect(await page.getByLabel('Nombre del circuito').inputValue()).to.equal('');
    await page.getByLabel('Distancia de carrera (vueltas)').fill('30');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await page.getByRole('heading', { name: 'Estrategia: Custom Circuit · Custom Car' }).waitFor();

    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Monza' });
    await page.getByLabel('Nombre del circuito').fill('Monza de noche');
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Personalizado' });
    expect(await page.getByLabel('Nombre del circuito').inputValue()).to.equal('Monza de noche');
  });

  it('edits a championship and a race in a wide panel on a desktop, the whole width on a phone', async () => {
    const sizes = [
      { width: 1280, min: 700, max: 1280 },
      { width: 1024, min: 700, max: 1024 },
      { width: 360, min: 340, max: 360 },
    ];
    // Each list loaded once; its editor opened at each width of a resized window (docs/adr/0052).
    const page = await adminPage(1280);
    await page.goto('/admin/campeonatos');
    for (const { width, min, max } of sizes) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Editar Deportivos Noche GT', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Deportivos Noche GT', exact: true });
      await dialog.getByLabel('Nombre del campeonato').waitFor();
      await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running'));
      const box = (await dialog.boundingBox())!;
      expect(box.width, `championship editor at ${width} px`).to.be.within(min, max);
      expect(box.x, `at ${width} px`).to.be.at.least(0);
      expect(box.x + box.width, `at ${width} px`).to.be.at.most(width);
      if (width >= 1024) {
        // Wide enough for the fields to sit side by side.
        const name = (await dialog.getByLabel('Nombre del campeonato').boundingBox())!;
        const category = (await dialog.getByLabel('Categoría').boundingBox())!;
        expect(Math.abs(name.y - category.y), `name and category on one row at ${width} px`).to.be.below(2);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.goto('/admin/carreras');
    for (const { width, min, max } of sizes) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: /^Editar carrera / }).first().click();
      const race = page.getByRole('dialog', { name: /^Editar carrera / });
      await race.getByRole('button', { name: 'Guardar carrera' }).waitFor();
      await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running'));
      const raceBox = (await race.boundingBox())!;
      expect(raceBox.width, `race editor at ${width} px`).to.be.within(min, max);
      await page.keyboard.press('Escape');
      await race.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });

  it('opens the moments player only once a video is chosen, with the thumbnails right under the hint until then', async () => {
    // One load: the section before a video is chosen checked at both widths, then the player at both (docs/adr/0052).
    const page = await suite.newPage({ width: 360, height: 800 });
    await page.route('https://**', (route) => route.abort());
    await page.goto('/');
    await scrollToHomeSection(page, '#momentSection');
    const moments = page.getByRole('region', { name: 'Momentos' });
    const hint = moments.getByText('Selecciona un video para ver.');
    await hint.waitFor();
    const thumb = moments.getByRole('button', { name: /^Ver video de/ }).first();
    await atWidths(page, [360, 1280], async (width) => {
      await hint.scrollIntoViewIfNeeded();
      expect(await moments.locator('iframe').count()).to.equal(0);
      const hintBox = (await hint.boundingBox())!;
      const thumbBox = (await thumb.boundingBox())!;
      expect(thumbBox.y - (hintBox.y + hintBox.height), `no empty box between the hint and the videos at ${width} px`).to.be.within(0, 48);
    });
    await thumb.click();
    const player = moments.locator('iframe');
    await player.waitFor();
    expect(await hint.count()).to.equal(0);
    await atWidths(page, [360, 1280], async (width) => {
      const playerBox = (await player.boundingBox())!;
      expect(playerBox.width / playerBox.height, `a 16:9 player at ${width} px`).to.be.closeTo(16 / 9, 0.05);
      expect(playerBox.width, `a large player at ${width} px`).to.be.at.least(width >= 1024 ? 600 : 300);
    });
    await page.context().close();
  });
});
