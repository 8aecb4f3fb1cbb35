import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PUSH_MSG } from '../../src/contracts/push.contract.js';
import { PUSH } from '../../src/modules/push/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { PushServiceStandIn, type BrowserSubscription } from '../support/push-service-stand-in.js';
import { addChampionship, enrolUser } from './championship-data.js';

/**
 * Chromium subscribes through its vendor's push service, which a test machine cannot reach; the page's
 * PushManager answers instead with a subscription of the stand-in push service (its endpoint and keys,
 * made as a browser makes them), so the server's signed and encrypted push is checked by the stand-in,
 * and what it decrypted is then delivered to the site's service worker through the DevTools protocol.
 */
async function subscribeThroughStandIn(page: Page, subscription: BrowserSubscription): Promise<void> {
  // A script as text: a function would be sent with the helpers the test's compiler adds to it.
  await page.addInitScript(`(() => {
    const sub = ${JSON.stringify(subscription)};
    const flag = 'suscripcion-de-prueba';
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => { sessionStorage.removeItem(flag); return true; },
    };
    PushManager.prototype.subscribe = async () => { sessionStorage.setItem(flag, '1'); return fake; };
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(flag) === '1' ? fake : null);
  })();`);
}

const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('Push notifications in the browser: permission, subscription, a push shown by the service worker, and signing out', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  const service = new PushServiceStandIn();
  let browserApp: Browser | undefined;
  before(() => service.start());
  after(() => service.stop());
  afterEach(async () => {
    await browserApp?.close();
    browserApp = undefined;
  });
  beforeEach(async () => {
    service.reset();
    await truncateAll(suite.context);
  });

  it("asks permission on the button, stores this browser's subscription, shows an announcement pushed to it, and forgets it on signing out", async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    const driver = await createUser(suite.context, { nombre: 'Rosa', apellido: 'Quintero' });
    const championship = await addChampionship(suite.context, { nombre: 'Copa Avisos' });
    await enrolUser(suite.context, championship.id, driver.id);

    // The full browser: the headless shell of the other suites has no notifications (its permission
    // reads 'denied' whatever is granted).
    browserApp = await chromium.launch({ executablePath: FULL_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    const context = await browserApp.newContext({ baseURL: suite.baseUrl, viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow', locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    context.setDefaultTimeout(20_000);
    await context.grantPermissions(['notifications'], { origin: suite.baseUrl });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const browser = service.subscribe();
    await subscribeThroughStandIn(page, browser);
    await signIn(page, driver.email, driver.password);
    await page.goto('/perfil');
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js') === true, undefined, { timeout: 60_000 });
    // The section reads this browser's state when it opens: with the worker in place, it offers the button.
    await page.reload();
    const section = page.getByRole('region', { name: 'Notificaciones en este dispositivo' });
    await section.getByRole('button', { name: 'Activar notificaciones' }).click();
    await page.getByText(PUSH_MSG.subscribed).first().waitFor();
    const stored = await suite.context.knex('push_subscriptions').where({ userId: driver.id });
    expect(stored.map((s) => s.endpoint)).to.deep.equal([browser.endpoint]);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `the notifications section, turned on (${width} px)`));

    const api = await suite.apiSession(admin.email, admin.password);
    const sent = await api.post('/api/avisos-inscritos', { data: { campeonatoId: championship.id, titulo: 'Cambio de horario', cuerpo: 'La carrera del sábado empieza a las 21:00.' } });
    expect(sent.status(), await sent.text()).to.equal(201);
    expect(await suite.context.container.get(PUSH.DeliverJob).run(new Date())).to.equal('1 notificación enviada');
    expect(service.calls).to.have.length(1);
    const [call] = service.calls;
    expect(call!.problems, 'the stand-in checked the VAPID signature and decrypted the payload').to.deep.equal([]);
    expect(call!.payload).to.deep.include({ titulo: 'Cambio de horario', cuerpo: 'La carrera del sábado empieza a las 21:00.', url: `/campeonatos/${championship.id}` });

    // What the push service would hand the browser, delivered to the site's worker.
    const cdp = await page.context().newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations) if (!r.isDeleted && r.scopeURL === `${suite.baseUrl}/`) registrations.push(r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    for (let i = 0; i < 50 && registrations.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(registrations, 'the site worker registration').to.not.have.length(0);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.baseUrl, registrationId: registrations[0]!, data: JSON.stringify(call!.payload) });
    const shown = async () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url })));
    let notifications = await shown();
    for (let i = 0; i < 50 && notifications.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      notifications = await shown();
    }
    const payload = call!.payload as { titulo: string; cuerpo: string; url: string; etiqueta: string };
    expect(notifications).to.deep.equal([{ title: payload.titulo, body: payload.cuerpo, tag: payload.etiqueta, url: payload.url }]);

    // Signing out on a shared phone: the server forgets this browser's device and the browser unsubscribes.
    await page.goto('/logout');
    await page.waitForURL('**/login');
    expect(await suite.context.knex('push_subscriptions').where({ userId: driver.id })).to.deep.equal([]);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).to.equal(true);
    expect(pageErrors).to.deep.equal([]);
  });
});
