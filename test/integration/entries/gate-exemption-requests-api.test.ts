import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Exemption requests of drivers whose licence is unknown (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  it('takes one open request from a driver whose licence is unknown, e-mails the admins, and lets only an admin grant it', async () => {
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Alma', email: 'alma@ejemplo.test' });
    const dani = await createUser(t.context, { nombre: 'Dani', apellido: 'Sin Licencia', email: 'dani@ejemplo.test' });
    await t.context.knex('users').where({ id: dani.id }).update({ iracingId: 700123 });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmula', precio: '0', categoriaLicencia: 'formula_car', licenciaMinima: 'B' });
    const path = `/api/campeonatos/${c.id}`;

    expect((await t.api.request.get(`${path}/mi-requisito`)).status, 'signed in only').to.equal(401);
    const before = await t.api.request.get(`${path}/mi-requisito`).set(bearer(dani.token));
    expect([before.status, before.body.estado, before.body.puedePedirExcepcion, before.body.solicitud]).to.deep.equal([200, 'desconocida', true, null]);

    const asked = await t.api.request.post(`${path}/solicitud-excepcion`).set(bearer(dani.token));
    expect([asked.status, asked.body.solicitud?.estado, asked.body.puedePedirExcepcion]).to.deep.equal([201, 'pendiente', false]);
    const again = await t.api.request.post(`${path}/solicitud-excepcion`).set(bearer(dani.token));
    expect([again.status, again.body.code, again.body.message]).to.deep.equal([409, 'EXEMPTION_REQUEST_OPEN', 'Ya pediste una excepción para este campeonato: los administradores la están revisando y te avisaremos por correo.']);
    expect(await t.context.knex('championship_gate_exemption_requests').where({ campeonatoId: c.id })).to.have.length(1);
    const toAdmins = (await queuedMails(t.context)).filter((m) => m.subject === 'Solicitud de excepción: Copa Fórmula');
    expect(toAdmins.map((m) => m.to)).to.deep.equal(['alma@ejemplo.test']);

    // The admins' list carries it; answering is theirs alone, checked on the server.
    expect((await t.api.request.get(`${path}/excepciones`).set(bearer(dani.token))).status).to.equal(403);
    const list = await t.api.request.get(`${path}/excepciones`).set(bearer(admin.token));
    expect(list.body.solicitudes.map((s: { nombre: string; email: string; estado: string }) => [s.nombre, s.email, s.estado])).to.deep.equal([['Dani Sin Licencia', 'dani@ejemplo.test', 'pendiente']]);
    const id = list.body.solicitudes[0].id as string;
    expect((await t.api.request.post(`${path}/solicitudes-excepcion/${id}/conceder`).set(bearer(dani.token))).status).to.equal(403);
    const refused = await t.api.request.post(`${path}/inscribirme`).set(bearer(dani.token));
    expect([refused.status, refused.body.code]).to.deep.equal([409, 'GATE_NOT_MET']);

    const granted = await t.api.request.post(`${path}/solicitudes-excepcion/${id}/conceder`).set(bearer(admin.token));
    expect([granted.status, granted.body.usuarioIds, granted.body.solicitudes]).to.deep.equal([200, [dani.id], []]);
    const twice = await t.api.request.post(`${path}/solicitudes-excepcion/${id}/conceder`).set(bearer(admin.token));
    expect([twice.status, twice.body.code]).to.deep.equal([409, 'EXEMPTION_REQUEST_ANSWERED']);
    expect((await queuedMails(t.context)).filter((m) => m.to === 'dani@ejemplo.test').map((m) => m.subject)).to.include('Excepción concedida: Copa Fórmula');
    const mine = await t.api.request.get(`${path}/mi-requisito`).set(bearer(dani.token));
    expect([mine.body.estado, mine.body.solicitud.estado]).to.deep.equal(['exento', 'concedida']);
    expect((await t.api.request.post(`${path}/inscribirme`).set(bearer(dani.token))).status).to.equal(201);
  });

  it('declines with a reason the driver reads, refuses a driver whose licence is known, and changes nothing on bad input', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const caro = await createUser(t.context, { nombre: 'Caro', email: 'caro@ejemplo.test' });
    const c = await createChampionship(t, admin.token, { precio: '0', categoriaLicencia: 'formula_car', licenciaMinima: 'B' });
    const open = await createChampionship(t, admin.token, { precio: '0' });
    const path = `/api/campeonatos/${c.id}`;

    const none = await t.api.request.post(`/api/campeonatos/${open.id}/solicitud-excepcion`).set(bearer(caro.token));
    expect([none.status, none.body.code, none.body.message]).to.deep.equal([409, 'NO_GATE', 'Este campeonato no pide licencia ni iRating: puedes inscribirte sin excepción.']);
    expect((await t.api.request.post('/api/campeonatos/no-existe/solicitud-excepcion').set(bearer(caro.token))).status).to.equal(404);

    const asked = await t.api.request.post(`${path}/solicitud-excepcion`).set(bearer(caro.token));
    expect([asked.status, asked.body.estado]).to.deep.equal([201, 'sin-iracing']);
    const id = asked.body.solicitud.id as string;
    const bad = await t.api.request.post(`${path}/solicitudes-excepcion/${id}/rechazar`).set(bearer(admin.token)).send({ motivo: '' });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).to.deep.equal([400, ['motivo']]);
    expect((await t.context.knex('championship_gate_exemption_requests').where({ id }).first()).estado).to.equal('pendiente');
    const declined = await t.api.request.post(`${path}/solicitudes-excepcion/${id}/rechazar`).set(bearer(admin.token)).send({ motivo: 'Agrega tu ID de iRacing y corre una fecha.' });
    expect([declined.status, declined.body.solicitudes]).to.deep.equal([200, []]);
    const mine = await t.api.request.get(`${path}/mi-requisito`).set(bearer(caro.token));
    expect([mine.body.solicitud.estado, mine.body.solicitud.motivo, mine.body.puedePedirExcepcion]).to.deep.equal(['rechazada', 'Agrega tu ID de iRacing y corre una fecha.', true]);
    const mail = (await queuedMails(t.context)).find((m) => m.to === 'caro@ejemplo.test');
    expect(mail?.text).to.include('Motivo: Agrega tu ID de iRacing y corre una fecha.');
    expect((await t.api.request.post(`${path}/solicitudes-excepcion/otra/rechazar`).set(bearer(admin.token)).send({ motivo: 'No.' })).status).to.equal(404);
  });
});
