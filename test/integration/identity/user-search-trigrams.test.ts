import { expect } from 'chai';
import { searchText } from '../../../src/contracts/search-text.js';
import { IDENTITY_PRIVATE } from '../../../src/modules/identity/identity.private-tokens.js';
import { IDENTITY, type Actor } from '../../../src/modules/identity/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { suffixRows } from '../../../src/modules/identity/adapters/persistence/user-search-suffixes.js';
import { useTestApi } from './identity-fixtures.js';

const ADMIN: Actor = { id: 'consola', rol: 'admin', suspendido: false };

describeEachDatabase('The users search, found by its matches first on PostgreSQL', (kind) => {
  const t = useTestApi(kind);

  /** Registers the accounts; some García are cancelled, deleted or suspended. */
  async function league() {
    const register = t.context.container.get(IDENTITY.RegisterUser);
    const names = [
      ['Ana', 'García'], ['Beto', 'Garcia'], ['Carla', 'GARCÍA'], ['Diego', 'García López'], ['Elena', 'Aguilar García'],
      ['Fer', 'Álvarez'], ['Gabi', 'Martínez'], ['Hugo', 'Ramírez'], ['Isa', 'Marta'], ['Jorge', 'Zamora'],
      ['Karla', 'Garcilaso'], ['Luis', 'García'], ['Mario', 'Ortiz'], ['Nora', 'Ágata'], ['Óscar', 'García'],
      ['Paula', 'García'], ['Raúl', 'Gómez'], ['Sofía', 'Martín'], ['Tomás', 'García'], ['Úrsula', 'Vázquez'],
    ];
    const ids: string[] = [];
    for (const [i, [nombre, apellido]] of names.entries()) {
      const made = await register.execute({ nombre: nombre!, apellido: apellido!, email: `cuenta${i}@pista.test`, password: 'secreto123' });
      if (!made.created) throw new Error('cuenta repetida');
      ids.push(made.user.id);
    }
    await t.context.knex('users').where({ id: ids[11] }).update({ blockedAt: '2026-01-01T00:00:00.000Z' });
    await t.context.knex('users').where({ id: ids[14] }).update({ deletedAt: '2026-01-01T00:00:00.000Z' });
    await t.context.knex('users').where({ id: ids[15] }).update({ suspendido: true });
  }

  /** What a search must answer, worked out from the rows: live matches in the list's order (bytes of sortName, then id). */
  async function expected(column: 'searchText' | 'directoryText', term: string, leaveOut: { suspended?: boolean } = {}) {
    const rows: Array<{ id: string; sortName: string; searchText: string; directoryText: string; deletedAt: string | null; blockedAt: string | null; suspendido: unknown }> = await t.context
      .knex('users')
      .select('id', 'sortName', 'searchText', 'directoryText', 'deletedAt', 'blockedAt', 'suspendido');
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    return rows
      .filter((r) => !r.deletedAt && !r.blockedAt && r[column].includes(searchText(term)) && !(leaveOut.suspended && (r.suspendido === true || r.suspendido === 1)))
      .sort((a, b) => Buffer.compare(bytes(a.sortName), bytes(b.sortName)) || Buffer.compare(bytes(a.id), bytes(b.id)))
      .map((r) => r.id);
  }

  /** Every page of a search, walked by `siguiente`, and the statements the database ran. */
  async function walk(read: (despues?: string) => Promise<{ data: Array<{ id: string }>; siguiente: string | null }>) {
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    t.context.knex.on('query', listen);
    const ids: string[] = [];
    try {
      let despues: string | undefined;
      do {
        const page = await read(despues);
        ids.push(...page.data.map((u) => u.id));
        despues = page.siguiente ?? undefined;
      } while (despues);
    } finally {
      t.context.knex.off('query', listen);
    }
    return { ids, statements };
  }

  it('answers the same accounts in the same order as the rule, page after page, whether the fragments, the trigram index or the walk of the order finds them', async () => {
    await league();
    const users = t.context.container.get(IDENTITY.ListUsers);
    for (const [search, limite] of [['garcia', 3], ['GARCÍA', 50], ['mart', 2], ['ga', 4], ['ez', 20], ['garcia lopez', 1], ['pista.test', 7], ['nadie', 5], ['cuenta1', 4], ['rcilas', 1]] as const) {
      const { ids, statements } = await walk((despues) => users.execute(ADMIN, { search, limite, despues }));
      expect(ids, search).to.deep.equal(await expected('searchText', search));
      // A text of 3 to 16 letters and digits is read from the fragments first, on both databases.
      const byFragments = /^[\p{L}\p{N}]{3,16}$/u.test(searchText(search));
      expect(statements.some((sql) => /from \(select distinct [`"]userId[`"], [`"]sortName[`"] from [`"]user_search_suffixes[`"]/.test(sql)), search).to.equal(byFragments);
      // Otherwise PostgreSQL reads the matches first where pg_trgm has a trigram to look up (three letters or digits in a row).
      const materialised = statements.some((sql) => /with "matches" as materialized/i.test(sql));
      expect(materialised, search).to.equal(kind === 'postgres' && !byFragments && /[\p{L}\p{N}]{3}/u.test(searchText(search)));
    }
  });

  it('keeps the fragments with each account: registered, renamed, its address changed', async () => {
    await league();
    const users = t.context.container.get(IDENTITY.ListUsers);
    const found = async (search: string) => (await walk((despues) => users.execute(ADMIN, { search, limite: 50, despues }))).ids;
    const repository = t.context.container.get(IDENTITY_PRIVATE.Users);
    const [ana] = await t.context.knex('users').where({ email: 'cuenta0@pista.test' }).select('id');
    expect(await found('anagarcia')).to.deep.equal([]);
    await repository.update(ana.id, { nombre: 'Anahí', apellido: 'Quintanilla' });
    expect(await found('quintanil')).to.deep.equal([ana.id]);
    expect(await found('garcia')).to.not.include(ana.id);
    await repository.update(ana.id, { email: 'anahi.q@circuito.test' });
    expect(await found('circuito')).to.deep.equal([ana.id]);
    expect(await found('cuenta0')).to.deep.equal([]);
    // Each account's fragments are exactly those of its search text now, and in its place.
    const rows: Array<{ id: string; searchText: string; sortName: string }> = await t.context.knex('users').select('id', 'searchText', 'sortName');
    const kept: Array<{ suffix: string; sortName: string; userId: string }> = await t.context.knex('user_search_suffixes').select('suffix', 'sortName', 'userId');
    const key = (r: { suffix: string; sortName: string; userId: string }) => `${r.userId} ${r.sortName} ${r.suffix}`;
    expect(kept.map(key).sort()).to.deep.equal(rows.flatMap(suffixRows).map(key).sort());
  });

  it('walks the name order instead when more fragments than it reads begin with the text, and answers the same', async () => {
    await league();
    const users = t.context.container.get(IDENTITY.ListUsers);
    // Fragments no account's search text holds, more than a search reads from them: only the walk answers right.
    const accounts: Array<{ id: string }> = await t.context.knex('users').select('id');
    const planted = accounts.flatMap((a, i) => Array.from({ length: 120 }, (_, k) => ({ suffix: 'zzqq', sortName: `a${String(i * 1000 + k).padStart(6, '0')}`, userId: a.id })));
    for (let i = 0; i < planted.length; i += 200) await t.context.knex('user_search_suffixes').insert(planted.slice(i, i + 200));
    const { ids, statements } = await walk((despues) => users.execute(ADMIN, { search: 'zzqq', limite: 5, despues }));
    expect(ids).to.deep.equal([]);
    expect(statements.some((sql) => /select distinct [`"]userId[`"], [`"]sortName[`"]/.test(sql))).to.equal(false);
  });

  it('does the same for the drivers directory, leaving out suspended accounts', async () => {
    await league();
    const drivers = t.context.container.get(IDENTITY.ListDrivers);
    for (const [search, limite] of [['garcia', 2], ['ga', 3], ['marti', 1]] as const) {
      const { ids } = await walk((despues) => drivers.execute({ search, limite, despues }));
      expect(ids, search).to.deep.equal(await expected('directoryText', search, { suspended: true }));
    }
  });

  it('reads a fragment\'s accounts in name order from one range of the fragments\' key, not from the accounts\' rows or their order index', async () => {
    await league();
    const statements: Array<{ sql: string; bindings: unknown[] }> = [];
    const listen = (q: { sql: string; bindings: unknown[] }) => statements.push(q);
    t.context.knex.on('query', listen);
    try {
      await t.context.container.get(IDENTITY.ListUsers).execute(ADMIN, { search: 'garcia', limite: 3 });
    } finally {
      t.context.knex.off('query', listen);
    }
    const select = statements.find((q) => /select distinct [`"]userId[`"], [`"]sortName[`"]/.test(q.sql))!;
    if (kind === 'postgres') await t.context.knex.raw('ANALYZE user_search_suffixes, users');
    const plan = await t.context.knex.transaction(async (trx) => {
      if (kind === 'postgres') await trx.raw('SET LOCAL enable_seqscan = off');
      const explained = await trx.raw(`${kind === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${select.sql.replace(/\$\d+/g, '?')}`, select.bindings as never);
      return (kind === 'postgres' ? (explained as { rows: Array<Record<string, string>> }).rows.map((r) => r['QUERY PLAN']) : (explained as Array<{ detail: string }>).map((r) => r.detail)).join('\n');
    });
    // One range of the key (an index-only scan once the table is vacuumed; a bitmap scan of the same range on a few fresh rows).
    expect(plan).to.match(kind === 'postgres' ? /Index (Only )?Scan (on|using) user_search_suffixes_pkey[\s\S]*Index Cond: \(\(\(suffix\)::text >= 'garcia'::text\) AND/ : /SEARCH user_search_suffixes USING PRIMARY KEY \(suffix>\? AND suffix<\?\)/);
    expect(plan).to.not.include('users_sort_name_id_index').and.not.include('users_search_text_trigram_index');
  });

  it('reads the matches from the trigram index on PostgreSQL, not the order index, when the first accounts in name order hold no full page', async function () {
    if (kind !== 'postgres') return this.skip();
    const installed = await t.context.knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    if (installed.rows.length === 0) return this.skip();
    await league();
    // Texts the fragments do not answer (a space, a dot): the trigram index's.
    const statementsOf = async (search: string, limite: number) => {
      const statements: Array<{ sql: string; bindings: unknown[] }> = [];
      const listen = (q: { sql: string; bindings: unknown[] }) => statements.push(q);
      t.context.knex.on('query', listen);
      try {
        await t.context.container.get(IDENTITY.ListUsers).execute(ADMIN, { search, limite });
      } finally {
        t.context.knex.off('query', listen);
      }
      return statements;
    };
    // A full page among the first accounts in name order: the walk answers, the trigram matches are not read.
    const walkedOnly = await statementsOf('pista.test', 3);
    expect(walkedOnly.some((q) => /"walked"/.test(q.sql))).to.equal(true);
    expect(walkedOnly.some((q) => /with "matches"/.test(q.sql))).to.equal(false);
    // One García López, fewer than a page: the walk comes back short and the trigram index finds him.
    const statements = await statementsOf('garcia lopez', 50);
    const select = statements.find((q) => /with "matches"/.test(q.sql))!;
    // The matches are read for their place in the order only; the page's own accounts are read whole.
    expect(select.sql).to.match(/^with "matches" as materialized \(select "id", "sortName" from "users" where [^()]*\)/);
    expect(select.sql).to.match(/select "users"\.\* from "cut" inner join "users"/);
    // The planner's statistics of this test's accounts, not of whatever an earlier test left in the table
    // before it was emptied (autovacuum analyses it at its own moment: the plan would depend on when).
    await t.context.knex.raw('ANALYZE users');
    const plan = await t.context.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      return (await trx.raw(`EXPLAIN ${select.sql.replace(/\$\d+/g, '?')}`, select.bindings as never)) as { rows: Array<Record<string, string>> };
    });
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).to.include('users_search_text_trigram_index').and.not.include('users_sort_name_id_index');
  });
});
