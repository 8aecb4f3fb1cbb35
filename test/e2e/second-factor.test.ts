import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { expectCleanAt, openUserMenuEntry, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

describe('The authenticator app in the browser: set up from the QR code\'s secret, then the second step of a sign-in', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  for (const width of [360, 1440]) {
    it(`sets up the app with the secret shown beside the QR code, keeps the recovery codes, and signs in with password and code at ${width} px`, async () => {
      const driver = await createUser(suite.context, { nombre: 'Tomás', apellido: 'Vega' });
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, driver.email, driver.password);
      await page.goto('/perfil/seguridad');
      const section = page.getByRole('region', { name: 'Aplicación de autenticación' });
      await section.getByRole('button', { name: 'Configurar aplicación de autenticación' }).click();
      const qr = section.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).to.equal(true);
      const secret = (await section.locator('code').textContent())!.trim();
      expect(secret).to.match(/^[A-Z2-7]{32}$/);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the app's QR code at ${width} px`);
      const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
      await section.getByLabel('Código de 6 dígitos').fill(totp.generate());
      await section.getByRole('button', { name: 'Activar' }).click();
      const codes = section.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).to.equal(10);
      await expectCleanAt(page, `the recovery codes at ${width} px`);
      await section.getByRole('button', { name: 'Ya los guardé' }).click();
      await section.getByText('Te quedan 10 códigos de recuperación.').waitFor();

      await openUserMenuEntry(page, 'Cerrar sesión');
      await waitForPath(page, '/login');
      await page.getByLabel('Correo electrónico').fill(driver.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(driver.password);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
      // No session before the code.
      expect((await page.context().cookies()).filter((c) => c.name === 'token' && c.value)).to.deep.equal([]);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the second step at ${width} px`);
      await page.getByLabel('Código de verificación').fill('000000' === totp.generate() ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText('El código no es correcto. Revisa tu aplicación o usa un código de recuperación.').waitFor();
      // The code that turned the app on is spent: the next 30-second step's code (one step ahead is accepted).
      const fresh = totp.generate({ timestamp: Date.now() + 30_000 });
      await page.getByLabel('Código de verificación').fill(fresh);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await waitForPath(page, '/');
      await page.getByRole('button', { name: 'Abrir menú de usuario: Tomás' }).waitFor();
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});
