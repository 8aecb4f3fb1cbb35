import { formatLapTime } from '../../../contracts/track-records.contract.js';
import type { TrackRecordHolderView, TrackRecordView } from '../../../contracts/track-records.views.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';

export type { TrackRecordView };

export const toTrackRecordView = (r: TrackRecord, holder: TrackRecordHolderView | null): TrackRecordView => ({
  id: r.id,
  _id: r.id,
  user: holder,
  circuit: r.circuit,
  car: r.car,
  lapTime: formatLapTime(r.lapTimeMs),
  lapTimeMs: r.lapTimeMs,
  recordDate: r.recordDate,
  origen: r.origen,
  subsessionId: r.subsessionId,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The holders of these records, read at once: their public names for everybody, with the e-mail address for administrators. */
export async function describeHolders(
  deps: { names: HolderNames; accounts: HolderAccounts },
  records: readonly TrackRecord[],
  viewer: Actor | null,
): Promise<Map<string, TrackRecordHolderView>> {
  const ids = [...new Set(records.map((r) => r.userId))];
  const holders = new Map<string, TrackRecordHolderView>();
  if (ids.length === 0) return holders;
  if (isAdmin(viewer)) {
    for (const account of await deps.accounts.findByIds(ids)) holders.set(account.id, { id: account.id, _id: account.id, nombre: account.nombre, apellido: account.apellido, email: account.email });
    return holders;
  }
  for (const d of await deps.names.describe(ids)) holders.set(d.id, { id: d.id, _id: d.id, nombre: d.nombre, apellido: d.apellido });
  return holders;
}

export async function toTrackRecordViews(deps: { names: HolderNames; accounts: HolderAccounts }, records: readonly TrackRecord[], viewer: Actor | null): Promise<TrackRecordView[]> {
  const holders = await describeHolders(deps, records, viewer);
  return records.map((r) => toTrackRecordView(r, holders.get(r.userId) ?? null));
}
