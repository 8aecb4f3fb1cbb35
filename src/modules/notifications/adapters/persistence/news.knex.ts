import type { Knex } from 'knex';
import { inSlices } from '../../../../platform/database/slices.js';
import type { AnnouncedKeys } from '../../application/ports/news.port.js';
import { DISCORD_TABLE } from './discord.knex.js';

/** Which things already have a Discord outbox row: the news announced (or recorded as omitted) once. */
export class KnexAnnouncedKeys implements AnnouncedKeys {
  constructor(private readonly knex: Knex) {}

  async announced(claves: readonly string[]): Promise<Set<string>> {
    const rows = await inSlices(claves, (slice): Promise<{ clave: string }[]> => this.knex(DISCORD_TABLE).whereIn('clave', slice).select('clave'));
    return new Set(rows.map((r) => r.clave));
  }
}
