import { expect } from 'chai';
import { logInThroughUi, useBrowserSuite, waitForPath, type BrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

/** The path and query of the reset link in the last mail queued for `to`. */
async function resetLinkFor(suite: BrowserSuite, to: string): Promise<string> {
  const mail = await suite.context.knex('mail_outbox').where({ to }).orderBy('createdAt', 'desc').first();
  expect(mail, `a mail to ${to}`).to.exist;
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link, 'the reset link in the mail').to.be.a('string');
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

describe('Password recovery in the browser', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('requests a link on /login, opens it from the queued mail, sets a new password and logs in with it', async () => {
    const driver = await createUser(suite.context, { nombre: 'Elena', apellido: 'Garza', email: 'elena.garza@ejemplo.test', password: 'olvidada1' });
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Recuperar Contraseña' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(driver.email);
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page.getByText('Si el correo existe, recibirás un email con instrucciones.').waitFor();

    const link = await resetLinkFor(suite, driver.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    await page.getByLabel('Nueva contraseña').fill('recordada2');
    await page.getByLabel('Confirmar contraseña').fill('recordada2');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña actualizada con éxito').waitFor();
    await waitForPath(page, '/login');

    await logInThroughUi(page, driver.email, 'recordada2');
    await page.getByRole('button', { name: 'Abrir menú de usuario: Elena' }).waitFor();

    await page.goto(link);
    await page.getByText('Token inválido o expirado').waitFor();
  });

  it('registering with a taken address shows the usual success, and the recovery link of the mail its owner gets opens the recovery form', async () => {
    const owner = await createUser(suite.context, { nombre: 'Marta', apellido: 'Ibarra', email: 'marta.ibarra@ejemplo.test' });
    const page = await suite.newPage();
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Alguien');
    await page.getByLabel('Apellido').fill('Más');
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otraclave1');
    await page.getByLabel('Confirmar contraseña').fill('otraclave1');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('¡Registro exitoso! Redirigiendo al login...').waitFor();
    await waitForPath(page, '/login');

    const mail = await suite.context.knex('mail_outbox').where({ to: owner.email }).first();
    expect(mail.subject).to.equal('Intento de registro con tu correo en Parrilla');
    const recovery = new URL(/https?:\/\/\S+\/login\?recuperar=1/.exec(mail.text)![0]);
    await page.goto(`${recovery.pathname}${recovery.search}`);
    await page.getByRole('heading', { name: 'Recuperar Contraseña' }).waitFor();
  });

  it('answers an unknown address with the same message and queues no mail', async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill('nadie@ejemplo.test');
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page.getByText('Si el correo existe, recibirás un email con instrucciones.').waitFor();
    const queued = await suite.context.knex('mail_outbox').count({ n: '*' }).first();
    expect(Number(queued?.n)).to.equal(0);
  });

  it('says a tampered link is invalid and offers the way back to the login', async () => {
    const driver = await createUser(suite.context);
    const page = await suite.newPage();
    await page.goto(`/reset-password?token=inventado&userId=${driver.id}`);
    await page.getByText('Token inválido o expirado').waitFor();
    await page.getByRole('link', { name: 'Ir al inicio de sesión' }).click();
    await waitForPath(page, '/login');
  });
});
