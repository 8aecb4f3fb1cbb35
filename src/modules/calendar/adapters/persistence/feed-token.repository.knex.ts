import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import type { FeedToken, FeedTokenRepository } from '../../application/ports/feed-token.repository.port.js';

const FEEDS = 'calendar_feeds';

const toToken = (row: { userId: string; token: string; createdAt: unknown }): FeedToken => ({ userId: row.userId, token: row.token, createdAt: toIso(row.createdAt) });

export class KnexFeedTokenRepository implements FeedTokenRepository {
  constructor(private readonly knex: Knex) {}

  async findByToken(token: string): Promise<FeedToken | null> {
    const row = await this.knex(FEEDS).where({ token }).first();
    return row ? toToken(row) : null;
  }

  async findByUser(userId: string): Promise<FeedToken | null> {
    const row = await this.knex(FEEDS).where({ userId }).first();
    return row ? toToken(row) : null;
  }

  async createIfMissing(token: FeedToken): Promise<FeedToken> {
    // Two first visits at once: one insert wins, both answer the stored token.
    await this.knex(FEEDS).insert(token).onConflict('userId').ignore();
    return (await this.findByUser(token.userId))!;
  }

  async replace(token: FeedToken): Promise<void> {
    await this.knex(FEEDS).insert(token).onConflict('userId').merge(['token', 'createdAt']);
  }
}
