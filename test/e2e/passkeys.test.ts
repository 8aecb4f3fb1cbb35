import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectCleanAt, openUserMenuEntry, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

/**
 * Chrome's virtual authenticator (DevTools protocol): a platform authenticator that keeps discoverable
 * credentials and verifies its user, as a phone's or a laptop's does.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

describe('Passkeys in the browser: add one from the profile, sign out, sign in with it', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ localhostPublicUrl: true });
  beforeEach(() => truncateAll(suite.context));
  // The first page a cold server renders can take long on a busy machine: render one before the timed steps.
  before(async function () {
    this.timeout(60_000);
    if (suite.ready) await fetch(`${suite.baseUrl}/login`).then((r) => r.text());
  });

  // At 360 px the browser offers no autofill, so the person presses the button; at 1440 px the sign-in page
  // asks for the browser's autofill, which Chrome's virtual authenticator answers at once (a person would
  // pick the passkey under the e-mail field).
  for (const { width, autofill } of [
    { width: 360, autofill: false },
    { width: 1440, autofill: true },
  ]) {
    it(`adds a named passkey, signs out and signs in with it, without a password (${autofill ? "the browser's autofill" : "'Entrar con llave de acceso'"}), at ${width} px`, async () => {
      const driver = await createUser(suite.context, { nombre: 'Lupita', apellido: 'Reyes' });
      const page = await suite.newPage({ width, height: 900 });
      await addVirtualAuthenticator(page);
      if (!autofill) await page.addInitScript({ content: "Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });" });
      await signIn(page, driver.email, driver.password);

      await page.goto('/perfil/seguridad');
      const section = page.getByRole('region', { name: 'Llaves de acceso' });
      await section.getByText('Aún no tienes llaves de acceso.').waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the profile's passkeys at ${width} px`);
      await section.getByLabel('Nombre de la nueva llave (opcional)').fill('Mi laptop');
      await section.getByRole('button', { name: 'Agregar llave de acceso' }).click();
      await page.getByText('Llave de acceso agregada').waitFor();
      const row = section.getByRole('listitem').filter({ hasText: 'Mi laptop' });
      await row.getByText('Aún sin usar').waitFor();
      const stored = await suite.context.knex('passkeys').where({ userId: driver.id });
      expect(stored.map((p: { nombre: string }) => p.nombre)).to.deep.equal(['Mi laptop']);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `the profile with a passkey at ${width} px`);

      await openUserMenuEntry(page, 'Cerrar sesión');
      if (autofill) {
        // Signed out; on the sign-in page the person reaches the e-mail field and picks the passkey offered under it.
        await waitForPath(page, '/login');
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/llave') && r.status() === 200);
        await page.getByLabel('Correo electrónico').focus();
        await answered;
      } else {
        await waitForPath(page, '/login');
        await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
        expect(await page.getByLabel('Correo electrónico').getAttribute('autocomplete')).to.equal('username webauthn');
        await waitForQuietNetwork(page);
        await expectCleanAt(page, `the sign-in page with its passkey button at ${width} px`);
        await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
      }
      await waitForPath(page, '/');
      await page.getByRole('button', { name: 'Abrir menú de usuario: Lupita' }).waitFor();

      await page.goto('/perfil/seguridad');
      await section.getByRole('listitem').filter({ hasText: 'Mi laptop' }).getByText(/Último uso: \d{2}\/\d{2}\/\d{4}/).waitFor();
      expect(suite.pageErrors).to.deep.equal([]);
    });
  }
});
