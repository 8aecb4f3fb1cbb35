import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, count, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Entry lists and withdrawal API', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const enrol = (token: string, campeonatoId: string, usuarioId: string) =>
    t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(token)).send({ campeonatoId, usuarioId });
  const withdraw = (token: string | null, campeonatoId: string, usuarioId: string) => {
    const req = t.api.request.delete(`/api/campeonatos/${campeonatoId}/inscritos/${encodeURIComponent(usuarioId)}`);
    return token ? req.set(bearer(token)) : req;
  };
  const setIracingId = (userId: string, iracingId: number) => t.context.knex('users').where({ id: userId }).update({ iracingId });

  it('lists the enrolled drivers to anyone, in enrolment order, with name, avatar and iRacing id and no e-mail', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const diego = await createUser(t.context, { nombre: 'Diego', apellido: 'Ruiz', email: 'diego@ejemplo.test' });
    await setIracingId(sofia.id, 123456);
    const c = await createChampionship(t, admin.token);
    expect((await enrol(admin.token, c.id, sofia.id)).status).to.equal(201);
    clock.set('2026-03-01T12:05:00.000Z');
    expect((await enrol(admin.token, c.id, diego.id)).status).to.equal(201);

    const res = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`);
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ success: true, campeonatoId: c.id, total: 2 });
    expect(res.body.data).to.deep.equal([
      { usuarioId: sofia.id, nombre: 'Sofía', apellido: 'Luna', username: 'sofia.luna', avatarUrl: null, iracingId: 123456, perfilPublico: true, numeroAuto: null, equipo: null, suspensiones: [] },
      { usuarioId: diego.id, nombre: 'Diego', apellido: 'Ruiz', username: 'diego.ruiz', avatarUrl: null, iracingId: null, perfilPublico: true, numeroAuto: null, equipo: null, suspensiones: [] },
    ]);
    expect(JSON.stringify(res.body)).not.to.include('@ejemplo.test');
    const championship = await t.api.request.get(`/api/campeonatos/${c.id}`);
    expect(championship.body.participantesRegistrados).to.equal(2);
  });

  it('answers 404 for the entry list of an unknown championship', async () => {
    const res = await t.api.request.get('/api/campeonatos/no-existe/inscritos');
    expect(res.status).to.equal(404);
    expect(res.body.message).to.equal('Campeonato no encontrado');
  });

  it('shows the admin the e-mail, the enrolment date, how each driver joined and the payment behind a paid one', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [byHand, payer] = [await createUser(t.context, { email: 'mano@ejemplo.test' }), await createUser(t.context, { email: 'pago@ejemplo.test' })];
    const c = await createChampionship(t, admin.token);
    await enrol(admin.token, c.id, byHand.id);
    const paid = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: payer.id, campeonatoId: c.id, monto: 1500 });
    expect(paid.status).to.equal(201);
    const pagoId = paid.body.pago._id;
    expect(pagoId).to.be.a('string');

    const res = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ success: true, campeonatoId: c.id, nombreCampeonato: 'Copa Volcán GT3', participantesMaximos: 20, total: 2 });
    const [first, second] = res.body.data;
    expect(first).to.include({ usuarioId: byHand.id, email: 'mano@ejemplo.test', origen: 'admin', pagoId: null, fechaInscripcion: NOW });
    expect(first.inscripcionId).to.be.a('string');
    expect(second).to.include({ usuarioId: payer.id, email: 'pago@ejemplo.test', origen: 'pago', pagoId });
  });

  it('refuses the admin list and withdrawal to anonymous visitors (401) and drivers (403), changing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    await enrol(admin.token, c.id, driver.id);
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`)).status).to.equal(401);
    const asDriver = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(driver.token));
    expect(asDriver.status).to.equal(403);
    expect((await withdraw(null, c.id, driver.id)).status).to.equal(401);
    const selfWithdraw = await withdraw(driver.token, c.id, driver.id);
    expect(selfWithdraw.status).to.equal(403);
    expect(selfWithdraw.body.code).to.equal('ADMIN_ONLY');
    expect(await count(t.context, 'championship_enrolments')).to.equal(1);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });

  it('withdraws a manual enrolment: the place is freed, the driver is e-mailed in Spanish, and the empty championship can then be deleted', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const c = await createChampionship(t, admin.token, { participantesMaximos: '1' });
    await enrol(admin.token, c.id, driver.id);

    const refused = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
    expect(refused.status).to.equal(409);
    expect(refused.body.code).to.equal('CHAMPIONSHIP_HAS_ENROLMENTS');
    expect(refused.body.message).to.equal('No se puede eliminar: el campeonato tiene 1 inscrito. Retira primero las inscripciones en Campeonatos › Inscritos y vuelve a intentarlo.');

    const res = await withdraw(admin.token, c.id, driver.id);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({
      success: true,
      message: 'Inscripción retirada: el lugar quedó libre.',
      campeonatoId: c.id,
      usuarioId: driver.id,
      pagoId: null,
      reembolsoPendiente: false,
      participantesRegistrados: 0,
    });
    expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.participantesRegistrados).to.equal(0);
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`)).body.data).to.deep.equal([]);
    const check = await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(driver.token));
    expect(check.body).to.deep.equal({ inscrito: false });

    const mails = await queuedMails(t.context);
    expect(mails).to.have.length(1);
    expect(mails[0].to).to.equal('sofia@ejemplo.test');
    expect(mails[0].subject).to.equal('Tu inscripción en Copa Volcán GT3 fue retirada');
    expect(mails[0].text).to.include('Hola, Sofía:');
    expect(mails[0].text).to.include('Un administrador retiró tu inscripción en Copa Volcán GT3');
    expect(mails[0].text).to.include(`http://localhost:3000/campeonatos/${c.id}`);
    expect(mails[0].text).not.to.include('reembolso');

    // The freed place can be taken again.
    const other = await createUser(t.context);
    expect((await enrol(admin.token, c.id, other.id)).status).to.equal(201);
    await withdraw(admin.token, c.id, other.id);
    const deleted = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
    expect(deleted.status).to.equal(200);
    expect(await count(t.context, 'championships')).to.equal(0);
  });

  it('withdraws a paid enrolment naming its payment for a refund, moving no money', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { email: 'paga@ejemplo.test' });
    const c = await createChampionship(t, admin.token);
    const paid = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });
    const pagoId = paid.body.pago._id;

    const res = await withdraw(admin.token, c.id, driver.id);
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ pagoId, reembolsoPendiente: true, participantesRegistrados: 0 });
    expect(res.body.message).to.equal('Inscripción retirada: el lugar quedó libre. La inscripción estaba pagada: reembolsa el pago en Pagos.');
    const payment = await t.context.knex('payments').where({ id: pagoId }).first();
    expect(payment.estado).to.equal('completado');
    const mail = (await queuedMails(t.context)).find((m) => m.subject.startsWith('Tu inscripción'));
    expect(mail?.text).to.include('un administrador se encargará del reembolso');
    // Deleting still waits for the payment to be resolved in Pagos.
    const refused = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
    expect(refused.body.code).to.equal('CHAMPIONSHIP_HAS_PAYMENTS');
  });

  it('answers 404 in Spanish when the driver is not enrolled, and for an unknown championship', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const res = await withdraw(admin.token, c.id, driver.id);
    expect(res.status).to.equal(404);
    expect(res.body).to.include({ code: 'NOT_ENROLLED', message: 'El piloto no está inscrito en este campeonato' });
    const unknown = await withdraw(admin.token, 'no-existe', driver.id);
    expect(unknown.status).to.equal(404);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });
});
