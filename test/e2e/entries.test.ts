import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { TRACK_RECORDS } from '../../src/modules/track-records/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { atWidths, axeViolations, describeViolations, expectCleanAt, guideShot, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork, reveal } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { addChampionship, day, enrolUser } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';



describe('Entry lists, withdrawal and driver pages in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('shows the public entry list, linking each driver to a page with championships and results by iRacing id, at 360 and 1440 px', async () => {
    const { context } = suite;
    const sofia = await createUser(context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const diego = await createUser(context, { nombre: 'Diego', apellido: 'Ruiz', email: 'diego@ejemplo.test' });
    await context.knex('users').where({ id: sofia.id }).update({ iracingId: 424242 });
    const c = await addChampionship(context, { nombre: 'Copa Invierno', cover: true });
    await enrolUser(context, c.id, sofia.id);
    await enrolUser(context, c.id, diego.id);
    const export1 = inventedExport({
      subsession_id: 90000010,
      start_time: '2026-01-10T18:00:00Z',
      end_time: '2026-01-10T19:00:00Z',
      session_name: 'Copa Inventada R1',
      session_results: [
        {
          simsession_number: 0,
          simsession_type: 6,
          simsession_name: 'RACE',
          results: [
            row({ cust_id: 424242, display_name: 'Sofía Luna', finish_position: 0, laps_complete: 20, incidents: 2, oldi_rating: 1950, newi_rating: 2010 }),
            row({ cust_id: 777, display_name: 'Diego Ruiz', finish_position: 1, laps_complete: 20, incidents: 4 }),
          ],
        },
      ],
    });
    await context.container.get(RESULTS.ImportEventFile).execute(admin, { bytes: JSON.stringify(export1) });
    await context.container
      .get(TRACK_RECORDS.Create)
      .execute(admin, { user: sofia.id, circuit: 'Autódromo Inventado', car: 'Coche Inventado GT3', lapTime: '1:31.234', recordDate: '2026-01-10' });

    // Once, checked at 360 and 1440 px by resizing the window (docs/adr/0052).
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await page.goto(`/campeonatos/${c.id}`);
      const section = page.getByRole('region', { name: /Pilotos inscritos/ });
      await section.getByRole('link', { name: 'Sofía Luna' }).waitFor();
      await section.getByRole('link', { name: 'Diego Ruiz' }).waitFor();
      await section.getByText('iRacing 424242').waitFor();
      expect(await section.textContent()).not.to.include('@ejemplo.test');
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `championship page at ${width}`);
        await reveal(section);
        await page.screenshot({ path: `${SHOTS}/entries-public-${width}.png`, fullPage: true });
      });

      await section.getByRole('link', { name: 'Sofía Luna' }).click();
      await waitForPath(page, `/pilotos/${sofia.id}`);
      await page.getByRole('heading', { level: 1, name: 'Sofía Luna' }).waitFor();
      await page.getByText('ID de iRacing 424242').waitFor();
      await page.getByRole('link', { name: 'Copa Invierno' }).waitFor();
      const results = page.getByRole('region', { name: 'Resultados' });
      await results.getByText('Copa Inventada R1').waitFor();
      expect(await results.textContent()).to.include('+60');
      const records = page.getByRole('region', { name: 'Récords de pista' });
      await records.getByRole('cell', { name: '1:31.234' }).waitFor();
      expect(await records.textContent()).to.include('Autódromo Inventado');
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `driver page at ${width}`);
        await page.screenshot({ path: `${SHOTS}/driver-page-${width}.png`, fullPage: true });
      });
    }

    // A driver without an iRacing id says why there are no results; an unknown one is 'Piloto no encontrado'.
    const page = await suite.newPage({ width: 360 });
    await page.goto(`/pilotos/${diego.id}`);
    await page.getByText('Este piloto no ha registrado su ID de iRacing').waitFor();
    await page.getByText('No tiene récords de pista vigentes.').waitFor();
    await page.goto('/pilotos/nadie-por-aqui');
    await page.getByRole('heading', { name: 'Piloto no encontrado' }).waitFor();
    await expectCleanAt(page, 'driver not found');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('lets a signed-in driver enter a free championship from its page, at 360 and 1440 px, and then shows him entered', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Gratuita', precio: 0, max: 5 });
    // One driver enters, at 360 px; the dialog and the page he is left on are checked at both widths.
    const driver = await createUser(context, { nombre: 'Piloto0', apellido: 'Libre', email: 'libre0@ejemplo.test' });
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, driver.email, driver.password);
    await page.goto(`/campeonatos/${c.id}`);
    const card = page.getByRole('complementary', { name: 'Inscripción' });
    await card.getByText('Gratis').waitFor();
    await card.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await dialog.getByText('Este campeonato no tiene costo').waitFor();
    await page.waitForTimeout(250);
    await atWidths(page, [360, 1440], async (width) => {
      await dialog.getByText('Este campeonato no tiene costo').waitFor();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).to.deep.equal([]);
      await page.screenshot({ path: `${SHOTS}/entries-free-dialog-${width}.png` });
    });
    await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
    await page.getByText('¡Listo! Quedaste inscrito en el campeonato.').first().waitFor();
    await card.getByRole('button', { name: 'YA INSCRITO' }).waitFor();
    await page.getByRole('region', { name: /Pilotos inscritos/ }).getByRole('link', { name: 'Piloto0 Libre' }).waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], async (width) => {
      await card.getByRole('button', { name: 'YA INSCRITO' }).waitFor();
      await expectCleanAt(page, `entered free championship at ${width}`);
      await page.screenshot({ path: `${SHOTS}/entries-free-entered-${width}.png`, fullPage: true });
    });
    await page.close();
    const rows = await context.knex('championship_enrolments').where({ campeonatoId: c.id }).select('origen');
    expect(rows.map((r) => r.origen)).to.deep.equal(['propia']);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('takes drivers onto a full championship’s waiting list, shows the offer on the profile (where the queue can be left) and the queue to the admin, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Llena', precio: 0, max: 1 });
    const holder = await createUser(context, { nombre: 'Tere', apellido: 'Titular', email: 'tere@ejemplo.test' });
    await enrolUser(context, c.id, holder.id);
    const waiting = [
      await createUser(context, { nombre: 'Ana', apellido: 'Espera', email: 'ana@ejemplo.test' }),
      await createUser(context, { nombre: 'Beto', apellido: 'Espera', email: 'beto@ejemplo.test' }),
    ];
    for (const [i, width] of [360, 1440].entries()) {
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, waiting[i]!.email, waiting[i]!.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByRole('button', { name: 'CUPOS AGOTADOS' }).waitFor();
      await card.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
      await page.getByText(`Te uniste a la lista de espera: eres el número ${i + 1}.`).first().waitFor();
      await card.getByText(`de ${i + 1} de la lista de espera`).waitFor();
      await card.getByRole('button', { name: 'Salir de la lista de espera' }).waitFor();
      await page.getByRole('list', { name: 'Lista de espera' }).getByText(`${waiting[i]!.email.startsWith('ana') ? 'Ana' : 'Beto'} Espera`).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `waiting list on the championship at ${width}`);
      await page.screenshot({ path: `${SHOTS}/waitlist-joined-${width}.png`, fullPage: true });
      await page.close();
    }

    // Tere is withdrawn: Ana, first in the queue, is offered the place.
    await context.container.get(CHAMPIONSHIPS.WithdrawEnrolment).execute(admin, { campeonatoId: c.id, usuario: holder.id });
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, 'ana@ejemplo.test', waiting[0]!.password);
      await page.goto('/perfil');
      const section = page.getByRole('region', { name: 'Listas de espera' });
      await section.getByRole('link', { name: 'Copa Llena' }).waitFor();
      await section.getByText('Lugar ofrecido').waitFor();
      await section.getByText('(hora del centro de México)').waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `offer on the profile at ${width}`);
        await page.screenshot({ path: `${SHOTS}/waitlist-profile-offer-${width}.png`, fullPage: true });
      });
      await page.close();
    }
    // Beto leaves the queue from his profile.
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, 'beto@ejemplo.test', waiting[1]!.password);
      await page.goto('/perfil');
      const section = page.getByRole('region', { name: 'Listas de espera' });
      await section.getByText('Lugar 2 de 2 en la lista de espera.').waitFor();
      await section.getByRole('button', { name: 'Salir de la lista de espera de Copa Llena' }).click();
      await page.getByText('Saliste de la lista de espera.').first().waitFor();
      await section.waitFor({ state: 'detached' });
      await page.close();
    }
    {
      const page = await suite.newPage({ width: 1440, height: 900 });
      await signIn(page, 'jefa@ejemplo.test', 'admin123');
      await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
      const queue = page.getByRole('region', { name: 'Lista de espera' });
      await queue.getByRole('button', { name: 'Terminar oferta de Ana Espera' }).waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [1440, 360], async (width) => {
        await expectCleanAt(page, `admin waiting list at ${width}`);
        await page.screenshot({ path: `${SHOTS}/waitlist-admin-${width}.png`, fullPage: true });
        if (width === 1440) await guideShot(page, 'lista-de-espera');
      });
      await page.close();
    }

    const page = await suite.newPage({ width: 1440 });
    await signIn(page, 'ana@ejemplo.test', waiting[0]!.password);
    await page.goto(`/campeonatos/${c.id}`);
    const card = page.getByRole('complementary', { name: 'Inscripción' });
    await card.getByText('Se liberó un lugar para ti').waitFor();
    await card.getByRole('button', { name: 'TOMAR MI LUGAR' }).click();
    await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Confirmar inscripción' }).click();
    await card.getByRole('button', { name: 'YA INSCRITO' }).waitFor();
    expect(await context.knex('championship_waitlist').where({ campeonatoId: c.id }).count({ n: '*' }).first().then((r) => Number(r!.n))).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('takes a driver onto a full free event’s waiting list and shows him the place offered when one frees, at 360 and 1440 px', async () => {
    const { context } = suite;
    const event = await context.container.get(SINGLE_EVENTS.Create).execute(admin, {
      fields: { nombre: 'Noche Llena', fechaInicio: day(7), horaInicio: '20:00', participantesMaximos: '1', hasRace: 'true', raceDuration: '30', detalles: 'Abierta a todos.', reglas: '' },
    });
    const first = await createUser(context, { nombre: 'Uno', apellido: 'Primero', email: 'uno@ejemplo.test' });
    await context.container.get(SINGLE_EVENTS.Register).execute({ id: first.id, rol: 'user', suspendido: false }, event.id);
    const waiting = await createUser(context, { nombre: 'Ana', apellido: 'Espera', email: 'ana@ejemplo.test' });
    {
      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, waiting.email, waiting.password);
      await page.goto(`/eventos-unicos/${event.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByRole('button', { name: 'Evento lleno' }).waitFor();
      await card.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
      await page.getByText('Te uniste a la lista de espera: eres el número 1.').first().waitFor();
      await card.getByText('de 1 de la lista de espera').waitFor();
      await page.getByRole('list', { name: /Lista de espera/ }).getByRole('link', { name: 'Ana Espera' }).waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `event waiting list at ${width}`);
        await page.screenshot({ path: `${SHOTS}/event-waitlist-${width}.png`, fullPage: true });
      });
      // Loaded again, the page still shows him in the queue.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.reload();
      await card.getByText('de 1 de la lista de espera').waitFor();
      await page.getByRole('list', { name: /Lista de espera/ }).getByRole('link', { name: 'Ana Espera' }).waitFor();
      await page.close();
    }
    await context.container.get(SINGLE_EVENTS.Unregister).execute({ id: first.id, rol: 'user', suspendido: false }, event.id);
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, waiting.email, waiting.password);
    await page.goto(`/eventos-unicos/${event.id}`);
    const card = page.getByRole('complementary', { name: 'Inscripción' });
    await card.getByText('Se liberó un lugar para ti').waitFor();
    await waitForQuietNetwork(page);
    await expectCleanAt(page, 'event offer at 360');
    await page.screenshot({ path: `${SHOTS}/event-waitlist-offer-360.png`, fullPage: true });
    await card.getByRole('button', { name: 'Confirmar mi lugar' }).click();
    await card.getByText('Ya estás inscrito en este evento.').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('takes a request where approval is required and lets an admin approve or reject it with a reason, at 360 and 1440 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Invitacional', precio: 0, max: 5 });
    await context.knex('championships').where({ id: c.id }).update({ requiereAprobacion: true });
    const drivers = [
      await createUser(context, { nombre: 'Ana', apellido: 'Solicita', email: 'ana@ejemplo.test' }),
      await createUser(context, { nombre: 'Beto', apellido: 'Solicita', email: 'beto@ejemplo.test' }),
    ];
    for (const [i, width] of [360, 1440].entries()) {
      const page = await suite.newPage({ width, height: 900 });
      await signIn(page, drivers[i]!.email, drivers[i]!.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      await card.getByText('Este campeonato requiere aprobación de un administrador.').waitFor();
      await card.getByRole('button', { name: 'SOLICITAR INSCRIPCIÓN' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
      await dialog.getByText('Un administrador revisará tu solicitud').waitFor();
      await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
      await card.getByRole('button', { name: 'SOLICITUD PENDIENTE' }).waitFor();
      await waitForQuietNetwork(page);
      await expectCleanAt(page, `pending request at ${width}`);
      await page.screenshot({ path: `${SHOTS}/approval-pending-${width}.png`, fullPage: true });
      await page.close();
    }
    {
      const page = await suite.newPage({ width: 1440, height: 900 });
      await signIn(page, 'jefa@ejemplo.test', 'admin123');
      await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
      const section = page.getByRole('region', { name: 'Pendientes de aprobación' });
      await section.getByText('beto@ejemplo.test').waitFor();
      await waitForQuietNetwork(page);
      await atWidths(page, [360, 1440], async (width) => {
        await expectCleanAt(page, `admin requests at ${width}`);
        await page.screenshot({ path: `${SHOTS}/approval-admin-${width}.png`, fullPage: true });
      });
      {
        await section.getByRole('button', { name: 'Aprobar a Ana Solicita' }).click();
        await page.getByText('Solicitud aprobada: el piloto quedó inscrito.').first().waitFor();
        await section.getByRole('button', { name: 'Rechazar a Beto Solicita' }).click();
        const dialog = page.getByRole('dialog', { name: 'Rechazar a Beto Solicita' });
        // The contract's rule and message, beside the field, before anything is sent.
        const rejections: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/rechazar')) rejections.push(request.url());
        });
        await dialog.getByLabel('Motivo').fill('no');
        await dialog.getByRole('button', { name: 'Rechazar' }).click();
        await dialog.getByText('Escribe el motivo del rechazo (se le enviará al piloto)').waitFor();
        expect(await dialog.getByLabel('Motivo').getAttribute('aria-invalid')).to.equal('true');
        expect(rejections).to.deep.equal([]);
        await dialog.getByLabel('Motivo').fill('Cupo reservado para la liga Pro');
        await page.waitForTimeout(250);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).to.deep.equal([]);
        await dialog.getByRole('button', { name: 'Rechazar' }).click();
        await page.getByText('Solicitud rechazada: le avisamos al piloto por correo.').first().waitFor();
        await section.waitFor({ state: 'detached' });
      }
      await page.close();
    }
    expect(await context.knex('championship_enrolments').where({ campeonatoId: c.id }).pluck('userId')).to.deep.equal([drivers[0]!.id]);
    // Beto's mails: his sign-in from a new browser, and the rejection with its reason.
    const mails = await context.knex('mail_outbox').where({ to: 'beto@ejemplo.test' }).pluck('text');
    expect(mails.filter((text: string) => text.includes('Motivo: Cupo reservado para la liga Pro'))).to.have.length(1);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('lets an admin withdraw enrolments after confirming: the place is freed and a paid one links to its payment', async () => {
    const { context } = suite;
    const sofia = await createUser(context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const diego = await createUser(context, { nombre: 'Diego', apellido: 'Ruiz', email: 'diego@ejemplo.test' });
    const c = await addChampionship(context, { nombre: 'Copa Invierno', max: 10 });
    await enrolUser(context, c.id, sofia.id);
    const pago = await context.container.get(PAYMENTS.CreateManualPayment).execute(admin, { usuarioId: diego.id, campeonatoId: c.id, monto: 1500 });

    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
    await page.getByRole('heading', { name: 'Inscritos: Copa Invierno' }).waitFor();
    await page.getByText('2 de 10 lugares ocupados.').waitFor();
    await page.getByText('diego@ejemplo.test').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, [1440, 360], async (width) => {
      await expectCleanAt(page, `admin entries at ${width}`);
      await page.screenshot({ path: `${SHOTS}/entries-admin-${width}.png`, fullPage: true });
      if (width === 1440) await guideShot(page, 'inscritos');
    });

    await page.goto('/admin/campeonatos');
    await page.getByRole('link', { name: 'Inscritos (2) de Copa Invierno' }).click();
    await waitForPath(page, `/admin/campeonatos/${c.id}/inscritos`);

    // Cancelling changes nothing.
    await page.getByRole('button', { name: 'Retirar la inscripción de Sofía Luna' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Retirar la inscripción?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await context.knex('championship_enrolments').where({ campeonatoId: c.id }).count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 2);

    await page.getByRole('button', { name: 'Retirar la inscripción de Sofía Luna' }).click();
    await dialog.waitFor();
    await dialog.getByText('le avisaremos por correo').waitFor();
    await page.waitForTimeout(250);
    const dialogViolations = await axeViolations(page);
    expect(dialogViolations, describeViolations(dialogViolations)).to.deep.equal([]);
    await page.screenshot({ path: `${SHOTS}/entries-withdraw-dialog-1440.png` });
    await dialog.getByRole('button', { name: 'Retirar' }).click();
    await page.getByText('Inscripción retirada: el lugar quedó libre.').first().waitFor();
    await page.getByText('1 de 10 lugares ocupados.').waitFor();
    await page.getByRole('button', { name: 'Retirar la inscripción de Sofía Luna' }).waitFor({ state: 'detached' });
    const mail = await context.knex('mail_outbox').where({ to: 'sofia@ejemplo.test' }).first();
    expect(mail.subject).to.equal('Tu inscripción en Copa Invierno fue retirada');

    // The paid one: the dialog warns, the answer links to the payment.
    await page.getByRole('button', { name: 'Retirar la inscripción de Diego Ruiz' }).click();
    await dialog.getByText('Esta inscripción se pagó').waitFor();
    await dialog.getByRole('button', { name: 'Retirar' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'estaba pagada' });
    await notice.waitFor();
    await page.getByText('Nadie se ha inscrito en este campeonato todavía.').waitFor();
    await notice.getByRole('link', { name: 'Ir al pago' }).click();
    await waitForPath(page, '/admin/pagos');
    expect(new URL(page.url()).searchParams.get('pago')).to.equal(pago._id);
    await page.getByRole('dialog').waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
