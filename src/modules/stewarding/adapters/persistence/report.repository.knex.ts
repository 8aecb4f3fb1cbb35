import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toBool, toIso, toNumber } from '../../../../platform/database/rows.js';
import { readWindow } from '../../../../platform/database/keyset.js';
import type { PlaceWindow } from '../../../../platform/keyset.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ReportFilter, ReportRepository } from '../../application/ports/report.repository.port.js';
import type { Appeal, AppealState } from '../../domain/appeal.entity.js';
import type { Vote } from '../../domain/panel.js';
import type { PenaltyType } from '../../domain/penalty.js';
import type { Decision, Penalty, Report, ReportState, StoredReport } from '../../domain/report.entity.js';

const REPORTS = 'reports';
const DECISIONS = 'report_decisions';
const PENALTIES = 'penalties';
const VOTES = 'report_votes';
const APPEALS = 'report_appeals';
/** Key of the PostgreSQL advisory lock that queues report numbering. */
const NUMBERING_LOCK = 7_340_006;
/** First key of the PostgreSQL advisory locks (two-key form) that queue each driver's licence points; the second is a hash of championship and driver. */
const DRIVER_LEDGER_LOCK = 7_340_007;

type Row = Record<string, unknown>;

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : toNumber(v));

function parseList(value: unknown): string[] {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

function toReport(row: Row): Report {
  return {
    id: String(row.id),
    numeroReporte: toNumber(row.numeroReporte),
    campeonatoId: String(row.campeonatoId),
    carreraId: String(row.carreraId),
    reporterId: String(row.reporterId),
    reportedId: String(row.reportedId),
    vuelta: toNumber(row.vuelta),
    heat: nullableNumber(row.heat),
    descripcion: String(row.descripcion),
    tiempoSesion: nullableNumber(row.tiempoSesion),
    curva: row.curva === null || row.curva === undefined ? null : String(row.curva),
    capturas: parseList(row.capturas),
    videos: parseList(row.videos),
    estado: row.estado as ReportState,
    createdAt: toIso(row.createdAt),
  };
}

function toDecision(row: Row): Decision {
  return { reportId: String(row.reportId), aprobado: toBool(row.aprobado), explicacion: String(row.explicacion), decididoPor: String(row.decididoPor), decididoAt: toIso(row.decididoAt) };
}

function toPenalty(row: Row): Penalty {
  return {
    id: String(row.id),
    campeonatoId: String(row.campeonatoId),
    carreraId: String(row.carreraId),
    userId: String(row.userId),
    reportId: row.reportId === null || row.reportId === undefined ? null : String(row.reportId),
    tipo: row.tipo as PenaltyType,
    segundos: nullableNumber(row.segundos),
    posiciones: nullableNumber(row.posiciones),
    puntos: nullableNumber(row.puntos),
    puntosLicencia: toNumber(row.puntosLicencia),
    sesion: nullableNumber(row.sesion),
    evento: row.evento === null || row.evento === undefined ? null : String(row.evento),
    explicacion: String(row.explicacion),
    creadoPor: String(row.creadoPor),
    createdAt: toIso(row.createdAt),
  };
}

function toVote(row: Row): Vote {
  return {
    reportId: String(row.reportId),
    userId: String(row.userId),
    orden: toNumber(row.orden),
    veredicto: row.veredicto as Vote['veredicto'],
    categoria: row.categoria === null || row.categoria === undefined ? null : String(row.categoria),
    sancion:
      row.tipo === null || row.tipo === undefined
        ? null
        : {
            tipo: row.tipo as PenaltyType,
            segundos: nullableNumber(row.segundos),
            posiciones: nullableNumber(row.posiciones),
            puntos: nullableNumber(row.puntos),
            puntosLicencia: toNumber(row.puntosLicencia),
            sesion: nullableNumber(row.sesion),
            evento: row.evento === null || row.evento === undefined ? null : String(row.evento),
          },
    razonamiento: String(row.razonamiento),
    createdAt: toIso(row.createdAt),
  };
}

function toAppeal(row: Row): Appeal {
  const nullable = (v: unknown) => (v === null || v === undefined ? null : String(v));
  let sancionAnterior: Appeal['sancionAnterior'] = null;
  try {
    sancionAnterior = row.sancionAnterior ? JSON.parse(String(row.sancionAnterior)) : null;
  } catch {
    sancionAnterior = null;
  }
  return {
    id: String(row.id),
    reportId: String(row.reportId),
    userId: String(row.userId),
    motivo: String(row.motivo),
    capturas: parseList(row.capturas),
    videos: parseList(row.videos),
    estado: row.estado as AppealState,
    explicacion: nullable(row.explicacion),
    sancionAnterior,
    decididoPor: nullable(row.decididoPor),
    decididoAt: row.decididoAt ? toIso(row.decididoAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

export class KnexReportRepository implements ReportRepository {
  constructor(private readonly knex: Knex) {}

  async nextNumber(trx: Transaction): Promise<number> {
    const q = db(this.knex, trx);
    // SQLite runs one write transaction at a time on this app's one connection; PostgreSQL queues
    // the numbering transactions on an advisory lock released at commit or rollback.
    if (isPostgres(this.knex)) await q.raw('select pg_advisory_xact_lock(?)', [NUMBERING_LOCK]);
    const row = (await q(REPORTS).max({ n: 'numeroReporte' }).first()) as { n: unknown } | undefined;
    return (row?.n === null || row?.n === undefined ? 0 : toNumber(row.n)) + 1;
  }

  async insert(report: Report, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(REPORTS).insert({ ...report, tiempoSesion: report.tiempoSesion ?? null, curva: report.curva ?? null, capturas: JSON.stringify(report.capturas), videos: JSON.stringify(report.videos) });
  }

  async sameReport(report: Pick<Report, 'carreraId' | 'reporterId' | 'reportedId' | 'vuelta' | 'heat'>, trx: Transaction): Promise<number | null> {
    const query = db(this.knex, trx)(REPORTS).where({ carreraId: report.carreraId, reporterId: report.reporterId, reportedId: report.reportedId, vuelta: report.vuelta });
    if (report.heat === null) query.whereNull('heat');
    else query.where({ heat: report.heat });
    const row = (await query.first('numeroReporte')) as { numeroReporte: unknown } | undefined;
    return row ? toNumber(row.numeroReporte) : null;
  }

  async findById(id: string, trx?: Transaction): Promise<StoredReport | null> {
    const row = await db(this.knex, trx)(REPORTS).where({ id }).first();
    if (!row) return null;
    const [stored] = await this.withDecisions([toReport(row)], trx);
    return stored ?? null;
  }

  async list(filter: ReportFilter, window: PlaceWindow): Promise<{ items: StoredReport[]; total: number }> {
    const where = (q: Knex.QueryBuilder) => {
      if (filter.estado) q.where('estado', filter.estado);
      if (filter.campeonatoId) q.where('campeonatoId', filter.campeonatoId);
      if (filter.campeonatoIds) q.whereIn('campeonatoId', filter.campeonatoIds);
      if (filter.notInvolving) q.whereNot('reporterId', filter.notInvolving).whereNot('reportedId', filter.notInvolving);
      return q;
    };
    const [{ n }] = (await where(this.knex(REPORTS).count({ n: '*' }))) as Array<{ n: unknown }>;
    // From the index (createdAt, numeroReporte) (migration 20261220000300): a place, not an offset, for every page the arrows ask.
    const rows = await readWindow<Row>(where(this.knex(REPORTS).select('*')), ['createdAt', 'numeroReporte'], window);
    return { items: await this.withDecisions(rows.map(toReport)), total: toNumber(n) };
  }

  filedBy(userId: string, window: PlaceWindow): Promise<StoredReport[]> {
    return this.newestWhere({ reporterId: userId }, window);
  }

  against(userId: string, window: PlaceWindow): Promise<StoredReport[]> {
    return this.newestWhere({ reportedId: userId }, window);
  }

  async countInvolving(userId: string): Promise<{ filed: number; against: number }> {
    const count = async (where: Record<string, string>) => toNumber(((await this.knex(REPORTS).where(where).count({ n: '*' })) as Array<{ n: unknown }>)[0]?.n ?? 0);
    const [filed, against] = await Promise.all([count({ reporterId: userId }), count({ reportedId: userId })]);
    return { filed, against };
  }

  async decidedIn(campeonatoId: string): Promise<StoredReport[]> {
    const rows = await this.knex(REPORTS).where({ campeonatoId }).whereIn('estado', ['resuelto', 'rechazado']).orderBy('numeroReporte', 'desc');
    return this.withDecisions(rows.map(toReport));
  }

  async markDecided(id: string, estado: 'resuelto' | 'rechazado', trx: Transaction): Promise<boolean> {
    const changed = await db(this.knex, trx)(REPORTS).where({ id }).whereIn('estado', ['pendiente', 'en_conflicto']).update({ estado });
    return changed === 1;
  }

  async markConflict(id: string, trx: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(REPORTS).where({ id, estado: 'pendiente' }).update({ estado: 'en_conflicto' })) === 1;
  }

  async lockForVoting(id: string, trx: Transaction): Promise<StoredReport | null> {
    const q = db(this.knex, trx);
    const query = q(REPORTS).where({ id });
    // PostgreSQL queues the votes on one report on its row; SQLite's write transactions already run one at a time.
    const row = await (isPostgres(this.knex) ? query.forUpdate() : query).first();
    if (!row) return null;
    const [stored] = await this.withDecisions([toReport(row)], trx);
    return stored ?? null;
  }

  async lockPending(campeonatoId: string, trx: Transaction): Promise<StoredReport[]> {
    const query = db(this.knex, trx)(REPORTS).where({ campeonatoId, estado: 'pendiente' }).orderBy('id');
    // A vote holding one of these waits here until it commits; its vote is then read below (a new statement sees it).
    const rows = await (isPostgres(this.knex) ? query.forUpdate() : query);
    return this.withDecisions(rows.map(toReport), trx);
  }

  async replacePenalty(reportId: string, sancion: Pick<Penalty, 'tipo' | 'segundos' | 'posiciones' | 'puntos' | 'puntosLicencia' | 'sesion' | 'evento'>, trx: Transaction): Promise<void> {
    const { tipo, segundos, posiciones, puntos, puntosLicencia, sesion, evento } = sancion;
    await db(this.knex, trx)(PENALTIES).where({ reportId }).update({ tipo, segundos, posiciones, puntos, puntosLicencia, sesion, evento });
  }

  async removePenalty(reportId: string, trx: Transaction): Promise<void> {
    await db(this.knex, trx)(PENALTIES).where({ reportId }).delete();
  }

  async insertVote(vote: Vote, trx: Transaction): Promise<void> {
    const { sancion, ...rest } = vote;
    await db(this.knex, trx)(VOTES).insert({
      ...rest,
      tipo: sancion?.tipo ?? null,
      segundos: sancion?.segundos ?? null,
      posiciones: sancion?.posiciones ?? null,
      puntos: sancion?.puntos ?? null,
      puntosLicencia: sancion?.puntosLicencia ?? 0,
      sesion: sancion?.sesion ?? null,
      evento: sancion?.evento ?? null,
    });
  }

  async insertDecision(decision: Decision, trx: Transaction): Promise<void> {
    await db(this.knex, trx)(DECISIONS).insert(decision);
  }

  async insertPenalty(penalty: Penalty, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(PENALTIES).insert(penalty);
  }

  async delete(id: string, trx: Transaction): Promise<boolean> {
    const q = db(this.knex, trx);
    await q(PENALTIES).where({ reportId: id }).delete();
    await q(VOTES).where({ reportId: id }).delete();
    await q(APPEALS).where({ reportId: id }).delete();
    await q(DECISIONS).where({ reportId: id }).delete();
    return (await q(REPORTS).where({ id }).delete()) > 0;
  }

  async penaltiesIn(campeonatoId: string): Promise<Penalty[]> {
    const rows = await this.knex(PENALTIES).where({ campeonatoId }).orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return rows.map(toPenalty);
  }

  async countWaiting(): Promise<{ pendientes: number; enConflicto: number }> {
    const rows = (await this.knex(REPORTS).whereIn('estado', ['pendiente', 'en_conflicto']).groupBy('estado').select('estado').count({ n: '*' })) as Array<{ estado: string; n: unknown }>;
    const of = (estado: string) => toNumber(rows.find((r) => r.estado === estado)?.n ?? 0);
    return { pendientes: of('pendiente'), enConflicto: of('en_conflicto') };
  }

  async lockDriverLedger(campeonatoId: string, userId: string, trx: Transaction): Promise<Penalty[]> {
    const q = db(this.knex, trx);
    // Two drivers whose keys hash alike only wait for each other; SQLite's write transactions already run one at a time.
    if (isPostgres(this.knex)) await q.raw('select pg_advisory_xact_lock(?, hashtext(?))', [DRIVER_LEDGER_LOCK, `${campeonatoId}|${userId}`]);
    const rows = await q(PENALTIES).where({ campeonatoId, userId }).orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return rows.map(toPenalty);
  }

  /** One account's reports by place, from its index (reporterId or reportedId, createdAt, numeroReporte): migrations 20261230000100 and 20261230000200. */
  private async newestWhere(where: Record<string, string>, window: PlaceWindow): Promise<StoredReport[]> {
    const rows = await readWindow<Row>(this.knex(REPORTS).select('*').where(where), ['createdAt', 'numeroReporte'], window);
    return this.withDecisions(rows.map(toReport));
  }

  private async withDecisions(reports: Report[], trx?: Transaction): Promise<StoredReport[]> {
    if (reports.length === 0) return [];
    const ids = reports.map((r) => r.id);
    const q = db(this.knex, trx);
    const reads = [
      () => q(DECISIONS).whereIn('reportId', ids),
      () => q(PENALTIES).whereIn('reportId', ids),
      () => q(VOTES).whereIn('reportId', ids).orderBy([{ column: 'reportId' }, { column: 'orden' }]),
      () => q(APPEALS).whereIn('reportId', ids).orderBy([{ column: 'createdAt' }, { column: 'id' }]),
    ];
    // A transaction is one connection: its queries go one after the other.
    const [decisions, penalties, votes, appeals] = trx ? [await reads[0]!(), await reads[1]!(), await reads[2]!(), await reads[3]!()] : await Promise.all(reads.map((read) => read()));
    const d = new Map(decisions.map((row: Row) => [String(row.reportId), toDecision(row)]));
    const p = new Map(penalties.map((row: Row) => [String(row.reportId), toPenalty(row)]));
    const v = new Map<string, Vote[]>();
    for (const row of votes as Row[]) v.set(String(row.reportId), [...(v.get(String(row.reportId)) ?? []), toVote(row)]);
    const a = new Map<string, Appeal[]>();
    for (const row of appeals as Row[]) a.set(String(row.reportId), [...(a.get(String(row.reportId)) ?? []), toAppeal(row)]);
    return reports.map((r) => ({ ...r, decision: d.get(r.id) ?? null, penalty: p.get(r.id) ?? null, votes: v.get(r.id) ?? [], appeals: a.get(r.id) ?? [] }));
  }
}
