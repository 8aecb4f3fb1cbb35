import { expect } from 'chai';
import { DRIVER_CHAMPIONSHIPS_PAGE } from '../../../src/contracts/drivers.contract.js';
import { DRIVER_RESULTS_MAX_START, DRIVER_RESULTS_PAGE } from '../../../src/contracts/drivers.views.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { fixtureBytes, inventedExport, needFixtures, rawFixture, row } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

const NOW = '2026-03-10T12:00:00.000Z';
const SOFIA = 424242;

/** Two invented events: Sofía (cust 424242) second in the first, winner of the second; Diego in both. */
function events() {
  const race = (sofiaPos: number, incidents: number, ratings: [number, number]) => ({
    simsession_number: 0,
    simsession_type: 6,
    simsession_name: 'RACE',
    results: [
      row({ cust_id: SOFIA, display_name: 'Sofía Luna', finish_position: sofiaPos - 1, laps_complete: 20, incidents, oldi_rating: ratings[0], newi_rating: ratings[1] }),
      row({ cust_id: 777, display_name: 'Diego Ruiz', finish_position: sofiaPos === 1 ? 1 : 0, laps_complete: 20, incidents: 0 }),
    ],
  });
  const qualifying = { simsession_number: -1, simsession_type: 4, simsession_name: 'QUALIFY', results: [row({ cust_id: SOFIA, display_name: 'Sofía Luna', finish_position: 0, laps_complete: 2, incidents: 9 })] };
  return [
    inventedExport({ subsession_id: 90000001, start_time: '2026-03-01T18:00:00Z', end_time: '2026-03-01T19:00:00Z', session_name: 'Copa Inventada R1', session_results: [qualifying, race(2, 4, [2000, 1950])] }),
    inventedExport({ subsession_id: 90000002, start_time: '2026-03-08T18:00:00Z', end_time: '2026-03-08T19:00:00Z', session_name: 'Copa Inventada R2', session_results: [race(1, 2, [1950, 2010])] }),
    // Ends after NOW: not published yet, so visitors do not see it.
    inventedExport({ subsession_id: 90000003, start_time: '2026-03-10T11:30:00Z', end_time: '2026-03-10T12:30:00Z', session_name: 'Copa Inventada R3', session_results: [race(1, 0, [2010, 2050])] }),
  ];
}

describeEachDatabase('Driver page API', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const upload = (token: string, body: unknown, name = 'resultado.json') =>
    t.api.request.post('/api/events/import-file').set(bearer(token)).attach('eventfile', Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), name);

  it('shows the public card, the championships entered and the published results matched by iRacing id, newest first', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    await t.context.knex('users').where({ id: sofia.id }).update({ iracingId: SOFIA });
    const c = await createChampionship(t, admin.token, { fechaInicio: '2026-04-01', fechaFin: '2026-06-30' });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: c.id, usuarioId: sofia.id });
    for (const e of events()) expect((await upload(admin.token, e)).status).to.equal(201);

    const res = await t.api.request.get(`/api/pilotos/${sofia.id}`);
    expect(res.status).to.equal(200);
    expect(res.body.piloto).to.deep.equal({ id: sofia.id, nombre: 'Sofía', apellido: 'Luna', username: 'sofia.luna', avatarUrl: null, iracingId: SOFIA });
    expect(JSON.stringify(res.body)).not.to.include('sofia@ejemplo.test');
    expect(res.body.campeonatos).to.deep.equal([
      { id: c.id, nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', fechaInicio: '2026-04-01T00:00:00.000Z', fechaFin: '2026-06-30T00:00:00.000Z', imagenPortada: null },
    ]);
    const rows = res.body.resultados.map((r: Record<string, unknown>) => [r.subsessionId, r.evento, r.pista, r.fecha, r.posicion, r.posicionClase, r.clase, r.incidentes, r.iratingAntes, r.iratingDespues, r.cambioIrating]);
    expect(rows).to.deep.equal([
      [90000002, 'Copa Inventada R2', 'Autódromo Ficticio', '2026-03-08T18:00:00.000Z', 1, 1, 'GT Inv', 2, 1950, 2010, 60],
      // The main race's row, not the qualifying one (9 incidents there).
      [90000001, 'Copa Inventada R1', 'Autódromo Ficticio', '2026-03-01T18:00:00.000Z', 2, 2, 'GT Inv', 4, 2000, 1950, -50],
    ]);

    // An admin also sees the event not yet published.
    const asAdmin = await t.api.request.get(`/api/pilotos/${sofia.id}`).set(bearer(admin.token));
    expect(asAdmin.body.resultados.map((r: { subsessionId: number }) => r.subsessionId)).to.deep.equal([90000003, 90000002, 90000001]);
  });

  it('answers no results for a driver without an iRacing id, and 404 "Piloto no encontrado" for an unknown or deleted account', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const diego = await createUser(t.context);
    for (const e of events()) await upload(admin.token, e);
    const res = await t.api.request.get(`/api/pilotos/${diego.id}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.include.keys('piloto', 'campeonatos', 'resultados');
    expect(res.body.resultados).to.deep.equal([]);
    expect(res.body.campeonatos).to.deep.equal([]);

    const unknown = await t.api.request.get('/api/pilotos/no-existe');
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.include({ message: 'Piloto no encontrado', code: 'DRIVER_NOT_FOUND' });
    expect((await t.api.request.delete(`/api/users/${diego.id}`).set(bearer(admin.token))).status).to.equal(200);
    expect((await t.api.request.get(`/api/pilotos/${diego.id}`)).status).to.equal(404);
  });

  it('places a driver of a real team export at the team finish, with their own incidents and iRating change', async function () {
    needFixtures(this);
    const name = 'official-team-multiclass.json';
    const raw = rawFixture(name);
    const team = raw.session_results.find((s: { simsession_number: number }) => s.simsession_number === 0).results[1];
    const driverRow = team.driver_results[0];
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    await t.context.knex('users').where({ id: driver.id }).update({ iracingId: driverRow.cust_id });
    expect((await upload(admin.token, fixtureBytes(name).toString('utf8'), name)).status).to.equal(201);
    const res = await t.api.request.get(`/api/pilotos/${driver.id}`);
    expect(res.body.resultados).to.have.length(1);
    expect(res.body.resultados[0]).to.include({
      subsessionId: raw.subsession_id,
      posicion: team.finish_position + 1,
      posicionClase: team.finish_position_in_class + 1,
      clase: team.car_class_short_name,
      incidentes: driverRow.incidents,
      iratingAntes: driverRow.oldi_rating,
      iratingDespues: driverRow.newi_rating,
      cambioIrating: driverRow.newi_rating - driverRow.oldi_rating,
      equipo: team.display_name,
    });
  });
  it('pages the results newest first by place: the page answers the newest, "siguiente" where the next page starts (ties on the start by subsession); kept for visitors until the next publication', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    await t.context.knex('users').where({ id: sofia.id }).update({ iracingId: SOFIA });
    const total = DRIVER_RESULTS_PAGE + 2;
    // Three events start at each instant (the page ends inside the first three): the higher subsession comes first.
    const day = (i: number) => `2026-01-${String(Math.floor(i / 3) + 1).padStart(2, '0')}`;
    for (let i = 0; i < total; i += 1) {
      const race = { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: SOFIA, display_name: 'Sofía Luna', finish_position: 0, laps_complete: 20, incidents: 0 })] };
      const file = inventedExport({ subsession_id: 91000000 + i, start_time: `${day(i)}T18:00:00Z`, end_time: `${day(i)}T19:00:00Z`, session_name: `Ronda ${i + 1}`, session_results: [race] });
      expect((await upload(admin.token, file)).status).to.equal(201);
    }
    const newestFirst = Array.from({ length: total }, (_, i) => 91000000 + total - 1 - i);

    const first = await t.api.request.get(`/api/pilotos/${sofia.id}`).expect(200);
    expect(first.body.resultados.map((r: { subsessionId: number }) => r.subsessionId)).to.deep.equal(newestFirst.slice(0, DRIVER_RESULTS_PAGE));
    expect(first.body.siguiente).to.be.a('string').and.not.match(/^\d+$/);
    expect(first.headers['cache-control']).to.equal('private, no-cache');
    const next = await t.api.request.get(`/api/pilotos/${sofia.id}/resultados`).query({ desde: first.body.siguiente }).expect(200);
    expect(next.body.resultados.map((r: { subsessionId: number }) => r.subsessionId)).to.deep.equal(newestFirst.slice(DRIVER_RESULTS_PAGE));
    expect(next.body.siguiente).to.equal(null);
    expect(next.headers['cache-control']).to.equal('private, no-cache');
    // A start by number, as the pages were asked before, still answers the same page (the first ten pages).
    const byNumber = await t.api.request.get(`/api/pilotos/${sofia.id}/resultados?desde=${DRIVER_RESULTS_PAGE}`).expect(200);
    expect(byNumber.body).to.deep.equal(next.body);

    const bad = await t.api.request.get(`/api/pilotos/${sofia.id}/resultados?desde=-3`);
    expect([bad.status, bad.body.code, bad.body.errors?.desde]).to.deep.equal([400, 'VALIDATION_ERROR', 'El inicio de la página debe ser un número entero de 0 en adelante.']);
    const far = await t.api.request.get(`/api/pilotos/${sofia.id}/resultados?desde=${DRIVER_RESULTS_MAX_START + 20}`);
    expect([far.status, far.body.errors?.desde]).to.deep.equal([400, 'Esa página está demasiado lejos para pedirla por posición: avanza con «Ver más» desde la página anterior.']);
    const lost = await t.api.request.get(`/api/pilotos/${sofia.id}/resultados?desde=no-es-un-lugar`);
    expect([lost.status, lost.body.errors?.desde]).to.deep.equal([400, 'La página pedida no es válida: vuelve al inicio de la lista']);
    expect((await t.api.request.get('/api/pilotos/no-existe/resultados')).status).to.equal(404);
  });

  it('pages the championships entered, the latest start first (then by name): a bounded first page, "campeonatosSiguiente", later pages by place, refusals in Spanish', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    const other = await createUser(t.context);
    const total = DRIVER_CHAMPIONSHIPS_PAGE.size + 3;
    const made: Array<{ id: string; nombre: string; fecha: string }> = [];
    for (let i = 0; i < total; i += 1) {
      // Two start the same day: the one named first comes first.
      const fecha = `2025-${String(Math.min(i, 11) + 1).padStart(2, '0')}-${i > 11 ? String(i).padStart(2, '0') : '01'}`;
      const nombre = i === 4 ? 'Copa Zeta' : i === 5 ? 'Copa Alfa' : `Copa ${String(i).padStart(2, '0')}`;
      const c = await createChampionship(t, admin.token, { nombreCampeonato: nombre, fechaInicio: i === 5 ? '2025-05-01' : fecha, fechaFin: '2026-12-31' });
      made.push({ id: c.id, nombre, fecha: `${i === 5 ? '2025-05-01' : fecha}T00:00:00.000Z` });
      expect((await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: c.id, usuarioId: sofia.id })).status).to.equal(201);
    }
    const notHers = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Ajena', fechaInicio: '2027-01-01', fechaFin: '2027-12-31' });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: notHers.id, usuarioId: other.id }).expect(201);
    const expected = [...made].sort((a, b) => b.fecha.localeCompare(a.fecha) || (a.nombre < b.nombre ? -1 : 1)).map((c) => c.id);
    expect(expected.indexOf(made[5]!.id)).to.equal(expected.indexOf(made[4]!.id) - 1);
    const ids = (body: { campeonatos: Array<{ id: string }> }) => body.campeonatos.map((c) => c.id);

    const first = await t.api.request.get(`/api/pilotos/${sofia.id}`).expect(200);
    expect(ids(first.body)).to.deep.equal(expected.slice(0, DRIVER_CHAMPIONSHIPS_PAGE.size));
    expect(first.body.campeonatosSiguiente).to.be.a('string');
    const next = await t.api.request.get(`/api/pilotos/${sofia.id}/campeonatos?desde=${first.body.campeonatosSiguiente}`).expect(200);
    expect(ids(next.body)).to.deep.equal(expected.slice(DRIVER_CHAMPIONSHIPS_PAGE.size));
    expect(next.body.siguiente).to.equal(null);
    expect(next.body.campeonatos[0]).to.have.all.keys('id', 'nombreCampeonato', 'categoria', 'fechaInicio', 'fechaFin', 'imagenPortada');
    expect(next.headers['cache-control']).to.equal('private, no-cache');

    // Any size walks them all once, in the same order.
    for (const limite of [1, 4]) {
      const seen: string[] = [];
      let desde = '';
      for (;;) {
        const res = await t.api.request.get(`/api/pilotos/${sofia.id}/campeonatos?limite=${limite}&desde=${desde}`).expect(200);
        expect(res.body.campeonatos.length).to.be.at.most(limite);
        seen.push(...ids(res.body));
        if (res.body.siguiente === null) break;
        desde = res.body.siguiente;
      }
      expect(seen, `limite ${limite}`).to.deep.equal(expected);
    }

    const tooMany = await t.api.request.get(`/api/pilotos/${sofia.id}/campeonatos?limite=${DRIVER_CHAMPIONSHIPS_PAGE.maxSize + 1}`);
    expect([tooMany.status, tooMany.body.code, tooMany.body.errors?.limite]).to.deep.equal([400, 'VALIDATION_ERROR', 'Se muestran de 1 a 50 campeonatos por página']);
    const lost = await t.api.request.get(`/api/pilotos/${sofia.id}/campeonatos?desde=no-es-una-pagina`);
    expect([lost.status, lost.body.message, lost.body.errors?.desde]).to.deep.equal([400, 'La página pedida no es válida: vuelve al inicio de la lista', 'La página pedida no es válida: vuelve al inicio de la lista']);
    expect((await t.api.request.get('/api/pilotos/no-existe/campeonatos')).status).to.equal(404);
    const none = await t.api.request.get(`/api/pilotos/${admin.id}`).expect(200);
    expect([none.body.campeonatos, none.body.campeonatosSiguiente]).to.deep.equal([[], null]);
  });
});
