import type { Knex } from 'knex';
import { toBool, toIso, toNumber } from '../../../../platform/database/rows.js';
import type { DecidedReport, DecisionDigest } from '../../application/decision-digest.js';

interface DecisionRow {
  reportId: string;
  numeroReporte: number | string;
  aprobado: unknown;
  explicacion: string;
  decididoAt: string;
  campeonatoId: string | null;
  carreraId: string | null;
  reporterId: string | null;
  reportedId: string | null;
  tipo: string | null;
  segundos: number | string | null;
  posiciones: number | string | null;
  puntos: number | string | null;
  puntosLicencia: number | string | null;
}

const nullableNumber = (value: number | string | null) => (value === null || value === undefined ? null : toNumber(value));

/** STEWARDING.DecisionDigest over this module's report_decisions, reports and penalties. */
export class KnexDecisionDigest implements DecisionDigest {
  constructor(private readonly knex: Knex) {}

  async decidedSince(since: string): Promise<DecidedReport[]> {
    const rows: DecisionRow[] = await this.knex('report_decisions as d')
      .join('reports as rep', 'rep.id', 'd.reportId')
      .leftJoin('penalties as p', 'p.reportId', 'rep.id')
      .select(
        'd.reportId',
        'rep.numeroReporte',
        'd.aprobado',
        'd.explicacion',
        'd.decididoAt',
        'rep.campeonatoId',
        'rep.carreraId',
        'rep.reporterId',
        'rep.reportedId',
        'p.tipo',
        'p.segundos',
        'p.posiciones',
        'p.puntos',
        'p.puntosLicencia',
      )
      .where('d.decididoAt', '>=', since)
      .orderBy([{ column: 'd.decididoAt' }, { column: 'd.reportId' }]);
    return rows.map((r) => ({
      reportId: r.reportId,
      numeroReporte: toNumber(r.numeroReporte),
      aprobado: toBool(r.aprobado),
      explicacion: r.explicacion,
      decididoAt: toIso(r.decididoAt),
      campeonatoId: r.campeonatoId ?? null,
      carreraId: r.carreraId ?? null,
      reporterId: r.reporterId ?? null,
      reportedId: r.reportedId ?? null,
      penalty: r.tipo
        ? { tipo: r.tipo, segundos: nullableNumber(r.segundos), posiciones: nullableNumber(r.posiciones), puntos: nullableNumber(r.puntos), puntosLicencia: toNumber(r.puntosLicencia ?? 0) }
        : null,
    }));
  }
}
