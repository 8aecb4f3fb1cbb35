import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import type { Config } from '../config.js';

export type { Knex };

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

export function knexConfig(database: Config['database']): Knex.Config {
  const migrations = { directory: MIGRATIONS_DIR, loadExtensions: ['.ts'], extension: 'ts' };
  if (database.client === 'pg') {
    return { client: 'pg', connection: database.connectionString, pool: { min: 0, max: 10 }, migrations };
  }
  if (database.filename !== ':memory:') mkdirSync(path.dirname(database.filename), { recursive: true });
  return {
    client: 'better-sqlite3',
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
