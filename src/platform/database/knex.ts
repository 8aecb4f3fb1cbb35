import { mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import type { Config } from '../config.js';
import { CODE_EXTENSION, CODE_ROOT } from '../runtime-paths.js';
import { sqliteKnexClient } from './sqlite-driver.js';

export type { Knex };

const MIGRATIONS_DIR = path.join(CODE_ROOT, 'migrations');

/**
 * The migrations of the running code: migrations/*.ts from source, dist/migrations/*.js compiled.
 * Each keeps the name it was always recorded under in knex_migrations (`….ts`), so a database
 * migrated by either finds the other's migrations applied.
 */
export const migrationFiles: Knex.MigrationSource<string> = {
  async getMigrations() {
    const files = await readdir(MIGRATIONS_DIR);
    return files
      .filter((f) => f.endsWith(CODE_EXTENSION))
      .map((f) => f.slice(0, -CODE_EXTENSION.length))
      .sort();
  },
  getMigrationName: (base) => `${base}.ts`,
  getMigration: (base) => import(pathToFileURL(path.join(MIGRATIONS_DIR, base + CODE_EXTENSION)).href) as Promise<Knex.Migration>,
};

export function knexConfig(database: Config['database']): Knex.Config {
  const migrations: Knex.MigratorConfig = { migrationSource: migrationFiles };
  if (database.client === 'pg') {
    return { client: 'pg', connection: database.connectionString, pool: { min: 0, max: 10 }, migrations };
  }
  if (database.filename !== ':memory:') mkdirSync(path.dirname(database.filename), { recursive: true });
  return {
    // better-sqlite3 12 on Node 20, 13 on Node >= 22 (sqlite-driver.ts).
    client: sqliteKnexClient(),
    connection: { filename: database.filename },
    useNullAsDefault: true,
    // One connection: better-sqlite3 is synchronous and SQLite has one writer; a single connection
    // also makes transactions serialise, which is what the capacity checks rely on.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: { pragma: (s: string) => void }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
    migrations,
  };
}

export function createKnex(database: Config['database']): Knex {
  return knexFactory(knexConfig(database));
}

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest()) as [number, string[]];
  return applied;
}

export function isPostgres(knex: Knex): boolean {
  return knex.client.config.client === 'pg';
}

export async function pingDatabase(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
