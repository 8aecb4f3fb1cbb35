import type { PenaltyType } from '../domain/penalty.js';
import type { ReportRepository } from './ports/report.repository.port.js';

/** One penalty as a standings calculation reads it. */
export interface LedgerPenalty {
  id: string;
  carreraId: string;
  /** The penalised driver's site account. */
  userId: string;
  /** When the stewards recorded it (UTC ISO). */
  registradaEn: string;
  tipo: PenaltyType;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
  /** The scored session (1–3) it acts on; null: the round's main race. */
  sesion: number | null;
  /** The scored event it acts on, by its name in the scoring configuration; null: the session's race. */
  evento: string | null;
  /** The report it came from, or null when the stewards recorded it alone. */
  reportId: string | null;
}

/**
 * Offered (STEWARDING.PenaltyLedger): the penalties of a championship in the order the stewards
 * recorded them (the instant, then the id), across races and drivers, for a standings module to apply:
 * penalties of one event act one after another, each from where the driver stands after the earlier ones.
 */
export class PenaltyLedger {
  constructor(private readonly deps: { reports: Pick<ReportRepository, 'penaltiesIn'> }) {}

  async penaltiesOf(campeonatoId: string): Promise<LedgerPenalty[]> {
    const recorded = await this.deps.reports.penaltiesIn(campeonatoId);
    recorded.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return recorded.map((p) => ({
      id: p.id,
      carreraId: p.carreraId,
      userId: p.userId,
      registradaEn: p.createdAt,
      tipo: p.tipo,
      segundos: p.segundos,
      posiciones: p.posiciones,
      puntos: p.puntos,
      puntosLicencia: p.puntosLicencia,
      sesion: p.sesion,
      evento: p.evento,
      reportId: p.reportId,
    }));
  }
}
