import { mkdtempSync, rmSync } from 'node:fs';
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

/** A configuration for tests: a fresh temporary data folder, quiet logs, a fixed secret. */
export function testConfig(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  });
}

/**
 * Boots the real composition root on a clean database: SQLite in a temporary folder, or the
 * PostgreSQL test database emptied and migrated afresh.
 */
export async function bootTestContext(kind: DatabaseKind, options: BootstrapOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<AppContext> {
  const config = options.config ?? testConfig(kind, options.env);
  if (kind === 'postgres') await resetPostgres(config);
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

/** Empties the PostgreSQL test database: its `public` schema is dropped and created again. */
export async function resetPostgres(config: Config): Promise<void> {
  const { createKnex } = await import('../../src/platform/database/knex.js');
  const knex = createKnex(config.database);
  try {
    await knex.raw('DROP SCHEMA IF EXISTS public CASCADE');
    await knex.raw('CREATE SCHEMA public');
  } finally {
    await knex.destroy();
  }
}

/** Empties every table but the migration bookkeeping, for a fresh start between tests. */
export async function truncateAll(context: AppContext): Promise<void> {
  const { knex } = context;
  const tables: string[] =
    knex.client.config.client === 'pg'
      ? (await knex.raw("select tablename from pg_tables where schemaname = 'public'")).rows.map((r: { tablename: string }) => r.tablename)
      : (await knex.raw("select name as tablename from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r: { tablename: string }) => r.tablename);
  const mine = tables.filter((t) => !t.startsWith('knex_'));
  if (knex.client.config.client === 'pg') {
    if (mine.length) await knex.raw(`TRUNCATE ${mine.map((t) => `"${t}"`).join(', ')} CASCADE`);
  } else {
    await knex.raw('PRAGMA foreign_keys = OFF');
    for (const t of mine) await knex(t).delete();
    await knex.raw('PRAGMA foreign_keys = ON');
  }
}
