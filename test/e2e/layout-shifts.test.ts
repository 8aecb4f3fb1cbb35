import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { ChampionshipListAnswer } from '../../src/contracts/championships.views.js';
import type { SingleEventView } from '../../src/contracts/single-events.views.js';
import type { StandingsAnswer } from '../../src/contracts/standings.views.js';
import { seedDemoContent } from '../../src/demo/demo-content.js';
import { BLOCKED_WORKER_NOTICE, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';

/** Lighthouse's goal for every public page; the figure does not depend on the machine, only on what moves. */
const MAX_CLS = 0.05;
/**
 * How late each answer of the API arrives, and each script after the first: the first paint comes
 * before the data, as on a phone on mobile data, so a page that paints without the room its content
 * needs is caught here even on a fast machine.
 */
const API_DELAY_MS = 400;
const CHUNK_DELAY_MS = 150;

interface Shift {
  value: number;
  sources: string[];
}

/**
 * Collects every layout shift not caused by input, with the elements that moved, from before the
 * page's first byte. A string, so the test's compiler adds no helper the page does not have.
 */
const OBSERVE_SHIFTS = `
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node && node.nodeName || '?');
    const classes = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The page's cumulative layout shift once it has loaded its data (the sum of every shift: stricter than Lighthouse's worst window). */
async function cumulativeShift(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await waitForQuietNetwork(page, 500, 20_000);
  await page.waitForFunction(() => !document.querySelector('.page-loader, #contenido [aria-busy="true"]:not(.home-later-placeholder):not(.contact-form)'), undefined, { timeout: 10_000 });
  // Two frames: a shift of the last render is reported after it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((n, s) => n + s.value, 0), shifts };
}

describe('Layout shifts and first reads of the public pages on a 360 px phone (CLS ≤ 0.05, slow answers)', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  const pages: { name: string; path: string }[] = [];

  before(async function () {
    if (!suite.ready) return;
    this.timeout(120_000);
    await seedDemoContent(suite.context);
    const get = async <T>(url: string) => (await (await fetch(`${suite.baseUrl}${url}`)).json()) as T;
    const championships = await get<ChampionshipListAnswer>('/api/campeonatos');
    let withStandings = '';
    for (const c of championships.data) {
      const standings = await get<StandingsAnswer>(`/api/campeonatos/${c.id}/clasificacion`);
      if (standings.grupos.some((g) => g.filas.length > 0)) withStandings = c.id;
    }
    const event = (await get<SingleEventView[]>('/api/eventos-unicos')).find((e) => e.participantes.length > 0)!;
    pages.push(
      { name: 'inicio', path: '/' },
      { name: 'campeonatos', path: '/campeonatos' },
      { name: 'campeonato', path: `/campeonatos/${withStandings}` },
      { name: 'clasificación', path: `/campeonatos/${withStandings}/clasificacion` },
      { name: 'evento único', path: `/eventos-unicos/${event.id}` },
      { name: 'analizador', path: '/race-result' },
      { name: 'récords', path: '/records' },
      { name: 'piloto', path: `/pilotos/${event.participantes[0]!.id}` },
      { name: 'calculadora', path: '/fuell-calculator' },
      { name: 'entrar', path: '/login' },
      { name: 'registro', path: '/register' },
      { name: 'no encontrada', path: '/esta-pagina-no-existe' },
    );
  });

  it('no public page moves more than 0.05 while it loads, nor waits for its code before asking for its data: the HTML brings it', async () => {
    const failures: string[] = [];
    const figures: string[] = [];
    for (const { name, path } of pages) {
      const page = await suite.newPage({ width: 360, height: 740 });
      await page.addInitScript(OBSERVE_SHIFTS);
      let scripts = 0;
      await page.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        const delay = url.pathname.startsWith('/api/') ? API_DELAY_MS : route.request().resourceType() === 'script' && scripts++ > 0 ? CHUNK_DELAY_MS : 0;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      });
      await page.goto(path);
      const { total, shifts } = await cumulativeShift(page);
      figures.push(`${name} ${total.toFixed(3)}`);
      // The session is the reader's own; every other first read came in the page's HTML (docs/adr/0027).
      const waterfall = asked.filter((url) => url !== '/api/auth/session');
      if (waterfall.length) failures.push(`${name} (${path}) asked the API after loading its code: ${waterfall.join(', ')}`);
      if (total > MAX_CLS) {
        const moved = shifts.map((s) => `${s.value.toFixed(3)} (${s.sources.join(', ')})`).join('; ');
        failures.push(`${name} (${path}): CLS ${total.toFixed(3)}: ${moved}`);
      }
      await page.context().close();
    }
    expect(failures, `${figures.join(', ')}\n${failures.join('\n')}`).to.deep.equal([]);
  });

  it('every public page comes rendered from the server and the app takes it over without a warning or a change (docs/adr/0036)', async () => {
    const failures: string[] = [];
    for (const { name, path } of pages.filter((p) => p.name !== 'no encontrada')) {
      // The HTML as it arrives: the page's first screen is in it before any script runs.
      const html = await (await fetch(`${suite.baseUrl}${path}`)).text();
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
      if (!root.includes('<main id="contenido"') || !html.includes('id="server-render"')) failures.push(`${name} (${path}) is not rendered on the server`);
      // Its code is not linked: the loader asks for it once the page has painted (src/http/app-loader.ts).
      if (/type="module"|rel="modulepreload"/.test(html) || !html.includes('<script data-app="/assets/')) failures.push(`${name} (${path}) links its code instead of loading it after the paint`);
      const page = await suite.newPage({ width: 360, height: 740 });
      const complaints: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && !BLOCKED_WORKER_NOTICE.test(m.text())) complaints.push(m.text());
      });
      page.on('pageerror', (e) => complaints.push(e.message));
      await page.goto(path);
      const served = await page.locator('#contenido').innerText();
      await waitForQuietNetwork(page, 500, 20_000);
      // Taken over: the app's fields take typing (read-only while it hydrates).
      await page.waitForFunction(() => !document.querySelector('input[readonly]'), undefined, { timeout: 10_000 });
      const shown = await page.locator('#contenido').innerText();
      // Not one of the app's scripts was asked for before the first contentful paint.
      const [paint, firstScript] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        Math.min(...performance.getEntriesByType('resource').filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname)).map((e) => e.startTime)),
      ]);
      if (!(firstScript >= paint)) failures.push(`${name} (${path}) asked for its code at ${firstScript.toFixed(0)} ms, before its first paint at ${paint.toFixed(0)} ms`);
      // A React hydration error (#418, #419, #425…) or a warning means a part was rendered again, or differs.
      if (complaints.length) failures.push(`${name} (${path}): ${complaints.join(' | ')}`);
      // The text may differ only where a clock ticks (countdowns' seconds).
      const words = (text: string) => text.replace(/\d+/g, '#');
      if (words(shown) !== words(served)) {
        const [a, b] = [words(served), words(shown)];
        let at = 0;
        while (a[at] === b[at]) at += 1;
        failures.push(`${name} (${path}) changed once taken over: «${a.slice(at - 40, at + 80)}» became «${b.slice(at - 40, at + 80)}»`);
      }
      await page.context().close();
    }
    expect(failures).to.deep.equal([]);
  });
});
