import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { TRACK_RECORDS } from '../../../src/modules/track-records/index.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { createUser } from '../../support/http.js';

const MIGRATION = '20261221000100_add_track_records_sort_key.ts';
/** Later migrations on the same table, undone first: the public read version's triggers on it would otherwise fire inside this one's filling. */
const LATER = ['20261231000100_watch_track_records.ts'];
const ADMIN: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };

describeEachDatabase('The place of track records kept before the list was paged', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  beforeEach(() => truncateAll(context));
  after(() => context.close());

  const row = (id: string, circuit: string, car: string, lapTimeMs: number, userId: string) => ({
    id,
    userId,
    circuit,
    car,
    lapTimeMs,
    recordDate: '2026-03-14',
    origen: 'manual',
    subsessionId: null,
    createdAt: '2026-03-14T00:00:00.000Z',
    updatedAt: '2026-03-14T00:00:00.000Z',
  });

  it('is filled in by the migration and indexed, so the old records are paged in the list order', async () => {
    const holder = await createUser(context, { nombre: 'Ana', apellido: 'Ruiz' });
    for (const name of [...LATER, MIGRATION]) await context.knex.migrate.down({ name });
    await context.knex('track_records').insert([
      row('viejo-1', 'Ímola', 'BMW M4 GT3', 90_000, holder.id),
      row('viejo-2', 'imola', 'bmw m4  gt3', 89_000, holder.id),
      row('viejo-3', 'Autódromo Hermanos Rodríguez', 'BMW M4 GT3', 95_000, holder.id),
    ]);
    await context.knex.migrate.latest();

    expect((await context.knex('track_records').where({ id: 'viejo-1' }).first()).sortKey).to.equal('imola\u0001bmw m4 gt3');
    const list = context.container.get(TRACK_RECORDS.List);
    const first = await list.execute(ADMIN, { limite: '2' });
    expect(first.data.map((r) => r.id)).to.deep.equal(['viejo-3', 'viejo-2']);
    const next = await list.execute(ADMIN, { limite: '2', despues: first.siguiente });
    expect([next.data.map((r) => r.id), next.siguiente]).to.deep.equal([['viejo-1'], null]);
    if (kind === 'postgres') {
      const indexes = await context.knex.raw(`SELECT indexdef FROM pg_indexes WHERE tablename = 'track_records' AND indexname = 'track_records_place_index'`);
      expect(indexes.rows.map((r: { indexdef: string }) => r.indexdef)).to.deep.equal([
        'CREATE INDEX track_records_place_index ON public.track_records USING btree ("sortKey", "lapTimeMs", "recordDate", "createdAt", id)',
      ]);
    }
  });

  it('moves a record when an edit changes its circuit or its car alone', async () => {
    const holder = await createUser(context, { nombre: 'Ana', apellido: 'Ruiz' });
    const created = await context.container.get(TRACK_RECORDS.Create).execute(ADMIN, { user: holder.id, circuit: 'Spa', car: 'BMW M4 GT3', lapTime: '2:17.000', recordDate: '2026-03-14' });
    const update = context.container.get(TRACK_RECORDS.Update);
    await update.execute(ADMIN, created.id, { circuit: 'Ímola' });
    expect((await context.knex('track_records').where({ id: created.id }).first()).sortKey).to.equal('imola\u0001bmw m4 gt3');
    await update.execute(ADMIN, created.id, { car: 'Porsche 911 GT3 R' });
    expect((await context.knex('track_records').where({ id: created.id }).first()).sortKey).to.equal('imola\u0001porsche 911 gt3 r');
  });
});
