import { expect } from 'chai';
import type { Knex } from 'knex';
import type { AppContext } from '../../../src/container.js';
import { coversColumn, PERSON_COLUMN } from '../../../src/modules/data-rights/index.js';
import { NOT_PERSONAL_COLUMNS, OPEN_MATTERS, PERSONAL_DATA_SECTIONS } from '../../../src/personal-data.registry.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

/** Every table of the migrated database with its columns, and which columns are foreign keys to users. */
async function liveSchema(knex: Knex, kind: string): Promise<Map<string, { columns: string[]; toUsers: string[] }>> {
  const out = new Map<string, { columns: string[]; toUsers: string[] }>();
  if (kind === 'sqlite') {
    const tables = (await knex.raw(`select name from sqlite_master where type = 'table' and name not like 'knex_%' and name not like 'sqlite_%'`)) as { name: string }[];
    for (const { name } of tables) {
      const columns = ((await knex.raw(`pragma table_info('${name}')`)) as { name: string }[]).map((c) => c.name);
      const toUsers = ((await knex.raw(`pragma foreign_key_list('${name}')`)) as { from: string; table: string }[]).filter((f) => f.table === 'users').map((f) => f.from);
      out.set(name, { columns, toUsers });
    }
    return out;
  }
  const columns = (await knex.raw(`select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name not like 'knex_%'`)).rows as { table_name: string; column_name: string }[];
  for (const c of columns) {
    const entry = out.get(c.table_name) ?? { columns: [], toUsers: [] };
    entry.columns.push(c.column_name);
    out.set(c.table_name, entry);
  }
  const fks = (
    await knex.raw(`select tc.table_name, kcu.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name = 'users'`)
  ).rows as { table_name: string; column_name: string }[];
  for (const fk of fks) out.get(fk.table_name)?.toUsers.push(fk.column_name);
  return out;
}

describeEachDatabase('The registry of personal data covers the live schema', (kind) => {
  let context: AppContext;
  let schema: Map<string, { columns: string[]; toUsers: string[] }>;
  before(async () => {
    context = await bootTestContext(kind);
    schema = await liveSchema(context.knex, kind);
  });
  after(() => context?.close());

  it('puts every table with a column naming a person in the export and the cancellation, every such column included', () => {
    const missing: string[] = [];
    for (const [table, { columns, toUsers }] of schema) {
      const personal = [...new Set([...columns.filter((c) => PERSON_COLUMN.test(c)), ...toUsers])].filter((c) => !NOT_PERSONAL_COLUMNS[`${table}.${c}`]);
      if (personal.length === 0) continue;
      const section = PERSONAL_DATA_SECTIONS.find((s) => s.table === table);
      if (!section) {
        missing.push(`${table} (${personal.join(', ')}) no está en src/personal-data.registry.ts`);
        continue;
      }
      for (const column of personal) if (!coversColumn(section, column)) missing.push(`${table}.${column} no está en su sección`);
    }
    expect(missing, missing.join('\n')).to.deep.equal([]);
  });

  it('names only tables and columns that exist, each table once, the account itself among them', () => {
    const stale: string[] = [];
    const seen = new Set<string>();
    for (const s of PERSONAL_DATA_SECTIONS) {
      if (seen.has(s.table)) stale.push(`${s.table} aparece dos veces`);
      seen.add(s.table);
      const live = schema.get(s.table);
      if (!live) {
        stale.push(`${s.table} no existe`);
        continue;
      }
      const named = [...s.columns, ...(s.iracingColumns ?? []), ...(s.emailColumns ?? []), ...(s.actorColumns ?? []), ...(s.omit ?? []), ...(s.files ?? []), ...(s.retention?.from ?? [])];
      if (typeof s.atPurge === 'object') named.push(...Object.keys(s.atPurge.anonymise));
      for (const c of named) if (s.table !== 'users' || c !== 'id') if (!live.columns.includes(c)) stale.push(`${s.table}.${c} no existe`);
    }
    for (const m of OPEN_MATTERS) {
      const live = schema.get(m.table);
      const named = [...m.columns, ...Object.keys(m.where), ...(m.stateIn ? [m.stateIn.column] : []), ...(m.openUntilColumn ? [m.openUntilColumn] : [])];
      for (const c of named) if (!live?.columns.includes(c)) stale.push(`${m.table}.${c} no existe`);
    }
    expect(stale, stale.join('\n')).to.deep.equal([]);
    expect(seen.has('users')).to.equal(true);
  });
});
