import { expect } from 'chai';
import { searchText } from '../../../src/contracts/search-text.js';
import { IDENTITY, type Actor } from '../../../src/modules/identity/index.js';
import { describeEachDatabase } from '../../support/databases.js';
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

  it('answers the same accounts in the same order as the rule, page after page, whether the trigram index finds them or the order is walked', async () => {
    await league();
    const users = t.context.container.get(IDENTITY.ListUsers);
    for (const [search, limite] of [['garcia', 3], ['GARCÍA', 50], ['mart', 2], ['ga', 4], ['ez', 20], ['garcia lopez', 1], ['pista.test', 7], ['nadie', 5]] as const) {
      const { ids, statements } = await walk((despues) => users.execute(ADMIN, { search, limite, despues }));
      expect(ids, search).to.deep.equal(await expected('searchText', search));
      const materialised = statements.some((sql) => /with "matches" as materialized/i.test(sql));
      // PostgreSQL reads the matches first where pg_trgm has a trigram to look up (three letters or digits in a row).
      expect(materialised, search).to.equal(kind === 'postgres' && /[\p{L}\p{N}]{3}/u.test(searchText(search)));
    }
  });

  it('does the same for the drivers directory, leaving out suspended accounts', async () => {
    await league();
    const drivers = t.context.container.get(IDENTITY.ListDrivers);
    for (const [search, limite] of [['garcia', 2], ['ga', 3], ['marti', 1]] as const) {
      const { ids } = await walk((despues) => drivers.execute({ search, limite, despues }));
      expect(ids, search).to.deep.equal(await expected('directoryText', search, { suspended: true }));
    }
  });

  it('reads the matches from the trigram index on PostgreSQL, not the order index, when the first accounts in name order hold no full page', async function () {
    if (kind !== 'postgres') return this.skip();
    const installed = await t.context.knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    if (installed.rows.length === 0) return this.skip();
    await league();
    const statementsOf = async (limite: number) => {
      const statements: Array<{ sql: string; bindings: unknown[] }> = [];
      const listen = (q: { sql: string; bindings: unknown[] }) => statements.push(q);
      t.context.knex.on('query', listen);
      try {
        await t.context.container.get(IDENTITY.ListUsers).execute(ADMIN, { search: 'garcia', limite });
      } finally {
        t.context.knex.off('query', listen);
      }
      return statements;
    };
    // A full page among the first accounts in name order: the walk answers, the trigram matches are not read.
    const walkedOnly = await statementsOf(3);
    expect(walkedOnly.some((q) => /"walked"/.test(q.sql))).to.equal(true);
    expect(walkedOnly.some((q) => /with "matches"/.test(q.sql))).to.equal(false);
    // Fewer García than a page of 50: the walk comes back short and the trigram index finds them.
    const statements = await statementsOf(50);
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
