import { expect } from 'chai';
import { axeViolations, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { PUSH } from '../../src/modules/push/index.js';

const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) };

describe("Push notifications in the driver's profile, in the browser", function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  for (const width of [360, 1280]) {
    it(`without the site's service worker says so, never asks permission on load, and removes another device (${width} px)`, async () => {
      const driver = await createUser(suite.context, { nombre: 'Nora', apellido: 'Téllez' });
      await suite.context.container
        .get(PUSH.Subscribe)
        .execute({ id: driver.id, rol: 'user', suspendido: false }, { endpoint: 'https://push.example.test/tableta', keys: KEYS }, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1');
      const page = await suite.newPage({ width, height: 900 });
      // Counts every permission request the page makes: none may come before a click.
      await page.addInitScript(() => {
        const w = window as unknown as { permissionAsks: number };
        w.permissionAsks = 0;
        if ('Notification' in window) {
          const ask = Notification.requestPermission.bind(Notification);
          Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
            w.permissionAsks += 1;
            return ask(...args);
          };
        }
      });
      await signIn(page, driver.email, driver.password);
      await page.goto('/perfil');
      const section = page.getByRole('region', { name: 'Notificaciones en este dispositivo' });
      await section.getByText('Las notificaciones todavía no están disponibles en este navegador').waitFor();
      await waitForQuietNetwork(page);
      expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).to.equal(0);
      expect(await section.getByRole('button', { name: 'Activar notificaciones' }).count()).to.equal(0);
      expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);

      await section.getByRole('button', { name: 'Quitar Safari en iPad' }).click();
      await page.getByText('Dispositivo quitado: ya no recibirá notificaciones').waitFor();
      await section.getByText('Tus otros dispositivos').waitFor({ state: 'detached' });
      expect(await suite.context.knex('push_subscriptions').where({ userId: driver.id }).count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});
