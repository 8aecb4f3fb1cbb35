/** A championship's stored scoring configuration: the JSON document as it was saved. */
export interface StoredScoringConfig {
  campeonatoId: string;
  /** The parsed document, every default filled in (re-checked against the contract when read). */
  configuracion: unknown;
  actualizadoPor: string;
  updatedAt: string;
}

/** Port: one scoring configuration per championship. */
export interface ScoringConfigRepository {
  find(campeonatoId: string, trx?: unknown): Promise<StoredScoringConfig | null>;
  /** Inserts or replaces the championship's configuration. */
  save(stored: StoredScoringConfig, trx?: unknown): Promise<void>;
}
