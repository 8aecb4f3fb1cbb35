import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Entering a free championship oneself (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const enter = (token: string, campeonatoId: string) => t.api.request.post(`/api/campeonatos/${campeonatoId}/inscribirme`).set(bearer(token));

  it('enrols a signed-in driver in a championship priced 0, shows him on the entry list and queues his confirmation', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '3' });

    const res = await enter(sofia.token, c.id);
    expect(res.status).to.equal(201);
    expect(res.body).to.deep.equal({ success: true, message: '¡Listo! Quedaste inscrito en el campeonato.', campeonatoId: c.id, estado: 'inscrito', participantesRegistrados: 1 });
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(sofia.token))).body).to.deep.equal({ inscrito: true });
    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(list.body.data.map((e: { usuarioId: string; origen: string }) => [e.usuarioId, e.origen])).to.deep.equal([[sofia.id, 'propia']]);
    const mails = (await queuedMails(t.context)).filter((m) => m.to === 'sofia@ejemplo.test');
    expect(mails.map((m) => m.subject)).to.deep.equal(['Inscripción confirmada: Copa Volcán GT3']);
  });

  it('refuses a paid championship (409 naming the card), a second entry, a full one and an anonymous visitor, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto] = [await createUser(t.context), await createUser(t.context)];
    const paid = await createChampionship(t, admin.token, { precio: '1500' });
    const refusedPaid = await enter(ana.token, paid.id);
    expect([refusedPaid.status, refusedPaid.body.code, refusedPaid.body.message]).to.deep.equal([409, 'PAID_CHAMPIONSHIP', 'Este campeonato tiene costo: inscríbete pagando con tarjeta.']);

    const free = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '1' });
    expect((await enter(ana.token, free.id)).status).to.equal(201);
    const twice = await enter(ana.token, free.id);
    expect([twice.status, twice.body.code]).to.deep.equal([409, 'ALREADY_ENROLLED']);
    const full = await enter(beto.token, free.id);
    expect([full.status, full.body.message]).to.deep.equal([409, 'Cupos agotados: el campeonato está lleno']);
    expect((await t.api.request.post(`/api/campeonatos/${free.id}/inscribirme`)).status).to.equal(401);

    const rows = await t.context.knex('championship_enrolments').whereIn('campeonatoId', [paid.id, free.id]).select('userId');
    expect(rows.map((r) => r.userId)).to.deep.equal([ana.id]);
    expect((await queuedMails(t.context)).filter((m) => m.subject.startsWith('Inscripción confirmada'))).to.have.length(1);
  });

  it('tells a driver who tries to pay for a free championship to enter from its page', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const free = await createChampionship(t, admin.token, { precio: '0' });
    const res = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId: free.id });
    expect([res.status, res.body.message]).to.deep.equal([409, 'Este campeonato es gratuito: inscríbete sin pago desde su página.']);
  });
});
