import { expect } from 'chai';
import type { TrackRecordSuggestionView } from '../../../src/contracts/track-records.views.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { TRACK_RECORDS, type ImportedLap } from '../../../src/modules/track-records/index.js';
import { keptLap } from '../../../src/modules/track-records/application/keep-imported-laps.js';
import { suggestRecords, suggestionId } from '../../../src/modules/track-records/domain/suggestions.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes, rawFixture } from '../../support/iracing-exports.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const HOCKENHEIM = 'league-hosted-single-class.json';
const BARCELONA = 'official-single-class-weather.json';
/** Drivers of the two exports: Tobías (BMW M4 GT3 at Hockenheim) and Sebastián (Super Formula at Barcelona). */
const TOBIAS = 487764;
const SEBASTIAN = 841401;

/** A copy of a real export as another event: another subsession id, start and (when given) track name. */
function copyOf(file: string, changes: { subsessionId: number; start: string; trackName?: string }): string {
  let text = fixtureBytes(file).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = JSON.parse(text);
  const root = parsed.type === 'event_result' ? parsed.data : parsed;
  root.subsession_id = changes.subsessionId;
  root.start_time = changes.start;
  root.end_time = new Date(Date.parse(changes.start) + 2 * 3_600_000).toISOString();
  if (changes.trackName) root.track.track_name = changes.trackName;
  return JSON.stringify(parsed);
}

describeWithFixtures('Track-record suggestions kept as results are imported and deleted (real exports)', () => {
  describeEachDatabase('kept suggestions', (kind) => {
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });

    async function setUp() {
      clock.set('2026-06-01T18:00:00.000Z');
      const boss = await createUser(t.context, { rol: 'admin', nombre: 'Ada', apellido: 'Admin' });
      const actor = { id: boss.id, rol: 'admin' as const, suspendido: false };
      const importer = t.context.container.get(RESULTS.ImportEventFile);
      const match = async (custId: number, nombre: string) => {
        const user = await createUser(t.context, { nombre, apellido: 'Piloto' });
        await t.context.knex('users').where({ id: user.id }).update({ iracingId: custId });
        return user;
      };
      const suggestions = async () => {
        const res = await t.api.request.get('/api/track-records/sugerencias').set(bearer(boss.token));
        expect(res.status).to.equal(200);
        return res.body.data as TrackRecordSuggestionView[];
      };
      return { boss, actor, importer, match, suggestions, importFile: (bytes: Buffer | string) => importer.execute(actor, { bytes }) };
    }

    /** The statements the database ran while `work` ran. */
    async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
      const seen: string[] = [];
      const listen = (q: { sql: string }) => seen.push(q.sql);
      t.context.knex.on('query', listen);
      try {
        await work();
      } finally {
        t.context.knex.off('query', listen);
      }
      return seen;
    }

    it('a read of the suggestions reads no result row, and an event imported after it is offered at once', async () => {
      const s = await setUp();
      await s.importFile(fixtureBytes(HOCKENHEIM));
      await s.match(TOBIAS, 'Tobías');
      await s.match(SEBASTIAN, 'Sebastián');
      let first: TrackRecordSuggestionView[] = [];
      const read = await statementsOf(async () => {
        first = await s.suggestions();
      });
      expect(first.map((x) => x.custId)).to.deep.equal([TOBIAS]);
      expect(read.filter((sql) => /result_(entries|events|phases)/.test(sql)), 'statements on the results').to.deep.equal([]);
      await s.importFile(fixtureBytes(BARCELONA));
      expect((await s.suggestions()).map((x) => x.custId)).to.have.members([TOBIAS, SEBASTIAN]);
    });

    it('deleting an event takes its suggestion away at once, and a driver matched later is offered from then on', async () => {
      const s = await setUp();
      const { event } = await s.importFile(fixtureBytes(BARCELONA));
      await s.importFile(fixtureBytes(HOCKENHEIM));
      await s.match(TOBIAS, 'Tobías');
      expect((await s.suggestions()).map((x) => x.custId)).to.deep.equal([TOBIAS]);
      const sebastian = await s.match(SEBASTIAN, 'Sebastián');
      const offered = (await s.suggestions()).find((x) => x.custId === SEBASTIAN)!;
      expect(offered.user.id).to.equal(sebastian.id);
      await t.context.container.get(RESULTS.DeleteEvent).execute(s.actor, event.id);
      expect((await s.suggestions()).map((x) => x.custId)).to.deep.equal([TOBIAS]);
      expect((await t.api.request.post(`/api/track-records/sugerencias/${offered.id}/aceptar`).set(bearer(s.boss.token))).status).to.equal(404);
    });

    it('a dismissed lap stays dismissed when its event is imported again; accepting the next one stores it', async () => {
      const s = await setUp();
      await s.importFile(fixtureBytes(HOCKENHEIM));
      await s.match(TOBIAS, 'Tobías');
      const [offered] = await s.suggestions();
      expect((await t.api.request.post(`/api/track-records/sugerencias/${offered!.id}/descartar`).set(bearer(s.boss.token))).status).to.equal(200);
      await s.importFile(fixtureBytes(HOCKENHEIM));
      expect(await s.suggestions()).to.deep.equal([]);
      // The same laps in a later event: other suggestions, and accepting one stores his time.
      await s.importFile(copyOf(HOCKENHEIM, { subsessionId: 99_000_001, start: '2026-05-01T18:00:00Z' }));
      const [again] = await s.suggestions();
      expect([again!.custId, again!.lapTimeMs, again!.subsessionId]).to.deep.equal([TOBIAS, offered!.lapTimeMs, 99_000_001]);
      const accepted = await t.api.request.post(`/api/track-records/sugerencias/${again!.id}/aceptar`).set(bearer(s.boss.token));
      expect(accepted.status).to.equal(200);
      expect(accepted.body.data).to.deep.include({ circuit: offered!.circuit, car: offered!.car, lapTimeMs: offered!.lapTimeMs, subsessionId: 99_000_001, origen: 'resultados' });
      expect(await s.suggestions()).to.deep.equal([]);
    });

    it('a tie goes to the earlier event, the track named in another case counted as the same circuit', async () => {
      const s = await setUp();
      const original = rawFixture(HOCKENHEIM);
      await s.importFile(fixtureBytes(HOCKENHEIM));
      await s.match(TOBIAS, 'Tobías');
      const later = new Date(Date.parse(original.start_time) + 7 * 86_400_000).toISOString();
      const earlier = new Date(Date.parse(original.start_time) - 7 * 86_400_000).toISOString();
      const [base] = await s.suggestions();
      expect(base!.subsessionId).to.equal(original.subsession_id);
      const shouted = String(original.track.track_name).toUpperCase();
      await s.importFile(copyOf(HOCKENHEIM, { subsessionId: 99_000_002, start: later, trackName: shouted }));
      const offered = async () => (await s.suggestions()).map((x) => [x.circuit, x.subsessionId]);
      expect(await offered()).to.deep.equal([[base!.circuit, original.subsession_id]]);
      await s.importFile(copyOf(HOCKENHEIM, { subsessionId: 99_000_003, start: earlier, trackName: shouted }));
      expect(await offered()).to.deep.equal([[base!.circuit.replace(original.track.track_name, shouted), 99_000_003]]);
    });

    it('offers, among many laps with ties, dismissals and unmatched drivers, what the rule picks from all of them', async () => {
      const s = await setUp();
      // mulberry32: the same laps on every run.
      let seed = 20261215;
      const next = (n: number) => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) % n;
      };
      const tracks = ['Circuito Norte', 'circuito norte', 'Circuito Sur', 'Óvalo Central'];
      const cars = ['Auto A', 'auto a ', 'Auto B'];
      const all: ImportedLap[] = [];
      const keep = t.context.container.get(TRACK_RECORDS.KeepImportedLaps);
      for (let e = 0; e < 24; e += 1) {
        const eventId = `evento-${e}`;
        // Some events start at the same instant, so ties fall through to the customer id.
        const start = new Date(Date.UTC(2025, 0, 1 + next(10))).toISOString();
        const trackName = tracks[next(tracks.length)]!;
        const laps: ImportedLap[] = [];
        for (let custId = 1; custId <= 10; custId += 1) {
          if (next(3) === 0) continue;
          laps.push({ eventId, subsessionId: 5000 + e, sessionName: `Fecha ${e}`, trackName, trackConfig: next(2) ? 'Completo' : null, startTime: start, custId, displayName: `Piloto ${custId}`, carName: cars[next(cars.length)]!, bestLapTime: 90_000 + next(40) / 4 });
        }
        // The same driver in one car only once per event, as results hand them over.
        const once = [...new Map(laps.map((l) => [`${l.custId}|${l.carName}`, l])).values()];
        await keep.eventStored(eventId, once);
        all.push(...once);
      }
      const users = new Map<number, string>();
      for (let custId = 1; custId <= 7; custId += 1) users.set(custId, (await s.match(custId, `Piloto${custId}`)).id);
      const pick = (dismissed: Set<string>) =>
        suggestRecords(
          all.filter((l) => users.has(l.custId)).map((l) => ({ ...keptLap(l), userId: users.get(l.custId)! })),
          new Map(),
          dismissed,
        ).map((x) => [x.lap.circuit, x.lap.car, x.lap.lapTimeMs, x.lap.custId, x.lap.subsessionId]);
      const shown = async () => (await s.suggestions()).map((x) => [x.circuit, x.car, x.lapTimeMs, x.custId, x.subsessionId]);
      const first = pick(new Set());
      expect(first.length).to.be.greaterThan(4);
      expect(await shown()).to.deep.equal(first);
      // Dismiss every other one offered, twice over: each time the next lap of those circuits and cars.
      const dismissed = new Set<string>();
      for (let round = 0; round < 2; round += 1) {
        const offered = await s.suggestions();
        for (const [i, x] of offered.entries()) if (i % 2 === 0) dismissed.add(x.id);
        await t.context.knex('track_record_dismissals').insert([...dismissed].map((id) => ({ suggestionId: id, dismissedBy: s.boss.id, dismissedAt: '2026-06-01T18:00:00.000Z' }))).onConflict('suggestionId').ignore();
        expect(await shown(), `round ${round}`).to.deep.equal(pick(dismissed));
      }
      expect([...dismissed].every((id) => /^\d+-\d+-\d+$/.test(id) && all.some((l) => suggestionId(keptLap(l)) === id))).to.equal(true);
    });

    it('the migration that fills the kept laps from results imported before gives the rows the imports keep', async () => {
      const s = await setUp();
      await s.importFile(fixtureBytes(HOCKENHEIM));
      await s.importFile(fixtureBytes(BARCELONA));
      const kept = async () => (await t.context.knex('track_record_laps').select('*').orderBy(['eventId', 'custId', 'car'])).map(({ id: _id, ...row }) => row);
      const byImport = await kept();
      expect(byImport.length).to.be.greaterThan(10);
      await t.context.knex('track_record_laps').delete();
      const { up } = await import('../../../migrations/20261215000200_fill_track_record_laps.js');
      await up(t.context.knex);
      expect(await kept()).to.deep.equal(byImport);
    });
  });
});
