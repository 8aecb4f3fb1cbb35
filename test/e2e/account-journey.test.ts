import { expect } from 'chai';
import { createUser } from '../support/http.js';
import { axeViolations, logInThroughUi, signIn, makePng, openUserMenuEntry, useBrowserSuite, waitForPath } from '../support/browser.js';

describe('A driver’s account in the browser', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();

  it('registers, logs in, edits the profile with a photo, changes the password, logs out and logs in with the new password', async () => {
    const page = await suite.newPage();
    const email = 'marta.lopez@ejemplo.test';

    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Marta');
    await page.getByLabel('Apellido').fill('López');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('primera1');
    await page.getByLabel('Confirmar contraseña').fill('primera1');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('¡Registro exitoso! Redirigiendo al login...').waitFor();
    await waitForPath(page, '/login', 5000);
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('primera1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Abrir menú de usuario: Marta' }).waitFor();

    await openUserMenuEntry(page, 'Perfil');
    await waitForPath(page, '/perfil');
    await page.getByText(email).waitFor();
    expect(await page.locator('.profile__facts').innerText()).to.contain('Activo').and.contain('López');
    await page.getByLabel('Foto de perfil', { exact: true }).setInputFiles({ name: 'casco.png', mimeType: 'image/png', buffer: makePng(24, 24, [225, 6, 0]) });
    expect(await page.getByRole('img', { name: /Vista previa/ }).getAttribute('src')).to.match(/^blob:/);
    await page.getByLabel('Simulador favorito').fill('iRacing');
    await page.getByLabel('Coche favorito').fill('Dallara IR18');
    await page.getByLabel('Nivel de habilidad').selectOption('avanzado');
    await page.getByLabel('Biografía').fill('Piloto de óvalos desde 2019.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Perfil actualizado con éxito!').waitFor();

    await page.reload();
    await page.getByLabel('Simulador favorito').waitFor();
    expect(await page.getByLabel('Simulador favorito').inputValue()).to.equal('iRacing');
    expect(await page.getByLabel('Nivel de habilidad').inputValue()).to.equal('avanzado');
    const photo = page.getByRole('img', { name: 'Foto de perfil de Marta López' });
    expect(await photo.getAttribute('src')).to.match(/^\/uploads\/avatars\/.+\.png$/);
    // Once the browser has the picture (decode() waits for it), it is the 24 px one sent.
    expect(await photo.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).to.equal(24);

    await openUserMenuEntry(page, 'Cambiar contraseña');
    await waitForPath(page, '/change-password');
    await page.getByLabel('Contraseña actual').fill('primera1');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('segunda2');
    await page.getByLabel('Confirmar nueva contraseña').fill('segunda2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Contraseña cambiada con éxito').waitFor();
    await waitForPath(page, '/');

    await openUserMenuEntry(page, 'Cerrar sesión');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await page.getByRole('button', { name: 'Abrir menú de usuario: Mi cuenta' }).waitFor();

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('primera1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByText('Credenciales inválidas').waitFor();

    await logInThroughUi(page, email, 'segunda2');
    await page.getByRole('button', { name: 'Abrir menú de usuario: Marta' }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("sets the driver's iRacing customer id in the profile: checked before sending, a taken one named under the field, on a phone", async () => {
    const taken = await createUser(suite.context, { nombre: 'Otro', apellido: 'Piloto', email: 'otro.piloto@ejemplo.test', password: 'secreto123' });
    await suite.context.knex('users').where({ id: taken.id }).update({ iracingId: 424242 });
    const me = await createUser(suite.context, { nombre: 'Rosa', apellido: 'Vega', email: 'rosa.vega@ejemplo.test', password: 'secreto123' });

    const page = await suite.newPage({ width: 360, height: 780 });
    await signIn(page, 'rosa.vega@ejemplo.test', 'secreto123');
    await page.goto('/perfil');
    const field = page.getByLabel('ID de cliente de iRacing');
    await field.fill('12.5');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('El ID de cliente de iRacing debe ser un número entero entre 1 y 99999999').waitFor();
    await field.fill('424242');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.locator('.field__error', { hasText: 'Ya existe una cuenta con ese ID de cliente de iRacing' }).waitFor();
    await field.fill('515151');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Perfil actualizado con éxito!').waitFor();
    expect(Number((await suite.context.knex('users').where({ id: me.id }).first()).iracingId)).to.equal(515151);

    await page.reload();
    expect(await page.getByLabel('ID de cliente de iRacing').inputValue()).to.equal('515151');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(360);
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  // The registration's rules before calling the server (each message of the shared contract under its field,
  // the field marked invalid, nothing sent): test/web/auth-forms.test.tsx, every value the schema refuses.

  it('sends a visitor who opens /perfil to the login', async () => {
    const page = await suite.newPage();
    await page.goto('/perfil');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  });

  it('shows the Google button disabled with the reason when no provider is configured', async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Continuar con Google' });
    await page.getByText('El inicio de sesión con Google no está disponible por ahora.', { exact: false }).waitFor();
    expect(await google.isDisabled()).to.equal(true);
  });

  it('answers an unknown address with the Spanish 404 page', async () => {
    const page = await suite.newPage();
    const response = await page.goto('/no-existe/esta-pagina');
    expect(response?.status()).to.equal(200);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Volver a pits' }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Regístrate' }).first().waitFor();
  });
});
