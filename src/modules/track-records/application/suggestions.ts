import { formatLapTime } from '../../../contracts/track-records.contract.js';
import { mexicoCityDay } from '../../../contracts/formats.js';
import type { TrackRecordSuggestionView } from '../../../contracts/track-records.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import { TRACK_RECORD_MSG } from '../../../contracts/track-records.contract.js';
import { suggestRecords, type MatchedLap, type Suggestion } from '../domain/suggestions.js';
import { standingRecords } from '../domain/track-record.entity.js';
import type { KeptLaps } from './ports/kept-laps.port.js';
import type { HolderNames, IracingHolders } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';

export interface SuggestionSources {
  records: TrackRecordRepository;
  laps: KeptLaps;
  iracing: IracingHolders;
  names: HolderNames;
}

/**
 * The records the imported results propose now: the laps of drivers matched to site accounts by
 * iRacing customer id, the fastest of each circuit and car that beats the standing record or where
 * there is none, leaving out those an administrator dismissed. Read from the laps kept as results are
 * imported and deleted (docs/adr/0062), one per circuit and car, so an import (or a deleted event)
 * shows at once and a read does not grow with the results stored.
 */
export async function currentSuggestions(deps: SuggestionSources): Promise<{ suggestions: Suggestion[]; holders: Map<string, { nombre: string; apellido: string }> }> {
  const accounts = await deps.iracing.findByIracingIds(await deps.laps.drivers());
  const holders = new Map(accounts.map((a) => [a.userId, { nombre: a.nombre, apellido: a.apellido }]));
  const userOf = new Map(accounts.map((a) => [a.iracingId, a.userId]));
  const laps: MatchedLap[] = (await deps.laps.fastestOf([...userOf.keys()])).flatMap(({ eventId: _event, ...lap }) => {
    const userId = userOf.get(lap.custId);
    return userId ? [{ ...lap, userId }] : [];
  });
  // The standing records only (one per circuit and car), never the beaten ones of every season.
  const [standing, dismissed] = await Promise.all([deps.records.standing({}), deps.records.dismissedSuggestions()]);
  const suggestions = suggestRecords(laps, standingRecords(standing), dismissed);
  const beaten = suggestions.flatMap((s) => (s.beats ? [s.beats.userId] : []));
  for (const d of await deps.names.describe([...new Set(beaten)])) holders.set(d.id, { nombre: d.nombre, apellido: d.apellido });
  return { suggestions, holders };
}

/** 404: the suggestion is no longer offered (accepted, dismissed, beaten, or its event deleted). */
export const suggestionGone = () => new NotFoundError(TRACK_RECORD_MSG.suggestionGone, 'TRACK_RECORD_SUGGESTION_GONE');

/** The suggestion named, among those offered now; 404 when it is no longer offered. */
export async function offeredSuggestion(deps: SuggestionSources, id: string): Promise<Suggestion> {
  const { suggestions } = await currentSuggestions(deps);
  const found = suggestions.find((s) => s.id === id);
  if (!found) throw suggestionGone();
  return found;
}

const fullName = (p: { nombre: string; apellido: string } | undefined) => (p ? `${p.nombre} ${p.apellido}`.trim() : null);

export function toSuggestionView(s: Suggestion, holders: Map<string, { nombre: string; apellido: string }>): TrackRecordSuggestionView {
  const holder = holders.get(s.lap.userId);
  return {
    id: s.id,
    circuit: s.lap.circuit,
    car: s.lap.car,
    lapTime: formatLapTime(s.lap.lapTimeMs),
    lapTimeMs: s.lap.lapTimeMs,
    recordDate: mexicoCityDay(s.lap.startTime),
    user: { id: s.lap.userId, nombre: holder?.nombre ?? '', apellido: holder?.apellido ?? '' },
    custId: s.lap.custId,
    nombreIracing: s.lap.nombreIracing,
    subsessionId: s.lap.subsessionId,
    evento: s.lap.evento,
    actual: s.beats ? { id: s.beats.id, lapTime: formatLapTime(s.beats.lapTimeMs), lapTimeMs: s.beats.lapTimeMs, holder: fullName(holders.get(s.beats.userId)) } : null,
  };
}
