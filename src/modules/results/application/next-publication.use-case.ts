import type { Clock } from '../../../platform/clock.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/**
 * The next instant an imported event becomes public: time alone changes the results' public answers
 * (lists, pages, analyses, podium) only then, so they are kept until it (docs/adr/0024). Null: none.
 */
export class NextPublication {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(): Promise<Date | null> {
    const next = await this.deps.events.nextPublicationAfter(this.deps.clock.now().toISOString());
    return next ? new Date(next) : null;
  }
}
