import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { createRace } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const MIGRATION = '20261123210000_add_sesion_to_result_events.ts';

/** A one-race event with invented names; each scored session of a round is its own subsession. */
const session = (subsessionId: number, name = `Ronda ${subsessionId}`) =>
  Buffer.from(
    JSON.stringify(
      inventedExport({
        subsession_id: subsessionId,
        session_name: name,
        session_results: [
          {
            simsession_number: 0,
            simsession_type: 6,
            simsession_name: 'RACE',
            results: [
              row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0 }),
              row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 10, incidents: 2 }),
            ],
          },
        ],
      }),
    ),
  );

async function stored(context: AppContext) {
  const rows = await context.knex('result_events').select('subsessionId', 'carreraId', 'sesion').orderBy('subsessionId');
  return rows.map((r) => ({ subsessionId: Number(r.subsessionId), carreraId: r.carreraId, sesion: r.sesion === null ? null : Number(r.sesion) }));
}

describeEachDatabase('Scored sessions of a championship race', (kind) => {
  const t = useTestApi(kind);
  let admin: { token: string };

  beforeEach(async () => {
    admin = await createUser(t.context, { rol: 'admin' });
  });

  const upload = (bytes: Buffer, fields: Record<string, string> = {}) => {
    const req = t.api.request.post('/api/events/import-file').set(bearer(admin.token));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('eventfile', bytes, 'resultado.json');
  };

  it('imports each session of a race as its own event, numbered 1 to 3, and shows the number in the list', async () => {
    const carreraId = await createRace(t, admin.token);
    const first = await upload(session(93000001), { carreraId });
    expect(first.status, first.body.message).to.equal(201);
    expect(first.body.event).to.include({ carreraId, sesion: 1 });
    expect((await upload(session(93000002), { carreraId, sesion: '2' })).body.event).to.include({ carreraId, sesion: 2 });
    expect((await upload(session(93000003), { carreraId, sesion: '3' })).body.event).to.include({ carreraId, sesion: 3 });
    expect((await upload(session(93000004))).body.event).to.include({ carreraId: null, sesion: null });

    expect(await stored(t.context)).to.deep.equal([
      { subsessionId: 93000001, carreraId, sesion: 1 },
      { subsessionId: 93000002, carreraId, sesion: 2 },
      { subsessionId: 93000003, carreraId, sesion: 3 },
      { subsessionId: 93000004, carreraId: null, sesion: null },
    ]);
    const list = await t.api.request.get('/api/events/list').set(bearer(admin.token));
    const bySub = Object.fromEntries(list.body.events.map((e: { subsession_id: number; sesion: number | null }) => [e.subsession_id, e.sesion]));
    expect(bySub).to.deep.equal({ 93000001: 1, 93000002: 2, 93000003: 3, 93000004: null });
  });

  it('re-importing the same subsession replaces it and keeps its session; another event for a taken session is refused with 409', async () => {
    const carreraId = await createRace(t, admin.token);
    await upload(session(93000001), { carreraId, sesion: '2' });
    const again = await upload(session(93000001, 'Ronda corregida'));
    expect(again.status).to.equal(200);
    expect(again.body).to.include({ replaced: true });
    expect(again.body.event).to.include({ carreraId, sesion: 2, session_name: 'Ronda corregida' });
    // The race given again without a session keeps the session it had in that race.
    expect((await upload(session(93000001, 'Ronda corregida'), { carreraId })).body.event).to.include({ sesion: 2 });

    const taken = await upload(session(93000009, 'Otra ronda'), { carreraId, sesion: '2' });
    expect(taken.status).to.equal(409);
    expect(taken.body.code).to.equal('RESULT_SESSION_TAKEN');
    expect(taken.body.message).to.equal(
      'La sesión 2 de esa carrera ya tiene resultados: el evento 93000001 («Ronda corregida»). Para reemplazarlos, elimina ese evento (en Eventos importados o con «parrilla results delete 93000001») y vuelve a importar, o elige otra sesión.',
    );
    expect(await stored(t.context)).to.deep.equal([{ subsessionId: 93000001, carreraId, sesion: 2 }]);

    // Following the message: delete it, and the other event takes the session.
    expect((await t.api.request.delete('/api/events/93000001').set(bearer(admin.token))).status).to.equal(200);
    expect((await upload(session(93000009), { carreraId, sesion: '2' })).status).to.equal(201);
    expect(await stored(t.context)).to.deep.equal([{ subsessionId: 93000009, carreraId, sesion: 2 }]);
  });

  it('moving an event to a session another event holds is refused, and the event keeps its place', async () => {
    const carreraId = await createRace(t, admin.token);
    await upload(session(93000001), { carreraId, sesion: '1' });
    await upload(session(93000002), { carreraId, sesion: '2' });
    const moved = await upload(session(93000002), { carreraId, sesion: '1' });
    expect(moved.status).to.equal(409);
    expect(await stored(t.context)).to.deep.equal([
      { subsessionId: 93000001, carreraId, sesion: 1 },
      { subsessionId: 93000002, carreraId, sesion: 2 },
    ]);
  });

  for (const [sesion, expected] of [
    ['0', 'La sesión debe ser 1, 2 o 3'],
    ['4', 'La sesión debe ser 1, 2 o 3'],
    ['1.5', 'La sesión debe ser 1, 2 o 3'],
    ['dos', 'La sesión debe ser 1, 2 o 3'],
    ['-1', 'La sesión debe ser 1, 2 o 3'],
  ] as const) {
    it(`refuses sesion "${sesion}" in Spanish and stores nothing`, async () => {
      const carreraId = await createRace(t, admin.token);
      const res = await upload(session(93000001), { carreraId, sesion });
      expect(res.status).to.equal(400);
      expect(res.body).to.deep.equal({ message: expected, code: 'VALIDATION_ERROR', errors: { sesion: expected } });
      expect(await stored(t.context)).to.deep.equal([]);
    });
  }

  it('refuses a session without a race, storing nothing', async () => {
    const res = await upload(session(93000001), { sesion: '2' });
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.deep.equal({ sesion: 'Indica la carrera a la que pertenece la sesión' });
    expect(await stored(t.context)).to.deep.equal([]);
  });
});

describeEachDatabase('The session number of events linked before sessions existed', (kind) => {
  const t = useTestApi(kind);

  it('is 1 for a race with one linked event; several linked to one race are numbered by start time; unlinked ones have none', async () => {
    const { knex } = t.context;
    await knex.migrate.down({ name: MIGRATION });
    const event = (id: string, subsessionId: number, carreraId: string | null, startTime: string) => ({
      id,
      subsessionId,
      sessionName: id,
      trackName: 'Autódromo Ficticio',
      startTime,
      publishedAt: startTime,
      carreraId,
      importedAt: startTime,
    });
    await knex('result_events').insert([
      event('sola', 94000001, 'carrera-a', '2026-03-01T18:00:00.000Z'),
      event('tarde', 94000002, 'carrera-b', '2026-03-08T20:00:00.000Z'),
      event('temprano', 94000003, 'carrera-b', '2026-03-08T18:00:00.000Z'),
      event('suelta', 94000004, null, '2026-03-09T18:00:00.000Z'),
    ]);
    await knex.migrate.latest();

    const rows = await knex('result_events').select('id', 'carreraId', 'sesion').orderBy('id');
    expect(rows.map((r) => ({ ...r, sesion: r.sesion === null ? null : Number(r.sesion) }))).to.deep.equal([
      { id: 'sola', carreraId: 'carrera-a', sesion: 1 },
      { id: 'suelta', carreraId: null, sesion: null },
      { id: 'tarde', carreraId: 'carrera-b', sesion: 2 },
      { id: 'temprano', carreraId: 'carrera-b', sesion: 1 },
    ]);
    // The unique index holds after the migration.
    let refused = false;
    await knex('result_events')
      .insert(event('otra', 94000005, 'carrera-a', '2026-03-10T18:00:00.000Z'))
      .then(() => knex('result_events').where({ id: 'otra' }).update({ sesion: 1 }))
      .catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
});
