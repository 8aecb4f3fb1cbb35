import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes } from '../../support/iracing-exports.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, league } from '../stewarding/stewarding-fixtures.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };

describeWithFixtures('Race sign-outs and no-shows from a real export', () => {
  describeEachDatabase('API', (kind) => {
    const clock = new ManualClock(new Date(BEFORE_RACE));
    const t = useTestApi(kind, { clock });
    beforeEach(() => clock.set(BEFORE_RACE));

    it('signs out before the start (and not after), skips the reminder, and shows the admin who raced, who signed out and who did not show', async () => {
      const l = await league(t);
      const caro = await createUser(t.context, { nombre: 'Caro', apellido: 'Sol' });
      await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(l.admin.token)).send({ campeonatoId: l.campeonatoId, usuarioId: caro.id });
      // Ana is Dave N of the league's 2021 export; Caro is nobody in it.
      await t.context.knex('users').where({ id: l.ana.id }).update({ iracingId: 357237 });
      await t.context.knex('users').where({ id: caro.id }).update({ iracingId: 1 });

      const out = await t.api.request.post(`/api/carreras/${l.carreraId}/baja`).set(bearer(l.beto.token));
      expect([out.status, out.body.baja]).to.deep.equal([201, true]);
      expect((await t.api.request.post(`/api/carreras/${l.carreraId}/baja`).set(bearer(l.beto.token))).body.code).to.equal('ALREADY_SIGNED_OUT');
      expect((await t.api.request.get(`/api/carreras/${l.carreraId}/baja`).set(bearer(l.beto.token))).body).to.deep.equal({ carreraId: l.carreraId, inscrito: true, baja: true, modificable: true });
      expect((await t.api.request.post(`/api/carreras/${l.carreraId}/baja`).set(bearer(caro.token))).status).to.equal(201);
      expect((await t.api.request.delete(`/api/carreras/${l.carreraId}/baja`).set(bearer(caro.token))).body.baja).to.equal(false);

      // The reminder goes to the entered drivers who did not sign out.
      const [race] = await t.context.container.get(CHAMPIONSHIPS.Digest).openRacesBetween('2026-04-01', '2026-04-10');
      expect(new Set(race!.entrantIds)).to.deep.equal(new Set([l.ana.id, caro.id]));

      clock.set(AFTER_RACE);
      const late = await t.api.request.delete(`/api/carreras/${l.carreraId}/baja`).set(bearer(l.beto.token));
      expect([late.status, late.body.code, late.body.errors]).to.deep.equal([409, 'RACE_STARTED', { carreraId: 'La carrera ya empezó' }]);
      expect((await t.api.request.post(`/api/carreras/${l.carreraId}/baja`).set(bearer(caro.token))).status).to.equal(409);
      expect(await t.context.knex('race_sign_outs').where({ carreraId: l.carreraId }).select('userId')).to.deep.equal([{ userId: l.beto.id }]);

      const before = await t.api.request.get(`/api/carreras/${l.carreraId}/asistencia`).set(bearer(l.admin.token));
      expect(before.body.conResultados).to.equal(false);
      await t.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: fixtureBytes('league-2021-export-multiclass.json'), carreraId: l.carreraId, sesion: 1 });
      const after = await t.api.request.get(`/api/carreras/${l.carreraId}/asistencia`).set(bearer(l.admin.token));
      expect(after.status).to.equal(200);
      expect(after.body.conResultados).to.equal(true);
      const state = new Map(after.body.data.map((d: { usuarioId: string; estado: string; ausencias: number }) => [d.usuarioId, [d.estado, d.ausencias]]));
      expect([state.get(l.ana.id), state.get(l.beto.id), state.get(caro.id)]).to.deep.equal([
        ['corrio', 0],
        ['baja', 0],
        ['ausente', 1],
      ]);
      expect((await t.api.request.get(`/api/carreras/${l.carreraId}/asistencia`).set(bearer(l.ana.token))).status).to.equal(403);
    });
  });
});
