import type { CompetitionChampionship, CompetitionDirectory, CompetitionRace, OfferedChampionship, OfferedPlace } from '../../../src/modules/stewarding/application/ports/competition-directory.port.js';
import type { DriverAccount, DriverAccounts, DriverCard, DriverCards } from '../../../src/modules/stewarding/application/ports/driver-directory.port.js';
import type { IracingIds, LapRecord, RaceSessionLaps } from '../../../src/modules/stewarding/application/ports/incident-laps.port.js';
import type { ReportFilter, ReportRepository } from '../../../src/modules/stewarding/application/ports/report.repository.port.js';
import type { StewardAssignments, StewardPlace } from '../../../src/modules/stewarding/application/ports/steward-assignments.port.js';
import type { StewardAssignment } from '../../../src/modules/stewarding/domain/steward-assignment.entity.js';
import type { SuspensionStore } from '../../../src/modules/stewarding/application/ports/suspension-store.port.js';
import type { Suspension } from '../../../src/modules/stewarding/domain/licence.js';
import type { AppealStore } from '../../../src/modules/stewarding/application/ports/appeal-store.port.js';
import type { Appeal } from '../../../src/modules/stewarding/domain/appeal.entity.js';
import type { PanelSettingsStore } from '../../../src/modules/stewarding/application/ports/panel-settings.port.js';
import type { PanelSettings, Vote } from '../../../src/modules/stewarding/domain/panel.js';
import type { Decision, Penalty, Report, StoredReport } from '../../../src/modules/stewarding/domain/report.entity.js';
import { MemoryTable, type Snapshottable } from './transactions.js';
import { windowRows, type PlaceWindow } from '../../../src/platform/keyset.js';

/**
 * Reports, their decisions and penalties in memory, with the conditional `markDecided` that lets one
 * decision through. Listing and numbering are left to the database tests.
 */
export class MemoryReports implements ReportRepository, Snapshottable {
  readonly reports = new MemoryTable<Report>();
  decisions: Decision[] = [];
  penalties: Penalty[] = [];
  votes: Vote[] = [];
  /** The appeals a report shows, when the test keeps some. */
  appealStore: MemoryAppeals | null = null;

  snapshot(): () => void {
    const reports = this.reports.snapshot();
    const decisions = structuredClone(this.decisions);
    const penalties = structuredClone(this.penalties);
    const votes = structuredClone(this.votes);
    return () => {
      reports();
      this.decisions = decisions;
      this.penalties = penalties;
      this.votes = votes;
    };
  }

  async nextNumber(): Promise<number> {
    return this.reports.rows.size + 1;
  }
  async insert(report: Report): Promise<void> {
    this.reports.rows.set(report.id, structuredClone(report));
  }
  async sameReport(report: Pick<Report, 'carreraId' | 'reporterId' | 'reportedId' | 'vuelta' | 'heat'>): Promise<number | null> {
    const same = [...this.reports.rows.values()].find(
      (r) => r.carreraId === report.carreraId && r.reporterId === report.reporterId && r.reportedId === report.reportedId && r.vuelta === report.vuelta && r.heat === report.heat,
    );
    return same?.numeroReporte ?? null;
  }
  async findById(id: string): Promise<StoredReport | null> {
    const report = this.reports.rows.get(id);
    if (!report) return null;
    return {
      ...structuredClone(report),
      decision: structuredClone(this.decisions.find((d) => d.reportId === id) ?? null),
      penalty: structuredClone(this.penalties.find((p) => p.reportId === id) ?? null),
      votes: structuredClone(this.votes.filter((v) => v.reportId === id).sort((a, b) => a.orden - b.orden)),
      appeals: structuredClone(this.appealStore?.rows.filter((a) => a.reportId === id) ?? []),
    };
  }
  async markDecided(id: string, estado: 'resuelto' | 'rechazado'): Promise<boolean> {
    const report = this.reports.rows.get(id);
    if (!report || (report.estado !== 'pendiente' && report.estado !== 'en_conflicto')) return false;
    this.reports.rows.set(id, { ...report, estado });
    return true;
  }
  async markConflict(id: string): Promise<boolean> {
    const report = this.reports.rows.get(id);
    if (!report || report.estado !== 'pendiente') return false;
    this.reports.rows.set(id, { ...report, estado: 'en_conflicto' });
    return true;
  }
  /** MemoryTransactions already runs one transaction at a time: the lock is that queue. */
  lockForVoting(id: string): Promise<StoredReport | null> {
    return this.findById(id);
  }
  /** MemoryTransactions already runs one transaction at a time: the locks are that queue. */
  async lockPending(campeonatoId: string): Promise<StoredReport[]> {
    const ids = [...this.reports.rows.values()].filter((r) => r.campeonatoId === campeonatoId && r.estado === 'pendiente').map((r) => r.id).sort();
    return Promise.all(ids.map(async (id) => (await this.findById(id))!));
  }
  async replacePenalty(reportId: string, sancion: Pick<Penalty, 'tipo' | 'segundos' | 'posiciones' | 'puntos' | 'puntosLicencia' | 'sesion' | 'evento'>): Promise<void> {
    this.penalties = this.penalties.map((p) => (p.reportId === reportId ? { ...p, ...sancion } : p));
  }
  async removePenalty(reportId: string): Promise<void> {
    this.penalties = this.penalties.filter((p) => p.reportId !== reportId);
  }
  /** Refuses a second vote of a steward, or a second vote in the same place, as the table's keys do. */
  async insertVote(vote: Vote): Promise<void> {
    if (this.votes.some((v) => v.reportId === vote.reportId && (v.userId === vote.userId || v.orden === vote.orden))) throw new Error('report_votes: clave duplicada');
    this.votes.push(structuredClone(vote));
  }
  async insertDecision(decision: Decision): Promise<void> {
    this.decisions.push({ ...decision });
  }
  async insertPenalty(penalty: Penalty): Promise<void> {
    this.penalties.push(structuredClone(penalty));
  }
  async delete(id: string): Promise<boolean> {
    const found = this.reports.rows.delete(id);
    this.decisions = this.decisions.filter((d) => d.reportId !== id);
    this.penalties = this.penalties.filter((p) => p.reportId !== id);
    this.votes = this.votes.filter((v) => v.reportId !== id);
    return found;
  }
  async penaltiesIn(campeonatoId: string): Promise<Penalty[]> {
    return structuredClone(this.penalties.filter((p) => p.campeonatoId === campeonatoId));
  }
  async countWaiting(): Promise<{ pendientes: number; enConflicto: number }> {
    const all = [...this.reports.rows.values()];
    return { pendientes: all.filter((r) => r.estado === 'pendiente').length, enConflicto: all.filter((r) => r.estado === 'en_conflicto').length };
  }
  /** MemoryTransactions already runs one transaction at a time: the lock is that queue. */
  async lockDriverLedger(campeonatoId: string, userId: string): Promise<Penalty[]> {
    return structuredClone(this.penalties.filter((p) => p.campeonatoId === campeonatoId && p.userId === userId));
  }
  /** Filters as the database does, newest first; counting and paging are left to the database tests. */
  async list(filter: ReportFilter, window: PlaceWindow): Promise<{ items: StoredReport[]; total: number }> {
    const rows = [...this.reports.rows.values()]
      .filter((r) => !filter.estado || r.estado === filter.estado)
      .filter((r) => !filter.campeonatoId || r.campeonatoId === filter.campeonatoId)
      .filter((r) => !filter.campeonatoIds || filter.campeonatoIds.includes(r.campeonatoId))
      .filter((r) => !filter.notInvolving || (r.reporterId !== filter.notInvolving && r.reportedId !== filter.notInvolving))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.numeroReporte - a.numeroReporte);
    const items = await Promise.all(windowRows(rows, window, (r) => ({ at: r.createdAt, tie: r.numeroReporte })).map(async (r) => (await this.findById(r.id))!));
    return { items, total: rows.length };
  }
  /** How many reports `filedBy` and `against` answered in all: a read that stops at its page answers at most a page and one. */
  involvingRows = 0;
  /** A window of one account's reports, newest first, as the database orders them (the instant, then the number). */
  filedBy(userId: string, window: PlaceWindow): Promise<StoredReport[]> {
    return this.involving((r) => r.reporterId === userId, window);
  }
  against(userId: string, window: PlaceWindow): Promise<StoredReport[]> {
    return this.involving((r) => r.reportedId === userId, window);
  }
  async countInvolving(userId: string): Promise<{ filed: number; against: number }> {
    const all = [...this.reports.rows.values()];
    return { filed: all.filter((r) => r.reporterId === userId).length, against: all.filter((r) => r.reportedId === userId).length };
  }
  private async involving(keep: (r: Report) => boolean, window: PlaceWindow): Promise<StoredReport[]> {
    const rows = [...this.reports.rows.values()].filter(keep).sort((a, b) => (a.createdAt === b.createdAt ? b.numeroReporte - a.numeroReporte : a.createdAt < b.createdAt ? 1 : -1));
    const shown = windowRows(rows, window, (r) => ({ at: r.createdAt, tie: r.numeroReporte }));
    this.involvingRows += shown.length;
    return Promise.all(shown.map(async (r) => (await this.findById(r.id))!));
  }
  /** A championship's decided (resolved or rejected) reports, highest number first. */
  decidedIn(campeonatoId: string): Promise<StoredReport[]> {
    return this.stored((r) => r.campeonatoId === campeonatoId && (r.estado === 'resuelto' || r.estado === 'rechazado'), (a, b) => b.numeroReporte - a.numeroReporte);
  }
  private async stored(keep: (r: Report) => boolean, order: (a: Report, b: Report) => number): Promise<StoredReport[]> {
    const rows = [...this.reports.rows.values()].filter(keep).sort(order);
    return Promise.all(rows.map(async (r) => (await this.findById(r.id))!));
  }
}

/** The championships, races and enrolments stewarding asks about, as given. */
export class MemoryCompetitions implements CompetitionDirectory {
  constructor(
    readonly given: { championships: Array<CompetitionChampionship & { fechaInicio?: string }>; races: CompetitionRace[]; enrolled: Array<{ campeonatoId: string; userId: string }> },
  ) {}
  /** How many championships `enteredChampionships` answered in all: a read that stops at its page answers at most a page and one. */
  enteredRows = 0;
  async enteredChampionships(userId: string | null, page: { after?: OfferedPlace; limit: number }): Promise<OfferedChampionship[]> {
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const order = (a: OfferedPlace, b: OfferedPlace) => cmp(b.fechaInicio, a.fechaInicio) || cmp(b.nombreCampeonato, a.nombreCampeonato) || cmp(b.id, a.id);
    const after = page.after;
    const rows = this.given.championships
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, fechaInicio: c.fechaInicio ?? '' }))
      .filter((c) => (userId === null || this.given.enrolled.some((e) => e.campeonatoId === c.id && e.userId === userId)) && (!after || order(after, c) < 0))
      .sort(order)
      .slice(0, page.limit);
    this.enteredRows += rows.length;
    return rows;
  }
  async racesOfEach(campeonatoIds: readonly string[]): Promise<CompetitionRace[]> {
    return (await Promise.all(campeonatoIds.map((id) => this.racesOf(id)))).flat();
  }
  async championships(ids: readonly string[]): Promise<CompetitionChampionship[]> {
    return this.given.championships.filter((c) => ids.includes(c.id));
  }
  async races(ids: readonly string[]): Promise<CompetitionRace[]> {
    return this.given.races.filter((r) => ids.includes(r.id));
  }
  async racesOf(campeonatoId: string): Promise<CompetitionRace[]> {
    return this.given.races.filter((r) => r.campeonatoId === campeonatoId).sort((a, b) => a.inicio.localeCompare(b.inicio));
  }
  async isEnrolled(campeonatoId: string, userId: string): Promise<boolean> {
    return this.given.enrolled.some((e) => e.campeonatoId === campeonatoId && e.userId === userId);
  }
  async enrolledUserIds(campeonatoId: string): Promise<string[]> {
    return this.given.enrolled.filter((e) => e.campeonatoId === campeonatoId).map((e) => e.userId);
  }
}

/** Live accounts (a deleted one is simply absent), for mails and for the names the views show. */
export class MemoryDrivers implements DriverAccounts, DriverCards {
  /** `roles`: each account's role by id; an account not named there is a 'user'. */
  constructor(
    readonly accounts: DriverAccount[],
    readonly roles: Record<string, string> = {},
  ) {}
  async admins(): Promise<DriverAccount[]> {
    return this.accounts.filter((a) => this.roles[a.id] === 'admin');
  }
  async roleOf(id: string): Promise<string | null> {
    return this.accounts.some((a) => a.id === id) ? (this.roles[id] ?? 'user') : null;
  }
  async find(idOrEmail: string): Promise<DriverAccount | null> {
    return this.accounts.find((a) => a.id === idOrEmail || a.email.toLowerCase() === idOrEmail.toLowerCase()) ?? null;
  }
  async describe(ids: readonly string[]): Promise<DriverCard[]> {
    return this.accounts.filter((a) => ids.includes(a.id)).map((a) => ({ id: a.id, nombre: a.nombre, apellido: a.apellido, username: null }));
  }
}

/** Which stewards judge which championships; an assignment exists once. */
export class MemoryStewardAssignments implements StewardAssignments {
  rows: StewardAssignment[] = [];
  async assign(assignment: StewardAssignment): Promise<boolean> {
    if (this.rows.some((r) => r.campeonatoId === assignment.campeonatoId && r.userId === assignment.userId)) return false;
    this.rows.push({ ...assignment });
    return true;
  }
  async unassign(campeonatoId: string, userId: string): Promise<boolean> {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.campeonatoId === campeonatoId && r.userId === userId));
    return this.rows.length < before;
  }
  async championshipsOf(userId: string): Promise<string[]> {
    return this.rows.filter((r) => r.userId === userId).map((r) => r.campeonatoId);
  }
  async page({ campeonatoId, after, limit }: { campeonatoId?: string; after?: StewardPlace; limit: number }): Promise<StewardAssignment[]> {
    const key = (r: { createdAt: string; userId: string; campeonatoId: string }) => [r.createdAt, r.userId, r.campeonatoId] as const;
    const before = (a: readonly string[], b: readonly string[]) => a[0] !== b[0] ? a[0]! < b[0]! : a[1] !== b[1] ? a[1]! < b[1]! : a[2]! < b[2]!;
    return this.rows
      .filter((r) => (!campeonatoId || r.campeonatoId === campeonatoId) && (!after || before(key(after), key(r))))
      .sort((a, b) => (before(key(a), key(b)) ? -1 : 1))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }
}

/** Panel settings by championship, as saved; pass it to MemoryTransactions to roll a save back. */
export class MemoryPanelSettings implements PanelSettingsStore, Snapshottable {
  rows = new Map<string, PanelSettings>();
  snapshot(): () => void {
    const rows = structuredClone(this.rows);
    return () => {
      this.rows = rows;
    };
  }
  async find(campeonatoId: string): Promise<PanelSettings | null> {
    return structuredClone(this.rows.get(campeonatoId) ?? null);
  }
  async findMany(campeonatoIds: readonly string[]): Promise<PanelSettings[]> {
    return campeonatoIds.flatMap((id) => (this.rows.has(id) ? [structuredClone(this.rows.get(id)!)] : []));
  }
  async save(settings: PanelSettings): Promise<void> {
    this.rows.set(settings.campeonatoId, structuredClone(settings));
  }
}

/** Appeals, one per driver and report; decided once. Pass it to MemoryTransactions to roll its outcome back. */
export class MemoryAppeals implements AppealStore {
  rows: Appeal[] = [];
  snapshot(): () => void {
    const rows = structuredClone(this.rows);
    return () => {
      this.rows = rows;
    };
  }
  async insert(appeal: Appeal): Promise<boolean> {
    if (this.rows.some((a) => a.reportId === appeal.reportId && a.userId === appeal.userId)) return false;
    this.rows.push(structuredClone(appeal));
    return true;
  }
  async findById(id: string): Promise<Appeal | null> {
    return structuredClone(this.rows.find((a) => a.id === id) ?? null);
  }
  async countPending(): Promise<number> {
    return this.rows.filter((a) => a.estado === 'pendiente').length;
  }
  async ofReports(reportIds: readonly string[]): Promise<Appeal[]> {
    return structuredClone(this.rows.filter((a) => reportIds.includes(a.reportId)));
  }
  async decide(id: string, outcome: Pick<Appeal, 'estado' | 'explicacion' | 'sancionAnterior' | 'decididoPor' | 'decididoAt'>): Promise<boolean> {
    const appeal = this.rows.find((a) => a.id === id);
    if (!appeal || appeal.estado !== 'pendiente') return false;
    Object.assign(appeal, structuredClone(outcome));
    return true;
  }
}

/** Suspensions, one per driver and threshold of a championship; pass it to MemoryTransactions to roll back. */
export class MemorySuspensions implements SuspensionStore {
  rows: Suspension[] = [];
  snapshot(): () => void {
    const rows = structuredClone(this.rows);
    return () => {
      this.rows = rows;
    };
  }
  async insert(s: Suspension): Promise<boolean> {
    if (this.rows.some((r) => r.campeonatoId === s.campeonatoId && r.userId === s.userId && r.umbral === s.umbral)) return false;
    this.rows.push(structuredClone(s));
    return true;
  }
  async findById(id: string): Promise<Suspension | null> {
    return structuredClone(this.rows.find((r) => r.id === id) ?? null);
  }
  async ofChampionship(campeonatoId: string): Promise<Suspension[]> {
    return structuredClone(this.rows.filter((r) => r.campeonatoId === campeonatoId));
  }
  async lift(id: string, by: string, motivo: string, at: string): Promise<boolean> {
    const s = this.rows.find((r) => r.id === id);
    if (!s || s.levantadaAt !== null) return false;
    Object.assign(s, { levantadaPor: by, levantadaAt: at, motivoLevantamiento: motivo });
    return true;
  }
}

/** Drivers' iRacing ids and their laps per race and scored session, as identity and results would answer them. */
export class MemoryIncidentLaps implements IracingIds, RaceSessionLaps {
  readonly iracing = new Map<string, number>();
  /** `${carreraId}|${sesion}` → the session's subsession id and each car's laps. */
  readonly sessions = new Map<string, { subsessionId: number; drivers: Map<number, LapRecord[]> }>();

  async findByUserIds(userIds: readonly string[]): Promise<Array<{ userId: string; iracingId: number }>> {
    return userIds.flatMap((userId) => (this.iracing.has(userId) ? [{ userId, iracingId: this.iracing.get(userId)! }] : []));
  }
  async lapsOf(carreraId: string, sesion: number, custIds: readonly number[]) {
    const session = this.sessions.get(`${carreraId}|${sesion}`);
    if (!session) return null;
    return { subsessionId: session.subsessionId, drivers: custIds.flatMap((custId) => (session.drivers.has(custId) ? [{ custId, laps: structuredClone(session.drivers.get(custId)!) }] : [])) };
  }
}
