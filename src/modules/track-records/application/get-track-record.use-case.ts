import type { Actor } from '../../identity/index.js';
import { trackRecordNotFound } from '../domain/track-record.entity.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

export class GetTrackRecord {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts }) {}

  async execute(viewer: Actor | null, id: string): Promise<TrackRecordView> {
    const record = await this.deps.records.findById(id);
    if (!record) throw trackRecordNotFound();
    const [view] = await toTrackRecordViews(this.deps, [record], viewer);
    return view!;
  }
}
