import type { Knex } from 'knex';
import type { StandingsVersion } from '../../application/ports/standings-version.port.js';

const TABLE = 'standings_version';

/** Migration 20261124060000's row, which database triggers change on every write standings read. */
export class KnexStandingsVersion implements StandingsVersion {
  constructor(private readonly knex: Knex) {}

  async current(): Promise<string> {
    const row = (await this.knex(TABLE).where({ id: 1 }).first('version')) as { version: string } | undefined;
    // No row (a database emptied by hand): the next write stores one, and that differs from this.
    return row ? String(row.version) : '';
  }
}
