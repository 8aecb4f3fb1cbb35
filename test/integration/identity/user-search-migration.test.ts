import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { IDENTITY, type Actor } from '../../../src/modules/identity/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

const MIGRATION = '20261123180000_add_users_search_text.ts';
/** The accounts' search fragments, filled from the search text: undone first, so they are filled again from the old accounts' text. */
const FRAGMENTS = '20261231000300_create_user_search_suffixes.ts';
const CONSOLE: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };

describeEachDatabase('The search text of accounts created before it existed', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('is filled in by the migration, so old accounts are found without accents too', async () => {
    await context.knex.migrate.down({ name: FRAGMENTS });
    await context.knex.migrate.down({ name: MIGRATION });
    const now = new Date().toISOString();
    await context.knex('users').insert({ id: 'antigua', email: 'maria@pista.test', nombre: 'María José', apellido: 'Gutiérrez', createdAt: now, updatedAt: now });
    await context.knex.migrate.latest();

    expect((await context.knex('users').where({ id: 'antigua' }).first()).searchText).to.equal('maria jose gutierrez\nmaria@pista.test');
    const found = await context.container.get(IDENTITY.ListUsers).execute(CONSOLE, { search: 'gutierrez' });
    expect(found.data.map((u) => u.id)).to.deep.equal(['antigua']);
  });

  it('orders the accounts that existed before the list was paged, and indexes the search with trigrams on PostgreSQL', async () => {
    await context.knex.migrate.down({ name: FRAGMENTS });
    await context.knex.migrate.down({ name: '20261213100100_index_users_search_text_trigram.ts' });
    await context.knex.migrate.down({ name: '20261213100000_add_users_sort_name.ts' });
    const now = new Date().toISOString();
    await context.knex('users').insert([
      { id: 'vieja-1', email: 'zoe@pista.test', nombre: 'Zoé', apellido: 'Álvarez', searchText: 'zoe alvarez\nzoe@pista.test', createdAt: now, updatedAt: now },
      { id: 'vieja-2', email: 'bruno@pista.test', nombre: 'Bruno', apellido: 'alvarez', searchText: 'bruno alvarez\nbruno@pista.test', createdAt: now, updatedAt: now },
    ]);
    await context.knex.migrate.latest();

    expect((await context.knex('users').where({ id: 'vieja-1' }).first()).sortName).to.equal('alvarez\u0001zoe');
    const page = await context.container.get(IDENTITY.ListUsers).execute(CONSOLE, { search: 'alvarez', limite: 1 });
    expect(page.data.map((u) => u.id)).to.deep.equal(['vieja-2']);
    const next = await context.container.get(IDENTITY.ListUsers).execute(CONSOLE, { search: 'alvarez', limite: 1, despues: page.siguiente });
    expect([next.data.map((u) => u.id), next.siguiente]).to.deep.equal([['vieja-1'], null]);
    if (kind === 'postgres') {
      const indexes = await context.knex.raw(`SELECT indexdef FROM pg_indexes WHERE tablename = 'users' AND indexname = 'users_search_text_trigram_index'`);
      expect(indexes.rows.map((r: { indexdef: string }) => r.indexdef)).to.deep.equal(['CREATE INDEX users_search_text_trigram_index ON public.users USING gin ("searchText" gin_trgm_ops)']);
    }
  });

  it('gives the accounts that existed before the fragments theirs, so a search reads them from the fragments', async () => {
    await context.knex.migrate.down({ name: FRAGMENTS });
    const now = new Date().toISOString();
    await context.knex('users').insert([
      { id: 'fragmentos-1', email: 'ximena@pista.test', nombre: 'Ximena', apellido: 'Quiñones', searchText: 'ximena quinones\nximena@pista.test', sortName: 'quinones\u0001ximena', createdAt: now, updatedAt: now },
      { id: 'fragmentos-2', email: 'quino@pista.test', nombre: 'Abel', apellido: 'Quintero', searchText: 'abel quintero\nquino@pista.test', sortName: 'quintero\u0001abel', createdAt: now, updatedAt: now },
    ]);
    await context.knex.migrate.latest();

    const kept = await context.knex('user_search_suffixes').where({ userId: 'fragmentos-1' }).orderBy('suffix').pluck('suffix');
    // The suffixes of 3 or more of 'ximena', 'quinones', 'ximena', 'pista' and 'test', once each.
    expect(kept).to.deep.equal(['ximena', 'imena', 'mena', 'ena', 'quinones', 'uinones', 'inones', 'nones', 'ones', 'nes', 'pista', 'ista', 'sta', 'test', 'est'].sort());
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    context.knex.on('query', listen);
    try {
      const found = await context.container.get(IDENTITY.ListUsers).execute(CONSOLE, { search: 'quin' });
      expect(found.data.map((u) => u.id)).to.deep.equal(['fragmentos-1', 'fragmentos-2']);
    } finally {
      context.knex.off('query', listen);
    }
    expect(statements.some((sql) => /user_search_suffixes/.test(sql))).to.equal(true);
  });

  it('gives the accounts that existed before the directory was searched their public search text, indexed with trigrams on PostgreSQL', async () => {
    await context.knex.migrate.down({ name: '20261218000200_index_users_directory_text_trigram.ts' });
    await context.knex.migrate.down({ name: '20261218000100_add_users_directory_text.ts' });
    const now = new Date().toISOString();
    await context.knex('users').insert([
      { id: 'previa-1', email: 'oculto@pista.test', username: 'zoe.ebano', nombre: 'Zoé', apellido: 'Ébano', sortName: 'ebano\u0001zoe', createdAt: now, updatedAt: now },
      { id: 'previa-2', email: 'otro@pista.test', username: null, nombre: 'Bruno', apellido: 'Oculto', sortName: 'oculto\u0001bruno', createdAt: now, updatedAt: now },
    ]);
    await context.knex.migrate.latest();

    expect((await context.knex('users').where({ id: 'previa-1' }).first()).directoryText).to.equal('zoe ebano\nzoe.ebano');
    expect((await context.knex('users').where({ id: 'previa-2' }).first()).directoryText).to.equal('bruno oculto\n');
    const drivers = context.container.get(IDENTITY.ListDrivers);
    expect((await drivers.execute({ search: 'EBANO' })).data.map((d) => d.id)).to.deep.equal(['previa-1']);
    expect((await drivers.execute({ search: 'oculto' })).data.map((d) => d.id)).to.deep.equal(['previa-2']);
    if (kind === 'postgres') {
      const indexes = await context.knex.raw(`SELECT indexdef FROM pg_indexes WHERE tablename = 'users' AND indexname = 'users_directory_text_trigram_index'`);
      expect(indexes.rows.map((r: { indexdef: string }) => r.indexdef)).to.deep.equal(['CREATE INDEX users_directory_text_trigram_index ON public.users USING gin ("directoryText" gin_trgm_ops)']);
    }
  });
});
