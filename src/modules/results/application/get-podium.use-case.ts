import type { PodiumView } from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { eventSummary, podium, rowsRead } from '../domain/analyses.js';
import { withPublicNames, type DriverPublicNames } from './ports/driver-public-names.port.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/**
 * The home page's 'Podio Última Carrera': the latest event the public may see, for everybody alike
 * (an admin's home page shows what visitors see).
 */
export class GetPodium {
  /** `names`: the site's drivers named by the public-name rule (the home page is public). */
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock; names?: DriverPublicNames }) {}

  async execute(): Promise<PodiumView> {
    const now = this.deps.clock.now();
    const header = await this.deps.events.latestPublished(now.toISOString());
    if (!header) return { event: null, classes: [] };
    const read = await this.deps.events.loadEntries(header.event.id, rowsRead('podium', header.phases));
    const result = { ...header, entries: this.deps.names ? await withPublicNames(this.deps.names, read) : read };
    return { event: eventSummary(result.event, result.phases, result.carClasses, now), classes: podium(result) };
  }
}
