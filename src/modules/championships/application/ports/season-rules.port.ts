/**
 * Port filled by the composition root with the seasons module's answer (docs/adr/0033): a closed
 * season's championship is not deleted.
 */
export interface SeasonRules {
  /** Refuses (409, naming the closure) deleting a championship whose season is closed. */
  assertDeletable(campeonatoId: string): Promise<void>;
}
