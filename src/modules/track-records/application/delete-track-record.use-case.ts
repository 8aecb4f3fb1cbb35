import { assertAdmin, type Actor } from '../../identity/index.js';
import { trackRecordNotFound } from '../domain/track-record.entity.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';

export class DeleteTrackRecord {
  constructor(private readonly deps: { records: TrackRecordRepository }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    if (!(await this.deps.records.delete(id))) throw trackRecordNotFound();
  }
}
