import type { GateExemption, GateExemptionRepository } from '../../../src/modules/championships/application/ports/gate-exemption.repository.port.js';
import type { GateExemptionRequestRepository } from '../../../src/modules/championships/application/ports/gate-exemption-request.repository.port.js';
import type { GateExemptionRequest } from '../../../src/modules/championships/domain/gate-exemption-request.js';
import type { DriverRatings } from '../../../src/modules/championships/application/ports/driver-ratings.port.js';
import type { DriverRating } from '../../../src/modules/championships/domain/entry-gate.js';
import type { Account, AccountDirectory, AdminDirectory } from '../../../src/modules/championships/application/ports/account-directory.port.js';
import type { ChampionshipPlace, ChampionshipRepository, SearchWord, EnteredChampionship, EnteredPlace } from '../../../src/modules/championships/application/ports/championship.repository.port.js';
import { championshipSearchText } from '../../../src/modules/championships/application/admin-championship-page.js';
import type { Enrolment, EnrolmentRepository } from '../../../src/modules/championships/application/ports/enrolment.repository.port.js';
import { sortRaces, type Championship, type Race } from '../../../src/modules/championships/domain/championship.entity.js';
import type { WaitlistRepository } from '../../../src/modules/championships/application/ports/waitlist.repository.port.js';
import type { Entrant, EntrantDirectory } from '../../../src/modules/championships/application/ports/entrant-directory.port.js';
import { alreadyQueued, championshipAlreadyCreated } from '../../../src/modules/championships/domain/championships.errors.js';
import type { OfferOutcome, WaitlistEntry } from '../../../src/modules/championships/domain/waitlist.js';
import type { EntryRequestRepository } from '../../../src/modules/championships/application/ports/entry-request.repository.port.js';
import type { EntryRequest } from '../../../src/modules/championships/domain/entry-request.js';
import { MemoryTable } from './transactions.js';
import { searchText } from '../../../src/contracts/search-text.js';
import type { RacePlace, RaceRepository } from '../../../src/modules/championships/application/ports/race.repository.port.js';
import type { SignOutRepository } from '../../../src/modules/championships/application/ports/sign-out.repository.port.js';
import { alreadySignedOut, type SignOut } from '../../../src/modules/championships/domain/sign-outs.js';
import type { CarNumberRepository } from '../../../src/modules/championships/application/ports/car-number.repository.port.js';
import type { TeamRepository } from '../../../src/modules/championships/application/ports/team.repository.port.js';
import { carNumberTaken, type CarNumber, type Team, type TeamMember } from '../../../src/modules/championships/domain/entry-details.js';

/** Championships in memory (the port's order: `fechaInicio` ascending). */
export class MemoryChampionships extends MemoryTable<Championship> implements ChampionshipRepository {
  async list(): Promise<Championship[]> {
    return this.all().sort((a, b) => a.fechaInicio.localeCompare(b.fechaInicio));
  }
  async listAmong(ids: readonly string[]): Promise<Championship[]> {
    return (await this.list()).filter((c) => ids.includes(c.id));
  }
  /** The past editions, as the database's mark has them (docs/adr/0070): a test says which. */
  pastEditionIds = new Set<string>();
  async currentEditions(): Promise<Championship[]> {
    return (await this.list()).filter((c) => !this.pastEditionIds.has(c.id));
  }
  async countPastEditions(): Promise<number> {
    return this.all().filter((c) => this.pastEditionIds.has(c.id)).length;
  }
  async pastEditions(page: { after?: EnteredPlace; offset?: number; limit: number }): Promise<Championship[]> {
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const order = (a: EnteredPlace, b: EnteredPlace) => cmp(b.fechaInicio, a.fechaInicio) || cmp(b.nombreCampeonato, a.nombreCampeonato) || cmp(b.id, a.id);
    const after = page.after;
    const past = this.all()
      .filter((c) => this.pastEditionIds.has(c.id) && (!after || order(after, c) < 0))
      .sort(order);
    const from = after ? 0 : (page.offset ?? 0);
    return past.slice(from, from + page.limit);
  }
  async pastAmong(ids: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(ids.filter((id) => this.pastEditionIds.has(id) && this.rows.has(id)));
  }
  /** The races `withVideos` asks, when a test needs them. */
  races: MemoryRaces | null = null;
  async withVideos(page: { after?: { fechaInicio: string; id: string }; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>> {
    if (!this.races) throw new Error('withVideos: dale a MemoryChampionships sus carreras (races)');
    const races = this.races.all();
    const after = page.after;
    return this.all()
      .filter((c) => races.some((r) => r.campeonatoId === c.id && r.videos.length > 0))
      .filter((c) => !after || c.fechaInicio < after.fechaInicio || (c.fechaInicio === after.fechaInicio && c.id < after.id))
      .sort((a, b) => b.fechaInicio.localeCompare(a.fechaInicio) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
      .slice(0, page.limit)
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, fechaInicio: c.fechaInicio }));
  }
  /** The latest start first, then id backwards: the admin list's order. */
  private newest(): Championship[] {
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return this.all().sort((a, b) => cmp(b.fechaInicio, a.fechaInicio) || cmp(b.id, a.id));
  }
  async adminPage(page: { words?: readonly SearchWord[]; after?: ChampionshipPlace; limit: number }): Promise<Championship[]> {
    const { words = [], after } = page;
    return this.newest()
      .filter((c) => words.every((w) => championshipSearchText(c).includes(w.text) || w.alsoIds.includes(c.id)))
      .filter((c) => !after || c.fechaInicio < after.fechaInicio || (c.fechaInicio === after.fechaInicio && c.id < after.id))
      .slice(0, page.limit);
  }
  async newestCurrent(limit: number): Promise<Championship[]> {
    return this.newest()
      .filter((c) => !this.pastEditionIds.has(c.id))
      .slice(0, limit);
  }
  /** The enrolments `enteredBy` joins, when a test needs them. */
  enrolments: MemoryEnrolments | null = null;
  async enteredBy(userId: string, page: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]> {
    if (!this.enrolments) throw new Error('enteredBy: dale a MemoryChampionships sus inscripciones (enrolments)');
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const order = (a: EnteredPlace, b: EnteredPlace) => cmp(b.fechaInicio, a.fechaInicio) || cmp(a.nombreCampeonato, b.nombreCampeonato) || cmp(a.id, b.id);
    const mine = new Set(this.enrolments.all().filter((e) => e.userId === userId).map((e) => e.campeonatoId));
    const after = page.after;
    return this.all()
      .filter((c) => mine.has(c.id) && (!after || order(after, c) < 0))
      .sort(order)
      .slice(0, page.limit)
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, fechaInicio: c.fechaInicio, fechaFin: c.fechaFin, imagenPortada: c.imagenPortada }));
  }
  /** Counts the rows `newestEntered` answered, so a test can say a read stopped at its page. */
  newestEnteredRows = 0;
  async newestEntered(userId: string | null, page: { after?: EnteredPlace; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>> {
    if (userId !== null && !this.enrolments) throw new Error('newestEntered: dale a MemoryChampionships sus inscripciones (enrolments)');
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const order = (a: EnteredPlace, b: EnteredPlace) => cmp(b.fechaInicio, a.fechaInicio) || cmp(b.nombreCampeonato, a.nombreCampeonato) || cmp(b.id, a.id);
    const mine = userId === null ? null : new Set(this.enrolments!.all().filter((e) => e.userId === userId).map((e) => e.campeonatoId));
    const after = page.after;
    const rows = this.all()
      .filter((c) => (!mine || mine.has(c.id)) && (!after || order(after, c) < 0))
      .sort(order)
      .slice(0, page.limit)
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, fechaInicio: c.fechaInicio }));
    this.newestEnteredRows += rows.length;
    return rows;
  }
  async findById(id: string): Promise<Championship | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  /** The lock is the transaction itself: MemoryTransactions runs one at a time. */
  lockById(id: string): Promise<Championship | null> {
    return this.findById(id);
  }
  /** The creation forms' keys, by championship id. */
  readonly formKeys = new Map<string, string>();
  async insert(championship: Championship, _trx?: unknown, formKey: string | null = null): Promise<void> {
    if (formKey !== null && [...this.formKeys.values()].includes(formKey)) throw championshipAlreadyCreated();
    if (formKey !== null) this.formKeys.set(championship.id, formKey);
    this.rows.set(championship.id, structuredClone(championship));
  }
  async update(id: string, changes: Partial<Championship>): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...structuredClone(changes) });
  }
  async delete(id: string): Promise<void> {
    this.rows.delete(id);
  }
}

/** Enrolments in memory, oldest first. */
export class MemoryEnrolments extends MemoryTable<Enrolment> implements EnrolmentRepository {
  private of(campeonatoId: string): Enrolment[] {
    return this.all()
      .filter((e) => e.campeonatoId === campeonatoId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  async countFor(campeonatoId: string): Promise<number> {
    return this.of(campeonatoId).length;
  }
  async participantsOf(campeonatoIds: string[]): Promise<Map<string, string[]>> {
    return new Map(campeonatoIds.map((id) => [id, this.of(id).map((e) => e.userId)]));
  }
  async countsOf(campeonatoIds: string[]): Promise<Map<string, number>> {
    return new Map(campeonatoIds.map((id) => [id, this.of(id).length] as const).filter(([, n]) => n > 0));
  }
  async listFor(campeonatoId: string): Promise<Enrolment[]> {
    return this.of(campeonatoId);
  }
  async find(campeonatoId: string, userId: string): Promise<Enrolment | null> {
    return this.of(campeonatoId).find((e) => e.userId === userId) ?? null;
  }
  async exists(campeonatoId: string, userId: string): Promise<boolean> {
    return (await this.find(campeonatoId, userId)) !== null;
  }
  async insert(enrolment: Enrolment): Promise<void> {
    // The database's unique (campeonatoId, userId) index.
    if (await this.exists(enrolment.campeonatoId, enrolment.userId)) throw new Error('inscripción duplicada');
    this.rows.set(enrolment.id, { ...enrolment });
  }
  async remove(campeonatoId: string, userId: string): Promise<boolean> {
    const found = await this.find(campeonatoId, userId);
    if (found) this.rows.delete(found.id);
    return found !== null;
  }
  async championshipIdsOf(userId: string): Promise<string[]> {
    return this.all()
      .filter((e) => e.userId === userId)
      .map((e) => e.campeonatoId);
  }
  async releaseUpcomingOf(): Promise<void> {
    throw new Error('releaseUpcomingOf: sin uso en las pruebas en memoria');
  }
}

/** Waiting lists in memory, in `orden` then arrival. */
export class MemoryWaitlist extends MemoryTable<WaitlistEntry> implements WaitlistRepository {
  outcomes = new Map<string, OfferOutcome>();

  override snapshot(): () => void {
    const restore = super.snapshot();
    const copy = new Map(this.outcomes);
    return () => {
      restore();
      this.outcomes = copy;
    };
  }
  async recordOutcome(outcome: OfferOutcome): Promise<void> {
    this.outcomes.set(`${outcome.campeonatoId}/${outcome.userId}`, { ...outcome });
  }
  async outcomeOf(campeonatoId: string, userId: string): Promise<OfferOutcome | null> {
    return this.outcomes.get(`${campeonatoId}/${userId}`) ?? null;
  }
  async outcomesFor(campeonatoId: string): Promise<OfferOutcome[]> {
    return [...this.outcomes.values()].filter((o) => o.campeonatoId === campeonatoId).sort((a, b) => b.decididaEn.localeCompare(a.decididaEn));
  }
  async outcomesOfUser(userId: string): Promise<OfferOutcome[]> {
    return [...this.outcomes.values()].filter((o) => o.userId === userId).sort((a, b) => b.decididaEn.localeCompare(a.decididaEn));
  }
  async listFor(campeonatoId: string): Promise<WaitlistEntry[]> {
    return this.all()
      .filter((e) => e.campeonatoId === campeonatoId)
      .sort((a, b) => a.orden - b.orden || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }
  async insert(entry: WaitlistEntry): Promise<void> {
    // The database's unique (campeonatoId, userId) index.
    if (this.all().some((e) => e.campeonatoId === entry.campeonatoId && e.userId === entry.userId)) throw alreadyQueued();
    this.rows.set(entry.id, { ...entry });
  }
  async remove(campeonatoId: string, userId: string): Promise<boolean> {
    const found = this.all().find((e) => e.campeonatoId === campeonatoId && e.userId === userId);
    if (found) this.rows.delete(found.id);
    return found !== undefined;
  }
  async setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string } | null): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ofertaCreadaEn: offer?.ofertaCreadaEn ?? null, ofertaVenceEn: offer?.ofertaVenceEn ?? null });
  }
  async reorder(_campeonatoId: string, entryIds: readonly string[]): Promise<void> {
    entryIds.forEach((id, i) => {
      const row = this.rows.get(id);
      if (row) this.rows.set(id, { ...row, orden: i + 1 });
    });
  }
  async nextOrder(campeonatoId: string): Promise<number> {
    return Math.max(0, ...(await this.listFor(campeonatoId)).map((e) => e.orden)) + 1;
  }
  async championshipsWithQueue(): Promise<string[]> {
    return [...new Set(this.all().map((e) => e.campeonatoId))].sort();
  }
  async ofUser(userId: string): Promise<WaitlistEntry[]> {
    return this.all().filter((e) => e.userId === userId);
  }
}

/** Entry requests in memory, one per driver and championship. */
export class MemoryEntryRequests extends MemoryTable<EntryRequest> implements EntryRequestRepository {
  async find(campeonatoId: string, userId: string): Promise<EntryRequest | null> {
    return this.all().find((r) => r.campeonatoId === campeonatoId && r.userId === userId) ?? null;
  }
  async save(request: EntryRequest): Promise<void> {
    const former = await this.find(request.campeonatoId, request.userId);
    if (former) this.rows.delete(former.id);
    this.rows.set(request.id, { ...request });
  }
  async pendingOf(userId: string): Promise<EntryRequest[]> {
    return this.all().filter((r) => r.userId === userId && r.estado === 'pendiente');
  }
  async pendingFor(campeonatoId: string): Promise<EntryRequest[]> {
    return this.all()
      .filter((r) => r.campeonatoId === campeonatoId && r.estado === 'pendiente')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}

/** Drivers' cards in memory, made from accounts. */
export class MemoryEntrants implements EntrantDirectory {
  /** `iracingIds`: the iRacing id on each account's profile (none unless given). */
  constructor(
    readonly accounts: Account[] = [],
    readonly iracingIds = new Map<string, number>(),
  ) {}
  async describe(ids: readonly string[]): Promise<Entrant[]> {
    return this.accounts
      .filter((a) => ids.includes(a.id))
      .map((a) => ({ id: a.id, nombre: a.nombre, apellido: a.apellido, username: null, avatarUrl: null, iracingId: this.iracingIds.get(a.id) ?? null, email: a.email, deleted: false }));
  }
}

/** Live accounts in memory, found by id or by e-mail in any case; `adminIds` name the admins among them. */
export class MemoryAccounts implements AccountDirectory, AdminDirectory {
  constructor(
    readonly accounts: Account[] = [],
    readonly adminIds: readonly string[] = [],
  ) {}
  async admins(): Promise<Account[]> {
    return this.accounts.filter((a) => this.adminIds.includes(a.id));
  }
  async find(idOrEmail: string): Promise<Account | null> {
    const key = idOrEmail.toLowerCase();
    return this.accounts.find((a) => (idOrEmail.includes('@') ? a.email.toLowerCase() === key : a.id === idOrEmail)) ?? null;
  }
}

/** A championship with enrolment open until its end, overridable field by field. */
export function aChampionship(fields: Partial<Championship> = {}): Championship {
  return {
    id: 'campeonato-1',
    nombreCampeonato: 'Copa Bajío',
    categoria: 'GT3',
    detallesCampeonato: 'Diez carreras de una hora.',
    reglas: 'Reglamento deportivo.',
    fechaInicio: '2026-03-01T00:00:00.000Z',
    fechaFin: '2026-06-30T00:00:00.000Z',
    participantesMaximos: 2,
    precioCentavos: 50_000,
    imagenPortada: null,
    premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Gorra' },
    plazoReportesHoras: 72,
    iracingLigaId: null,
    iracingTemporadaId: null,
    horasParaAceptar: 48,
    requiereAprobacion: false,
    maxPilotosPorEquipo: null,
    maxBajas: null,
    maxAusencias: null,
    categoriaLicencia: null,
    licenciaMinima: null,
    iratingMinimo: null,
    iratingMaximo: null,
    color: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Car numbers in memory, with the database's two unique indexes (championship+number, championship+driver). */
export class MemoryCarNumbers extends MemoryTable<CarNumber> implements CarNumberRepository {
  async listFor(campeonatoId: string): Promise<CarNumber[]> {
    return this.all()
      .filter((n) => n.campeonatoId === campeonatoId)
      .sort((a, b) => a.numero - b.numero);
  }
  async find(campeonatoId: string, userId: string): Promise<CarNumber | null> {
    return this.all().find((n) => n.campeonatoId === campeonatoId && n.userId === userId) ?? null;
  }
  async ofDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<CarNumber[]> {
    return this.all().filter((n) => n.userId === userId && campeonatoIds.includes(n.campeonatoId));
  }
  async findNumber(campeonatoId: string, numero: number): Promise<CarNumber | null> {
    return this.all().find((n) => n.campeonatoId === campeonatoId && n.numero === numero) ?? null;
  }
  async save(row: CarNumber): Promise<void> {
    if (this.all().some((n) => n.id !== row.id && n.campeonatoId === row.campeonatoId && n.numero === row.numero)) throw carNumberTaken(row.numero);
    if (this.all().some((n) => n.id !== row.id && n.campeonatoId === row.campeonatoId && n.userId === row.userId)) throw new Error('número duplicado del piloto');
    this.rows.set(row.id, { ...row });
  }
  async remove(campeonatoId: string, userId: string): Promise<boolean> {
    const found = await this.find(campeonatoId, userId);
    if (found) this.rows.delete(found.id);
    return found !== null;
  }
}

/** Teams and their drivers in memory (the members are kept in a second table of the same store). */
export class MemoryTeams extends MemoryTable<Team> implements TeamRepository {
  members = new MemoryTable<TeamMember>();
  override snapshot(): () => void {
    const teams = super.snapshot();
    const members = this.members.snapshot();
    return () => {
      teams();
      members();
    };
  }
  async teamsOf(campeonatoId: string): Promise<Team[]> {
    return this.all()
      .filter((t) => t.campeonatoId === campeonatoId)
      .sort((a, b) => a.clave.localeCompare(b.clave));
  }
  async findByKey(campeonatoId: string, clave: string): Promise<Team | null> {
    return this.all().find((t) => t.campeonatoId === campeonatoId && t.clave === clave) ?? null;
  }
  async insertTeam(team: Team): Promise<void> {
    if (await this.findByKey(team.campeonatoId, team.clave)) throw new Error('equipo duplicado');
    this.rows.set(team.id, { ...team });
  }
  async membersOf(campeonatoId: string): Promise<TeamMember[]> {
    return this.members.all().filter((m) => m.campeonatoId === campeonatoId);
  }
  async teamsOfDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<Array<{ campeonatoId: string; nombre: string }>> {
    return this.members
      .all()
      .filter((m) => m.userId === userId && campeonatoIds.includes(m.campeonatoId))
      .flatMap((m) => this.all().filter((t) => t.id === m.equipoId).map((t) => ({ campeonatoId: m.campeonatoId, nombre: t.nombre })));
  }
  async countMembers(equipoId: string): Promise<number> {
    return this.members.all().filter((m) => m.equipoId === equipoId).length;
  }
  async setMember(member: TeamMember): Promise<void> {
    await this.removeMember(member.campeonatoId, member.userId);
    this.members.rows.set(member.id, { ...member });
  }
  async removeMember(campeonatoId: string, userId: string): Promise<boolean> {
    const found = this.members.all().find((m) => m.campeonatoId === campeonatoId && m.userId === userId);
    if (found) this.members.rows.delete(found.id);
    return found !== undefined;
  }
}

/** Races in memory (what sign-outs read). */
export class MemoryRaces extends MemoryTable<Race> implements RaceRepository {
  async list(filter: { campeonatoId?: string } = {}): Promise<Race[]> {
    return this.all()
      .filter((r) => !filter.campeonatoId || r.campeonatoId === filter.campeonatoId)
      .sort((a, b) => a.fechaInicio.localeCompare(b.fechaInicio));
  }
  async upcoming(fromDay: string, limit: number): Promise<Race[]> {
    return sortRaces(this.all().filter((r) => r.fechaInicio.slice(0, 10) >= fromDay && r.estado !== 'cancelada' && r.estado !== 'finalizada')).slice(0, limit);
  }
  /** The days `startingFrom` was asked from, in order. */
  readonly startingFromAsked: string[] = [];
  async startingFrom(fromDay: string): Promise<Race[]> {
    this.startingFromAsked.push(fromDay);
    return sortRaces(this.all().filter((r) => r.fechaInicio.slice(0, 10) >= fromDay));
  }
  async countBefore(campeonatoIds: readonly string[], day: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const r of this.all()) if (campeonatoIds.includes(r.campeonatoId) && r.fechaInicio.slice(0, 10) < day) counts.set(r.campeonatoId, (counts.get(r.campeonatoId) ?? 0) + 1);
    return counts;
  }
  async adminPage(page: { search?: string; after?: RacePlace; limit: number }): Promise<Race[]> {
    // The database's order: day, hour (00:00 when none), races without a round order last, round order, id.
    const key = (r: RacePlace): Array<string | number> => [r.fechaInicio, r.hora, r.ordenRonda === null ? 1 : 0, r.ordenRonda ?? 0, r.id];
    const compare = (a: Array<string | number>, b: Array<string | number>) => {
      for (let i = 0; i < a.length; i++) {
        const [x, y] = [a[i], b[i]];
        if (x === y) continue;
        if (typeof x === 'number' && typeof y === 'number') return x - y;
        return String(x) < String(y) ? -1 : 1;
      }
      return 0;
    };
    const placeOf = (r: Race) => key({ fechaInicio: r.fechaInicio, hora: r.horaInicio ?? '00:00', ordenRonda: r.ordenRonda ?? null, id: r.id });
    const after = page.after ? key(page.after) : null;
    return this.all()
      .filter((r) => !page.search || searchText(r.circuito).includes(page.search))
      .filter((r) => !after || compare(placeOf(r), after) > 0)
      .sort((a, b) => compare(placeOf(a), placeOf(b)))
      .slice(0, page.limit);
  }
  async byChampionships(ids: string[]): Promise<Map<string, Race[]>> {
    return new Map(await Promise.all(ids.map(async (id) => [id, await this.list({ campeonatoId: id })] as const)));
  }
  async findById(id: string): Promise<Race | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  async insert(race: Race): Promise<void> {
    this.rows.set(race.id, structuredClone(race));
  }
  async update(id: string, changes: Partial<Race>): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...structuredClone(changes) });
  }
  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}

/** Sign-outs in memory, with the unique (race, driver) index. */
export class MemorySignOuts extends MemoryTable<SignOut> implements SignOutRepository {
  async find(carreraId: string, userId: string): Promise<SignOut | null> {
    return this.all().find((s) => s.carreraId === carreraId && s.userId === userId) ?? null;
  }
  async insert(signOut: SignOut): Promise<void> {
    if (await this.find(signOut.carreraId, signOut.userId)) throw alreadySignedOut();
    this.rows.set(signOut.id, { ...signOut });
  }
  async remove(carreraId: string, userId: string): Promise<boolean> {
    const found = await this.find(carreraId, userId);
    if (found) this.rows.delete(found.id);
    return found !== null;
  }
  async listForChampionship(campeonatoId: string): Promise<SignOut[]> {
    return this.all().filter((s) => s.campeonatoId === campeonatoId);
  }
  async signedOutOf(carreraIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    for (const s of this.all()) if (carreraIds.includes(s.carreraId)) out.set(s.carreraId, (out.get(s.carreraId) ?? new Set()).add(s.userId));
    return out;
  }
}

/** A race as the use cases need it, starting on `fechaInicio` at `horaInicio` in Mexico City. */
export function aRace(fields: Partial<Race> & Pick<Race, 'id' | 'campeonatoId'>): Race {
  return {
    circuito: 'Autódromo Hermanos Rodríguez',
    imgCircuito: null,
    fechaInicio: '2026-04-10T00:00:00.000Z',
    horaInicio: '20:00',
    hasPractice: true,
    practiceDuration: 15,
    hasQualy: true,
    qualyDuration: 10,
    hasRace: true,
    raceDuration: 40,
    incidents: 0,
    clima: 'Soleado',
    videos: [],
    estado: 'pendiente',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Gate exemptions in memory, one per championship and driver. */
export class MemoryGateExemptions implements GateExemptionRepository {
  readonly rows: GateExemption[] = [];
  async has(campeonatoId: string, userId: string): Promise<boolean> {
    return this.rows.some((r) => r.campeonatoId === campeonatoId && r.userId === userId);
  }
  async listFor(campeonatoId: string): Promise<GateExemption[]> {
    return this.rows.filter((r) => r.campeonatoId === campeonatoId);
  }
  async add(exemption: GateExemption): Promise<void> {
    if (!(await this.has(exemption.campeonatoId, exemption.userId))) this.rows.push({ ...exemption });
  }
  async remove(campeonatoId: string, userId: string): Promise<boolean> {
    const i = this.rows.findIndex((r) => r.campeonatoId === campeonatoId && r.userId === userId);
    if (i < 0) return false;
    this.rows.splice(i, 1);
    return true;
  }
}

/** Drivers' figures in memory, by iRacing id; every call noted. */
export class MemoryDriverRatings implements DriverRatings {
  readonly asked: number[][] = [];
  constructor(readonly figures = new Map<number, DriverRating[]>()) {}
  async ratingsOf(iracingIds: readonly number[]): Promise<Map<number, DriverRating[]>> {
    this.asked.push([...iracingIds]);
    return new Map(iracingIds.flatMap((id) => (this.figures.has(id) ? [[id, this.figures.get(id)!] as const] : [])));
  }
}

/** Drivers' requests for a gate exemption in memory; like the database's partial index, one open per driver and championship. */
export class MemoryGateExemptionRequests extends MemoryTable<GateExemptionRequest> implements GateExemptionRequestRepository {
  async findById(id: string): Promise<GateExemptionRequest | null> {
    return this.all().find((r) => r.id === id) ?? null;
  }
  async latestOf(campeonatoId: string, userId: string): Promise<GateExemptionRequest | null> {
    const mine = this.all().filter((r) => r.campeonatoId === campeonatoId && r.userId === userId);
    return mine.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))[0] ?? null;
  }
  async openFor(campeonatoId: string): Promise<GateExemptionRequest[]> {
    return this.all()
      .filter((r) => r.campeonatoId === campeonatoId && r.estado === 'pendiente')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  async insert(request: GateExemptionRequest): Promise<void> {
    if (this.all().some((r) => r.campeonatoId === request.campeonatoId && r.userId === request.userId && r.estado === 'pendiente')) throw new Error('solicitud abierta duplicada');
    this.rows.set(request.id, { ...request });
  }
  async update(request: GateExemptionRequest): Promise<void> {
    if (this.rows.has(request.id)) this.rows.set(request.id, { ...request });
  }
}
