import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootstrap, type AppContext, type BootstrapOptions } from '../../src/container.js';
import { loadConfig, type Config } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (always in CI). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Declares the same suite once per database: `describe('<title> [sqlite]')` and, with
 * TEST_DATABASE_URL, `describe('<title> [postgres]')`.
 */
export function describeEachDatabase(title: string, suite: (this: Mocha.Suite, kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, function () {
      suite.call(this, kind);
    });
  }
}

/**
 * A configuration for tests: a fresh temporary data folder, quiet logs, a fixed secret, and (while
 * NODE_ENV stays test) password hashes at argon2's minimum cost, which the tests create by the hundred.
 */
export function testConfig(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-test-'));
  const source: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  };
  if (source.NODE_ENV === 'test' && source.PASSWORD_HASH_COST === undefined) source.PASSWORD_HASH_COST = 'test-minimum';
  return loadConfig(source);
}

/**
 * Boots the real composition root on a clean database: SQLite in a temporary folder (a copy of a
 * file this process migrated once), or the PostgreSQL test database emptied (see resetPostgres).
 * The migrations run as the server runs them, finding nothing pending after the copy.
 */
export async function bootTestContext(kind: DatabaseKind, options: BootstrapOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<AppContext> {
  const config = options.config ?? testConfig(kind, options.env);
  await prepareTestDatabase(kind, config);
  const context = await bootstrap({ logger: createLogger(config), ...options, config, migrate: true });
  const close = context.close;
  return {
    ...context,
    close: async () => {
      await close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Readies the database of a test configuration before the application opens it: PostgreSQL emptied
 * (resetPostgres), SQLite a copy of a file migrated once per process.
 */
export async function prepareTestDatabase(kind: DatabaseKind, config: Config): Promise<void> {
  if (kind === 'postgres') await resetPostgres(config);
  else await copyMigratedSqlite(config);
}

let migratedSqlite: Promise<string> | undefined;

/** Puts a copy of a freshly migrated SQLite file where `config` keeps its database, unless one is there. */
async function copyMigratedSqlite(config: Config): Promise<void> {
  if (config.database.client !== 'sqlite' || config.database.filename === ':memory:' || existsSync(config.database.filename)) return;
  migratedSqlite ??= (async () => {
    const templateConfig = testConfig('sqlite');
    if (templateConfig.database.client !== 'sqlite') throw new Error('testConfig(sqlite) answered another database');
    const { filename } = templateConfig.database;
    const { createKnex, migrateLatest } = await import('../../src/platform/database/knex.js');
    const knex = createKnex(templateConfig.database);
    await migrateLatest(knex);
    // Closing the only connection folds the write-ahead log into the file.
    await knex.destroy();
    process.once('exit', () => rmSync(templateConfig.dataDir, { recursive: true, force: true }));
    return filename;
  })();
  const template = await migratedSqlite;
  mkdirSync(path.dirname(config.database.filename), { recursive: true });
  copyFileSync(template, config.database.filename);
}

/** The PostgreSQL databases this process has dropped and migrated afresh (once per run). */
const migratedAfresh = new Set<string>();

/**
 * Empties the PostgreSQL test database. The first time in a run its `public` schema is dropped and
 * created again, so the migrations that follow build it from the current files. After that, while
 * every migration is still applied (a test may have rolled one back), the tables are only emptied:
 * migrating afresh costs seconds, emptying milliseconds.
 */
export async function resetPostgres(config: Config): Promise<void> {
  if (config.database.client !== 'pg') throw new Error('resetPostgres needs a PostgreSQL configuration');
  const url = config.database.connectionString;
  const { createKnex } = await import('../../src/platform/database/knex.js');
  const knex = createKnex(config.database);
  try {
    if (migratedAfresh.has(url) && (await everyMigrationApplied(knex))) {
      await deleteAllRows(knex);
      return;
    }
    await knex.raw('DROP SCHEMA IF EXISTS public CASCADE');
    await knex.raw('CREATE SCHEMA public');
    migratedAfresh.add(url);
  } finally {
    await knex.destroy();
  }
}

async function everyMigrationApplied(knex: AppContext['knex']): Promise<boolean> {
  try {
    const [, pending] = (await knex.migrate.list()) as [unknown[], unknown[]];
    const lock = await knex('knex_migrations_lock').first();
    return pending.length === 0 && Number(lock?.is_locked ?? 0) === 0;
  } catch {
    return false;
  }
}

/**
 * Empties every table but the migration bookkeeping, for a fresh start between tests. On
 * PostgreSQL the rows are deleted, children before parents, in one transaction: TRUNCATE gives
 * every table new files and costs a large part of a second even on empty tables.
 */
export async function truncateAll(context: AppContext): Promise<void> {
  const { knex } = context;
  if (knex.client.config.client === 'pg') return deleteAllRows(knex);
  const tables: string[] = (await knex.raw("select name as tablename from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r: { tablename: string }) => r.tablename);
  const mine = tables.filter((t) => !t.startsWith('knex_'));
  await knex.raw('PRAGMA foreign_keys = OFF');
  for (const t of mine) await knex(t).delete();
  await knex.raw('PRAGMA foreign_keys = ON');
}

/** Deletes the rows of every PostgreSQL table, children before parents, in one transaction. */
async function deleteAllRows(knex: AppContext['knex']): Promise<void> {
  const tables = await postgresDeletionOrder(knex);
  if (tables.length) await knex.raw(tables.map((t) => `DELETE FROM "${t}";`).join('\n'));
}

/** The tables of the `public` schema (migration bookkeeping aside), each after every table whose rows reference it. */
async function postgresDeletionOrder(knex: AppContext['knex']): Promise<string[]> {
  const tables: string[] = (await knex.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex\\_%'")).rows.map((r: { tablename: string }) => r.tablename);
  const references: { child: string; parent: string }[] = (
    await knex.raw(
      `select distinct c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
    )
  ).rows;
  const order: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  // Depth first: a table goes after all the tables that reference it.
  const place = (table: string): void => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`truncateAll: the foreign keys of ${table} form a cycle`);
    visiting.add(table);
    for (const { child, parent } of references) if (parent === table && tables.includes(child)) place(child);
    visiting.delete(table);
    placed.add(table);
    order.push(table);
  };
  for (const table of [...tables].sort()) place(table);
  return order;
}
