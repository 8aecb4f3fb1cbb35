import type { Transaction } from '../../../../platform/transactions.js';
import type { Sponsor } from '../../domain/sponsor.entity.js';

/** Port: stored sponsors. */
export interface SponsorRepository {
  /** In the order they were added. */
  list(): Promise<Sponsor[]>;
  findById(id: string): Promise<Sponsor | null>;
  insert(sponsor: Sponsor, trx?: Transaction): Promise<void>;
  update(id: string, changes: Partial<Sponsor>, trx?: Transaction): Promise<void>;
  /** Answers whether it removed the sponsor (false: another request removed it first). */
  delete(id: string, trx?: Transaction): Promise<boolean>;
}
