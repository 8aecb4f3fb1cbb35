import type { Clock } from '../../../platform/clock.js';
import { eventSummary, podium, type EventSummary } from '../domain/analyses.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

export interface Podium {
  event: EventSummary | null;
  classes: ReturnType<typeof podium>;
}

/**
 * The home page's 'Podio Última Carrera': the latest event the public may see, for everybody alike
 * (an admin's home page shows what visitors see).
 */
export class GetPodium {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(): Promise<Podium> {
    const now = this.deps.clock.now();
    const result = await this.deps.events.latestPublished(now.toISOString());
    if (!result) return { event: null, classes: [] };
    return { event: eventSummary(result.event, result.phases, result.carClasses, now), classes: podium(result) };
  }
}
