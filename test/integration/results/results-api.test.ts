import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { RESULTS_PRIVATE } from '../../../src/modules/results/results.private-tokens.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { rowsReadDuring } from '../../support/rows-read.js';
import { endedRace, fixtureBytes, fixturesPresent, needFixtures, rawFixture, resultFixtureNames, row } from '../../support/iracing-exports.js';
import { createRace } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const HOUR = 60 * 60 * 1000;

async function counts(context: AppContext) {
  const out: Record<string, number> = {};
  for (const table of ['result_events', 'result_phases', 'result_car_classes', 'result_entries']) {
    const [{ n }] = await context.knex(table).count({ n: '*' });
    out[table] = Number(n);
  }
  return out;
}

/** A small event that ended `endedAgoMs` before `now`, with invented names. */
function recentEvent(now: Date, endedAgoMs: number, subsessionId = 91000001) {
  return endedRace(
    now,
    endedAgoMs,
    [
      row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 900_0000, starting_position: 1 }),
      row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 10, incidents: 2, best_lap_time: 901_0000, interval: 5_0000, starting_position: 0 }),
    ],
    { subsession_id: subsessionId },
  );
}

const asFile = (value: unknown) => Buffer.from(JSON.stringify(value));

describeEachDatabase('Results API', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let admin: { token: string };
  let user: { token: string };

  beforeEach(async () => {
    clock.set(new Date());
    admin = await createUser(t.context, { rol: 'admin' });
    user = await createUser(t.context);
  });

  const upload = (bytes: Buffer, name = 'resultado.json', token = admin.token, fields: Record<string, string> = {}) => {
    const req = t.api.request.post('/api/events/import-file').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('eventfile', bytes, name);
  };

  describe('import', () => {
    it('imports every real export as an admin, and a re-import replaces instead of duplicating', async function () {
      needFixtures(this);
      for (const name of resultFixtureNames()) {
        const res = await upload(fixtureBytes(name), name);
        expect(res.status, `${name}: ${res.body.message}`).to.equal(201);
        expect(res.body).to.include({ message: 'Archivo JSON procesado y guardado correctamente', replaced: false });
        expect(res.body.event.subsession_id).to.equal(rawFixture(name).subsession_id);
      }
      const before = await counts(t.context);
      expect(before.result_events).to.equal(resultFixtureNames().length);
      const first = (await t.api.request.get('/api/events/46219719').set(bearer(admin.token))).body;

      const again = await upload(fixtureBytes('official-team-multiclass.json'), 'otra-vez.json');
      expect(again.status).to.equal(200);
      expect(again.body.replaced).to.equal(true);
      expect(again.body.event.id).to.equal(first.id);
      expect(await counts(t.context)).to.deep.equal(before);

      const list = await t.api.request.get('/api/events/list');
      expect(list.body.events.map((e: { subsession_id: number }) => e.subsession_id)).to.have.members(resultFixtureNames().map((n) => rawFixture(n).subsession_id));
      // Newest first.
      const dates = list.body.events.map((e: { event_date: string }) => e.event_date);
      expect(dates).to.deep.equal([...dates].sort().reverse());
    });

    it('reads the 2025 envelope with a byte-order mark and keeps the championship race link', async () => {
      const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), asFile({ type: 'event_result', data: recentEvent(clock.now(), 2 * HOUR) })]);
      const carreraId = await createRace(t, admin.token);
      const res = await upload(bytes, 'resultado-2025.json', admin.token, { carreraId });
      expect(res.status).to.equal(201);
      expect(res.body.event).to.include({ subsession_id: 91000001, carreraId, session_name: 'Copa Inventada', phases_count: 1 });
      // A re-import without a link keeps the one it had.
      const again = await upload(asFile(recentEvent(clock.now(), 2 * HOUR)));
      expect(again.body.event.carreraId).to.equal(carreraId);
    });

    it('refuses a link to a race that does not exist, storing nothing', async () => {
      const res = await upload(asFile(recentEvent(clock.now(), 2 * HOUR)), 'resultado.json', admin.token, { carreraId: 'carrera-inventada' });
      expect(res.status).to.equal(400);
      expect(res.body).to.deep.equal({ message: 'No existe una carrera con ese id', code: 'VALIDATION_ERROR', errors: { carreraId: 'No existe una carrera con ese id' } });
      expect(Number((await t.context.knex('result_events').count({ n: '*' }))[0].n)).to.equal(0);
    });

    it('refuses the upload to anonymous visitors (401) and to ordinary users (403), storing nothing', async () => {
      const anonymous = await t.api.request.post('/api/events/import-file').attach('eventfile', asFile(recentEvent(clock.now(), 2 * HOUR)), 'r.json');
      expect(anonymous.status).to.equal(401);
      const ordinary = await upload(asFile(recentEvent(clock.now(), 2 * HOUR)), 'r.json', user.token);
      expect(ordinary.status).to.equal(403);
      expect(ordinary.body.code).to.equal('ADMIN_ONLY');
      expect((await counts(t.context)).result_events).to.equal(0);
    });

    it('refuses a missing file (400), a file that is not .json (415) and one over 25 MB (413)', async () => {
      const none = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).field('carreraId', '');
      expect(none.status).to.equal(400);
      expect(none.body.message).to.equal('Por favor, selecciona un archivo primero.');
      const txt = await upload(asFile(recentEvent(clock.now(), 2 * HOUR)), 'resultado.txt');
      expect(txt.status).to.equal(415);
      expect(txt.body.message).to.equal('El archivo debe ser un .json exportado de iRacing');
      const big = await upload(Buffer.alloc(25 * 1024 * 1024 + 10, 0x20), 'enorme.json');
      expect(big.status).to.equal(413);
      expect(big.body.message).to.equal('El archivo es demasiado grande (máximo 25 MB)');
      expect((await counts(t.context)).result_events).to.equal(0);
    });

    it('refuses files that are not results with a message saying what is wrong, storing nothing', async () => {
      const cases: [Buffer, RegExp][] = [
        [Buffer.from('{"name": "otra-app"}'), /no es un resultado de iRacing/],
        [asFile([{ lap_number: 1, cust_id: 5, lap_time: 900000 }]), /lista de vueltas/],
        [asFile(recentEvent(clock.now(), HOUR).session_results), /solo la lista de sesiones/],
        [Buffer.from('{ roto'), /no es JSON válido/],
      ];
      if (fixturesPresent()) cases.push([fixtureBytes('lap-chart-info.json'), /gráfico de vueltas/], [fixtureBytes('lap-chart-chunk-0.json'), /lista de vueltas/]);
      for (const [bytes, message] of cases) {
        const res = await upload(bytes);
        expect(res.status).to.equal(400);
        expect(res.body.code).to.equal('VALIDATION_ERROR');
        expect(res.body.message).to.match(message);
        expect(res.body.errors.eventfile).to.equal(res.body.message);
      }
      expect(await counts(t.context)).to.deep.equal({ result_events: 0, result_phases: 0, result_car_classes: 0, result_entries: 0 });
    });

    it('a file that fails half-way through storing leaves the earlier import as it was', async () => {
      const original = recentEvent(clock.now(), 2 * HOUR);
      expect((await upload(asFile(original))).status).to.equal(201);
      const before = await counts(t.context);
      const beforeRows = await t.context.knex('result_entries').select('displayName').orderBy('displayName');

      const repository = t.context.container.get(RESULTS_PRIVATE.EventRepository);
      const insertEntries = repository.insertEntries;
      // The storage fails after part of the new rows went in: the transaction must undo everything.
      repository.insertEntries = async (entries, trx) => {
        await insertEntries.call(repository, entries.slice(0, 1), trx);
        throw new Error('el disco se llenó');
      };
      try {
        const changed = { ...original, session_name: 'Nombre Nuevo' };
        changed.session_results[0].results.push(row({ cust_id: 3, display_name: 'Caro Nueva', finish_position: 2, laps_complete: 9, incidents: 0 }));
        const res = await upload(asFile(changed));
        expect(res.status).to.equal(500);
      } finally {
        repository.insertEntries = insertEntries;
      }
      expect(await counts(t.context)).to.deep.equal(before);
      expect(await t.context.knex('result_entries').select('displayName').orderBy('displayName')).to.deep.equal(beforeRows);
      expect((await t.api.request.get('/api/events/91000001').set(bearer(admin.token))).body.session_name).to.equal('Copa Inventada');
    });
  });

  describe('deletion', () => {
    it('deletes an event sent five times at once exactly once: one 200 and four Spanish 404s, one entry in the log', async () => {
      expect((await upload(asFile(recentEvent(clock.now(), 2 * HOUR)))).status).to.equal(201);
      const answers = await Promise.all(Array.from({ length: 5 }, () => t.api.request.delete('/api/events/91000001').set(bearer(admin.token))));
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 404, 404, 404, 404]);
      for (const refused of answers.filter((a) => a.status === 404)) expect(refused.body.message).to.equal('Evento no encontrado');
      expect(await counts(t.context)).to.deep.equal({ result_events: 0, result_phases: 0, result_car_classes: 0, result_entries: 0 });
      expect(await t.context.knex('audit_log').where({ accion: 'resultados.eliminados' }).count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(1);
    });
  });

  describe('paging', () => {
    /** 45 events stored as an import leaves them: every third one shares its start with the one before, the latest five not yet published. */
    async function storeEvents() {
      const now = clock.now().getTime();
      const rows = Array.from({ length: 45 }, (_, i) => {
        const start = new Date(now - (45 - i - (i % 3 === 2 ? 1 : 0)) * HOUR).toISOString();
        const published = i >= 40 ? new Date(now + HOUR).toISOString() : new Date(now - HOUR).toISOString();
        return { id: `evento-${i}`, subsessionId: 92000000 + i, sessionName: `Evento ${i}`, trackName: 'Autódromo Ficticio', startTime: start, publishedAt: published, importedAt: start };
      });
      await t.context.knex('result_events').insert(rows);
      // The latest start first, then the higher subsession.
      return rows.sort((a, b) => b.startTime.localeCompare(a.startTime) || b.subsessionId - a.subsessionId).map((r) => r.subsessionId);
    }
    const walk = async (first: string, token?: string) => {
      const seen: number[] = [];
      const sizes: number[] = [];
      let url: string | null = first;
      while (url && sizes.length < 50) {
        const req = t.api.request.get(url);
        const res = await (token ? req.set(bearer(token)) : req);
        expect(res.status, url).to.equal(200);
        sizes.push(res.body.events.length);
        seen.push(...res.body.events.map((e: { subsession_id: number }) => e.subsession_id));
        url = res.body.siguiente === null ? null : `/api/events/list?limite=${new URL(first, 'http://x').searchParams.get('limite') ?? ''}&desde=${encodeURIComponent(res.body.siguiente)}`;
      }
      return { seen, sizes };
    };

    it('answers 30 events at a time, the latest start first, and the next pages by place without gaps or repeats; visitors never see unpublished ones', async () => {
      const order = await storeEvents();
      const published = order.filter((id) => id - 92000000 < 40);
      const admins = await walk('/api/events/list', admin.token);
      expect(admins.sizes).to.deep.equal([30, 15]);
      expect(admins.seen).to.deep.equal(order);
      const visitors = await walk('/api/events/list');
      expect(visitors.sizes).to.deep.equal([30, 10]);
      expect(visitors.seen).to.deep.equal(published);
      expect((await walk('/api/events/list?limite=7', user.token)).seen).to.deep.equal(published);
      expect((await walk('/api/events/list?limite=7', admin.token)).sizes).to.deep.equal([7, 7, 7, 7, 7, 7, 3]);
      expect((await walk('/api/events/list?limite=100', admin.token)).seen).to.deep.equal(order);
    });

    it('refuses a page of more than 100 events and a place no page gave, changing nothing', async () => {
      await storeEvents();
      for (const query of ['limite=101', 'limite=0', 'limite=todos']) {
        const res = await t.api.request.get(`/api/events/list?${query}`).set(bearer(admin.token));
        expect(res.status, query).to.equal(400);
        expect(res.body).to.deep.include({ message: 'Se muestran de 1 a 100 eventos por página', errors: { limite: 'Se muestran de 1 a 100 eventos por página' } });
      }
      const lost = await t.api.request.get('/api/events/list?desde=no-es-un-lugar');
      expect(lost.status).to.equal(400);
      expect(lost.body.errors).to.deep.equal({ desde: 'La página pedida no es válida: vuelve al inicio de la lista' });
      expect((await t.api.request.get('/api/events/list')).body.events).to.have.length(30);
    });

    it("answers every event of the races asked (a championship page's links) as the whole list filtered did, reading only those events", async () => {
      const order = await storeEvents();
      // Every fourth event is one of three races' scored sessions; the others are events of no race.
      const raceOf = new Map<number, string>();
      const sessions = new Map<string, number>();
      for (const [i, subsessionId] of order.entries()) {
        if (i % 4 !== 1) continue;
        const carreraId = `carrera-${i % 3}`;
        const sesion = (sessions.get(carreraId) ?? 0) + 1;
        if (sesion > 3) continue;
        sessions.set(carreraId, sesion);
        raceOf.set(subsessionId, carreraId);
        await t.context.knex('result_events').where({ subsessionId }).update({ carreraId, sesion });
      }
      // The old rule: every event the viewer sees, newest first, kept when its race was asked.
      const oldRule = async (carreras: string[], token?: string) => (await walk('/api/events/list?limite=100', token)).seen.filter((id) => carreras.includes(raceOf.get(id) ?? ''));
      const asked = (carreras: string, token?: string) => {
        const req = t.api.request.get(`/api/events/list?carreras=${carreras}`);
        return token ? req.set(bearer(token)) : req;
      };
      for (const carreras of [['carrera-0'], ['carrera-1', 'carrera-2'], ['carrera-2', 'otra', 'carrera-0', 'carrera-1'], ['otra']]) {
        for (const token of [undefined, user.token, admin.token]) {
          let res: Awaited<ReturnType<typeof asked>> | undefined;
          const read = await rowsReadDuring(t.context.knex, 'result_events', async () => {
            res = await asked(carreras.join(','), token);
          });
          expect(res!.status).to.equal(200);
          const expected = await oldRule(carreras, token);
          expect(res!.body.events.map((e: { subsession_id: number }) => e.subsession_id), `${carreras} ${token ? 'signed in' : 'visitor'}`).to.deep.equal(expected);
          expect(res!.body.siguiente).to.equal(null);
          // Only the answered events' rows come back from the database, however many others there are
          // (none when the answer was kept for a visitor and then served to a signed-in driver).
          if (token === admin.token) expect(read.rows, read.statements.join('\n')).to.equal(expected.length);
          else expect(read.rows, read.statements.join('\n')).to.be.at.most(expected.length);
        }
      }
      expect(raceOf.size).to.be.greaterThan(5);

      const tooMany = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
      const refused = await asked(tooMany);
      expect([refused.status, refused.body]).to.deep.equal([400, { message: 'Se piden como máximo 500 carreras a la vez', code: 'VALIDATION_ERROR', errors: { carreras: 'Se piden como máximo 500 carreras a la vez' } }]);
      expect((await asked(Array.from({ length: 500 }, (_, i) => `c${i}`).join(','))).status).to.equal(200);
    });

    it("names the event imported last to administrators only (the dashboard's)", async () => {
      expect((await t.api.request.get('/api/events/ultima-importacion').set(bearer(admin.token))).body).to.deep.equal({ event: null });
      await upload(asFile(recentEvent(clock.now(), 5 * HOUR, 91000002)));
      clock.advance(60_000);
      await upload(asFile(recentEvent(clock.now(), 10 * HOUR, 91000001)));
      const last = await t.api.request.get('/api/events/ultima-importacion').set(bearer(admin.token));
      expect(last.status).to.equal(200);
      expect(last.body.event).to.include({ subsession_id: 91000001, session_name: 'Copa Inventada' });
      expect((await t.api.request.get('/api/events/ultima-importacion').set(bearer(user.token))).status).to.equal(403);
    });
  });

  describe('publication', () => {
    it('hides an event from visitors and users until one hour after it ended; admins see it at once', async () => {
      await upload(asFile(recentEvent(clock.now(), 30 * 60 * 1000)));
      const calls = ['/api/events/91000001', '/api/events/91000001/phase-results/RACE', '/api/events/91000001/bestlaps', '/api/events/91000001/hardchargers', '/api/events/91000001/rating-changes'];

      expect((await t.api.request.get('/api/events/list')).body.events).to.deep.equal([]);
      expect((await t.api.request.get('/api/events/list').set(bearer(user.token))).body.events).to.deep.equal([]);
      for (const path of calls) {
        const res = await t.api.request.get(path);
        expect(res.status, path).to.equal(404);
        expect(res.body.message).to.equal('Evento no encontrado');
      }
      expect((await t.api.request.get('/api/toptree/events/top-three-winners')).body).to.deep.equal({ event: null, classes: [] });

      const adminList = await t.api.request.get('/api/events/list').set(bearer(admin.token));
      expect(adminList.body.events).to.have.length(1);
      expect(adminList.body.events[0].published).to.equal(false);
      for (const path of calls) expect((await t.api.request.get(path).set(bearer(admin.token))).status, path).to.equal(200);

      clock.advance(31 * 60 * 1000);
      const list = await t.api.request.get('/api/events/list');
      expect(list.body.events.map((e: { subsession_id: number; published: boolean }) => [e.subsession_id, e.published])).to.deep.equal([[91000001, true]]);
      for (const path of calls) expect((await t.api.request.get(path)).status, path).to.equal(200);
      const podium = await t.api.request.get('/api/toptree/events/top-three-winners');
      expect(podium.body.event.subsession_id).to.equal(91000001);
      expect(podium.body.classes[0].winners.map((w: { nombrePiloto: string }) => w.nombrePiloto)).to.deep.equal(['Ana Pista', 'Beto Curva']);
    });

    it('the podium shows the latest published event, not a newer one still unpublished', async () => {
      await upload(asFile(recentEvent(clock.now(), 5 * HOUR, 91000001)));
      await upload(asFile(recentEvent(clock.now(), 3 * HOUR, 91000002)));
      await upload(asFile(recentEvent(clock.now(), 10 * 60 * 1000, 91000003)));
      const podium = await t.api.request.get('/api/toptree/events/top-three-winners').set(bearer(admin.token));
      expect(podium.status).to.equal(200);
      expect(podium.body.event.subsession_id).to.equal(91000002);
      expect(podium.body.classes[0]).to.include({ short_name: 'GT Inv', track_name: 'Autódromo Ficticio' });
      expect(podium.body.classes[0].winners[0]).to.include({ nombrePiloto: 'Ana Pista', car_name: 'Coche Inventado', fastest_lap: 900000, incidents: 0 });
    });
  });

  describe('analyses over HTTP', () => {
    beforeEach(async function () {
      needFixtures(this);
      expect((await upload(fixtureBytes('official-2024-multiclass.json'))).status).to.equal(201);
    });

    it('answers every analysis call of specification 2 §7 for a published event, anonymously', async () => {
      const raw = rawFixture('official-2024-multiclass.json');
      const race = raw.session_results.find((s: { simsession_number: number }) => s.simsession_number === 0);
      const winner = race.results.find((r: { finish_position: number }) => r.finish_position === 0);
      const base = '/api/events/67391293';
      const phase = await t.api.request.get(`${base}/phase-results/race`);
      expect(phase.status).to.equal(200);
      expect(phase.body.phase).to.equal('RACE');
      expect(phase.body.results).to.have.length(race.results.length);
      expect(phase.body.results[0]).to.include({ position: 1, nombrePiloto: winner.display_name, interval: 0 });

      for (const path of ['bestlaps', 'hardchargers', 'qualy-vs-race', 'incident-ranking', 'incident-ratio-ranking', 'laps-led-ranking', 'rating-changes']) {
        const res = await t.api.request.get(`${base}/${path}`);
        expect(res.status, path).to.equal(200);
        expect(res.body.data, path).to.be.an('array').that.is.not.empty;
      }
      const perf = await t.api.request.get(`${base}/drivers/${winner.cust_id}/performance`);
      expect(perf.body).to.include({ driver_display_name: winner.display_name, cust_id: winner.cust_id });
      expect(perf.body.phases.map((p: { phase_name: string }) => p.phase_name)).to.deep.equal(['PRACTICE', 'QUALIFY', 'RACE']);
      const standings = await t.api.request.get(`${base}/standings/class/${winner.car_class_id}`);
      expect(standings.body).to.include({ car_class_id: winner.car_class_id, race_phase_name: 'RACE' });
      expect(standings.body.standings[0]).to.include({ finish_position_in_class: 1, overall_finish_position: 1, interval_to_class_leader: 0 });
      const byCpi = await t.api.request.get(`${base}/rating-changes?sortBy=cpi_change`);
      expect(byCpi.body.sortBy).to.equal('cpi_change');
      const changes = byCpi.body.data.map((r: { cpi_change: number | null }) => r.cpi_change).filter((c: number | null) => c !== null);
      expect(changes).to.deep.equal([...changes].sort((a, b) => b - a));
    });

    it('answers 400, 404 with Spanish messages for bad analysis requests', async () => {
      const base = '/api/events/67391293';
      const sort = await t.api.request.get(`${base}/rating-changes?sortBy=edad`);
      expect(sort.status).to.equal(400);
      expect(sort.body.message).to.equal('sortBy debe ser irating_change o cpi_change');
      expect((await t.api.request.get(`${base}/drivers/abc/performance`)).body.message).to.equal('Faltan el ID de la subsesión y el ID del piloto.');
      const phase = await t.api.request.get(`${base}/phase-results/HEAT%209`);
      expect(phase.status).to.equal(404);
      expect(phase.body.message).to.equal('La fase HEAT 9 no existe en este evento');
      expect((await t.api.request.get(`${base}/drivers/1/performance`)).status).to.equal(404);
      expect((await t.api.request.get(`${base}/standings/class/999`)).status).to.equal(404);
      expect((await t.api.request.get('/api/events/12345/bestlaps')).status).to.equal(404);
    });

    it('an event is found by its own id as well as by its subsession id', async () => {
      const list = await t.api.request.get('/api/events/list');
      const id = list.body.events[0].id;
      expect(list.body.events[0]._id).to.equal(id);
      const byId = await t.api.request.get(`/api/events/${id}/laps-led-ranking`);
      const bySubsession = await t.api.request.get('/api/events/67391293/laps-led-ranking');
      expect(byId.body).to.deep.equal(bySubsession.body);
    });
  });

  describe('delete and export (admin)', () => {
    it('exports the phase results as CSV and JSON, and deletes the event with everything under it', async () => {
      await upload(asFile(recentEvent(clock.now(), 2 * HOUR)));
      const csv = await t.api.request.get('/api/events/91000001/export?format=csv').set(bearer(admin.token));
      expect(csv.status).to.equal(200);
      expect(csv.headers['content-type']).to.match(/^text\/csv/);
      expect(csv.headers['content-disposition']).to.equal('attachment; filename="resultados-91000001.csv"');
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0].split(',').slice(0, 4)).to.deep.equal(['fase', 'position', 'position_in_class', 'nombrePiloto']);
      expect(lines.slice(1).map((l) => l.split(',').slice(0, 4))).to.deep.equal([
        ['RACE', '1', '1', 'Ana Pista'],
        ['RACE', '2', '2', 'Beto Curva'],
      ]);
      const json = await t.api.request.get('/api/events/91000001/export?format=json').set(bearer(admin.token));
      const body = JSON.parse(json.text);
      expect(body.event.subsession_id).to.equal(91000001);
      expect(body.phases[0].results.map((r: { nombrePiloto: string }) => r.nombrePiloto)).to.deep.equal(['Ana Pista', 'Beto Curva']);
      expect((await t.api.request.get('/api/events/91000001/export?format=xml').set(bearer(admin.token))).status).to.equal(400);
      expect((await t.api.request.get('/api/events/91000001/export?format=csv').set(bearer(user.token))).status).to.equal(403);

      expect((await t.api.request.delete('/api/events/91000001').set(bearer(user.token))).status).to.equal(403);
      const del = await t.api.request.delete('/api/events/91000001').set(bearer(admin.token));
      expect(del.status).to.equal(200);
      expect(del.body).to.deep.equal({ message: 'Evento eliminado', subsession_id: 91000001 });
      expect(await counts(t.context)).to.deep.equal({ result_events: 0, result_phases: 0, result_car_classes: 0, result_entries: 0 });
      expect((await t.api.request.delete('/api/events/91000001').set(bearer(admin.token))).status).to.equal(404);
    });
  });
});
