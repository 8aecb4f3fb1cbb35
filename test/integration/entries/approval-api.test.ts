import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Approval of entries (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const post = (token: string, path: string, body: object = {}) => t.api.request.post(path).set(bearer(token)).send(body);

  it('takes a paid entry as pending, refuses paying before approval, and enrols the driver once he pays after it', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '1500', participantesMaximos: '2', requiereAprobacion: 'true' });
    expect(c.requiereAprobacion).to.equal(true);
    const ana = await createUser(t.context, { nombre: 'Ana', email: 'ana@ejemplo.test' });

    const early = await post(ana.token, '/api/payments/crear-sesion', { campeonatoId: c.id });
    expect([early.status, early.body.code, early.body.errors]).to.deep.equal([409, 'APPROVAL_REQUIRED', { campeonatoId: 'Requiere aprobación' }]);
    const requested = await post(ana.token, `/api/campeonatos/${c.id}/inscribirme`);
    expect([requested.status, requested.body.estado]).to.deep.equal([201, 'pendiente']);
    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(list.body.solicitudes.map((s: { email: string; fechaSolicitud: string }) => [s.email, s.fechaSolicitud])).to.deep.equal([['ana@ejemplo.test', NOW]]);
    expect(list.body.total).to.equal(0);

    const approved = await post(admin.token, `/api/campeonatos/${c.id}/solicitudes/${ana.id}/aprobar`);
    expect([approved.status, approved.body.resultado]).to.deep.equal([200, 'por-pagar']);
    const mail = (await queuedMails(t.context)).find((m) => m.to === 'ana@ejemplo.test')!;
    expect(mail.subject).to.equal('Solicitud aprobada: paga tu inscripción en Copa Volcán GT3');
    expect(mail.text).to.include(`/campeonatos/${c.id}`);

    const checkout = await post(ana.token, '/api/payments/crear-sesion', { campeonatoId: c.id });
    expect(checkout.status).to.equal(200);
    expect((await post(ana.token, `/api/payments/demo/${encodeURIComponent(checkout.body.sessionId)}/pagar`)).status).to.equal(200);
    expect(await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).pluck('userId')).to.deep.equal([ana.id]);
  });

  it('rejects with a reason mailed to the driver and refuses a rejection without one, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', requiereAprobacion: 'true' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    await post(beto.token, `/api/campeonatos/${c.id}/inscribirme`).expect(201);
    const bare = await post(admin.token, `/api/campeonatos/${c.id}/solicitudes/${beto.id}/rechazar`, {});
    expect([bare.status, bare.body.errors]).to.deep.equal([400, { motivo: 'Escribe el motivo del rechazo (se le enviará al piloto)' }]);
    expect(await t.context.knex('championship_entry_requests').where({ campeonatoId: c.id }).pluck('estado')).to.deep.equal(['pendiente']);
    const asDriver = await post(beto.token, `/api/campeonatos/${c.id}/solicitudes/${beto.id}/aprobar`);
    expect(asDriver.status).to.equal(403);

    const rejected = await post(admin.token, `/api/campeonatos/${c.id}/solicitudes/${beto.id}/rechazar`, { motivo: 'Cupo reservado para la liga Pro' });
    expect([rejected.status, rejected.body.resultado]).to.deep.equal([200, 'rechazada']);
    const mail = (await queuedMails(t.context)).find((m) => m.to === 'beto@ejemplo.test')!;
    expect(mail.text).to.include('Motivo: Cupo reservado para la liga Pro');
    const place = await t.api.request.get(`/api/campeonatos/${c.id}/mi-lugar`).set(bearer(beto.token));
    expect(place.body.solicitud).to.deep.equal({ estado: 'rechazada', motivo: 'Cupo reservado para la liga Pro', pagarAntesDe: null });
    expect(await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).count({ n: '*' }).first().then((r) => Number(r!.n))).to.equal(0);
  });

  it('puts a driver approved into a full free championship on its waiting list', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '1', requiereAprobacion: 'true' });
    const [holder, caro] = [await createUser(t.context), await createUser(t.context, { email: 'caro@ejemplo.test' })];
    await post(admin.token, '/api/campeonatos/inscribir-admin', { campeonatoId: c.id, usuarioId: holder.id }).expect(201);
    await post(caro.token, `/api/campeonatos/${c.id}/inscribirme`).expect(201);
    const approved = await post(admin.token, `/api/campeonatos/${c.id}/solicitudes/${caro.id}/aprobar`);
    expect(approved.body.resultado).to.equal('lista-espera');
    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`);
    expect(list.body.listaEspera.map((w: { usuarioId: string }) => w.usuarioId)).to.deep.equal([caro.id]);
  });
});
