import { expect } from 'chai';
import type { AppContext } from '../../src/container.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { atWidths, axeViolations, dayFrom, makePng, signIn, useBrowserSuite, waitForPath } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

/** The suite's time: the present when it starts, held still for the server and every page. */
const clock = new ManualClock();
/** A calendar day `n` days ahead of the suite's time. */
const inDays = (n: number) => dayFrom(clock, n);

const ADMIN = { email: 'jefa@ejemplo.test', password: 'admin123' };

async function seedEvent(context: AppContext, fields: Record<string, string>) {
  const admin = await createUser(context, { rol: 'admin' });
  return context.container.get(SINGLE_EVENTS.Create).execute({ id: admin.id, rol: 'admin', suspendido: false }, { fields });
}

const eventRows = (context: AppContext) => context.knex('single_events').orderBy('nombre');

describe('Eventos únicos admin screens in the browser', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(90_000);
  const suite = useBrowserSuite({ kind, clock });
  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ ...ADMIN, nombre: 'Laura', apellido: 'Jefa' });
  });

  it('sends a driver who opens /admin/eventos-unicos home', async () => {
    const driver = await createUser(suite.context);
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.goto('/admin/eventos-unicos');
    await waitForPath(page, '/');
  });

  it('creates an event: required messages, duration fields shown only for ticked sessions, cover, then the list', async () => {
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Panel de Administración' }).getByRole('link', { name: 'Eventos Únicos' }).click();
    await waitForPath(page, '/admin/eventos-unicos');
    await page.getByText('Aún no hay eventos únicos').waitFor();
    await page.getByRole('link', { name: 'Crear evento' }).first().click();
    await waitForPath(page, '/admin/eventos-unicos/crear');
    await page.getByRole('heading', { name: 'Crear evento único' }).waitFor();
    await page.getByText('Tamaño recomendado: 1200x600 px.', { exact: false }).waitFor();

    // The defaults of spec 2 §5 are filled in.
    expect(await page.getByLabel('Participantes máximos').inputValue()).to.equal('20');
    expect(await page.getByLabel('Incidentes máximos').inputValue()).to.equal('0');
    expect(await page.getByLabel('Duración de la carrera (minutos)').inputValue()).to.equal('30');
    expect(await page.getByLabel('Duración de la práctica (minutos)').count()).to.equal(0);

    await page.getByLabel('Duración de la carrera (minutos)').fill('');
    await page.getByRole('button', { name: 'Crear evento' }).click();
    for (const message of ['El nombre del evento es obligatorio', 'La fecha del evento es obligatoria', 'La hora de inicio es obligatoria', 'La duración de la carrera es obligatoria']) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Participantes máximos').fill('');
    await page.getByRole('button', { name: 'Crear evento' }).click();
    await page.getByText('El número máximo de participantes es obligatorio').waitFor();

    await page.getByLabel('Nombre del evento').fill('Gran Premio de Querétaro');
    await page.getByLabel('Fecha').fill(inDays(40).iso);
    await page.getByLabel('Hora de inicio').fill('19:45');
    await page.getByLabel('Participantes máximos').fill('24');
    await page.getByLabel('Incidentes máximos').fill('12');
    await page.getByLabel('Incluir práctica').check();
    await page.getByLabel('Duración de la práctica (minutos)').fill('25');
    await page.getByLabel('Duración de la carrera (minutos)').fill('50');
    await page.getByLabel('Detalles', { exact: true }).fill('Línea uno.\nLínea dos.');
    await page.getByLabel('Reglas', { exact: true }).fill('Sin contacto.');
    await page.getByLabel('Imagen de portada').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: makePng(120, 60, [225, 6, 0]) });
    await page.getByRole('button', { name: 'Crear evento' }).click();

    await page.locator('.Toastify').getByText('Evento único creado con éxito').waitFor();
    await waitForPath(page, '/admin/eventos-unicos');
    const table = page.getByRole('table', { name: 'Lista de eventos únicos' });
    await table.getByText('Gran Premio de Querétaro').waitFor();
    expect(await table.innerText()).to.contain(`${inDays(40).shown} 19:45`).and.contain('0 / 24').and.contain('Práctica 25 min · Carrera 50 min');

    const [row] = await eventRows(suite.context);
    expect(row).to.include({ nombre: 'Gran Premio de Querétaro', horaInicio: '19:45', detalles: 'Línea uno.\nLínea dos.', reglas: 'Sin contacto.' });
    expect(Number(row.participantesMaximos)).to.equal(24);
    expect(Number(row.incidents)).to.equal(12);
    expect(Number(row.qualyDuration)).to.equal(0);
    expect(row.imagenPortada).to.match(/^\/uploads\/event-covers\/.+\.png$/);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the server’s refusal in a banner and a toast, and keeps the form', async () => {
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/eventos-unicos/crear');
    await page.getByLabel('Nombre del evento').fill('Con portada falsa');
    await page.getByLabel('Fecha').fill(inDays(40).iso);
    await page.getByLabel('Hora de inicio').fill('19:45');
    // Named and typed as a PNG, but not one: only the server's content check can tell.
    await page.getByLabel('Imagen de portada').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await page.getByRole('button', { name: 'Crear evento' }).click();
    const message = 'El archivo debe ser una imagen JPEG, PNG, WebP o GIF';
    await page.locator('.form-actions__failure').getByRole('alert').getByText(message).waitFor();
    await page.locator('.Toastify').getByText(message).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/admin/eventos-unicos/crear');
    expect(await page.getByLabel('Nombre del evento').inputValue()).to.equal('Con portada falsa');
    expect(await eventRows(suite.context)).to.have.length(0);
  });

  it('edits an event in a dialog and lifts its place limit', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Copa Clio', fechaInicio: inDays(60).iso, horaInicio: '20:00', participantesMaximos: '16' });
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/eventos-unicos');
    await page.getByRole('button', { name: 'Editar Copa Clio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Copa Clio' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Nombre del evento').inputValue()).to.equal('Copa Clio');
    expect(await dialog.getByLabel('Fecha').inputValue()).to.equal(inDays(60).iso);
    expect(await dialog.getByLabel('Participantes máximos').inputValue()).to.equal('16');

    await dialog.getByLabel('Nombre del evento').fill('Copa Clio Nocturna');
    await dialog.getByLabel('Sin límite de participantes').check();
    expect(await dialog.getByLabel('Participantes máximos').isDisabled()).to.equal(true);
    await dialog.getByLabel('Incluir clasificación').check();
    await dialog.getByLabel('Duración de la clasificación (minutos)').fill('12');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();

    await page.locator('.Toastify').getByText('Evento único actualizado').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Lista de eventos únicos' });
    await table.getByText('Copa Clio Nocturna').waitFor();
    expect(await table.innerText()).to.contain('0 / Sin límite').and.contain('Clasificación 12 min');
    const row = await suite.context.knex('single_events').where({ id: event.id }).first();
    expect(row.nombre).to.equal('Copa Clio Nocturna');
    expect(row.participantesMaximos).to.equal(null);
    expect(Number(row.qualyDuration)).to.equal(12);
  });

  it('deletes an event only after confirming', async () => {
    await seedEvent(suite.context, { nombre: 'Evento a borrar', fechaInicio: inDays(60).iso, horaInicio: '20:00' });
    await seedEvent(suite.context, { nombre: 'Evento que queda', fechaInicio: inDays(61).iso, horaInicio: '20:00' });
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/eventos-unicos');
    await page.getByRole('button', { name: 'Eliminar Evento a borrar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar evento único?' });
    await dialog.getByText('Evento a borrar').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await eventRows(suite.context)).to.have.length(2);

    await page.getByRole('button', { name: 'Eliminar Evento a borrar' }).click();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.locator('.Toastify').getByText('Evento único eliminado').waitFor();
    await page.getByRole('button', { name: 'Eliminar Evento a borrar' }).waitFor({ state: 'detached' });
    expect((await eventRows(suite.context)).map((r) => r.nombre)).to.deep.equal(['Evento que queda']);
  });

  it('finds no serious accessibility violation on the list, the edit dialog and the create form, which fit a 360 px phone', async () => {
    await seedEvent(suite.context, { nombre: 'Evento accesible', fechaInicio: inDays(60).iso, horaInicio: '20:00' });
    // Each screen loaded once and checked at both widths (docs/adr/0052).
    const page = await suite.newPage({ width: 1280, height: 800 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/eventos-unicos');
    await page.getByRole('table', { name: 'Lista de eventos únicos' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Editar Evento accesible' });
    await atWidths(page, [1280, 360], async (width) => {
      let violations = await axeViolations(page);
      expect(violations, `list ${width}: ${JSON.stringify(violations)}`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `list ${width}`).to.be.at.most(0);

      await page.getByRole('button', { name: 'Editar Evento accesible' }).click();
      await dialog.waitFor();
      // axe reads colours as drawn: let the opening animation finish first.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      violations = await axeViolations(page);
      expect(violations, `dialog ${width}: ${JSON.stringify(violations)}`).to.deep.equal([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    await page.goto('/admin/eventos-unicos/crear');
    await page.getByRole('heading', { name: 'Crear evento único' }).waitFor();
    await atWidths(page, [1280, 360], async (width) => {
      const violations = await axeViolations(page);
      expect(violations, `create ${width}: ${JSON.stringify(violations)}`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `create ${width}`).to.be.at.most(0);
    });
  });
});
