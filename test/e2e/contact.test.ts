import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { CONTACT } from '../../src/modules/contact/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { axeViolations, signIn, useBrowserSuite, waitForPath, reveal } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';

async function contactForm(page: Page) {
  await page.goto('/');
  // The form's code loads as the visitor goes down to it.
  await reveal(page.locator('#contactSection'));
  const form = page.locator('#contactSection form');
  await form.getByRole('button', { name: 'Enviar' }).waitFor();
  return form;
}

/** No element pushes the page wider than the window. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('The contact form and the admin contact inbox in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('loads the form\'s code (the forms library and zod) only as the visitor goes down to the section, with a busy placeholder until then', async () => {
    const page = await suite.newPage({ width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Contáctanos' }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /contact-form/.test(s))).to.deep.equal([]);
    expect(await page.locator('#contactSection form').count()).to.equal(0);
    expect(await page.locator('#contactSection [aria-busy="true"]').getByText('Cargando el formulario de contacto…').count()).to.equal(1);

    await reveal(page.locator('#contactSection'));
    await page.locator('#contactSection form').getByRole('button', { name: 'Enviar' }).waitFor();
    expect(scripts.filter((s) => /contact-form/.test(s))).to.have.length(1);
  });

  it('marks the four fields required and checks them before sending, with the server\'s Spanish messages under each field', async () => {
    const page = await suite.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/contact') sent.push(request.method());
    });
    const form = await contactForm(page);
    for (const label of ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje']) {
      const field = form.getByLabel(label);
      expect(await field.getAttribute('aria-required'), label).to.equal('true');
      expect(await form.locator('label', { hasText: label }).innerText(), label).to.match(/\*$/);
    }

    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('El nombre es requerido').waitFor();
    for (const message of ['El correo es requerido', 'El teléfono es requerido', 'El mensaje es requerido']) await form.getByText(message).waitFor();
    // Each message is tied to its field for screen readers.
    const nameError = await form.getByLabel('Nombre').getAttribute('aria-describedby');
    expect(await page.locator(`#${nameError}`).innerText()).to.equal('El nombre es requerido');
    expect(await form.getByLabel('Nombre').getAttribute('aria-invalid')).to.equal('true');

    await form.getByLabel('Nombre').fill('Rocío Fuentes');
    await form.getByLabel('Correo electrónico').fill('rocio@');
    await form.getByLabel('Teléfono').fill('abc');
    await form.getByLabel('Mensaje').fill('¿Tienen campeonato de F3?');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('Email inválido').waitFor();
    await form.getByText('Teléfono inválido').waitFor();
    expect(await form.getByText('El nombre es requerido').count()).to.equal(0);
    expect(sent).to.deep.equal([]);
    expect(await suite.context.knex('contact_messages').count({ n: '*' })).to.deep.equal([{ n: 0 }]);

    await form.getByLabel('Correo electrónico').fill('rocio@ejemplo.test');
    await form.getByLabel('Teléfono').fill('55 8765 4321');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('¡Mensaje enviado con éxito!').waitFor();
    expect(sent).to.deep.equal(['POST']);
    const rows = await suite.context.knex('contact_messages').select('name', 'email', 'phone');
    expect(rows).to.deep.equal([{ name: 'Rocío Fuentes', email: 'rocio@ejemplo.test', phone: '55 8765 4321' }]);
  });

  it('lets an admin find unread messages from the menu, read one, mark it answered and see the empty and loading states', async () => {
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'buzon@ejemplo.test', password: 'admin123', nombre: 'Norma', apellido: 'Buzón' });
    const send = suite.context.container.get(CONTACT.Send);
    await send.execute({ name: 'Iván Robles', email: 'ivan@ejemplo.test', phone: '55 1111 2222', message: 'Quiero patrocinar una fecha.\nSegunda línea.' }, 'cliente-1');
    await send.execute({ name: 'Elena Cruz', email: 'elena@ejemplo.test', phone: '55 3333 4444', message: '¿Cuándo abre la inscripción?' }, 'cliente-2');

    const page = await suite.newPage();
    await signIn(page, 'buzon@ejemplo.test', 'admin123');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Bienvenido al Panel de Administración' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Panel de Administración' });
    const entry = sidebar.getByRole('link', { name: 'Contacto (2 mensajes sin leer)' });
    await entry.waitFor();
    await page.locator('.dashboard-grid').getByRole('link', { name: /Contacto.*2 mensajes sin leer/ }).waitFor();

    // Hold the list to see its loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/admin?*', async (route) => {
      await held;
      await route.continue();
    });
    await entry.click();
    await waitForPath(page, '/admin/contacto');
    await page.getByRole('heading', { name: 'Mensajes de contacto', level: 1 }).waitFor();
    await page.getByText('Cargando mensajes...').waitFor();
    release();
    await page.unroute('**/api/contact/admin?*');

    const table = page.getByRole('table', { name: 'Mensajes de contacto: pendientes' });
    await table.waitFor();
    const names = await table.locator('tbody tr td[data-label="Nombre"]').allInnerTexts();
    expect(names).to.deep.equal(['Elena Cruz', 'Iván Robles']);
    expect(await table.getByText('Nuevo').count()).to.equal(2);

    await page.getByRole('button', { name: 'Leer el mensaje de Iván Robles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mensaje de Iván Robles' });
    await dialog.getByText('Quiero patrocinar una fecha.').waitFor();
    expect(await dialog.getByRole('link', { name: 'ivan@ejemplo.test' }).getAttribute('href')).to.equal('mailto:ivan@ejemplo.test');
    expect(await dialog.getByText('Pendiente de respuesta').count()).to.equal(1);
    // Opening it read it: one unread left.
    await sidebar.getByRole('link', { name: 'Contacto (1 mensaje sin leer)' }).waitFor();

    await dialog.getByRole('button', { name: 'Marcar como respondido' }).click();
    await page.getByText('Mensaje marcado como respondido').waitFor();
    await dialog.getByText(/^Respondido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await dialog.getByRole('button', { name: 'Marcar como pendiente' }).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await table.getByText('Iván Robles').waitFor({ state: 'detached' });
    expect(await table.locator('tbody tr').count()).to.equal(1);
    await page.getByRole('tab', { name: 'Respondidos' }).click();
    const answered = page.getByRole('table', { name: 'Mensajes de contacto: respondidos' });
    await answered.getByText('Iván Robles').waitFor();
    await answered.getByText('Respondido', { exact: true }).waitFor();
    const row = await suite.context.knex('contact_messages').where({ email: 'ivan@ejemplo.test' }).first();
    expect(row.answeredAt).to.be.a('string');
    expect(row.readAt).to.be.a('string');

    // Answering the last pending one leaves the pending list empty.
    await page.getByRole('tab', { name: 'Pendientes' }).click();
    await page.getByRole('button', { name: 'Leer el mensaje de Elena Cruz' }).click();
    const second = page.getByRole('dialog', { name: 'Mensaje de Elena Cruz' });
    await second.getByRole('button', { name: 'Marcar como respondido' }).click();
    await second.getByRole('button', { name: 'Marcar como pendiente' }).waitFor();
    await second.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByText('No hay mensajes pendientes de respuesta.').waitFor();
    expect(await sidebar.getByRole('link', { name: 'Contacto', exact: true }).count()).to.equal(1);

    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  for (const width of [360, 1920]) {
    it(`shows the inbox without sideways scrolling at ${width} px`, async () => {
      await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'buzon@ejemplo.test', password: 'admin123', nombre: 'Norma', apellido: 'Buzón' });
      await suite.context.container
        .get(CONTACT.Send)
        .execute({ name: 'Maximiliano Hernández de la Garza', email: 'maximiliano.hernandez.delagarza@un-dominio-bastante-largo.test', phone: '+52 (55) 1234-5678', message: 'Texto '.repeat(200) }, 'cliente-ancho');
      const page = await suite.newPage({ width, height: 800 });
      await signIn(page, 'buzon@ejemplo.test', 'admin123');
      await page.goto('/admin/contacto');
      await page.getByText('Maximiliano Hernández de la Garza').waitFor();
      expect(await overflowsSideways(page)).to.equal(false);
      await page.getByRole('button', { name: 'Leer el mensaje de Maximiliano Hernández de la Garza' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Marcar como respondido' }).waitFor();
      expect(await overflowsSideways(page)).to.equal(false);
    });
  }
});
