import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import { bootstrap } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { STANDINGS } from '../../../src/modules/standings/index.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes, rawFixture } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { addRace, enrol } from '../stewarding/stewarding-fixtures.js';

const ROUND_1 = 'league-hosted-single-class.json';
const ROUND_2 = 'official-single-class-weather.json';

type Row = StandingsAnswer['grupos'][number]['filas'][number];
const rows = (answer: StandingsAnswer): Row[] => answer.grupos.flatMap((g) => g.filas);
const rowOf = (answer: StandingsAnswer, custId: number) => rows(answer).find((r) => r.piloto.custId === custId);

/** The winner of an export's main race, read from the file. */
function winnerOf(file: string): number {
  const race = rawFixture(file).session_results.find((s: { simsession_type: number; simsession_number: number }) => s.simsession_type === 6 && s.simsession_number === 0);
  return race.results.find((r: { finish_position: number }) => r.finish_position === 0).cust_id;
}

/**
 * GET /api/campeonatos/{id}/clasificacion keeps its computed answer until a write changes what it is
 * computed from; the version lives in the database, so every app server sees the same writes.
 */
describeWithFixtures('Standings kept between calls (docs/adr/0014)', () => {
  describeEachDatabase('the stored version', (kind) => {
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });

    async function season() {
      clock.set('2024-05-01T11:00:00.000Z');
      const admin = await createUser(t.context, { rol: 'admin' });
      const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
      const { id } = await createChampionship(t, admin.token);
      const race1 = await addRace(t, admin.token, id, { fechaInicio: '2026-04-04' });
      const race2 = await addRace(t, admin.token, id, { fechaInicio: '2026-04-11' });
      await t.context.container.get(RESULTS.ImportEventFile).execute(actor, { bytes: fixtureBytes(ROUND_1), carreraId: race1, sesion: 1 });
      const visitor = async (query = '') => (await t.api.request.get(`/api/campeonatos/${id}/clasificacion${query}`)).body as StandingsAnswer;
      const asAdmin = async () => (await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token))).body as StandingsAnswer;
      return { admin, actor, id, race1, race2, visitor, asAdmin };
    }

    it('keeps the answer while nothing it reads is written, even when a table it does not watch changes', async () => {
      const { actor, id, visitor } = await season();
      const winner = winnerOf(ROUND_1);
      const first = await visitor();
      // A row changed behind the application's back, in a table no trigger watches: the kept answer stays.
      await t.context.knex('result_entries').where({ custId: winner }).update({ displayName: 'Nombre Cambiado' });
      expect(await visitor()).to.deep.equal(first);
      // Any watched write (here a race renamed) makes the next call compute again and see it.
      await t.context.knex('races').where({ campeonatoId: id }).update({ circuito: 'Autódromo de Monterrey' });
      expect(rowOf(await visitor(), winner)!.piloto.nombreIracing).to.equal('Nombre Cambiado');

      // The championship deleted: 404, not the kept answer.
      await t.context.container.get(CHAMPIONSHIPS.DeleteChampionship).execute(actor, id);
      expect((await t.api.request.get(`/api/campeonatos/${id}/clasificacion`)).status).to.equal(404);
    });

    it('computes again after an import, a deleted event, a penalty, a new configuration, an iRacing id, a name and a race moved', async () => {
      const { admin, actor, id, race1, race2, visitor } = await season();
      const container = t.context.container;
      const winner1 = winnerOf(ROUND_1);
      expect((await visitor()).hastaRonda).to.equal(1);

      // An import: round 2 counts.
      await container.get(RESULTS.ImportEventFile).execute(actor, { bytes: fixtureBytes(ROUND_2), carreraId: race2, sesion: 1 });
      expect((await visitor()).hastaRonda).to.equal(2);
      // Its deletion: it does not.
      await container.get(RESULTS.DeleteEvent).execute(actor, rawFixture(ROUND_2).subsession_id);
      expect((await visitor()).hastaRonda).to.equal(1);

      // A user takes the winner's iRacing id, then changes his name.
      const user = await createUser(t.context, { nombre: 'Tobías', apellido: 'Seck' });
      await t.context.knex('users').where({ id: user.id }).update({ iracingId: winner1 });
      expect(rowOf(await visitor(), winner1)!.piloto.usuario).to.include({ id: user.id, nombre: 'Tobías' });
      await t.context.knex('users').where({ id: user.id }).update({ nombre: 'Tobi' });
      expect(rowOf(await visitor(), winner1)!.piloto.usuario).to.include({ nombre: 'Tobi' });

      // A penalty.
      await enrol(t, admin.token, id, user.id);
      await container.get(STEWARDING.RecordPenalty).execute(actor, { campeonato: id, carrera: race1, piloto: user.id, explicacion: 'Contacto evitable.', sancion: { tipo: 'puntos', puntos: 4 } });
      expect(rowOf(await visitor(), winner1)).to.deep.include({ puntos: 21, deducciones: 4 });

      // A new configuration: MotoGP gives the winner 25 too, so the second place tells (20, not 18).
      const second = rows(await visitor()).find((r) => r.posicion === 2)!;
      expect(second.puntos).to.equal(18);
      const put = await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(scoringPreset('motogp'));
      expect(put.status).to.equal(200);
      expect(rowOf(await visitor(), second.piloto.custId)!.puntos).to.equal(20);

      // Race 1 moved after race 2: its results are round 2's now.
      expect((await visitor()).rondas).to.deep.equal([{ ronda: 1, carreraId: race1 }]);
      await container.get(CHAMPIONSHIPS.UpdateRace).execute(actor, race1, { fields: { fechaInicio: '2026-04-18' } });
      expect((await visitor()).rondas).to.deep.equal([{ ronda: 2, carreraId: race1 }]);
    });

    it("never gives visitors an admin's answer with unpublished results, and publishes on time", async () => {
      const { actor, race2, visitor, asAdmin } = await season();
      // Round 2's event is published an hour after it ends.
      const end = Date.parse(rawFixture(ROUND_2).end_time);
      await t.context.container.get(RESULTS.ImportEventFile).execute(actor, { bytes: fixtureBytes(ROUND_2), carreraId: race2, sesion: 1 });
      clock.set(new Date(end + 30 * 60_000));
      expect((await asAdmin()).hastaRonda).to.equal(2);
      expect((await visitor()).hastaRonda).to.equal(1);
      expect((await asAdmin()).hastaRonda).to.equal(2);
      clock.set(new Date(end + 61 * 60_000));
      expect((await visitor()).hastaRonda).to.equal(2);
    });

    it('another app server on the same database sees a write made through this one', async () => {
      const { admin, id, race2, visitor } = await season();
      const other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock });
      try {
        const standings = other.container.get(STANDINGS.GetStandings);
        expect((await standings.execute(null, id, {})).hastaRonda).to.equal(1);
        expect((await visitor()).hastaRonda).to.equal(1);
        // The import goes through this server's API.
        const res = await t.api.request
          .post('/api/events/import-file')
          .set(bearer(admin.token))
          .field('carreraId', race2)
          .field('sesion', '1')
          .attach('eventfile', fixtureBytes(ROUND_2), ROUND_2);
        expect(res.status).to.equal(201);
        expect((await standings.execute(null, id, {})).hastaRonda).to.equal(2);
        expect(JSON.parse((await standings.json(null, id, {})).json)).to.deep.equal(await visitor());
      } finally {
        await other.close();
      }
    });
  });
});
