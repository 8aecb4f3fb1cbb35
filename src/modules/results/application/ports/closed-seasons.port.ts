/**
 * Port filled by the composition root (the seasons module's ClosedChampionships, docs/adr/0033):
 * refuses (409, naming the closure) a change to the results of races whose season is closed. Null
 * ids (events linked to no race) feed no table and pass.
 */
export interface ClosedSeasons {
  assertRacesOpen(carreraIds: ReadonlyArray<string | null | undefined>): Promise<void>;
}
