import type { EventResult, ResultEntry } from '../../results/index.js';
import type { IracingSession, ResultRow } from '../domain/standings-input.js';

const RACE_TYPE = 6;
const QUALIFYING_TYPES = new Set([4, 5]);

/** The phase a scored event reads: the main race (number 0, else the last race), or the last qualifying. */
function phaseOf(result: EventResult, session: IracingSession) {
  if (session === 'race') {
    const races = result.phases.filter((p) => p.simsessionType === RACE_TYPE).sort((a, b) => a.simsessionNumber - b.simsessionNumber);
    return races.find((p) => p.simsessionNumber === 0) ?? races.at(-1);
  }
  return result.phases.filter((p) => QUALIFYING_TYPES.has(p.simsessionType)).sort((a, b) => a.simsessionNumber - b.simsessionNumber).at(-1);
}

/**
 * A stored event's qualifying or race rows as the scoring reads them (teams of a team event with
 * their drivers), or null when the event has no such session.
 */
export function resultRowsOf(result: EventResult, session: IracingSession): ResultRow[] | null {
  const phase = phaseOf(result, session);
  if (!phase) return null;
  const classNames = new Map(result.carClasses.map((c) => [c.carClassId, c.name]));
  const entries = result.entries.filter((e) => e.phaseId === phase.id);
  const driversOf = new Map<string, ResultEntry[]>();
  for (const e of entries) if (e.teamEntryId !== null) driversOf.set(e.teamEntryId, [...(driversOf.get(e.teamEntryId) ?? []), e]);
  return entries
    .filter((e) => e.teamEntryId === null)
    .map((e) => ({
      custId: e.custId,
      teamId: e.custId === null ? e.teamId : null,
      displayName: e.displayName,
      drivers: (driversOf.get(e.id) ?? []).filter((d) => d.custId !== null).map((d) => ({ custId: d.custId!, displayName: d.displayName })),
      carClassId: e.carClassId,
      carClassName: classNames.get(e.carClassId) ?? `Clase ${e.carClassId}`,
      startingPosition: e.startingPosition,
      finishPosition: e.finishPosition,
      lapsComplete: e.lapsComplete,
      lapsLed: e.lapsLed,
      bestLapTime: e.bestLapTime,
      interval: e.interval,
      reasonOut: e.reasonOut,
    }));
}
