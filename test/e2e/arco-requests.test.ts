import { expect } from 'chai';
import { atWidths, expectCleanAt, signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

const WIDTHS = [360, 1440] as const;

describe('ARCO requests in the browser: the forms and the admin queue', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('files a request from the public form after checking it with the server\'s rules, at 360 and 1440 px with axe', async () => {
    // Once at 360 px, each state of the form checked at both widths by resizing the window (docs/adr/0052).
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await page.goto('/derechos-arco');
      await page.getByRole('heading', { name: 'Derechos ARCO', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Hacer una solicitud' });
      await form.getByLabel('Tipo de solicitud').selectOption('rectificacion');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await form.getByText('Escribe tu nombre completo').waitFor();
      await form.getByText('Describe qué datos y qué pides').waitFor();
      expect(await form.getByLabel('Nombre completo').getAttribute('aria-invalid')).to.equal('true');
      await atWidths(page, WIDTHS, async (width) => {
        await expectCleanAt(page, `public form with messages at ${width}px`);
      });
      expect(await suite.context.knex('arco_requests').count({ n: '*' })).to.deep.equal([{ n: 0 }]);

      await form.getByLabel('Nombre completo').fill('Carla Ruiz');
      await form.getByLabel('Correo electrónico').fill('carla@ejemplo.test');
      await form.getByLabel('Qué datos y qué pides').fill('Mi apellido está mal escrito en los resultados.');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await form.getByText('Recibimos tu solicitud. Te escribimos a tu correo en cada paso.').waitFor();
      await atWidths(page, WIDTHS, async (width) => {
        await expectCleanAt(page, `public form sent at ${width}px`);
      });
    }
    const rows = await suite.context.knex('arco_requests').select('tipo', 'estado', 'email').orderBy('email');
    expect(rows).to.deep.equal([{ tipo: 'rectificacion', estado: 'recibida', email: 'carla@ejemplo.test' }]);
  });

  it('asks for one\'s data from «Mis datos personales» and refuses a cancellation while a place is held, saying what must end first', async () => {
    const driver = await createUser(suite.context, { nombre: 'Beto', apellido: 'Piloto' });
    const own = await suite.newPage({ width: 360, height: 900 });
    await signIn(own, driver.email, driver.password);
    await own.goto('/perfil/datos-personales');
    await own.getByRole('heading', { name: 'Mis datos personales', level: 1 }).waitFor();
    const form = own.getByRole('form', { name: 'Hacer una solicitud' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form.getByText('Estamos preparando el archivo con tus datos. Te enviaremos un enlace de descarga a tu correo en unos minutos.').waitFor();
    // Checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    await atWidths(own, WIDTHS, async (width) => {
      await expectCleanAt(own, `own request at ${width}px`);
    });
    expect(await suite.context.knex('data_exports').where({ userId: driver.id }).count({ n: '*' })).to.deep.equal([{ n: 1 }]);

    // A held place (a pending payment whose hold has not expired) stands in the way.
    const admin = await createUser(suite.context, { rol: 'admin' });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, admin.email, admin.password);
    const c = await page.request.post('/api/campeonatos', {
      multipart: { nombreCampeonato: 'Copa ARCO', categoria: 'Deportivos', detallesCampeonato: 'Ocho fechas.', reglas: 'Limpio.', fechaInicio: '2030-04-01', fechaFin: '2030-06-30', participantesMaximos: '20', precio: '1500' },
    });
    expect(c.status()).to.equal(201);
    const campeonatoId = ((await c.json()) as { data: { id: string } }).data.id;
    const manual = await page.request.post('/api/payments/admin/manual', { data: { usuarioId: driver.id, campeonatoId, monto: '1500', estado: 'pendiente' } });
    expect(manual.status()).to.equal(201);
    await suite.context.knex('payments').where({ userId: driver.id }).update({ estado: 'pendiente', expiraEn: '2099-01-01T00:00:00.000Z' });

    // The same page, loaded again.
    await own.reload();
    const cancel = own.getByRole('region', { name: 'Cancelar mi cuenta' });
    await cancel.getByLabel('Escribe CANCELAR para confirmar').fill('CANCELAR');
    await cancel.getByRole('button', { name: 'Cancelar mi cuenta' }).click();
    await cancel.getByText('Tienes un lugar apartado con un pago pendiente: págalo o cancélalo antes de cancelar tu cuenta.').waitFor();
    await expectCleanAt(own, 'cancellation refused at 360px');
    expect((await suite.context.knex('users').where({ id: driver.id }).first()).blockedAt).to.equal(null);
  });

  it('shows the admin queue with each deadline and answers a request from a template, at 360 and 1440 px with axe', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    {
      await suite.context.container.get((await import('../../src/modules/data-rights/index.js')).DATA_RIGHTS.FilePublicRequest).execute({ tipo: 'oposicion', nombre: 'Dana Ruiz', email: 'dana@ejemplo.test', detalle: 'No quiero aparecer en los correos de noticias.' }, '10.0.0.0');
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, admin.email, admin.password);
      await page.goto('/admin/solicitudes-arco');
      await page.getByRole('heading', { name: 'Solicitudes ARCO', level: 1 }).waitFor();
      await page.getByText('Dana Ruiz (dana@ejemplo.test) · sin cuenta').waitFor();
      await page.getByText('A tiempo').first().waitFor();
      await atWidths(page, WIDTHS, async (width) => {
        await expectCleanAt(page, `admin queue at ${width}px`);
      });

      await page.getByRole('button', { name: 'Responder' }).first().click();
      const answer = page.getByRole('form', { name: 'Responder la solicitud de Dana Ruiz' });
      await answer.getByLabel('Plantilla').selectOption({ label: 'Oposición aceptada' });
      expect(await answer.getByLabel('Respuesta para la persona').inputValue()).to.match(/^Dejamos de usar tus datos/);
      await atWidths(page, WIDTHS, async (width) => {
        await expectCleanAt(page, `answer form at ${width}px`);
      });
      await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
      await page.getByText('Respuesta enviada a la persona por correo.').waitFor();
      expect(await answer.count()).to.equal(0);
    }
    const mails = await suite.context.knex('mail_outbox').where('subject', 'Tu solicitud de oposición: atendida').select('to').orderBy('to');
    expect(mails).to.deep.equal([{ to: 'dana@ejemplo.test' }]);
  });
});
