import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import type { PublishedEvent, PublishedResults } from '../../application/published-results.js';

/** RESULTS.PublishedResults over this module's result_events. */
export class KnexPublishedResults implements PublishedResults {
  constructor(private readonly knex: Knex) {}

  async publishedSince(since: string, now: string, changedSince?: string): Promise<PublishedEvent[]> {
    const query = this.knex('result_events')
      .select('id', 'subsessionId', 'sessionName', 'trackName', 'trackConfig', 'startTime', 'publishedAt', 'carreraId')
      .where('publishedAt', '<=', now)
      .andWhere('importedAt', '>=', since);
    if (changedSince !== undefined) query.andWhere((q) => q.where('importedAt', '>=', changedSince).orWhere('publishedAt', '>=', changedSince));
    const rows: PublishedEvent[] = await query
      .orderBy([{ column: 'publishedAt' }, { column: 'id' }]);
    return rows.map((r) => ({ ...r, subsessionId: String(r.subsessionId), trackConfig: r.trackConfig ?? null, startTime: toIso(r.startTime), publishedAt: toIso(r.publishedAt), carreraId: r.carreraId ?? null }));
  }
}
