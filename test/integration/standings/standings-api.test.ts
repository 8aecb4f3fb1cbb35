import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes, rawFixture } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { addRace, enrol } from '../stewarding/stewarding-fixtures.js';

const ROUND_1 = 'league-hosted-single-class.json';
const ROUND_2 = 'official-single-class-weather.json';
const F1 = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/**
 * The F1 preset worked out from an export by hand: the main race, points by place within the car class,
 * only for drivers with 75 % of their class leader's laps; a non-scorer keeps his place.
 */
function f1Points(file: string): Map<number, { points: number; carClassId: number }> {
  const data = rawFixture(file);
  const session = (data.data ?? data).session_results.find((s: { simsession_type: number; simsession_number: number }) => s.simsession_type === 6 && s.simsession_number === 0);
  const rows = session.results as Array<{ cust_id: number; car_class_id: number; finish_position_in_class: number; laps_complete: number }>;
  const leaderLaps = new Map<number, number>();
  for (const r of rows) leaderLaps.set(r.car_class_id, Math.max(leaderLaps.get(r.car_class_id) ?? 0, r.laps_complete));
  return new Map(
    rows.map((r) => [r.cust_id, { carClassId: r.car_class_id, points: r.laps_complete >= 0.75 * leaderLaps.get(r.car_class_id)! ? (F1[r.finish_position_in_class] ?? 0) : 0 }]),
  );
}

describeWithFixtures('Standings from real exports: GET /api/campeonatos/{id}/clasificacion and parrilla standings show', () => {
  describeEachDatabase('a two-round season', (kind) => {
    // Between the end of round 1's event (2022-06-19 21:04 UTC) and its publication an hour later.
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });

    async function season() {
      clock.set('2022-06-19T21:30:00.000Z');
      const admin = await createUser(t.context, { rol: 'admin' });
      const { id } = await createChampionship(t, admin.token);
      const race1 = await addRace(t, admin.token, id, { fechaInicio: '2026-04-04' });
      const race2 = await addRace(t, admin.token, id, { fechaInicio: '2026-04-11' });
      const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
      const importer = t.context.container.get(RESULTS.ImportEventFile);
      // Imported in the other order than the calendar: rounds follow the calendar.
      await importer.execute(actor, { bytes: fixtureBytes(ROUND_2), carreraId: race2, sesion: 1 });
      await importer.execute(actor, { bytes: fixtureBytes(ROUND_1), carreraId: race1, sesion: 1 });
      return { admin, actor, id, race1, race2 };
    }

    it('scores every driver of both rounds as the F1 preset says, shows published results only to visitors, and matches site users by iRacing id', async () => {
      const { admin, id, race1, race2 } = await season();
      const round1 = f1Points(ROUND_1);
      const round2 = f1Points(ROUND_2);
      const [winner1] = [...round1].find(([, v]) => v.points === 25)!;

      const tobias = await createUser(t.context, { nombre: 'Tobías', apellido: 'Seck' });
      await t.context.knex('users').where({ id: tobias.id }).update({ iracingId: winner1 });

      const visitor = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      expect(visitor.status).to.equal(200);
      expect(visitor.body).to.deep.include({ campeonatoId: id, hastaRonda: null, grupos: [] });

      const res = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token));
      expect(res.status).to.equal(200);
      expect(res.body.rondas).to.deep.equal([{ ronda: 1, carreraId: race1 }, { ronda: 2, carreraId: race2 }]);
      expect(res.body.hastaRonda).to.equal(2);
      // One group per car class, each driver's points as worked out from the files.
      const scored = new Map<number, number>();
      for (const group of res.body.grupos) for (const row of group.filas) scored.set(row.piloto.custId, row.puntos);
      const expected = new Map<number, number>();
      for (const [custId, v] of [...round1, ...round2]) expected.set(custId, (expected.get(custId) ?? 0) + v.points);
      expect(Object.fromEntries(scored)).to.deep.equal(Object.fromEntries(expected));
      const group1 = res.body.grupos.find((g: { filas: Array<{ piloto: { custId: number } }> }) => g.filas.some((r) => r.piloto.custId === winner1));
      expect(group1.filas[0]).to.deep.include({ posicion: 1, puntos: 25, diferencia: 0, victorias: 1, deducciones: 0 });
      // The site user as public pages name him: his name and his username.
      const { username } = await t.context.knex('users').where({ id: tobias.id }).first('username');
      expect(username).to.be.a('string').and.not.equal('');
      expect(group1.filas[0].piloto).to.deep.equal({ usuario: { id: tobias.id, nombre: 'Tobías', apellido: 'Seck', username }, custId: winner1, nombreIracing: 'Tobias Seck' });
      expect(group1.filas[1]).to.deep.include({ posicion: 2, puntos: 18, diferencia: 7 });

      // An hour after round 1's event ended, the public sees it; round 2 (2024) is not over yet.
      clock.set('2022-06-19T22:05:00.000Z');
      const later = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      expect(later.body.hastaRonda).to.equal(1);
      expect(later.body.grupos).to.have.length(1);
      expect(later.body.grupos[0].filas[0].puntos).to.equal(25);
      clock.set('2024-05-01T11:00:00.000Z');
      const all = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      expect(all.body).to.deep.equal(res.body);

      const afterOne = await t.api.request.get(`/api/campeonatos/${id}/clasificacion?hastaRonda=1`);
      expect(afterOne.body.hastaRonda).to.equal(1);
      expect(afterOne.body.grupos.flatMap((g: { filas: unknown[] }) => g.filas)).to.have.length(round1.size);
      const oneClass = await t.api.request.get(`/api/campeonatos/${id}/clasificacion?clase=${encodeURIComponent(group1.grupo)}&eventos=true`);
      expect(oneClass.body.grupos.map((g: { grupo: string }) => g.grupo)).to.deep.equal([group1.grupo]);
      expect(oneClass.body.grupos[0].filas[0].rondas[0].eventos).to.deep.equal([{ sesion: 1, evento: 'Carrera', puntos: 25, posicion: 1 }]);
      expect(res.body.grupos[0].filas[0].rondas[0]).not.to.have.property('eventos');
      const bad = await t.api.request.get(`/api/campeonatos/${id}/clasificacion?hastaRonda=cero`);
      expect(bad.status).to.equal(400);
      expect(bad.body.errors).to.have.property('hastaRonda', 'La ronda debe ser un número entero');
      const missing = await t.api.request.get('/api/campeonatos/no-existe/clasificacion');
      expect(missing.status).to.equal(404);
      expect(missing.body.message).to.equal('Campeonato no encontrado');

      // Once he withdraws his full name (the privacy notice's voluntary purpose), the public table names him 'Tobías S.', iRacing's name too.
      await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(tobias.token)).send({ nombreCompleto: false }).expect(200);
      const withdrawn = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      const line = withdrawn.body.grupos.flatMap((g: { filas: Array<{ piloto: { custId: number } }> }) => g.filas).find((r: { piloto: { custId: number } }) => r.piloto.custId === winner1);
      expect(line.piloto).to.deep.equal({ usuario: { id: tobias.id, nombre: 'Tobías', apellido: 'S.', username }, custId: winner1, nombreIracing: 'Tobías S.' });
      expect(JSON.stringify(withdrawn.body)).not.to.include('Seck');
    });

    it("takes the stewards' points penalty off the driver holding that iRacing id, shown apart", async () => {
      const { admin, actor, id, race1 } = await season();
      clock.set('2024-05-01T11:00:00.000Z');
      const [winner1] = [...f1Points(ROUND_1)].find(([, v]) => v.points === 25)!;
      const tobias = await createUser(t.context, { nombre: 'Tobías', apellido: 'Seck' });
      await t.context.knex('users').where({ id: tobias.id }).update({ iracingId: winner1 });
      await enrol(t, admin.token, id, tobias.id);
      await t.context.container.get(STEWARDING.RecordPenalty).execute(actor, { campeonato: id, carrera: race1, piloto: tobias.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'puntos', puntos: 5 } });

      // A driver in no result of the round (he did not take the start) is listed for his deduction.
      const absent = await createUser(t.context, { nombre: 'Óscar', apellido: 'Ausente' });
      await t.context.knex('users').where({ id: absent.id }).update({ iracingId: 9_999_001 });
      await enrol(t, admin.token, id, absent.id);
      await t.context.container.get(STEWARDING.RecordPenalty).execute(actor, { campeonato: id, carrera: race1, piloto: absent.id, explicacion: 'No se presentó.', sancion: { tipo: 'puntos', puntos: 3 } });

      const res = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      const rows = res.body.grupos.flatMap((g: { filas: Array<{ piloto: { custId: number } }> }) => g.filas);
      const row = rows.find((r: { piloto: { custId: number } }) => r.piloto.custId === winner1);
      expect(row).to.deep.include({ puntos: 20, deducciones: 5, posicion: 1 });
      const round1Group = res.body.grupos.find((g: { filas: Array<{ piloto: { custId: number } }> }) => g.filas.some((r) => r.piloto.custId === winner1));
      const last = round1Group.filas.at(-1);
      expect(last).to.deep.include({ posicion: round1Group.filas.length, puntos: -3, deducciones: 3 });
      expect(last.piloto).to.deep.include({ custId: 9_999_001, nombreIracing: 'Óscar Ausente' });
      expect(last.piloto.usuario).to.include({ id: absent.id, nombre: 'Óscar', apellido: 'Ausente' });

      // The CLI's JSON is the API's answer to an admin; its CSV has a line per driver.
      const env = cliEnv(t.context.config.dataDir, kind);
      const json = await parrilla(['standings', 'show', id, '--json'], env);
      expect(json.code, json.stderr).to.equal(0);
      const asAdmin = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token));
      expect(JSON.parse(json.stdout)).to.deep.equal(asAdmin.body);
      const csv = await parrilla(['standings', 'show', id, '--csv', '--hasta-ronda', '1'], env);
      expect(csv.code, csv.stderr).to.equal(0);
      const lines = csv.stdout.trim().split('\n');
      expect(lines[0]).to.equal('Grupo,Posición,Piloto,ID de iRacing,Equipo,Puntos,Diferencia,Victorias,Podios,Poles,Vueltas rápidas,Deducciones,R1');
      expect(lines).to.have.length(1 + f1Points(ROUND_1).size + 1);
      // Deductions come off the total, not off the round: R1 keeps his 25.
      expect(lines[1]).to.match(new RegExp(`^[^,]*,1,Tobías Seck,${winner1},,20,0,1,1,\\d+,\\d+,5,25$`));
      const table = await parrilla(['standings', 'show', id], env);
      expect(table.stdout).to.include('Después de la ronda 2').and.include('Tobías Seck');
    });
  });
});
