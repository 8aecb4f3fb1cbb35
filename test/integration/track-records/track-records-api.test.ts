import { expect } from 'chai';
import { formatLapTime, TRACK_RECORD_MSG, TRACK_RECORDS_PAGE_MSG } from '../../../src/contracts/track-records.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const RECORD = { circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R', lapTime: '1:28.512', recordDate: '2026-03-14' };

describeEachDatabase('Track records: /api/track-records', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set('2026-06-01T18:00:00.000Z'));

  async function admin() {
    return createUser(t.context, { rol: 'admin', nombre: 'Ada', apellido: 'Admin' });
  }
  const count = async () => Number((await t.context.knex('track_records').count({ n: '*' }))[0]!.n);

  it('an admin creates, reads, edits and deletes a record; everybody reads it, with the e-mail address for admins only', async () => {
    const boss = await admin();
    const holder = await createUser(t.context, { nombre: 'Lucía', apellido: 'Núñez' });
    const created = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: holder.id, lapTime: '01:28.512' });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.message).to.equal(TRACK_RECORD_MSG.created);
    const id = created.body.data.id;
    expect(created.body.data).to.deep.include({ _id: id, circuit: RECORD.circuit, car: RECORD.car, lapTime: '1:28.512', lapTimeMs: 88_512, recordDate: '2026-03-14', origen: 'manual', subsessionId: null });
    expect(created.body.data.user).to.deep.equal({ id: holder.id, _id: holder.id, nombre: 'Lucía', apellido: 'Núñez', email: holder.email });

    const visitor = await t.api.request.get('/api/track-records/allrecords');
    expect(visitor.status).to.equal(200);
    expect(visitor.body.success).to.equal(true);
    expect(visitor.body.data).to.have.length(1);
    expect(visitor.body.data[0].user).to.deep.equal({ id: holder.id, _id: holder.id, nombre: 'Lucía', apellido: 'Núñez' });
    const one = await t.api.request.get(`/api/track-records/${id}`);
    expect(one.status).to.equal(200);
    expect(one.body.data.lapTime).to.equal('1:28.512');
    expect(one.body.data.user).not.to.have.property('email');

    const edited = await t.api.request.put(`/api/track-records/${id}`).set(bearer(boss.token)).send({ lapTime: '1:27.999', car: '  Porsche   911 GT3 R (992) ' });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body.data).to.deep.include({ lapTime: '1:27.999', lapTimeMs: 87_999, car: 'Porsche 911 GT3 R (992)', circuit: RECORD.circuit });
    expect((await t.api.request.get(`/api/track-records/${id}`)).body.data.lapTimeMs).to.equal(87_999);

    const removed = await t.api.request.delete(`/api/track-records/${id}`).set(bearer(boss.token));
    expect(removed.status).to.equal(200);
    expect(removed.body.message).to.equal(TRACK_RECORD_MSG.deleted);
    expect(await count()).to.equal(0);
    expect((await t.api.request.get(`/api/track-records/${id}`)).status).to.equal(404);
    expect((await t.api.request.delete(`/api/track-records/${id}`).set(bearer(boss.token))).status).to.equal(404);
  });

  it('refuses badly written lap times, implausible or future days and missing fields in Spanish, naming the field, storing nothing', async () => {
    const boss = await admin();
    const holder = await createUser(t.context);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ lapTime: '1:5.000' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '61:00.000' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '60:00.000' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '1:60.000' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '1:23.45' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '83.456' }, 'lapTime', TRACK_RECORD_MSG.lapTimeInvalid],
      [{ lapTime: '0:00.000' }, 'lapTime', TRACK_RECORD_MSG.lapTimeZero],
      [{ lapTime: '' }, 'lapTime', TRACK_RECORD_MSG.lapTimeRequired],
      [{ circuit: '   ' }, 'circuit', TRACK_RECORD_MSG.circuitRequired],
      [{ car: 'x'.repeat(121) }, 'car', TRACK_RECORD_MSG.carTooLong],
      [{ recordDate: '2026-02-30' }, 'recordDate', TRACK_RECORD_MSG.dateInvalid],
      [{ recordDate: '275760-01-01' }, 'recordDate', TRACK_RECORD_MSG.dateInvalid],
      [{ recordDate: '2026-06-02' }, 'recordDate', TRACK_RECORD_MSG.dateInFuture],
      [{ user: '' }, 'user', TRACK_RECORD_MSG.userRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: holder.id, ...change });
      expect(res.status, JSON.stringify(change)).to.equal(400);
      expect(res.body.errors?.[field], JSON.stringify(change)).to.equal(message);
    }
    // Today in Mexico City is 1 June (it is 12:00 there): that day is accepted, and a two-digit minute lap too.
    const today = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: holder.id, recordDate: '2026-06-01', lapTime: '12:03.100' });
    expect(today.status, JSON.stringify(today.body)).to.equal(201);
    expect(today.body.data.lapTime).to.equal('12:03.100');
    expect(await count()).to.equal(1);
  });

  it('refuses a holder no account matches (by id or e-mail address) with 400 naming the field, on create and on edit, changing nothing', async () => {
    const boss = await admin();
    const unknown = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.equal(TRACK_RECORD_MSG.userUnknown);
    expect(unknown.body.errors).to.deep.include({ user: TRACK_RECORD_MSG.userUnknown });
    expect(await count()).to.equal(0);

    const holder = await createUser(t.context);
    const byEmail = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: holder.email.toUpperCase() });
    expect(byEmail.status).to.equal(201);
    expect(byEmail.body.data.user.id).to.equal(holder.id);
    const edit = await t.api.request.put(`/api/track-records/${byEmail.body.data.id}`).set(bearer(boss.token)).send({ user: 'nadie@ejemplo.test', lapTime: '1:00.000' });
    expect(edit.status).to.equal(400);
    expect(edit.body.errors.user).to.equal(TRACK_RECORD_MSG.userUnknown);
    const row = await t.context.knex('track_records').first();
    expect([row.userId, Number(row.lapTimeMs)]).to.deep.equal([holder.id, 88_512]);
  });

  it('refuses every write to visitors (401) and drivers (403), storing and changing nothing', async () => {
    const boss = await admin();
    const driver = await createUser(t.context);
    const created = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: driver.id });
    const id = created.body.data.id;
    for (const auth of [{}, bearer(driver.token)]) {
      const status = 'Authorization' in auth ? 403 : 401;
      expect((await t.api.request.post('/api/track-records').set(auth).send({ ...RECORD, user: driver.id })).status).to.equal(status);
      expect((await t.api.request.put(`/api/track-records/${id}`).set(auth).send({ lapTime: '0:59.000' })).status).to.equal(status);
      expect((await t.api.request.delete(`/api/track-records/${id}`).set(auth)).status).to.equal(status);
      expect((await t.api.request.get('/api/track-records/sugerencias').set(auth)).status).to.equal(status);
      expect((await t.api.request.post('/api/track-records/sugerencias/1-2-3/aceptar').set(auth)).status).to.equal(status);
      expect((await t.api.request.post('/api/track-records/sugerencias/1-2-3/descartar').set(auth)).status).to.equal(status);
    }
    expect(await count()).to.equal(1);
    expect(Number((await t.context.knex('track_records').first()).lapTimeMs)).to.equal(88_512);
    const refused = await t.api.request.post('/api/track-records').set(bearer(driver.token)).send({ ...RECORD, user: driver.id });
    expect(refused.body.message).to.equal('Acceso solo para administradores');
  });

  it('lists by circuit, car and time; ?vigentes=1 keeps the fastest of each circuit and car, ?usuario= the ones that account holds', async () => {
    const boss = await admin();
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Gómez' });
    const post = (fields: Record<string, string>) => t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, ...fields }).expect(201);
    await post({ user: ana.id, circuit: 'Monza', car: 'BMW M4 GT3', lapTime: '1:47.100' });
    await post({ user: beto.id, circuit: 'monza', car: 'BMW M4 GT3', lapTime: '1:46.900' });
    await post({ user: ana.id, circuit: 'Monza', car: 'Ferrari 296 GT3', lapTime: '1:48.000' });
    await post({ user: beto.id, circuit: 'Autódromo Hermanos Rodríguez', car: 'BMW M4 GT3', lapTime: '1:30.000' });

    const all = (await t.api.request.get('/api/track-records/allrecords')).body.data as Array<{ circuit: string; car: string; lapTime: string; user: { nombre: string } }>;
    expect(all.map((r) => `${r.circuit}|${r.car}|${r.lapTime}`)).to.deep.equal([
      'Autódromo Hermanos Rodríguez|BMW M4 GT3|1:30.000',
      'monza|BMW M4 GT3|1:46.900',
      'Monza|BMW M4 GT3|1:47.100',
      'Monza|Ferrari 296 GT3|1:48.000',
    ]);
    const standing = (await t.api.request.get('/api/track-records/allrecords?vigentes=1')).body.data as typeof all;
    expect(standing.map((r) => `${r.car}|${r.lapTime}|${r.user.nombre}`)).to.deep.equal(['BMW M4 GT3|1:30.000|Beto', 'BMW M4 GT3|1:46.900|Beto', 'Ferrari 296 GT3|1:48.000|Ana']);
    const anas = (await t.api.request.get(`/api/track-records/allrecords?usuario=${ana.id}`)).body.data as typeof all;
    expect(anas.map((r) => `${r.circuit}|${r.car}|${r.lapTime}`)).to.deep.equal(['Monza|Ferrari 296 GT3|1:48.000']);
    expect(formatLapTime(106_900)).to.equal('1:46.900');
  });

  it("keeps the visitors' answer between writes: fresh after a record is created, edited or deleted, written in SQL, or its holder renamed; the administrators' is their own", async () => {
    const boss = await admin();
    const holder = await createUser(t.context, { nombre: 'Lucía', apellido: 'Núñez' });
    const path = '/api/track-records/allrecords?vigentes=1';
    const visitor = async () => {
      const answer = await t.api.request.get(path).expect(200);
      return { etag: String(answer.headers.etag), shown: (answer.body.data as Array<{ car: string; lapTime: string; user: { nombre: string } }>).map((r) => `${r.car}|${r.lapTime}|${r.user.nombre}`) };
    };
    const empty = await visitor();
    expect(empty.shown).to.deep.equal([]);
    // Kept: the same tag, and 304 to it, until something is written.
    expect((await visitor()).etag).to.equal(empty.etag);
    await t.api.request.get(path).set('If-None-Match', empty.etag).expect(304);

    const created = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...RECORD, user: holder.id }).expect(201);
    const id = created.body.data.id as string;
    expect((await t.api.request.get(path).set('If-None-Match', empty.etag)).status, 'the old tag no longer matches').to.equal(200);
    expect((await visitor()).shown).to.deep.equal(['Porsche 911 GT3 R|1:28.512|Lucía']);

    await t.api.request.put(`/api/track-records/${id}`).set(bearer(boss.token)).send({ lapTime: '1:27.999' }).expect(200);
    expect((await visitor()).shown).to.deep.equal(['Porsche 911 GT3 R|1:27.999|Lucía']);
    // Written behind the application's back: the database's triggers still change the version.
    await t.context.knex('track_records').where({ id }).update({ car: 'BMW M4 GT3' });
    expect((await visitor()).shown).to.deep.equal(['BMW M4 GT3|1:27.999|Lucía']);
    await t.context.knex('users').where({ id: holder.id }).update({ nombre: 'Luz' });
    expect((await visitor()).shown).to.deep.equal(['BMW M4 GT3|1:27.999|Luz']);

    // The administrators' answer carries the e-mail address: kept apart, private, never served to visitors.
    const asAdmin = await t.api.request.get(path).set(bearer(boss.token)).expect(200);
    expect(asAdmin.headers['cache-control']).to.equal('private, no-cache');
    expect(asAdmin.body.data[0].user.email).to.equal(holder.email);
    expect((await t.api.request.get(path).expect(200)).body.data[0].user).not.to.have.property('email');
    await t.api.request.get(path).set(bearer(boss.token)).set('If-None-Match', String(asAdmin.headers.etag)).expect(304);
    await t.context.knex('users').where({ id: holder.id }).update({ email: 'luz.nueva@ejemplo.mx' });
    expect((await t.api.request.get(path).set(bearer(boss.token)).expect(200)).body.data[0].user.email).to.equal('luz.nueva@ejemplo.mx');

    await t.api.request.delete(`/api/track-records/${id}`).set(bearer(boss.token)).expect(200);
    expect((await visitor()).shown).to.deep.equal([]);
  });

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

  it('pages the whole list (50, then the rest, by place), refuses a size out of range or a lost place, and reads the holders in one query', async () => {
    const boss = await admin();
    const holders = await Promise.all(['Ana', 'Beto', 'Carla', 'Dora'].map((nombre) => createUser(t.context, { nombre, apellido: 'Ruiz' })));
    // 53 records over the four holders, written as the repository writes them (the place kept beside each).
    const rows = Array.from({ length: 53 }, (_, i) => ({
      id: `rec-${String(i).padStart(3, '0')}`,
      userId: holders[i % 4]!.id,
      circuit: i % 2 ? `Ímola ${String(i % 7)}` : `imola ${String(i % 7)}`,
      car: 'BMW M4 GT3',
      lapTimeMs: 90_000 + ((i * 7919) % 1000),
      recordDate: '2026-03-14',
      origen: 'manual',
      subsessionId: null,
      createdAt: '2026-03-14T00:00:00.000Z',
      updatedAt: '2026-03-14T00:00:00.000Z',
      sortKey: `imola ${String(i % 7)}\u0001bmw m4 gt3`,
    }));
    await t.context.knex('track_records').insert(rows);
    const expected = [...rows].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.lapTimeMs - b.lapTimeMs || (a.id < b.id ? -1 : 1))).map((r) => r.id);

    let first: { data: Array<{ id: string; user: { email?: string } }>; siguiente: string | null } = { data: [], siguiente: null };
    const read = await statementsOf(async () => {
      first = (await t.api.request.get('/api/track-records/allrecords').set(bearer(boss.token)).expect(200)).body;
    });
    expect(first.data.map((r) => r.id)).to.deep.equal(expected.slice(0, 50));
    expect(first.data.every((r) => typeof r.user.email === 'string')).to.equal(true);
    // The signed-in account, the page, then its four holders at once (before: one query per holder).
    const holderReads = (sqls: string[]) => sqls.filter((sql) => /from ["`]users["`] where ["`]id["`] (=|in)/i.test(sql)).map((sql) => (sql.includes(' in ') ? 'in' : '='));
    expect(holderReads(read)).to.deep.equal(['=', 'in']);
    const second = (await t.api.request.get(`/api/track-records/allrecords?despues=${first.siguiente}`).set(bearer(boss.token)).expect(200)).body;
    expect(second.data.map((r: { id: string }) => r.id)).to.deep.equal(expected.slice(50));
    expect(second.siguiente).to.equal(null);
    expect((await t.api.request.get('/api/track-records/allrecords?limite=100').expect(200)).body.data).to.have.length(53);

    for (const limite of ['0', '101']) {
      const refused = await t.api.request.get(`/api/track-records/allrecords?limite=${limite}`).expect(400);
      expect(refused.body.errors).to.deep.equal({ limite: TRACK_RECORDS_PAGE_MSG.limit });
    }
    expect((await t.api.request.get('/api/track-records/allrecords?despues=otro').expect(400)).body.message).to.equal(TRACK_RECORDS_PAGE_MSG.lost);

    const searched = async (search: string, auth: Record<string, string> = {}) =>
      ((await t.api.request.get(`/api/track-records/allrecords?${new URLSearchParams({ search, limite: '100' })}`).set(auth).expect(200)).body.data as Array<{ id: string }>).length;
    expect(await searched('IMOLA 3')).to.equal(rows.filter((r) => r.circuit.endsWith(' 3')).length);
    expect(await searched('carla', bearer(boss.token))).to.equal(13);
    expect(await searched(holders[3]!.email, bearer(boss.token))).to.equal(13);
    expect(await searched(holders[3]!.email)).to.equal(0);
    expect(await searched('100%')).to.equal(0);

    // The standing records name their holders in one query too.
    const standing = await statementsOf(() => t.api.request.get('/api/track-records/allrecords?vigentes=1').set(bearer(boss.token)).expect(200));
    expect(holderReads(standing)).to.deep.equal(['=', 'in']);
  });
});
