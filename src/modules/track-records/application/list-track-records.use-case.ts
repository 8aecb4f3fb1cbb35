import { trackRecordQuerySchema } from '../../../contracts/track-records.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import { byCircuitCarTime, recordKey, standingRecords } from '../domain/track-record.entity.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

/**
 * Every record by circuit, car and time, for everybody. `vigentes` keeps the standing record of each
 * circuit and car (the fastest); `usuario` answers the standing records that account holds.
 */
export class ListTrackRecords {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts }) {}

  async execute(viewer: Actor | null, query: Record<string, unknown> = {}): Promise<TrackRecordView[]> {
    const { usuario, vigentes } = parseOrThrow(trackRecordQuerySchema, query);
    let records = await this.deps.records.list();
    if (vigentes || usuario) {
      const standing = standingRecords(records);
      records = records.filter((r) => standing.get(recordKey(r.circuit, r.car))?.id === r.id);
    }
    if (usuario) records = records.filter((r) => r.userId === usuario);
    return toTrackRecordViews(this.deps, records.sort(byCircuitCarTime), viewer);
  }
}
