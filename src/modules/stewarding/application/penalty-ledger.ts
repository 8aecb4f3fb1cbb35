import type { PenaltyType } from '../domain/report.entity.js';
import type { ReportRepository } from './ports/report.repository.port.js';

/** One penalty as a standings calculation reads it. */
export interface LedgerPenalty {
  id: string;
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

export interface RacePenalties {
  carreraId: string;
  pilotos: Array<{ userId: string; sanciones: LedgerPenalty[] }>;
}

/**
 * Offered (STEWARDING.PenaltyLedger): the penalties of a championship per race and per driver, in the
 * order recorded, for a standings module to apply.
 */
export class PenaltyLedger {
  constructor(private readonly deps: { reports: Pick<ReportRepository, 'penaltiesIn'> }) {}

  async penaltiesOf(campeonatoId: string): Promise<RacePenalties[]> {
    const byRace = new Map<string, Map<string, LedgerPenalty[]>>();
    for (const p of await this.deps.reports.penaltiesIn(campeonatoId)) {
      const race = byRace.get(p.carreraId) ?? new Map<string, LedgerPenalty[]>();
      const list = race.get(p.userId) ?? [];
      list.push({ id: p.id, tipo: p.tipo, segundos: p.segundos, posiciones: p.posiciones, puntos: p.puntos, puntosLicencia: p.puntosLicencia, sesion: p.sesion, evento: p.evento, reportId: p.reportId });
      race.set(p.userId, list);
      byRace.set(p.carreraId, race);
    }
    return [...byRace].map(([carreraId, drivers]) => ({ carreraId, pilotos: [...drivers].map(([userId, sanciones]) => ({ userId, sanciones })) }));
  }
}
