/** One lap as the stewards read it around an incident. */
export interface LapAround {
  lap: number;
  lapTimeMs: number | null;
  position: number | null;
  endsAtMs: number | null;
}

/**
 * The lap in progress at a session time: the first whose end is at or after it. Null when the laps'
 * ends are unknown or the time is after the last lap (the driver was no longer running).
 */
export function lapInProgress(laps: readonly LapAround[], sessionMs: number): number | null {
  const timed = laps.filter((l) => l.endsAtMs !== null);
  if (timed.length === 0) return null;
  return timed.find((l) => (l.endsAtMs as number) >= sessionMs)?.lap ?? null;
}

/** The laps from `span` before to `span` after the given one that the driver has. */
export function lapsAround(laps: readonly LapAround[], lap: number, span = 2): LapAround[] {
  return laps.filter((l) => l.lap >= lap - span && l.lap <= lap + span);
}
