/** Port filled by the composition root with the seasons module's answer: which championships a search names through their series or season. */
export interface EditionSearch {
  /**
   * The championships that are editions of a series whose name holds `text` (accents and case aside),
   * or of the season `text` names when it is a year: a few ids (a series' editions, one a season).
   */
  editionsMatching(text: string): Promise<string[]>;
}
