/** A payer or the admin who recorded a payment, as the admin screens and the confirmation name them. */
export interface PayerCard {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/**
 * Port filled by the composition root (identity's DriverCards): accounts by id, deleted ones
 * included (a payment outlives its payer); unknown ids left out. One query per batch, inside the
 * caller's transaction when given one (fulfilment queues the confirmation in its own).
 */
export interface PayerDirectory {
  describe(ids: readonly string[], trx?: unknown): Promise<PayerCard[]>;
}

/** Port filled by the composition root (identity's AccountSearch): at most `limit` accounts whose name or e-mail contains a text. */
export interface PayerSearch {
  idsMatching(text: string, limit: number): Promise<string[]>;
}

/** A championship as a payment's line names it. */
export interface ChampionshipLabel {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  precioCentavos: number;
}

/** Port filled by the composition root (championships' Digest): championships by id, in one query, inside the caller's transaction when given one. */
export interface ChampionshipLabels {
  summaries(ids: readonly string[], trx?: unknown): Promise<ChampionshipLabel[]>;
  /** The first `count` of these championships by name (code points, then id); ids that name nothing are left out. */
  firstByName(ids: readonly string[], count: number): Promise<ChampionshipLabel[]>;
}
