import type { Sponsor } from '../../domain/sponsor.entity.js';

/** Port: stored sponsors. */
export interface SponsorRepository {
  /** In the order they were added. */
  list(): Promise<Sponsor[]>;
  findById(id: string): Promise<Sponsor | null>;
  insert(sponsor: Sponsor): Promise<void>;
  update(id: string, changes: Partial<Sponsor>): Promise<void>;
  /** Answers whether it removed the sponsor (false: another request removed it first). */
  delete(id: string): Promise<boolean>;
}
