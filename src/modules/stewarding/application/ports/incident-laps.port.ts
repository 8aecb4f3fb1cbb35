/** Port: the iRacing customer ids of site accounts; the composition root fills it with identity's IracingAccounts. */
export interface IracingIds {
  findByUserIds(userIds: readonly string[]): Promise<Array<{ userId: string; iracingId: number }>>;
}

/** One lap of one car as results keep it. */
export interface LapRecord {
  lap: number;
  lapTimeMs: number | null;
  position: number | null;
  /** Session time at which the lap ended, in milliseconds. */
  endsAtMs: number | null;
}

/** Port: drivers' laps in a championship race's scored session; the composition root fills it with results' SessionLaps. */
export interface RaceSessionLaps {
  lapsOf(carreraId: string, sesion: number, custIds: readonly number[]): Promise<{ subsessionId: number; drivers: Array<{ custId: number; laps: LapRecord[] }> } | null>;
}
