import type { SponsorRepository } from './ports/sponsor.repository.port.js';
import { toSponsorView, type SponsorView } from './sponsor-view.js';

export class ListSponsors {
  constructor(private readonly deps: { sponsors: SponsorRepository }) {}

  async execute(): Promise<SponsorView[]> {
    return (await this.deps.sponsors.list()).map(toSponsorView);
  }
}
