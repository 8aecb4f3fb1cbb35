import { expect } from 'chai';
import { formatLapTime, TRACK_RECORD_MSG } from '../../../src/contracts/track-records.contract.js';
import type { TrackRecordSuggestionView } from '../../../src/contracts/track-records.views.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes, rawFixture } from '../../support/iracing-exports.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const HOCKENHEIM = 'league-hosted-single-class.json';
const BARCELONA = 'official-single-class-weather.json';

interface Lap {
  custId: number;
  car: string;
  ms: number;
}

/** Each driver's best lap per car in the qualifying and race sessions of an export, read here independently of the product. */
function bestLaps(file: string): { circuit: string; day: string; subsessionId: number; laps: Lap[] } {
  const data = rawFixture(file);
  const best = new Map<string, Lap>();
  for (const session of data.session_results) {
    if (![4, 5, 6].includes(session.simsession_type)) continue;
    for (const r of session.results) {
      if (!(r.best_lap_time > 0)) continue;
      const lap = { custId: r.cust_id, car: r.car_name, ms: Math.round(r.best_lap_time / 10) };
      const key = `${lap.custId}|${lap.car}`;
      if (!best.has(key) || best.get(key)!.ms > lap.ms) best.set(key, lap);
    }
  }
  const config = data.track.config_name && data.track.config_name !== 'N/A' ? ` - ${data.track.config_name}` : '';
  return { circuit: `${data.track.track_name}${config}`, day: data.start_time.slice(0, 10), subsessionId: data.subsession_id, laps: [...best.values()] };
}

/** The fastest of these drivers in that car. */
const fastest = (laps: Lap[], car: string, custIds: number[]) => laps.filter((l) => l.car === car && custIds.includes(l.custId)).sort((a, b) => a.ms - b.ms)[0]!;

describeWithFixtures('Track records suggested from imported results (real exports)', () => {
  describeEachDatabase('suggestions', (kind) => {
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });

    async function imported() {
      clock.set('2026-06-01T18:00:00.000Z');
      const boss = await createUser(t.context, { rol: 'admin', nombre: 'Ada', apellido: 'Admin' });
      const actor = { id: boss.id, rol: 'admin' as const, suspendido: false };
      const importer = t.context.container.get(RESULTS.ImportEventFile);
      await importer.execute(actor, { bytes: fixtureBytes(HOCKENHEIM) });
      await importer.execute(actor, { bytes: fixtureBytes(BARCELONA) });
      const hock = bestLaps(HOCKENHEIM);
      const barc = bestLaps(BARCELONA);
      // Site users whose iRacing id matches drivers of both events; the other drivers hold no account.
      const match = async (custId: number, nombre: string) => {
        const user = await createUser(t.context, { nombre, apellido: 'Piloto' });
        await t.context.knex('users').where({ id: user.id }).update({ iracingId: custId });
        return { ...user, custId };
      };
      const tobias = await match(487764, 'Tobías'); // BMW M4 GT3 at Hockenheim
      const corey = await match(529881, 'Corey'); // Mercedes-AMG GT3 2020 at Hockenheim
      const sebastian = await match(841401, 'Sebastián'); // Super Formula Toyota at Barcelona
      const sam = await match(705245, 'Sam'); // Super Formula Toyota at Barcelona
      return { boss, hock, barc, tobias, corey, sebastian, sam };
    }

    const suggestions = async (token: string) => {
      const res = await t.api.request.get('/api/track-records/sugerencias').set(bearer(token));
      expect(res.status).to.equal(200);
      return res.body.data as TrackRecordSuggestionView[];
    };

    it('offers, for each circuit and car, the matched drivers’ fastest lap that beats the stored record or where none is stored', async () => {
      const { boss, hock, barc, tobias, corey, sebastian, sam } = await imported();
      const bmw = fastest(hock.laps, 'BMW M4 GT3', [tobias.custId]);
      const mercedes = fastest(hock.laps, 'Mercedes-AMG GT3 2020', [corey.custId]);
      const toyota = fastest(barc.laps, 'Super Formula SF23 - Toyota', [sebastian.custId, sam.custId]);
      // A stored Mercedes record faster than Corey's lap: nothing to offer there. A slower BMW one: Tobías beats it.
      const post = (fields: Record<string, string>) => t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ user: boss.id, recordDate: '2021-01-01', ...fields }).expect(201);
      await post({ circuit: hock.circuit.toUpperCase(), car: 'Mercedes-AMG GT3 2020', lapTime: formatLapTime(mercedes.ms - 1) });
      const slower = (await post({ circuit: hock.circuit, car: 'BMW M4 GT3', lapTime: formatLapTime(bmw.ms + 250) })).body.data;

      const list = await suggestions(boss.token);
      expect(list.map((s) => `${s.circuit}|${s.car}|${s.lapTimeMs}|${s.custId}`)).to.deep.equal([
        `${barc.circuit}|Super Formula SF23 - Toyota|${toyota.ms}|${toyota.custId}`,
        `${hock.circuit}|BMW M4 GT3|${bmw.ms}|${tobias.custId}`,
      ]);
      const [sf, bmwSuggestion] = list;
      expect(bmwSuggestion).to.deep.include({ lapTime: formatLapTime(bmw.ms), recordDate: hock.day, subsessionId: hock.subsessionId, nombreIracing: 'Tobias Seck' });
      expect(bmwSuggestion!.user).to.deep.equal({ id: tobias.id, nombre: 'Tobías', apellido: 'Piloto' });
      expect(bmwSuggestion!.actual).to.deep.equal({ id: slower.id, lapTime: formatLapTime(bmw.ms + 250), lapTimeMs: bmw.ms + 250, holder: 'Ada Admin' });
      expect(sf!.actual).to.equal(null);
    });

    it('accepting one updates the standing record in one step (or creates one), and it is no longer offered', async () => {
      const { boss, hock, barc, tobias, sebastian, sam } = await imported();
      const bmw = fastest(hock.laps, 'BMW M4 GT3', [tobias.custId]);
      const toyota = fastest(barc.laps, 'Super Formula SF23 - Toyota', [sebastian.custId, sam.custId]);
      const stored = (
        await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ user: boss.id, circuit: hock.circuit, car: 'BMW M4 GT3', lapTime: formatLapTime(bmw.ms + 250), recordDate: '2021-01-01' })
      ).body.data;
      const before = await suggestions(boss.token);
      const bmwId = before.find((s) => s.car === 'BMW M4 GT3')!.id;

      const accepted = await t.api.request.post(`/api/track-records/sugerencias/${bmwId}/aceptar`).set(bearer(boss.token));
      expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
      expect(accepted.body.message).to.equal(TRACK_RECORD_MSG.accepted);
      expect(accepted.body.data).to.deep.include({ id: stored.id, circuit: hock.circuit, car: 'BMW M4 GT3', lapTimeMs: bmw.ms, recordDate: hock.day, origen: 'resultados', subsessionId: hock.subsessionId });
      expect(accepted.body.data.user.id).to.equal(tobias.id);
      const toyotaId = before.find((s) => s.car === 'Super Formula SF23 - Toyota')!.id;
      const created = await t.api.request.post(`/api/track-records/sugerencias/${toyotaId}/aceptar`).set(bearer(boss.token));
      expect(created.status).to.equal(200);
      expect(created.body.data).to.deep.include({ circuit: barc.circuit, lapTimeMs: toyota.ms, recordDate: barc.day, origen: 'resultados' });

      // Only Corey's Mercedes lap, never accepted, is still offered.
      expect((await suggestions(boss.token)).map((s) => s.car)).to.deep.equal(['Mercedes-AMG GT3 2020']);
      const records = (await t.api.request.get('/api/track-records/allrecords')).body.data as Array<{ lapTimeMs: number }>;
      expect(records.map((r) => r.lapTimeMs).sort()).to.deep.equal([bmw.ms, toyota.ms].sort());
      // Accepting again: no longer offered, 404 in Spanish, nothing changes.
      const again = await t.api.request.post(`/api/track-records/sugerencias/${bmwId}/aceptar`).set(bearer(boss.token));
      expect(again.status).to.equal(404);
      expect(again.body.message).to.equal(TRACK_RECORD_MSG.suggestionGone);
      expect(Number((await t.context.knex('track_records').count({ n: '*' }))[0]!.n)).to.equal(2);
    });

    it('dismissing one hides it for good and offers the next fastest matched lap of that circuit and car', async () => {
      const { boss, barc, sebastian, sam } = await imported();
      const first = fastest(barc.laps, 'Super Formula SF23 - Toyota', [sebastian.custId, sam.custId]);
      const second = fastest(barc.laps, 'Super Formula SF23 - Toyota', [sebastian.custId, sam.custId].filter((id) => id !== first.custId));
      const offered = (await suggestions(boss.token)).find((s) => s.car === 'Super Formula SF23 - Toyota')!;
      expect(offered.custId).to.equal(first.custId);
      const dismissed = await t.api.request.post(`/api/track-records/sugerencias/${offered.id}/descartar`).set(bearer(boss.token));
      expect(dismissed.status).to.equal(200);
      expect(dismissed.body.message).to.equal(TRACK_RECORD_MSG.dismissed);
      const next = (await suggestions(boss.token)).find((s) => s.car === 'Super Formula SF23 - Toyota')!;
      expect([next.custId, next.lapTimeMs]).to.deep.equal([second.custId, second.ms]);
      expect(await t.context.knex('track_records').count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(0);
      expect((await t.api.request.post(`/api/track-records/sugerencias/${offered.id}/aceptar`).set(bearer(boss.token))).status).to.equal(404);
    });

    it('parrilla records suggest prints the same suggestions as JSON with --json, and a table by default', async function () {
      this.timeout(120_000);
      const { boss } = await imported();
      const api = await suggestions(boss.token);
      const env = cliEnv(t.context.config.dataDir, kind);
      const json = await parrilla(['records', 'suggest', '--json'], env);
      expect(json.code, json.stderr).to.equal(0);
      expect(JSON.parse(json.stdout)).to.deep.equal(api);
      const table = await parrilla(['records', 'suggest'], env);
      expect(table.code, table.stderr).to.equal(0);
      for (const s of api) expect(table.stdout).to.include(s.lapTime).and.include(s.car).and.include(`${s.user.nombre} ${s.user.apellido}`);
      expect(table.stdout).to.include('circuito').and.include('récord actual');
    });
  });
});
