import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { sponsorNotFound } from '../domain/sponsor.entity.js';
import type { SponsorRepository } from './ports/sponsor.repository.port.js';

export class DeleteSponsor {
  constructor(private readonly deps: { sponsors: SponsorRepository; storage: FileStorage }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const sponsor = await this.deps.sponsors.findById(id);
    if (!sponsor) throw sponsorNotFound();
    await this.deps.sponsors.delete(id);
    await this.deps.storage.remove(sponsor.logoUrl);
  }
}
