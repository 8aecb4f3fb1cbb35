import type { SponsorRepository } from '../../../src/modules/sponsors/application/ports/sponsor.repository.port.js';
import type { Sponsor } from '../../../src/modules/sponsors/domain/sponsor.entity.js';

/** Sponsors in memory, in the order they were added. */
export class MemorySponsors implements SponsorRepository {
  readonly rows: Sponsor[] = [];
  failNextWrite = false;

  async list(): Promise<Sponsor[]> {
    return this.rows.map((s) => ({ ...s }));
  }
  async findById(id: string): Promise<Sponsor | null> {
    const found = this.rows.find((s) => s.id === id);
    return found ? { ...found } : null;
  }
  async insert(sponsor: Sponsor): Promise<void> {
    this.failIfAsked();
    this.rows.push({ ...sponsor });
  }
  async update(id: string, changes: Partial<Sponsor>): Promise<void> {
    this.failIfAsked();
    const found = this.rows.find((s) => s.id === id);
    if (found) Object.assign(found, changes);
  }
  async delete(id: string): Promise<boolean> {
    const at = this.rows.findIndex((s) => s.id === id);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }
  private failIfAsked(): void {
    if (!this.failNextWrite) return;
    this.failNextWrite = false;
    throw new Error('disco lleno');
  }
}
