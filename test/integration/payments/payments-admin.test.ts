import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { confirmIdentity, createUser } from '../../support/http.js';
import { bearer, confirmations, createChampionship, enrolments, notesOf, NOW, paymentRows, useTestApi } from './payment-fixtures.js';

describeEachDatabase('Payments admin', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const manual = (token: string, body: Record<string, unknown>) => t.api.request.post('/api/payments/admin/manual').set(bearer(token)).send(body);
  const setState = (token: string, id: string, body: Record<string, unknown>) => t.api.request.put(`/api/payments/admin/${id}/estado`).set(bearer(token)).send(body);

  async function setup(overrides: Record<string, string> = {}) {
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Ana', apellido: 'Admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    const c = await createChampionship(t, admin.token, overrides);
    return { admin, driver, c };
  }

  it('records a manual payment, completado by default, which enrols the driver and notes who recorded it', async () => {
    const { admin, driver, c } = await setup();
    const res = await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: '1499.50', notasAdmin: 'Transferencia SPEI' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const pago = res.body.pago;
    expect(pago).to.include({ monto: 1499.5, moneda: 'mxn', estado: 'completado', esManual: true, pasarela: 'manual', fechaCompletado: NOW });
    expect(pago.usuario).to.deep.equal({ _id: driver.id, nombre: 'Sofía', apellido: 'Luna', email: driver.email });
    expect(pago.campeonato).to.deep.equal({ _id: c.id, nombreCampeonato: 'Copa Volcán GT3' });
    expect(pago.creadoPor).to.deep.equal({ _id: admin.id, nombre: 'Ana Admin', email: admin.email });
    expect(pago.notasAdmin).to.deep.equal([{ texto: 'Pago manual registrado como completado. Transferencia SPEI', fecha: NOW, usuario: { _id: admin.id, nombre: 'Ana Admin' } }]);
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
    expect(await confirmations(t.context)).to.have.length(1);
  });

  it('records manual payments sent at once for the same driver, each its own, one enrolment, never an error', async () => {
    const { admin, driver, c } = await setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500 })));
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).to.deep.equal([201, 201, 201, 201, 201]);
    expect((await paymentRows(t.context)).map((p) => p.estado)).to.deep.equal(Array(5).fill('completado'));
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
  });

  it('refuses a manual payment with bad fields in Spanish, and one the full championship cannot take, recording nothing', async () => {
    const { admin, driver, c } = await setup({ participantesMaximos: '1' });
    const bad = await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: '-5', moneda: 'eur' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.deep.include({ monto: 'El monto debe ser mayor que 0', moneda: 'La moneda debe ser mxn o usd' });
    const other = await createUser(t.context);
    expect((await manual(admin.token, { usuarioId: other.id, campeonatoId: c.id, monto: 1500 })).status).to.equal(201);
    const full = await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });
    expect(full.status).to.equal(409);
    expect(full.body.code).to.equal('CHAMPIONSHIP_FULL');
    expect(await paymentRows(t.context)).to.have.length(1);
  });

  it('appends every state change to notasAdmin with who and when; completado enrols, reembolsado releases the place', async () => {
    const { admin, driver, c } = await setup();
    const created = await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500, estado: 'pendiente' });
    const id = created.body.pago._id;
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);

    clock.set('2026-03-02T10:00:00.000Z');
    const completed = await setState(admin.token, id, { estado: 'completado', notas: 'Pago en efectivo' });
    expect(completed.status).to.equal(200);
    expect(completed.body.message).to.equal('Pago actualizado');
    expect(completed.body.pago.fechaCompletado).to.equal('2026-03-02T10:00:00.000Z');
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);

    clock.set('2026-03-03T10:00:00.000Z');
    // A day after the sign-in, the refund asks the admin to confirm it is him first.
    expect((await setState(admin.token, id, { estado: 'reembolsado' })).body.code).to.equal('REAUTH_REQUIRED');
    await confirmIdentity(t.api, admin);
    const refunded = await setState(admin.token, id, { estado: 'reembolsado' });
    expect(refunded.body.pago.fechaReembolso).to.equal('2026-03-03T10:00:00.000Z');
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
    const notes = refunded.body.pago.notasAdmin.slice(1);
    expect(notes).to.deep.equal([
      { texto: 'Estado cambiado de pendiente a completado. Pago en efectivo', fecha: '2026-03-02T10:00:00.000Z', usuario: { _id: admin.id, nombre: 'Ana Admin' } },
      { texto: 'Estado cambiado de completado a reembolsado', fecha: '2026-03-03T10:00:00.000Z', usuario: { _id: admin.id, nombre: 'Ana Admin' } },
    ]);
    const bad = await setState(admin.token, id, { estado: 'pagado' });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal('El estado debe ser pendiente, completado, fallido o reembolsado');
    const manualRefund = await setState(admin.token, id, { estado: 'reembolsado', reembolsarEnPasarela: true });
    expect(manualRefund.status).to.equal(400);
    expect(notesOf((await paymentRows(t.context))[0]!)).to.have.length(3);
  });

  it('refuses to delete a completado payment (409) and deletes it once reembolsado', async () => {
    const { admin, driver, c } = await setup();
    const id = (await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500 })).body.pago._id;
    const refused = await t.api.request.delete(`/api/payments/admin/${id}`).set(bearer(admin.token));
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal('No se puede eliminar un pago completado: márcalo antes como reembolsado.');
    expect(await paymentRows(t.context)).to.have.length(1);
    await setState(admin.token, id, { estado: 'reembolsado' });
    const deleted = await t.api.request.delete(`/api/payments/admin/${id}`).set(bearer(admin.token));
    expect(deleted.status).to.equal(200);
    expect(deleted.body).to.deep.equal({ message: 'Pago eliminado' });
    expect(await paymentRows(t.context)).to.have.length(0);
  });

  it('resends the confirmation e-mail of a completed payment only', async () => {
    const { admin, driver, c } = await setup();
    const id = (await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500 })).body.pago._id;
    const res = await t.api.request.post(`/api/payments/admin/${id}/reenviar-confirmacion`).set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ message: 'Correo de confirmación reenviado al cliente' });
    expect(await confirmations(t.context)).to.have.length(2);
    await setState(admin.token, id, { estado: 'fallido' });
    expect((await t.api.request.post(`/api/payments/admin/${id}/reenviar-confirmacion`).set(bearer(admin.token))).status).to.equal(409);
  });

  it('lists newest first in pages of 10 with filters by state, championship, user and Mexico City days', async () => {
    const { admin, c } = await setup();
    const other = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Óvalos' });
    const drivers = [];
    for (let i = 0; i < 12; i += 1) drivers.push(await createUser(t.context, { nombre: i === 0 ? 'Zacarías' : 'Piloto' }));
    for (const [i, d] of drivers.entries()) {
      clock.set(new Date(Date.parse('2026-03-10T12:00:00.000Z') + i * 2 * 3600_000));
      await manual(admin.token, { usuarioId: d.id, campeonatoId: i < 10 ? c.id : other.id, monto: 100 + i, estado: i % 2 ? 'pendiente' : 'completado' });
    }
    const list = (query: Record<string, string>) => t.api.request.get('/api/payments/admin').query(query).set(bearer(admin.token));
    const first = await list({});
    expect(first.body.paginacion).to.deep.equal({ total: 12, paginas: 2, paginaActual: 1, porPagina: 10 });
    expect(first.body.pagos).to.have.length(10);
    expect(first.body.pagos[0].monto).to.equal(111);
    expect((await list({ page: '2' })).body.pagos.map((p: { monto: number }) => p.monto)).to.deep.equal([101, 100]);
    expect((await list({ estado: 'pendiente' })).body.paginacion.total).to.equal(6);
    expect((await list({ campeonato: other.id, estado: '' })).body.pagos.map((p: { monto: number }) => p.monto)).to.deep.equal([111, 110]);
    expect((await list({ usuario: 'zacar' })).body.pagos.map((p: { monto: number }) => p.monto)).to.deep.equal([100]);
    expect((await list({ usuario: drivers[3]!.id })).body.pagos.map((p: { monto: number }) => p.monto)).to.deep.equal([103]);
    // One every two hours from 12:00 UTC on the 10th; 10 March in Mexico City ends at 06:00 UTC on the 11th.
    expect((await list({ fechaInicio: '2026-03-10', fechaFin: '2026-03-10' })).body.paginacion.total).to.equal(9);
    expect((await list({ fechaInicio: '2026-03-11' })).body.paginacion.total).to.equal(3);
    const bad = await list({ fechaInicio: 'ayer' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors.fechaInicio).to.equal('Fecha inválida');
    const one = await t.api.request.get(`/api/payments/admin/${first.body.pagos[0]._id}`).set(bearer(admin.token));
    expect(one.body).to.deep.equal(first.body.pagos[0]);
  });

  it('walks late pages by place, Siguiente and Anterior alike, without an OFFSET, through payments made at the same instant', async () => {
    const { admin, c } = await setup();
    const drivers = [];
    for (let i = 0; i < 8; i += 1) drivers.push(await createUser(t.context));
    for (const [i, d] of drivers.entries()) {
      // Pairs made at the same instant: the id decides between them, the same way every time.
      clock.set(new Date(Date.parse('2026-03-10T12:00:00.000Z') + Math.floor(i / 2) * 3600_000));
      await manual(admin.token, { usuarioId: d.id, campeonatoId: c.id, monto: 100 + i, estado: i === 5 ? 'pendiente' : 'completado' });
    }
    const list = (query: Record<string, string>) => t.api.request.get('/api/payments/admin').query(query).set(bearer(admin.token));
    const ids = (res: { body: { pagos: Array<{ _id: string }> } }) => res.body.pagos.map((p) => p._id);
    const all = ids(await list({ limit: '50' }));
    expect(all).to.have.length(8);

    const sql: string[] = [];
    const record = (q: { sql: string }) => sql.push(q.sql.toLowerCase());
    t.context.knex.on('query', record);
    try {
      const pages = [await list({ limit: '3' })];
      while (pages[pages.length - 1]!.body.siguiente) {
        const last = pages[pages.length - 1]!;
        pages.push(await list({ limit: '3', page: String(last.body.paginacion.paginaActual + 1), despues: last.body.siguiente }));
      }
      expect(pages.map(ids)).to.deep.equal([all.slice(0, 3), all.slice(3, 6), all.slice(6)]);
      expect(pages.map((p) => p.body.paginacion)).to.deep.equal([1, 2, 3].map((paginaActual) => ({ total: 8, paginas: 3, paginaActual, porPagina: 3 })));
      expect(pages.map((p) => p.body.anterior === null)).to.deep.equal([true, false, false]);

      const back = await list({ limit: '3', page: '2', antes: pages[2]!.body.anterior });
      expect(ids(back)).to.deep.equal(all.slice(3, 6));
      expect([back.body.siguiente, back.body.anterior]).to.deep.equal([pages[1]!.body.siguiente, pages[1]!.body.anterior]);
      const home = await list({ limit: '3', page: '1', antes: back.body.anterior });
      expect([ids(home), home.body.anterior]).to.deep.equal([all.slice(0, 3), null]);
      // A filter pages the same way.
      const done = await list({ limit: '4', estado: 'completado' });
      const next = await list({ limit: '4', estado: 'completado', page: '2', despues: done.body.siguiente });
      const completed = ids(await list({ limit: '50', estado: 'completado' }));
      expect(completed).to.have.length(7);
      expect([...ids(done), ...ids(next)]).to.deep.equal(completed);
      expect(next.body.siguiente).to.equal(null);
    } finally {
      t.context.knex.off('query', record);
    }
    expect(sql.filter((q) => q.includes('offset'))).to.deep.equal([]);

    const lost = 'La página pedida no es válida: vuelve al inicio de la lista';
    const places: Record<string, string>[] = [{ despues: 'no-es-un-lugar' }, { antes: Buffer.from('["2026-03-10"]').toString('base64url') }, { despues: all[0]!, antes: all[1]! }];
    for (const place of places) {
      const res = await list(place);
      expect([res.status, res.body.message], JSON.stringify(place)).to.deep.equal([400, lost]);
    }
  });

  it('counts months in Mexico City time: a payment at 05:30 UTC on the 1st belongs to the month before, empty months are 0', async () => {
    const { admin, c } = await setup();
    const other = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Óvalos' });
    const at = async (instant: string, campeonatoId: string, estado = 'completado', monto = 1000) => {
      clock.set(instant);
      const d = await createUser(t.context);
      const res = await manual(admin.token, { usuarioId: d.id, campeonatoId, monto, estado });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    };
    await at('2026-03-01T05:30:00.000Z', c.id);
    await at('2026-03-01T06:30:00.000Z', c.id, 'completado', 1500.5);
    await at('2026-03-02T06:30:00.000Z', other.id);
    await at('2026-03-02T07:00:00.000Z', c.id, 'pendiente');
    await at('2026-03-02T08:00:00.000Z', c.id, 'fallido');
    clock.set('2026-03-15T12:00:00.000Z');
    const res = await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(res.body.estadisticasGenerales).to.deep.equal({
      totalPagos: 5,
      totalCompletados: 3,
      totalPendientes: 1,
      totalFallidos: 1,
      totalReembolsados: 0,
      montoTotalCompletados: 3500.5,
      montoTotalCompletadosUsd: 0,
    });
    expect(res.body.pagosPorCampeonato).to.deep.equal([
      { _id: c.id, nombreCampeonato: 'Copa Volcán GT3', total: 2, montoTotal: 2500.5 },
      { _id: other.id, nombreCampeonato: 'Copa Óvalos', total: 1, montoTotal: 1000 },
    ]);
    expect(res.body.pagosPorMes).to.deep.equal([
      { mes: '2025-10', total: 0, montoTotal: 0 },
      { mes: '2025-11', total: 0, montoTotal: 0 },
      { mes: '2025-12', total: 0, montoTotal: 0 },
      { mes: '2026-01', total: 0, montoTotal: 0 },
      { mes: '2026-02', total: 1, montoTotal: 1000 },
      { mes: '2026-03', total: 2, montoTotal: 2500.5 },
    ]);
  });

  it('answers 403 to a driver and 401 without a session on every admin call, changing nothing', async () => {
    const { admin, driver, c } = await setup();
    const id = (await manual(admin.token, { usuarioId: driver.id, campeonatoId: c.id, monto: 1500 })).body.pago._id;
    const calls = [
      () => t.api.request.get('/api/payments/admin'),
      () => t.api.request.get('/api/payments/admin/estadisticas'),
      () => t.api.request.get(`/api/payments/admin/${id}`),
      () => t.api.request.put(`/api/payments/admin/${id}/estado`).send({ estado: 'reembolsado' }),
      () => t.api.request.delete(`/api/payments/admin/${id}`),
      () => t.api.request.post('/api/payments/admin/manual').send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1 }),
      () => t.api.request.post(`/api/payments/admin/${id}/reenviar-confirmacion`),
    ];
    for (const call of calls) {
      expect((await call()).status).to.equal(401);
      expect((await call().set(bearer(driver.token))).status).to.equal(403);
    }
    const rows = await paymentRows(t.context);
    expect(rows.map((r) => r.estado)).to.deep.equal(['completado']);
    expect(await confirmations(t.context)).to.have.length(1);
  });
});
