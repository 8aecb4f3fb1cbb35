import { expect } from 'chai';
import { expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { PRIVACY } from '../../src/modules/privacy/index.js';

const WIDTHS = [
  { width: 360, height: 800 },
  { width: 1440, height: 900 },
];

describe('The privacy notice and the consent asked after a new version, in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it("shows the notice with the league's identity, its version and date, and where the data goes, at 360 and 1440 px", async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    await suite.context.container
      .get(PRIVACY.SaveSettings)
      .execute({ id: admin.id, rol: 'admin', suspendido: false }, { nombre: 'Liga Volcán', domicilio: 'Calle Falsa 123, Puebla', correo: 'datos@volcan.test', encargadosDesactivados: ['iracing'] });
    for (const size of WIDTHS) {
      const page = await suite.newPage(size);
      await page.goto('/aviso-de-privacidad');
      await page.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }).waitFor();
      await waitForQuietNetwork(page);
      const text = await page.locator('main').innerText();
      expect(text).to.include('Liga Volcán, con domicilio en Calle Falsa 123, Puebla');
      expect(text).to.include('datos@volcan.test');
      expect(text).to.match(/Versión 1 · publicada el 29\/11\/2026/);
      expect(text).not.to.include('{{');
      await expectCleanAt(page, `aviso a ${size.width} px`);
      await page.getByRole('link', { name: '¿A dónde van tus datos?' }).first().click();
      await page.getByRole('heading', { level: 1, name: '¿A dónde van tus datos?' }).waitFor();
      await waitForQuietNetwork(page);
      const processors = await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts();
      expect(processors).to.deep.equal(['Stripe', 'Proveedor de correo', 'Discord', 'Google (inicio de sesión)']);
      await expectCleanAt(page, `encargados a ${size.width} px`);
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('asks a signed-in driver about the purposes a new version adds; accepting one turns it on and the question goes away, at 360 and 1440 px', async () => {
    const jefa = await createUser(suite.context, { rol: 'superadmin' });
    const publish = (finalidades: string[], texto: string) =>
      suite.context.container.get(PRIVACY.PublishNotice).execute({ id: jefa.id, rol: 'superadmin', suspendido: false }, { markdown: `# Aviso de privacidad integral\n\n${texto}`, finalidades });
    for (const [i, size] of WIDTHS.entries()) {
      // Registered under a version that asks only for the news e-mails; the next one adds the full name.
      await publish(['correosNovedades'], `Solo correos (${size.width} px).`);
      const driver = await createUser(suite.context, { nombre: 'Rita', apellido: `Méndez${i}`, nombreCompleto: false });
      await publish(['correosNovedades', 'nombreCompleto'], `Con nombre completo (${size.width} px).`);
      const page = await suite.newPage(size);
      await signIn(page, driver.email, driver.password);
      await page.goto('/');
      const prompt = page.getByRole('region', { name: 'Actualizamos el aviso de privacidad' });
      await prompt.waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `pregunta del aviso a ${size.width} px`);
      await prompt.getByLabel('Aparecer con mi nombre completo en las páginas públicas', { exact: false }).check();
      await prompt.getByRole('button', { name: 'Aceptar' }).click();
      await page.getByText('Gracias. Guardamos tu respuesta al aviso de privacidad.').waitFor();
      await prompt.waitFor({ state: 'detached' });
      const choice = await suite.context.knex('privacy_choices').where({ userId: driver.id, purpose: 'nombreCompleto' }).first();
      expect(Boolean(choice?.granted)).to.equal(true);

      await page.goto('/perfil');
      const section = page.getByRole('region', { name: 'Privacidad', exact: true });
      await section.getByText('Historial de tu consentimiento').waitFor();
      await waitForQuietNetwork(page);
      expect(await section.getByLabel('Aparecer con mi nombre completo en las páginas públicas', { exact: false }).isChecked()).to.equal(true);
      expect(await section.getByLabel('Ser mencionado por nombre en el Discord de la liga').isChecked()).to.equal(false);
      expect(await section.locator('li').first().innerText()).to.match(/^Versión \d+: aceptaste el .* \(al responder el aviso actualizado\); activaste: aparecer con mi nombre completo/);
      await expectCleanAt(page, `privacidad del perfil a ${size.width} px`);
      expect(await page.getByRole('region', { name: 'Actualizamos el aviso de privacidad' }).count()).to.equal(0);
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
