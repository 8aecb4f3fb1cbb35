import { eventRef } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** Offered: which of these iRacing subsessions are imported, with the race and session each counts for. */
export class ImportedSubsessions {
  constructor(private readonly deps: { events: ResultEventRepository }) {}

  find(subsessionIds: readonly number[]): Promise<Array<{ id: string; subsessionId: number; carreraId: string | null; sesion: number | null }>> {
    return subsessionIds.length ? this.deps.events.importedSubsessions(subsessionIds) : Promise.resolve([]);
  }

  /** The iRacing subsession an event (by id or subsession) is, or null when there is no such event. */
  async subsessionOf(ref: string): Promise<number | null> {
    let header;
    try {
      header = await this.deps.events.findHeader(eventRef(ref));
    } catch {
      return null;
    }
    return header?.event.subsessionId ?? null;
  }
}
