import type { PodiumView } from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { eventSummary, podium, rowsRead } from '../domain/analyses.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/**
 * The home page's 'Podio Última Carrera': the latest event the public may see, for everybody alike
 * (an admin's home page shows what visitors see).
 */
export class GetPodium {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(): Promise<PodiumView> {
    const now = this.deps.clock.now();
    const header = await this.deps.events.latestPublished(now.toISOString());
    if (!header) return { event: null, classes: [] };
    const result = { ...header, entries: await this.deps.events.loadEntries(header.event.id, rowsRead('podium', header.phases)) };
    return { event: eventSummary(result.event, result.phases, result.carClasses, now), classes: podium(result) };
  }
}
