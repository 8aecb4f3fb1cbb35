import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** Offered: which of these iRacing subsessions are imported, with the race and session each counts for. */
export class ImportedSubsessions {
  constructor(private readonly deps: { events: ResultEventRepository }) {}

  find(subsessionIds: readonly number[]): Promise<Array<{ id: string; subsessionId: number; carreraId: string | null; sesion: number | null }>> {
    return subsessionIds.length ? this.deps.events.importedSubsessions(subsessionIds) : Promise.resolve([]);
  }
}
