import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { ARTIFACTS_DIR, axeViolations, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { DiscordStandIn } from '../support/discord-stand-in.js';
import { createUser } from '../support/http.js';
import { sidewaysOverflow } from '../support/reachability.js';

const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${'AbCdEf-123_'.repeat(6)}wxyz`;

describe('The admin settings screen (Ajustes) in the browser', function () {
  this.timeout(90_000);
  const standIn = new DiscordStandIn();
  const env: NodeJS.ProcessEnv = {};
  before(async () => {
    await standIn.start();
    env.DISCORD_API_URL = standIn.url;
  });
  after(() => standIn.stop());
  const suite = useBrowserSuite({ env });
  beforeEach(async () => {
    standIn.reset();
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'ajustes@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
  });

  it('lets an admin set a webhook (checked before sending), shows it only masked, and send a test message', async () => {
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, 'ajustes@ejemplo.test', 'admin123');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    await page.getByRole('navigation', { name: 'Panel de Administración' }).getByRole('link', { name: 'Ajustes', exact: true }).click();
    await waitForPath(page, '/admin/ajustes');
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByText('Sin configurar').count()).to.equal(3);
    expect(await page.getByRole('button', { name: 'Enviar prueba a anuncios' }).isDisabled()).to.equal(true);

    const field = page.getByLabel('Webhook de anuncios');
    await field.fill('https://example.com/no-es-discord');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText('Debe ser una URL de webhook de Discord (https://discord.com/api/webhooks/…)').waitFor();
    expect(await field.getAttribute('aria-invalid')).to.equal('true');

    await field.fill(WEBHOOK);
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText('Ajustes guardados').waitFor();
    await page.getByText('Configurado', { exact: true }).waitFor();
    expect(await page.getByLabel('Webhook de anuncios').inputValue()).to.equal('https://discord.com/api/webhooks/…/wxyz');
    expect(await page.content()).not.to.include('AbCdEf-123_');

    await page.getByRole('button', { name: 'Enviar prueba a anuncios' }).click();
    await page.getByText('Mensaje de prueba enviado a Discord').waitFor();
    expect(standIn.accepted().map((c) => c.path)).to.deep.equal(['/api/webhooks/123456789012345678/' + `${'AbCdEf-123_'.repeat(6)}wxyz`]);

    // Saving again with the masked form keeps the webhook.
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText('Ajustes guardados').first().waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByText('Configurado', { exact: true }).count()).to.equal(1);

    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('is out of a driver\'s reach', async () => {
    const driver = await createUser(suite.context);
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.goto('/admin/ajustes');
    await waitForPath(page, '/');
  });

  for (const width of [360, 1440]) {
    it(`fits ${width} px without sideways scrolling and passes axe`, async () => {
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, 'ajustes@ejemplo.test', 'admin123');
      await page.goto('/admin/ajustes');
      await page.getByLabel('Webhook de resultados').waitFor();
      await waitForQuietNetwork(page);
      expect(await sidewaysOverflow(page)).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `ajustes-${width}.png`), fullPage: true });
    });
  }
});
