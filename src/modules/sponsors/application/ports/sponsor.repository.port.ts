import type { Sponsor } from '../../domain/sponsor.entity.js';

/** Port: stored sponsors. */
export interface SponsorRepository {
  /** In the order they were added. */
  list(): Promise<Sponsor[]>;
  findById(id: string): Promise<Sponsor | null>;
  insert(sponsor: Sponsor): Promise<void>;
  update(id: string, changes: Partial<Sponsor>): Promise<void>;
  delete(id: string): Promise<void>;
}
