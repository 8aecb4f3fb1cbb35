import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SponsorRepository } from '../../application/ports/sponsor.repository.port.js';
import type { Sponsor } from '../../domain/sponsor.entity.js';

const TABLE = 'sponsors';

const toSponsor = (row: Sponsor): Sponsor => ({ ...row, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt) });

export class KnexSponsorRepository implements SponsorRepository {
  constructor(private readonly knex: Knex) {}

  async list(): Promise<Sponsor[]> {
    return (await this.knex(TABLE).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toSponsor);
  }

  async findById(id: string): Promise<Sponsor | null> {
    const row = await this.knex(TABLE).where({ id }).first();
    return row ? toSponsor(row) : null;
  }

  async insert(sponsor: Sponsor, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(sponsor);
  }

  async update(id: string, changes: Partial<Sponsor>, trx?: Transaction): Promise<void> {
    const { id: _id, ...rest } = changes;
    await db(this.knex, trx)(TABLE).where({ id }).update(rest);
  }

  async delete(id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ id }).delete()) > 0;
  }
}
