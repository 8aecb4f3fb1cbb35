import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { REAUTH_WINDOW_MS } from '../../src/modules/identity/application/reconfirmation.use-case.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { atWidths, axeViolations, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

describe('A refund asks the admin to confirm it is him, then goes through', function () {
  this.timeout(120_000);
  const clock = new ManualClock(new Date());
  const suite = useBrowserSuite({ clock });
  beforeEach(async () => {
    clock.set(new Date());
    await truncateAll(suite.context);
  });

  // The flow runs once at 360 px; the confirmation is checked at both widths by resizing the window (docs/adr/0052).
  it("asks for the authenticator's code when the sign-in is over ten minutes old, keeps the note typed, and refunds, at 360 and 1440 px", async () => {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Ana', apellido: 'Admin' });
    const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
    const setup = await suite.context.container.get(IDENTITY.StartTotpSetup).execute(actor);
    const totp = new TOTP({ secret: setup.secreto, algorithm: 'SHA1', digits: 6, period: 30 });
    const code = () => totp.generate({ timestamp: clock.now().getTime() });
    await suite.context.container.get(IDENTITY.ConfirmTotp).execute(actor, { codigo: code() });
    const lucia = await createUser(suite.context, { nombre: 'Lucía', apellido: 'Ortega' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Reembolso', precio: 1500 });
    await suite.context.container.get(PAYMENTS.CreateManualPayment).execute(actor, { usuarioId: lucia.id, campeonatoId: c.id, monto: 1500 });

    const page = await suite.newPage({ width: 360, height: 900 });
    // The sign-in with password and code, then the clock past the ten minutes it counts for.
    clock.advance(30_000);
    const first = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
    const { segundoPaso } = (await first.json()) as { segundoPaso: { desafio: string } };
    expect((await page.request.post('/api/auth/segundo-paso', { data: { desafio: segundoPaso.desafio, codigo: code() } })).ok()).to.equal(true);
    clock.advance(REAUTH_WINDOW_MS + 60_000);

    await page.goto('/admin/pagos');
    await page.getByRole('heading', { name: 'Pagos', level: 1 }).waitFor();
    const row = page.getByRole('table', { name: 'Lista de pagos' }).locator('tbody tr').filter({ hasText: 'Lucía Ortega' });
    await row.getByText('Completado').waitFor();
    await row.getByRole('button', { name: /^Cambiar el estado/ }).click();
    const edit = page.getByRole('dialog', { name: 'Cambiar estado del pago' });
    await edit.getByLabel('Nuevo estado').selectOption('reembolsado');
    await edit.getByLabel('Notas (opcional)').fill('Se lesionó antes de la primera fecha');
    await edit.getByRole('button', { name: 'Guardar estado' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirma que eres tú' });
    const field = confirm.getByLabel('Código de tu aplicación de autenticación');
    await field.waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], async (width) => {
      expect(await axeViolations(page), `the confirmation at ${width} px`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width} px`).to.equal(true);
    });
    // Nothing was refunded yet.
    expect((await suite.context.knex('payments').first()).estado).to.equal('completado');

    await field.fill(code() === '000000' ? '111111' : '000000');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.getByText('El código no es correcto. Revisa tu aplicación o usa un código de recuperación.').waitFor();
    await field.fill(code());
    await confirm.getByRole('button', { name: 'Confirmar' }).click();

    await confirm.waitFor({ state: 'hidden' });
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Pago actualizado').waitFor();
    await row.getByText('Reembolsado').waitFor();
    const stored = await suite.context.knex('payments').first();
    expect(stored.estado).to.equal('reembolsado');
    expect(String(stored.notasAdmin)).to.contain('Se lesionó antes de la primera fecha');
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
