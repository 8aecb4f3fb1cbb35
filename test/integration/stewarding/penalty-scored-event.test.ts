import { expect } from 'chai';
import type { StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes } from '../../support/iracing-exports.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { LEAGUE_CONFIG } from '../standings/standings-fixtures.js';
import type { League } from './stewarding-fixtures.js';
import { addRace, AFTER_RACE, BEFORE_RACE, bearer, count, enrol, fileReport, league, reportFields } from './stewarding-fixtures.js';

/** One session a round: a pole, the race and a fastest lap, each its own scored event. */
const ONE_SESSION: StandingsConfigInput = {
  tiposPuntuacion: [
    {
      nombre: 'Principal',
      eventos: [
        { nombre: 'Pole', sesionIracing: 'qualifying', tipo: 'posicion', tabla: [3] },
        { nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1] },
        { nombre: 'Vuelta rápida', sesionIracing: 'race', tipo: 'vueltaRapida', tabla: [2] },
      ],
    },
  ],
  formato: { porDefecto: ['Principal'] },
};

describeEachDatabase("A penalty's scored session and event", (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    clock.set(AFTER_RACE);
    // Round 1 holds a sprint (session 1) and the main race (session 2).
    await t.api.request.put(`/api/campeonatos/${l.campeonatoId}/puntuacion`).set(bearer(l.admin.token)).send(LEAGUE_CONFIG).expect(200);
  });

  const record = (sancion: Record<string, unknown>) =>
    t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(l.admin.token))
      .send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.beto.id, explicacion: 'Salida en falso.', sancion });

  it("answers a round's scored sessions and events to admins and stewards only, with its main race", async () => {
    const url = `/api/campeonatos/${l.campeonatoId}/puntuacion/carreras/${l.carreraId}`;
    expect((await t.api.request.get(url)).status).to.equal(401);
    expect((await t.api.request.get(url).set(bearer(l.ana.token))).status).to.equal(403);
    const steward = await createUser(t.context, { rol: 'comisario' });
    expect((await t.api.request.get(url).set(bearer(steward.token))).body.principal).to.deep.equal({ sesion: 2, evento: 'Carrera' });
    const res = await t.api.request.get(url).set(bearer(l.admin.token));
    expect(res.status).to.equal(200);
    expect(res.body.ronda).to.equal(1);
    expect(res.body.sesiones.map((s: { sesion: number; tipoPuntuacion: string; eventos: Array<{ nombre: string }> }) => [s.sesion, s.tipoPuntuacion, s.eventos.map((e) => e.nombre)])).to.deep.equal([
      [1, 'Sprint', ['Pole sprint', 'Carrera sprint']],
      [2, 'Principal', ['Carrera', 'Vuelta rápida']],
    ]);
    expect(res.body.principal).to.deep.equal({ sesion: 2, evento: 'Carrera' });
    const other = await createChampionship(t, l.admin.token);
    const missing = await t.api.request.get(`/api/campeonatos/${other.id}/puntuacion/carreras/${l.carreraId}`).set(bearer(l.admin.token));
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal('La carrera no pertenece a este campeonato');
  });

  it('stores the session and event named (in the configuration\'s spelling) and shows them in the decision log', async () => {
    const res = await record({ tipo: 'descalificacion', sesion: '1', evento: 'carrera SPRINT' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.data.sancion).to.include({ tipo: 'descalificacion', sesion: 1, evento: 'Carrera sprint' });
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const decided = await t.api.request
      .put(`/api/reportes/${report.id}/resolve`)
      .set(bearer(l.admin.token))
      .send({ aprobado: true, explicacion: 'Cortó la chicana.', sancion: { tipo: 'tiempo', segundos: 5, evento: 'Vuelta rápida' } });
    expect(decided.status, JSON.stringify(decided.body)).to.equal(200);
    expect(decided.body.data.sancion).to.include({ sesion: null, evento: 'Vuelta rápida' });
    // Nothing named: the main race; points off the total act on no event.
    await record({ tipo: 'posiciones', posiciones: 2 }).expect(201);
    await record({ tipo: 'puntos', puntos: 3, sesion: 1, evento: 'Pole sprint' }).expect(201);

    const log = await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/decisiones`);
    const named = log.body.decisiones.map((d: { sancion: { tipo: string; sesion: number | null; evento: string | null } }) => [d.sancion.tipo, d.sancion.sesion, d.sancion.evento]);
    expect(named).to.have.deep.members([
      ['descalificacion', 1, 'Carrera sprint'],
      ['tiempo', null, 'Vuelta rápida'],
      ['posiciones', null, null],
      ['puntos', null, null],
    ]);
  });

  it('refuses a session or event the round does not have with a Spanish 400 naming the field, and stores nothing', async () => {
    const unknown = await record({ tipo: 'descalificacion', sesion: 2, evento: 'Pole sprint' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.equal('El evento «Pole sprint» no existe en la sesión 2 de esta ronda.');
    expect(unknown.body.errors).to.deep.equal({ 'sancion.evento': 'El evento «Pole sprint» no existe en la sesión 2 de esta ronda.' });

    const third = await record({ tipo: 'tiempo', segundos: 5, sesion: 3 });
    expect(third.status).to.equal(400);
    expect(third.body.errors).to.deep.equal({ 'sancion.sesion': 'La sesión 3 no existe en la ronda 1: su formato tiene 2 sesiones.' });

    const nowhere = await record({ tipo: 'posiciones', posiciones: 1, evento: 'Remontada' });
    expect(nowhere.body.errors).to.deep.equal({ 'sancion.evento': 'El evento «Remontada» no existe en ninguna sesión de la ronda 1.' });

    const outOfRange = await record({ tipo: 'posiciones', posiciones: 1, sesion: 4 });
    expect(outOfRange.status).to.equal(400);
    expect(outOfRange.body.errors).to.have.property('sancion.sesion', 'La sesión puntuable debe ser 1, 2 o 3.');

    const report = await fileReport(t, l.ana.token, reportFields(l));
    const refused = await t.api.request
      .put(`/api/reportes/${report.id}/resolve`)
      .set(bearer(l.admin.token))
      .send({ aprobado: true, explicacion: 'Contacto.', sancion: { tipo: 'descalificacion', sesion: 1, evento: 'Vuelta rápida' } });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.equal({ 'sancion.evento': 'El evento «Vuelta rápida» no existe en la sesión 1 de esta ronda.' });

    expect(await count(t.context, 'penalties')).to.equal(0);
    expect(await count(t.context, 'report_decisions')).to.equal(0);
    expect((await t.context.knex('reports').where({ id: report.id }).first()).estado).to.equal('pendiente');
  });
});

describeWithFixtures('Standings apply a penalty to the scored event it names', () => {
  describeEachDatabase('one round from a real export', (kind) => {
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });

    type Row = { piloto: { custId: number }; puntos: number; rondas: Array<{ eventos: Array<{ evento: string; puntos: number; posicion: number | null }> }> };
    const rows = (body: { grupos: Array<{ filas: Row[] }> }) => body.grupos.flatMap((g) => g.filas);
    const eventPoints = (row: Row) => Object.fromEntries(row.rondas[0]!.eventos.map((e) => [e.evento, e.puntos]));

    it("a race disqualification takes the race's points and leaves the pole and fastest-lap points alone", async () => {
      clock.set('2022-06-19T21:30:00.000Z');
      const admin = await createUser(t.context, { rol: 'admin' });
      const { id } = await createChampionship(t, admin.token);
      const carrera = await addRace(t, admin.token, id, { fechaInicio: '2026-04-04' });
      await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(ONE_SESSION).expect(200);
      const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
      await t.context.container.get(RESULTS.ImportEventFile).execute(actor, { bytes: fixtureBytes('league-hosted-single-class.json'), carreraId: carrera, sesion: 1 });
      const standings = async () => rows((await t.api.request.get(`/api/campeonatos/${id}/clasificacion?eventos=true`).set(bearer(admin.token)).expect(200)).body);

      const before = await standings();
      // The driver with the most points from pole and fastest lap besides the race, to see both kept.
      const target = [...before].sort((a, b) => eventPoints(b)['Pole']! + eventPoints(b)['Vuelta rápida']! - (eventPoints(a)['Pole']! + eventPoints(a)['Vuelta rápida']!) || b.puntos - a.puntos)[0]!;
      const kept = eventPoints(target);
      expect(kept['Carrera']).to.be.greaterThan(0);
      expect(kept['Pole']! + kept['Vuelta rápida']!).to.be.greaterThan(0);
      const runnerUp = before.find((r) => eventPoints(r)['Carrera'] === 18)!;

      const driver = await createUser(t.context, { nombre: 'Piloto', apellido: 'Sancionado' });
      await t.context.knex('users').where({ id: driver.id }).update({ iracingId: target.piloto.custId });
      await enrol(t, admin.token, id, driver.id);
      await t.api.request
        .post('/api/reportes/sanciones')
        .set(bearer(admin.token))
        .send({ campeonato: id, carrera, piloto: driver.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'descalificacion', sesion: 1, evento: 'Carrera' } })
        .expect(201);

      const after = await standings();
      const penalised = eventPoints(after.find((r) => r.piloto.custId === target.piloto.custId)!);
      expect(penalised).to.deep.equal({ ...kept, Carrera: 0 });
      if (kept['Carrera'] === 25) expect(eventPoints(after.find((r) => r.piloto.custId === runnerUp.piloto.custId)!)['Carrera']).to.equal(25);
    });
  });
});
