import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import type { PublishedEvent, PublishedResults } from '../../application/published-results.js';

/** RESULTS.PublishedResults over this module's result_events. */
export class KnexPublishedResults implements PublishedResults {
  constructor(private readonly knex: Knex) {}

  async publishedSince(since: string, now: string): Promise<PublishedEvent[]> {
    const rows: PublishedEvent[] = await this.knex('result_events')
      .select('id', 'subsessionId', 'sessionName', 'trackName', 'trackConfig', 'startTime', 'publishedAt', 'carreraId')
      .where('publishedAt', '<=', now)
      .andWhere('importedAt', '>=', since)
      .orderBy([{ column: 'publishedAt' }, { column: 'id' }]);
    return rows.map((r) => ({ ...r, subsessionId: String(r.subsessionId), trackConfig: r.trackConfig ?? null, startTime: toIso(r.startTime), publishedAt: toIso(r.publishedAt), carreraId: r.carreraId ?? null }));
  }
}
