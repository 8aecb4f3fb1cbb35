import type { KeptLaps } from '../../../src/modules/track-records/application/ports/kept-laps.port.js';
import type { HolderAccount, HolderAccounts, HolderNames, IracingHolders } from '../../../src/modules/track-records/application/ports/sources.port.js';
import type { StandingQuery, TrackRecordRepository } from '../../../src/modules/track-records/application/ports/track-record.repository.port.js';
import type { KeptLap } from '../../../src/modules/track-records/domain/suggestions.js';
import { comparePlaces, placeOf, standingRecords, storedRecordKey, type RecordPlace, type TrackRecord } from '../../../src/modules/track-records/domain/track-record.entity.js';

/** Whether a stored circuit and car holds `circuit` in its circuit and `car` in its car. */
function matchesStanding(key: string, { circuit, car }: StandingQuery): boolean {
  const [ofCircuit = '', ofCar = ''] = key.split('\u0001');
  return (!circuit || ofCircuit.includes(circuit)) && (!car || ofCar.includes(car));
}

/** Track records and dismissed suggestions in memory. */
export class MemoryTrackRecords implements TrackRecordRepository {
  readonly rows = new Map<string, TrackRecord>();
  readonly dismissed = new Map<string, { by: string; at: string }>();

  snapshot(): () => void {
    const rows = structuredClone([...this.rows]);
    const dismissed = structuredClone([...this.dismissed]);
    return () => {
      this.rows.clear();
      this.dismissed.clear();
      for (const [k, v] of rows) this.rows.set(k, v);
      for (const [k, v] of dismissed) this.dismissed.set(k, v);
    };
  }

  async list(filter: { userId?: string } = {}): Promise<TrackRecord[]> {
    return [...this.rows.values()].filter((r) => !filter.userId || r.userId === filter.userId).map((r) => ({ ...r }));
  }
  async page({ after, limit, search, holders }: { after?: RecordPlace; limit: number; search?: string; holders?: readonly string[] }): Promise<TrackRecord[]> {
    return [...this.rows.values()]
      .filter((r) => !after || comparePlaces(placeOf(r), after) > 0)
      .filter((r) => !search || storedRecordKey(r.circuit, r.car).includes(search) || (holders ?? []).includes(r.userId))
      .sort((a, b) => comparePlaces(placeOf(a), placeOf(b)))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }
  async standing({ after, limit, userId, circuit, car }: StandingQuery & { after?: string; limit?: number; userId?: string }): Promise<TrackRecord[]> {
    const standing = [...standingRecords([...this.rows.values()]).values()];
    return standing
      .map((r) => ({ record: r, key: storedRecordKey(r.circuit, r.car) }))
      .filter(({ key }) => after === undefined || key > after)
      .filter(({ record }) => !userId || record.userId === userId)
      .filter(({ key }) => matchesStanding(key, { circuit, car }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, limit ?? Infinity)
      .map(({ record }) => ({ ...record }));
  }
  async countStanding(query: StandingQuery): Promise<number> {
    return (await this.standing(query)).length;
  }
  async holderIds(): Promise<string[]> {
    return [...new Set([...this.rows.values()].map((r) => r.userId))];
  }
  async findById(id: string): Promise<TrackRecord | null> {
    const found = this.rows.get(id);
    return found ? { ...found } : null;
  }
  async insert(record: TrackRecord): Promise<void> {
    this.rows.set(record.id, { ...record });
  }
  async insertUnlessSame(record: TrackRecord): Promise<boolean> {
    const same = [...this.rows.values()].some((r) => r.userId === record.userId && r.circuit === record.circuit && r.car === record.car && r.lapTimeMs === record.lapTimeMs);
    if (!same) this.rows.set(record.id, { ...record });
    return !same;
  }
  async update(id: string, changes: Partial<TrackRecord>): Promise<void> {
    const found = this.rows.get(id);
    if (found) Object.assign(found, changes);
  }
  async updateIfStill(id: string, expected: Pick<TrackRecord, 'userId' | 'lapTimeMs'>, changes: Partial<TrackRecord>): Promise<boolean> {
    const found = this.rows.get(id);
    if (!found || found.userId !== expected.userId || found.lapTimeMs !== expected.lapTimeMs) return false;
    Object.assign(found, changes);
    return true;
  }
  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
  async dismissedSuggestions(): Promise<Set<string>> {
    return new Set(this.dismissed.keys());
  }
  async dismissSuggestion(suggestionId: string, by: string, at: string): Promise<boolean> {
    if (this.dismissed.has(suggestionId)) return false;
    this.dismissed.set(suggestionId, { by, at });
    return true;
  }
}

/**
 * The laps kept of the imported results, in memory. `fastestOf` answers every kept lap of the drivers
 * asked (more than the port's "at least the fastest of each circuit and car"), so the rules the unit
 * tests check are the use cases' own, not this fake's.
 */
export class MemoryKeptLaps implements KeptLaps {
  constructor(public laps: KeptLap[] = []) {}

  snapshot(): () => void {
    const laps = structuredClone(this.laps);
    return () => {
      this.laps = laps;
    };
  }

  async replaceEvent(eventId: string, laps: readonly KeptLap[]): Promise<void> {
    this.laps = [...this.laps.filter((l) => l.eventId !== eventId), ...laps.map((l) => ({ ...l }))];
  }
  async drivers(): Promise<number[]> {
    return [...new Set(this.laps.map((l) => l.custId))].sort((a, b) => a - b);
  }
  async fastestOf(custIds: readonly number[]): Promise<KeptLap[]> {
    return this.laps.filter((l) => custIds.includes(l.custId)).map((l) => ({ ...l }));
  }
}

/** The accounts track records read from identity, from a plain list. */
export class MemoryHolders implements HolderAccounts, HolderNames, IracingHolders {
  constructor(readonly accounts: Array<HolderAccount & { iracingId?: number }> = []) {}

  async find(idOrEmail: string): Promise<HolderAccount | null> {
    const found = this.accounts.find((a) => a.id === idOrEmail || a.email === idOrEmail.toLowerCase());
    return found ? { id: found.id, nombre: found.nombre, apellido: found.apellido, email: found.email } : null;
  }
  async findByIds(ids: readonly string[]): Promise<HolderAccount[]> {
    return this.accounts.filter((a) => ids.includes(a.id)).map((a) => ({ id: a.id, nombre: a.nombre, apellido: a.apellido, email: a.email }));
  }
  async describe(userIds: readonly string[]): Promise<Array<{ id: string; nombre: string; apellido: string }>> {
    return this.accounts.filter((a) => userIds.includes(a.id)).map((a) => ({ id: a.id, nombre: a.nombre, apellido: a.apellido }));
  }
  async findByIracingIds(iracingIds: readonly number[]) {
    return this.accounts.flatMap((a) => (a.iracingId !== undefined && iracingIds.includes(a.iracingId) ? [{ iracingId: a.iracingId, userId: a.id, nombre: a.nombre, apellido: a.apellido }] : []));
  }
}
