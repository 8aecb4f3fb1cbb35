import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { AppContext } from '../../src/container.js';
import type { ManualClock } from '../../src/platform/clock.js';
import { Canvas } from '../../src/demo/png.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { prepareTestDatabase, testConfig, type DatabaseKind } from './databases.js';

/**
 * Chromium's headless shell when it is installed (Debian's `chromium-headless-shell`, the same Blink
 * and V8 as `chromium` without the desktop browser around them): a page costs about half the CPU
 * (docs/adr/0052). Otherwise the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT_INDEX = path.join(ROOT, 'web/dist/index.html');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Where failure screenshots go, one per page open when a test fails. */
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS_DIR ?? '/tmp/parrilla-e2e';
/**
 * Whether the pictures tests save for people to look at (a screen at a width, the guide's) are taken.
 * Under CI nobody looks at them and the clone is thrown away: they are not, unless `E2E_SHOTS=1`
 * (docs/adr/0052). A failing test's screenshots are always taken, and a picture whose bytes a test
 * reads (no `path`) too.
 */
export const TAKES_PICTURES = process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';
/** Each page's own screenshot, for the failure screenshots when pictures are otherwise left out. */
const screenshotOf = new WeakMap<Page, Page['screenshot']>();

/** What the browser says when a page of a suite that blocks service workers registers the site's (docs/adr/0055): the suite's doing, not the page's. */
export const BLOCKED_WORKER_NOTICE = /^Service Worker registration blocked by Playwright$/;

export interface BrowserSuite {
  /** False when the suite was skipped (no Chromium, no build); hooks of the test file check it. */
  readonly ready: boolean;
  /** The real server (migrated SQLite in a temporary folder, mail worker off) serving web/dist. */
  server: RunningServer;
  context: AppContext;
  baseUrl: string;
  browser: Browser;
  /** A page in a fresh browser context (its own cookies), closed after the test. */
  /**
   * A page in a fresh context. The site's service worker (docs/adr/0055) is blocked unless
   * `serviceWorkers: 'allow'`: a worker answering the page's requests would hide them from
   * `page.route`, which many suites use to hold or change an answer.
   */
  newPage(options?: { width?: number; height?: number; deviceScaleFactor?: number; serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
  /**
   * The API of a fresh browser context without a page, signed in as `email` when given: for a test's
   * calls that need no screen (filing a report, casting a vote), without starting a renderer for a page
   * nobody looks at (docs/adr/0052). Closed after the test.
   */
  apiSession(email?: string, password?: string): Promise<APIRequestContext>;
  /** Errors thrown by the pages' scripts during the current test. */
  pageErrors: string[];
  /** The suite's clock when it was given one: the server reads it, and each new page's `Date` shows it. */
  clock: ManualClock | undefined;
}

/**
 * A calendar day `days` after the clock's present in Mexico City, as a form or an API takes it
 * ('YYYY-MM-DD') and as the screens show it ('DD/MM/YYYY'): suites write dates relative to their
 * clock instead of a far-off year that one day becomes the past.
 */
export function dayFrom(clock: ManualClock, days: number): { iso: string; shown: string } {
  const at = new Date(clock.now().getTime() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${day}/${month}/${year}` };
}

let chromiumOfThisProcess: Promise<Browser> | undefined;

/**
 * One Chromium for every browser suite of the process (starting one costs a second or two); each
 * test still gets fresh browser contexts, which share no cookies or storage. A browser that has
 * gone away is started again.
 */
async function sharedChromium(): Promise<Browser> {
  const current = await chromiumOfThisProcess?.catch(() => undefined);
  if (current?.isConnected()) return current;
  chromiumOfThisProcess = chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  return chromiumOfThisProcess;
}

/**
 * Builds the web app when web/dist is missing or older than its sources (`npm test` builds it
 * first; a direct `mocha` run may not have). Answers why it could not, or null.
 */
function ensureWebBuild(): string | null {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  } catch (err) {
    const output = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message);
    return `the web build failed (${output.trim().split('\n').slice(-3).join(' ')})`;
  }
  return existsSync(BUILT_INDEX) ? null : `${BUILT_INDEX} is missing after the build`;
}

/**
 * Declares the hooks of a browser suite inside the current `describe`: one server for the suite,
 * the process's Chromium, a fresh browser context per page. The suite is skipped, with the reason printed,
 * when Chromium is not installed or the web app cannot be built.
 */
export function useBrowserSuite(options: { kind?: DatabaseKind; env?: NodeJS.ProcessEnv; clock?: ManualClock; localhostPublicUrl?: boolean } = {}): BrowserSuite {
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;

  const suite: BrowserSuite = {
    pageErrors: [] as string[],
    clock: options.clock,
    get ready() {
      return server !== undefined && browser !== undefined;
    },
    get server() {
      if (!server) throw new Error('browser suite not started');
      return server;
    },
    get context() {
      return suite.server.context;
    },
    get baseUrl() {
      const address = suite.server.server.address();
      // WebAuthn wants a domain for its relying party, not an address: such suites browse http://localhost:port, their PUBLIC_URL.
      return `http://${options.localhostPublicUrl ? 'localhost' : '127.0.0.1'}:${typeof address === 'object' && address ? address.port : 0}`;
    },
    get browser() {
      if (!browser) throw new Error('browser suite not started');
      return browser;
    },
    async newPage(options: { width?: number; height?: number; deviceScaleFactor?: number; serviceWorkers?: 'allow' | 'block' } = {}) {
      const context = await suite.browser.newContext({
        serviceWorkers: options.serviceWorkers ?? 'block',
        baseURL: suite.baseUrl,
        locale: 'es-MX',
        timezoneId: 'America/Mexico_City',
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
      });
      // Generous: a wait that succeeds returns as soon as it can, and on a busy 2-core machine a lazy
      // chunk plus a server round trip has taken more than 10 s.
      context.setDefaultTimeout(20_000);
      // The page's `Date` stands at the server's time (its timers still run), so both sides agree on
      // what is past and what is to come. A test that moves the clock opens a new page afterwards.
      if (suite.clock) await context.clock.setFixedTime(suite.clock.now());
      contexts.push(context);
      const page = await context.newPage();
      const take = page.screenshot.bind(page);
      screenshotOf.set(page, take);
      if (!TAKES_PICTURES) page.screenshot = async (options) => (options?.path ? Buffer.alloc(0) : take(options));
      trackRequests(page);
      awaitTakeoverOnOpen(page);
      page.on('pageerror', (error) => suite.pageErrors.push(error.message));
      pages.push(page);
      return page;
    },
    async apiSession(email?: string, password?: string) {
      const context = await suite.browser.newContext({ baseURL: suite.baseUrl, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
      contexts.push(context);
      if (email !== undefined) await signInWith(context.request, email, password ?? '');
      return context.request;
    },
  };

  before(async function () {
    this.timeout(180_000);
    if (!existsSync(CHROMIUM_PATH)) {
      // CI installs Chromium: there a missing browser is a broken machine, not a reason to skip.
      if (process.env.CI) throw new Error(`No Chromium at ${CHROMIUM_PATH}: CI must run the browser tests`);
      console.warn(`      Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to use another).`);
      this.skip();
    }
    const buildProblem = ensureWebBuild();
    if (buildProblem) {
      if (process.env.CI) throw new Error(`Browser tests cannot run: ${buildProblem}`);
      console.warn(`      Browser tests skipped: ${buildProblem}. Run \`npm run build\`.`);
      this.skip();
    }
    // With `localhostPublicUrl` the server's PUBLIC_URL is the address the browser uses, on a port chosen first.
    const port = options.localhostPublicUrl ? await freePort() : 0;
    const config = testConfig(options.kind ?? 'sqlite', port ? { ...options.env, PUBLIC_URL: `http://localhost:${port}` } : options.env);
    await prepareTestDatabase(options.kind ?? 'sqlite', config);
    dataDir = config.dataDir;
    server = await startServer({ config, port, mailWorker: false, ...(options.clock ? { clock: options.clock } : {}) });
    browser = await sharedChromium();
  });

  beforeEach(() => {
    suite.pageErrors.length = 0;
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const slug = (this.currentTest.fullTitle() ?? 'test').replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [i, page] of pages.entries()) {
        if (page.isClosed()) continue;
        const file = path.join(ARTIFACTS_DIR, `${slug}-${i}.png`);
        await (screenshotOf.get(page) ?? page.screenshot.bind(page))({ path: file, fullPage: true }).catch(() => undefined);
        console.warn(`      screenshot: ${file} (${page.url()})`);
        const refused = network.get(page)?.refused ?? [];
        // What the server refused or never answered: the picture is not kept by CI, this line is.
        if (refused.length) console.warn(`      requests refused or failed: ${refused.join(' | ')}`);
      }
      if (suite.pageErrors.length) console.warn(`      page errors: ${suite.pageErrors.join(' | ')}`);
    }
    pages.length = 0;
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });

  after(async () => {
    // The browser stays open for the next suite of this process; Playwright closes it when the process ends.
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return suite;
}

/** A port nobody listens on now (the system's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('freePort: no port'))));
    });
  });
}

/**
 * A page the server rendered asks for its code once it has painted (src/http/app-loader.ts), and a tap
 * before the app has started is lost, as on a slow phone. `goto` and `reload` of a suite's page (waiting
 * for 'load', the default, or the quiet network) therefore return once the app has started taking the
 * page over: React has its root, and from then on a tap is held and replayed. A page whose scripts the
 * test cut off is returned as it is.
 */
function awaitTakeoverOnOpen(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const open = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const options = args[name === 'goto' ? 1 : 0] as { waitUntil?: string } | undefined;
        const answer = await open(...args);
        if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await appStarted(page);
        return answer;
      },
    });
  }
}

async function appStarted(page: Page, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const state = await page
      .evaluate(() => {
        if (!document.querySelector('script[data-app]')) return 'not rendered';
        const root = document.getElementById('root');
        return root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) ? 'started' : 'waiting';
      })
      .catch(() => 'gone');
    if (state !== 'waiting' || (network.get(page)?.scriptFailed ?? false)) return;
    if (Date.now() > deadline) throw new Error(`the app did not start on ${page.url()} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Requests under way of each page opened by a suite, and when that number last changed. */
const network = new WeakMap<Page, { inFlight: number; changedAt: number; refused: string[]; scriptFailed: boolean }>();

function trackRequests(page: Page): void {
  const state = { inFlight: 0, changedAt: Date.now(), refused: [] as string[], scriptFailed: false };
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') state.scriptFailed = true;
  });
  const note = (line: string) => state.refused.push(line) > 20 && state.refused.shift();
  page.on('response', (response) => response.status() >= 400 && note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`));
  page.on('requestfailed', (request) => note(`${request.failure()?.errorText ?? 'failed'} ${request.method()} ${new URL(request.url()).pathname}`));
  network.set(page, state);
  const change = (delta: number) => {
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * Waits until the page has had no request under way for `quietMs`: Playwright's 'networkidle' with
 * a window of 200 ms instead of 500 ms (the app's requests follow one another within milliseconds),
 * for pages opened by `suite.newPage`; other pages get 'networkidle' itself.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 200, timeout = 10_000): Promise<void> {
  const state = network.get(page);
  if (!state) return page.waitForLoadState('networkidle', { timeout });
  await page.waitForLoadState('load', { timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const quietFor = Date.now() - state.changedAt;
    if (state.inFlight === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`waitForQuietNetwork: ${state.inFlight} requests still under way after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, state.inFlight === 0 ? quietMs - quietFor : 25));
  }
}

/**
 * Scrolls a part of the page into view. A page rendered on the server, or a section that shows a
 * placeholder while its data loads, may replace the element while Playwright waits for it to be stable,
 * and Playwright then gives up ("Element is not attached to the DOM") instead of finding it again: the
 * locator is tried afresh a few times, since it names the same part of the page.
 */
export async function reveal(locator: Locator, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await locator.scrollIntoViewIfNeeded();
    } catch (error) {
      if (attempt >= attempts || !/not attached to the DOM/.test(String((error as Error).message))) throw error;
    }
  }
}

/**
 * Takes a screenshot of one element. Like `reveal`, it looks the element up again when the page,
 * rendered on the server, replaced it with the browser's own render between finding and shooting.
 */
export async function shoot(locator: Locator, options: Parameters<Locator['screenshot']>[0], attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Without the picture, what taking it waits for: the element there and visible.
      if (options?.path && !TAKES_PICTURES) await locator.waitFor({ state: 'visible' });
      else await locator.screenshot(options);
      return;
    } catch (error) {
      if (attempt >= attempts || !/not attached to the DOM/.test(String((error as Error).message))) throw error;
    }
  }
}

/**
 * Checks one screen at several widths without loading it again: resizes the window to each width
 * (the height kept), lets the page lay itself out and re-render for it (media queries, observers), runs
 * `check`, and puts the window back as it was. A flow runs once at one width and checks each of its
 * screens at the others (docs/adr/0052): its rules do not depend on the width, its layout does.
 */
export async function atWidths(page: Page, widths: readonly number[], check: (width: number) => Promise<unknown>): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  const settle = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  for (const width of widths) {
    await page.setViewportSize({ width, height: original.height });
    await settle();
    await check(width);
  }
  await page.setViewportSize(original);
  await settle();
}

/**
 * Chooses a championship in a championship picker (the combobox that searches as one types;
 * docs/adr/0065): types its name, clicks its option once the search lists it, and waits until the box
 * names it. `label` is the box's (exact when a string).
 */
export async function pickChampionship(scope: Page | Locator, label: string | RegExp, name: string): Promise<void> {
  const box = scope.getByRole('combobox', typeof label === 'string' ? { name: label, exact: true } : { name: label });
  await box.fill(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('option', { name: new RegExp(`^${escaped}`) }).first().click();
  for (let i = 0; i < 100 && (await box.inputValue()) !== name; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if ((await box.inputValue()) !== name) throw new Error(`The championship picker "${String(label)}" shows "${await box.inputValue()}", not "${name}"`);
}

/** Waits until the page shows `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Signs in through the login screen and waits for the home page. */
export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await waitForPath(page, '/');
}

/**
 * Signs in through the API from the page's own browser context, whose cookie jar then holds the
 * session, without the login screen: for tests of other screens, which go where they test next.
 * The login screen itself is tested through the UI (`logInThroughUi`, and its own suites).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInWith(page.request, email, password);
}

async function signInWith(request: APIRequestContext, email: string, password: string): Promise<void> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  const body = (await answer.json().catch(() => ({}))) as { token?: unknown };
  if (!answer.ok() || !body.token) throw new Error(`signIn: ${email} → ${answer.status()} ${JSON.stringify(body)}`);
}

/** Opens the side menu of the top bar and follows one of its entries. */
export async function openUserMenuEntry(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: /^Abrir menú de usuario/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: entry }).click();
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is (evaluated through the DevTools protocol, so the content
 * security policy does not block it) and answers the violations of the given impacts. Short
 * finite animations (a dialog fading in) are let finish first: mid-fade, text is half transparent and
 * axe would measure a contrast the page never rests at.
 */
export async function axeViolations(page: Page, impacts: string[] = ['serious', 'critical']): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Only the short ones (a fade, a slide): a toast's progress bar is a timer of several seconds
        // that closes the toast when it ends, and waiting for it would only make the test slower.
        .filter((a) => {
          const timing = a.effect?.getComputedTiming();
          return timing !== undefined && timing.iterations !== Infinity && Number(timing.endTime) <= 1_000;
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per document: a check after a click or a client-side navigation finds axe still there, and
  // compiling its half a megabyte of script costs about a third of a check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/** The violations as lines a failed assertion can show: impact, rule, help and the first targets. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

/** Fails with `label` when axe finds a serious or critical violation, or when the page scrolls sideways. */
export async function expectCleanAt(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`${label}\n${describeViolations(violations)}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`${label}: the page scrolls sideways by ${overflow} px`);
}

/**
 * Serves the page's HTML without the answers of its first reads (docs/adr/0030) and without the
 * server's render of its first screen (docs/adr/0036): the app renders the page itself and asks the
 * API for everything, as when the page is reached from another page of the site. For tests of what a
 * page shows while its data is on the way, or when a call fails.
 */
export async function withoutFirstReads(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|uploads)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="(respuestas-iniciales|server-render)">[\s\S]*?<\/script>/g, '')
        // The root's own closing tag is the one right before <noscript>.
        .replace(/<div id="root">[\s\S]*?<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
      await route.fulfill({ response, body });
    },
  );
}

/** Where the administrator's guide keeps its pictures (docs/guia-del-administrador.md). */
export const GUIDE_SHOTS_DIR = path.join(ROOT, 'docs/img/guia');

/**
 * Takes a picture of the page as it is for the administrator's guide, `docs/img/guia/<name>.png`:
 * the guide shows what the tests see, so a screen that changes changes its picture at the next run
 * (commit it with the change). Desktop pages only, the visible part only, to keep them small.
 */
export async function guideShot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  if (width < 1024) throw new Error(`guideShot(${name}): the guide shows desktop pages (${width} px)`);
  mkdirSync(GUIDE_SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(GUIDE_SHOTS_DIR, `${name}.png`) });
}

/** A small solid-colour PNG, drawn by the demo content's encoder, so the upload tests need no fixture file. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return new Canvas(width, height, rgb).toPng();
}

/**
 * Goes down the home page to one of the sections after the championships (`#momentSection`), whose
 * code loads as the visitor nears them, and answers its locator once it is there.
 */
export async function scrollToHomeSection(page: Page, selector: string) {
  // Again on every frame until the section is there: the championships above may still be loading,
  // and push the placeholder down when they show.
  await page.waitForFunction((wanted) => {
    if (document.querySelector(wanted)) return true;
    document.querySelector('.home-later-placeholder')?.scrollIntoView();
    return false;
  }, selector);
  const section = page.locator(selector);
  await reveal(section);
  return section;
}
