import { expect } from 'chai';
import { strFromU8, unzipSync } from 'fflate';
import { DATA_RIGHTS } from '../../../src/modules/data-rights/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const NOW = '2026-03-02T18:00:00.000Z';

describeEachDatabase('ARCO rights: export, cancellation and purge', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const post = (path: string, token: string, body: object) => t.api.request.post(path).set(bearer(token)).send(body);
  const mailsTo = (to: string) => t.context.knex('mail_outbox').where({ to }).orderBy('createdAt');
  const runExports = () => t.context.container.get(DATA_RIGHTS.ExportsJob).run(clock.now());

  /** A driver with a completed manual payment (and an invoice request) in a championship. */
  async function driverWithPayment() {
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Ana', apellido: 'Admin' });
    const driver = await createUser(t.context, { nombre: 'Beto', apellido: 'Piloto' });
    const c = await createChampionship(t, admin.token);
    const paid = await post('/api/payments/admin/manual', admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: '1500', notasAdmin: 'Transferencia' });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(201);
    const pagoId = paid.body.pago._id as string;
    await t.context.knex('invoice_requests').insert({ id: 'fact-1', pagoId, userId: driver.id, estado: 'pendiente', rfc: 'PIBE800101AAA', razonSocial: 'Beto Piloto', regimenFiscal: '605', usoCfdi: 'S01', codigoPostal: '06700', email: driver.email, solicitadaEn: NOW });
    return { admin, driver, c, pagoId };
  }

  it('answers an access request with a zip of everything about the person, mailed as a link that works 7 days', async () => {
    const { driver } = await driverWithPayment();
    const filed = await post('/api/datos-personales/solicitudes', driver.token, { tipo: 'acceso' });
    expect(filed.status).to.equal(201);
    expect(filed.body.message).to.equal('Estamos preparando el archivo con tus datos. Te enviaremos un enlace de descarga a tu correo en unos minutos.');
    expect(await t.context.knex('audit_log').where({ accion: 'arco.solicitud-presentada' }).select('actorId', 'objetoNombre')).to.deep.equal([{ actorId: driver.id, objetoNombre: `acceso: ${driver.email}` }]);
    expect(await runExports()).to.match(/^1 descarga/);
    const mail = (await mailsTo(driver.email)).find((m) => m.subject === 'Tus datos personales están listos para descargar');
    const link = /\/api\/datos-personales\/descargas\/[\w-]+/.exec(mail.text)![0];
    const download = await t.api.request.get(link).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(download.status).to.equal(200);
    expect(download.headers['content-type']).to.equal('application/zip');
    const files = unzipSync(new Uint8Array(download.body as Buffer));
    expect(Object.keys(files)).to.include.members(['datos.json', 'datos.html', 'csv/users.csv', 'csv/payments.csv', 'csv/invoice_requests.csv']);
    const json = JSON.parse(strFromU8(files['datos.json']!)) as { secciones: { tabla: string; filas: Record<string, unknown>[] }[] };
    const rows = (table: string) => json.secciones.find((s) => s.tabla === table)!.filas;
    expect(rows('users')[0]).to.include({ email: driver.email, nombre: 'Beto' });
    expect(rows('users')[0]).to.not.have.property('passwordHash');
    expect(rows('payments')).to.have.length(1);
    expect(rows('invoice_requests')[0]).to.include({ rfc: 'PIBE800101AAA' });
    expect(strFromU8(files['datos.html']!)).to.contain('<h2>Pagos</h2>');
    // The audit log's entries about him: his sign-ins, and the admin's manual payment is not his own doing.
    const audit = rows('audit_log');
    expect(audit.map((r) => r.accion)).to.include('sesion.iniciada');
    expect(audit.every((r) => r.actorId === driver.id || (r.objeto as { id?: string } | undefined)?.id === driver.id || r.objetoId === driver.id)).to.equal(true);
    // The access request is answered; after 7 days the link is gone.
    const mine = await t.api.request.get('/api/datos-personales/solicitudes').set(bearer(driver.token));
    expect(mine.body.solicitudes[0]).to.include({ tipo: 'acceso', estado: 'atendida' });
    clock.advance(7 * 86_400_000 + 1000);
    await runExports();
    const gone = await t.api.request.get(link);
    expect(gone.status).to.equal(404);
    expect(gone.body.message).to.equal('El enlace de descarga no existe o ya venció. Pide tus datos de nuevo desde «Mis datos personales».');
  });

  it('refuses a cancellation while a place is held by a pending payment, saying what must end first, and changes nothing', async () => {
    const { driver, pagoId } = await driverWithPayment();
    await t.context.knex('payments').where({ id: pagoId }).update({ estado: 'pendiente', expiraEn: '2026-03-03T18:00:00.000Z' });
    const refused = await post('/api/datos-personales/cancelar', driver.token, { confirmacion: 'CANCELAR' });
    expect(refused.status).to.equal(409);
    expect(refused.body.code).to.equal('CANCELLATION_BLOCKED');
    expect(refused.body.message).to.equal('Antes de cancelar tu cuenta: Tienes un lugar apartado con un pago pendiente: págalo o cancélalo antes de cancelar tu cuenta.');
    expect((await t.context.knex('users').where({ id: driver.id }).first()).blockedAt).to.equal(null);
    expect(await t.context.knex('blocked_accounts')).to.deep.equal([]);
    // Once the hold has expired nothing stands in the way.
    clock.set('2026-03-04T00:00:00.000Z');
    expect((await post('/api/datos-personales/cancelar', driver.token, { confirmacion: 'CANCELAR' })).status).to.equal(200);
  });

  it('blocks at once on cancellation, keeps payments and invoices blocked 5 years from the payment, then purges them leaving no orphan and the statistics whole', async () => {
    const { admin, driver, pagoId } = await driverWithPayment();
    await t.context.knex('mail_outbox').insert({ id: 'pendiente-1', to: driver.email, subject: 'Recordatorio', text: 'x', status: 'pending', attempts: 0, nextAttemptAt: clock.now().getTime(), createdAt: NOW });
    const statsBefore = (await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token))).body.estadisticasGenerales;
    // The manual payment entered him in the championship, which has not started.
    expect(await t.context.knex('championship_enrolments').where({ userId: driver.id })).to.have.length(1);

    const cancelled = await post('/api/datos-personales/cancelar', driver.token, { confirmacion: 'CANCELAR' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    expect(cancelled.body.message).to.equal('Tu cuenta quedó cancelada y tus datos bloqueados. Te enviamos la confirmación por correo.');
    const user = await t.context.knex('users').where({ id: driver.id }).first();
    expect(user.blockedAt).to.equal(NOW);
    expect(user).to.include({ username: null, biografia: null, imagenPerfil: null });
    // Off the entry list of the championship to come, his sessions gone.
    expect(await t.context.knex('championship_enrolments').where({ userId: driver.id })).to.deep.equal([]);
    expect(await t.context.knex('auth_sessions').where({ userId: driver.id })).to.deep.equal([]);
    // His blocked data is the superadmin's alone to read.
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    const listed = async (token: string) => ((await t.api.request.get('/api/users').set(bearer(token))).body.data as { _id?: string; id?: string }[]).map((u) => u._id ?? u.id);
    expect(await listed(admin.token)).to.not.include(driver.id);
    expect(await listed(superadmin.token)).to.include(driver.id);
    const asAdmin = await t.api.request.get(`/api/users/${driver.id}`).set(bearer(admin.token));
    expect([asAdmin.status, asAdmin.body.message]).to.deep.equal([404, 'Usuario no encontrado']);
    expect((await t.api.request.get(`/api/users/${driver.id}`).set(bearer(superadmin.token))).status).to.equal(200);
    // The payments and invoices kept for the tax code name him 'Piloto retirado' on the admins' screens and CSV, and still add up.
    const payments = await t.api.request.get('/api/payments/admin').set(bearer(admin.token));
    const invoices = await t.api.request.get('/api/facturas/admin').set(bearer(admin.token));
    const invoicesCsv = await t.api.request.get('/api/facturas/admin/export.csv').set(bearer(admin.token));
    for (const answer of [payments, invoices, invoicesCsv]) {
      expect(answer.status).to.equal(200);
      const text = answer.text || JSON.stringify(answer.body);
      expect(text).to.include('Piloto retirado');
      for (const kept of ['Beto', driver.email, 'PIBE800101AAA', '06700']) expect(text, kept).to.not.include(kept);
    }
    expect((await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token))).body.estadisticasGenerales).to.deep.equal(statsBefore);
    // Sign-in refused in Spanish, the old session void, pending mail gone but the confirmation.
    const login = await t.api.request.post('/api/auth/login').send({ email: driver.email, password: driver.password });
    expect(login.status).to.equal(403);
    expect(login.body).to.include({ code: 'ACCOUNT_CANCELLED', message: 'Tu cuenta fue cancelada a tu petición: tus datos están bloqueados y ya no puedes iniciar sesión.' });
    expect((await t.api.request.get('/api/datos-personales/solicitudes').set(bearer(driver.token))).status).to.equal(401);
    expect((await mailsTo(driver.email)).map((m) => m.subject)).to.deep.equal(['Tu cuenta fue cancelada']);
    const blocked = await t.context.knex('blocked_accounts').where({ userId: driver.id }).first();
    const paidAt = (await t.context.knex('payments').where({ id: pagoId }).first()).fechaCompletado as string;
    const until = new Date(paidAt);
    until.setUTCFullYear(until.getUTCFullYear() + 5);
    expect(blocked.conservarHasta).to.equal(until.toISOString());

    // Before the retention ends the purge does nothing.
    const job = t.context.container.get(DATA_RIGHTS.PurgeJob);
    clock.set(new Date(until.getTime() - 1000));
    expect(await job.plan(clock.now())).to.deep.equal([]);
    expect(await job.run(clock.now())).to.match(/^0 cuenta/);

    clock.set(until);
    const plan = await job.plan(clock.now());
    expect(plan.map((p) => p.userId)).to.deep.equal([driver.id]);
    expect(plan[0]!.pasos.find((s) => s.tabla === 'payments')).to.include({ accion: 'desidentificar', filas: 1 });
    expect(plan[0]!.pasos.find((s) => s.tabla === 'invoice_requests')).to.include({ accion: 'borrar', filas: 1 });
    expect(await job.run(clock.now())).to.match(/^1 cuenta/);
    expect(await job.run(clock.now())).to.match(/^0 cuenta/);

    const payment = await t.context.knex('payments').where({ id: pagoId }).first();
    expect(payment).to.include({ detalles: null, reembolsoManual: null, notasAdmin: '[]' });
    expect(await t.context.knex('invoice_requests').where({ userId: driver.id })).to.deep.equal([]);
    // The record of his cancellation request stays, without his name or address.
    expect(await t.context.knex('arco_requests').where({ userId: driver.id }).select('tipo', 'estado', 'nombre', 'email')).to.deep.equal([{ tipo: 'cancelacion', estado: 'atendida', nombre: 'Piloto retirado', email: '' }]);
    const forgotten = await t.context.knex('users').where({ id: driver.id }).first();
    expect(forgotten).to.include({ nombre: 'Piloto', apellido: 'retirado', passwordHash: null, iracingId: null });
    expect(forgotten.email).to.not.equal(driver.email);
    const record = await t.context.knex('blocked_accounts').where({ userId: driver.id }).first();
    expect(record.eliminadaEn).to.equal(until.toISOString());
    expect(JSON.parse(record.resumen as string).map((s: { tabla: string }) => s.tabla)).to.include.members(['payments', 'invoice_requests', 'users']);
    // No orphans, and the statistics add up as before.
    const orphans = await t.context.knex('payments').leftJoin('users', 'users.id', 'payments.userId').whereNull('users.id');
    expect(orphans).to.deep.equal([]);
    const statsAfter = (await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token))).body.estadisticasGenerales;
    expect(statsAfter).to.deep.equal(statsBefore);
    // Each step in the audit log, once: the cancellation by its owner (which ends his sessions) and the purge by the job (no actor).
    const steps = await t.context.knex('audit_log').where({ objetoId: driver.id }).orderBy('creadoEl').select('accion', 'actorId');
    expect(steps.filter((s) => !String(s.accion).startsWith('sesion.'))).to.deep.equal([
      { accion: 'cuenta.cancelada', actorId: driver.id },
      { accion: 'datos.eliminados', actorId: null },
    ]);
  });

  it('puts other requests in the admin queue with their legal deadline, mails each step, and answers once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const filed = await t.api.request.post('/api/derechos-arco').send({ tipo: 'oposicion', nombre: 'Carla Sin Cuenta', email: 'carla@ejemplo.test', detalle: 'No quiero recibir correos de noticias.' });
    expect(filed.status).to.equal(201);
    expect(filed.body.data).to.include({ estado: 'recibida', venceEn: '2026-04-01T05:59:59.000Z', plazo: 'a-tiempo', conCuenta: false });
    const bad = await t.api.request.post('/api/derechos-arco').send({ tipo: 'borrar', nombre: '', email: 'no' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.include({ tipo: 'Elige el tipo de solicitud', nombre: 'Escribe tu nombre completo', email: 'Escribe un correo electrónico válido' });

    expect((await t.api.request.get('/api/datos-personales/admin/solicitudes').set(bearer(driver.token))).status).to.equal(403);
    const queue = await t.api.request.get('/api/datos-personales/admin/solicitudes').set(bearer(admin.token));
    expect(queue.body.solicitudes).to.have.length(1);
    expect(queue.body.plantillas.map((p: { clave: string }) => p.clave)).to.include('oposicion-aceptada');

    clock.set('2026-03-25T18:00:00.000Z');
    expect((await t.api.request.get('/api/datos-personales/admin/resumen').set(bearer(admin.token))).body).to.deep.equal({ porVencer: 1, vencidas: 0 });
    const id = filed.body.data.id as string;
    const answer = (body: object) => t.api.request.put(`/api/datos-personales/admin/solicitudes/${id}`).set(bearer(admin.token)).send(body);
    expect((await answer({ estado: 'atendida' })).body.errors).to.deep.equal({ respuesta: 'Escribe la respuesta para la persona' });
    expect((await answer({ estado: 'en_proceso' })).body.data.estado).to.equal('en_proceso');
    clock.set('2026-03-25T18:05:00.000Z'); // the log orders steps by their instant: one step, one instant
    const done = await answer({ estado: 'atendida', respuesta: 'Dejamos de enviarte noticias.' });
    expect(done.body.data).to.include({ estado: 'atendida', plazo: null, respuesta: 'Dejamos de enviarte noticias.' });
    const again = await answer({ estado: 'negada', respuesta: 'No.' });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal('Esa solicitud ya fue respondida');
    // Filed without an account (from the request's address), moved and answered by the admin: each step recorded.
    const steps = await t.context.knex('audit_log').where({ objetoTipo: 'solicitud-arco', objetoId: id }).orderBy('creadoEl').select('accion', 'actorId', 'cambios');
    expect(steps.map((s) => [s.accion, s.actorId])).to.deep.equal([
      ['arco.solicitud-presentada', null],
      ['arco.solicitud-respondida', admin.id],
      ['arco.solicitud-respondida', admin.id],
    ]);
    expect(JSON.parse(steps[2]!.cambios as string)).to.deep.equal([{ campo: 'estado', antes: 'en_proceso', despues: 'atendida' }]);
    expect((await mailsTo('carla@ejemplo.test')).map((m) => m.subject)).to.deep.equal([
      'Recibimos tu solicitud de oposición de datos personales',
      'Tu solicitud de oposición: en proceso',
      'Tu solicitud de oposición: atendida',
    ]);
  });
});
