import type { IracingCredential, LapChartAnswer } from '../../../src/contracts/iracing.contract.js';
import type { SeasonChampionship } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import type { IracingApi, IracingMember, MemberLicence } from '../../../src/modules/iracing/application/ports/iracing-api.port.js';
import type { CredentialStore, SyncLedger, SyncState } from '../../../src/modules/iracing/application/ports/iracing-store.port.js';
import type { ResultsStore, SeasonChampionships } from '../../../src/modules/iracing/application/ports/other-modules.port.js';
import { IracingNotFound } from '../../../src/modules/iracing/domain/iracing.errors.js';
import type { SeasonSession } from '../../../src/modules/iracing/domain/season-matching.js';
import type { EventSummary, ImportOutcome } from '../../../src/modules/results/index.js';

type ApiMethod = keyof IracingApi;

/**
 * iRacing's data API as a test programs it: what each call answers (a subsession or lap chart nobody
 * programmed is a 404, as iRacing answers), failures per call (and per id), and every call made.
 */
export class FakeIracingApi implements IracingApi {
  readonly calls: Array<{ method: ApiMethod; args: number[] }> = [];
  memberAnswer: IracingMember = { custId: 123456, displayName: 'Liga Parrilla' };
  readonly results = new Map<number, unknown>();
  readonly lapCharts = new Map<number, unknown[]>();
  readonly seasons = new Map<number, Array<{ id: number; nombre: string; activa: boolean }>>();
  private readonly sessions = new Map<string, SeasonSession[]>();
  private readonly failures = new Map<string, Error>();

  /** The season's sessions as season_sessions answers them. */
  setSessions(ligaId: number, temporadaId: number, sessions: SeasonSession[]): void {
    this.sessions.set(`${ligaId}/${temporadaId}`, sessions);
  }

  /** Makes `method` throw `error` (null: answer again): for every argument, or only for `id` (a subsession or a league). */
  fail(method: ApiMethod, error: Error | null, id?: number): void {
    const key = id === undefined ? method : `${method}:${id}`;
    if (error) this.failures.set(key, error);
    else this.failures.delete(key);
  }

  /** How many times `method` was called (with `id` as its first argument, when given). */
  count(method: ApiMethod, id?: number): number {
    return this.calls.filter((c) => c.method === method && (id === undefined || c.args[0] === id)).length;
  }

  private call(method: ApiMethod, ...args: number[]): void {
    this.calls.push({ method, args });
    const failure = this.failures.get(`${method}:${args[0]}`) ?? this.failures.get(method);
    if (failure) throw failure;
  }

  async member(): Promise<IracingMember> {
    this.call('member');
    return this.memberAnswer;
  }

  /** The text of the result set for that subsession, as the storage host sends it. */
  async subsessionResult(subsessionId: number): Promise<string> {
    this.call('subsessionResult', subsessionId);
    if (!this.results.has(subsessionId)) throw new IracingNotFound('/data/results/get');
    return JSON.stringify(this.results.get(subsessionId));
  }

  async lapChart(subsessionId: number): Promise<unknown[]> {
    this.call('lapChart', subsessionId);
    const rows = this.lapCharts.get(subsessionId);
    if (!rows) throw new IracingNotFound('/data/results/lap_chart_data');
    return rows;
  }

  /** Each customer's licences as member/get answers them. */
  readonly licences = new Map<number, MemberLicence[]>();

  async memberLicences(custIds: readonly number[]): Promise<Map<number, MemberLicence[]>> {
    this.call('memberLicences', ...custIds);
    return new Map(custIds.flatMap((id) => (this.licences.has(id) ? [[id, this.licences.get(id)!] as const] : [])));
  }

  async leagueSeasons(ligaId: number): Promise<Array<{ id: number; nombre: string; activa: boolean }>> {
    this.call('leagueSeasons', ligaId);
    return [...(this.seasons.get(ligaId) ?? [])];
  }

  async seasonSessions(ligaId: number, temporadaId: number): Promise<SeasonSession[]> {
    this.call('seasonSessions', ligaId, temporadaId);
    return [...(this.sessions.get(`${ligaId}/${temporadaId}`) ?? [])];
  }
}

/** The credentials saved in Ajustes, in memory, with every `set` noted. */
export class MemoryCredentialStore implements CredentialStore {
  readonly values = new Map<IracingCredential, string>();
  readonly sets: Array<{ field: IracingCredential; value: string | null }> = [];

  constructor(initial: Partial<Record<IracingCredential, string>> = {}) {
    for (const [field, value] of Object.entries(initial) as Array<[IracingCredential, string]>) this.values.set(field, value);
  }

  async get(field: IracingCredential): Promise<string | null> {
    return this.values.get(field) ?? null;
  }

  async set(field: IracingCredential, value: string | null): Promise<void> {
    this.sets.push({ field, value });
    if (value === null) this.values.delete(field);
    else this.values.set(field, value);
  }
}

/**
 * The sync's records in memory, with the database's lease semantics: a claim wins when the key is free,
 * its lease has ended, or the same holder has it; a release frees only the holder's own. A failing
 * stretch starts at its first failed pass, and a pass that goes through ends it and its alert.
 */
export class MemorySyncLedger implements SyncLedger {
  readonly leases = new Map<string, { holder: string; until: number }>();
  readonly claims: Array<{ key: string; holder: string; won: boolean }> = [];
  readonly releases: Array<{ key: string; holder: string }> = [];
  readonly failures = new Map<number, { campeonatoId: string; reason: string }>();
  readonly failureRecords: Array<{ subsessionId: number; campeonatoId: string; reason: string | null }> = [];
  readonly passes: Array<{ campeonatoId: string; at: string; error: string | null }> = [];
  readonly stateRows = new Map<string, SyncState>();

  async claim(key: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
    const current = this.leases.get(key);
    const won = !current || current.until < now.getTime() || current.holder === holder;
    if (won) this.leases.set(key, { holder, until: now.getTime() + leaseMs });
    this.claims.push({ key, holder, won });
    return won;
  }

  async release(key: string, holder: string): Promise<void> {
    this.releases.push({ key, holder });
    if (this.leases.get(key)?.holder === holder) this.leases.delete(key);
  }

  async claimMany(keys: readonly string[], holder: string, now: Date, leaseMs: number): Promise<Set<string>> {
    const won = new Set<string>();
    for (const key of keys) if (await this.claim(key, holder, now, leaseMs)) won.add(key);
    return won;
  }

  async releaseMany(keys: readonly string[], holder: string): Promise<void> {
    for (const key of keys) await this.release(key, holder);
  }

  async activeLeases(keys: readonly string[], now: Date): Promise<Map<string, Date>> {
    return new Map(keys.flatMap((key) => {
      const lease = this.leases.get(key);
      return lease && lease.until >= now.getTime() ? [[key, new Date(lease.until)] as const] : [];
    }));
  }

  async recordSessionFailure(subsessionId: number, campeonatoId: string, reason: string | null, _at: Date): Promise<void> {
    this.failureRecords.push({ subsessionId, campeonatoId, reason });
    if (reason === null) this.failures.delete(subsessionId);
    else this.failures.set(subsessionId, { campeonatoId, reason });
  }

  async sessionFailures(subsessionIds: readonly number[]): Promise<Map<number, string>> {
    return new Map(subsessionIds.flatMap((id) => (this.failures.has(id) ? [[id, this.failures.get(id)!.reason] as const] : [])));
  }

  async recordPass(campeonatoId: string, at: Date, error: string | null): Promise<SyncState> {
    const instant = at.toISOString();
    this.passes.push({ campeonatoId, at: instant, error });
    const current = this.stateRows.get(campeonatoId);
    const next: SyncState = {
      campeonatoId,
      lastSyncAt: instant,
      lastError: error,
      failingSince: error === null ? null : (current?.failingSince ?? instant),
      alertedAt: error === null ? null : (current?.alertedAt ?? null),
    };
    this.stateRows.set(campeonatoId, next);
    return { ...next };
  }

  async markAlerted(campeonatoId: string, at: Date): Promise<void> {
    const current = this.stateRows.get(campeonatoId);
    if (current) current.alertedAt = at.toISOString();
  }

  async lastSyncAt(): Promise<string | null> {
    return [...this.stateRows.values()].map((s) => s.lastSyncAt).filter((v): v is string => v !== null).sort().at(-1) ?? null;
  }

  async failing(): Promise<SyncState[]> {
    return [...this.stateRows.values()].filter((s) => s.lastError !== null).map((s) => ({ ...s }));
  }
}

type ImportInput = Parameters<ResultsStore['importer']['execute']>[1];
type ImportedRow = { id: string; subsessionId: number; carreraId: string | null; sesion: number | null };

/**
 * Results as the iRacing module sees it: an importer that notes each call (and can be made to throw
 * for a subsession), what it imported (answered by `imported.find`), lap charts stored per event, and
 * the subsession of each known event.
 */
export class FakeResults implements ResultsStore {
  readonly imports: Array<{ actor: Actor; input: ImportInput }> = [];
  readonly importedRows: ImportedRow[] = [];
  readonly storedLapCharts: Array<{ eventId: string; rows: unknown }> = [];
  readonly events = new Map<string, number>();
  private readonly importFailures = new Map<number, Error>();

  /** Makes the import of `subsessionId` throw `error` (a DomainError the import would raise); null lets it import again. */
  failImport(subsessionId: number, error: Error | null): void {
    if (error) this.importFailures.set(subsessionId, error);
    else this.importFailures.delete(subsessionId);
  }

  readonly importer: ResultsStore['importer'] = {
    check: async (_actor, input) => {
      this.checks.push({ subsessionId: input.subsessionId, carreraId: input.carreraId, sesion: input.sesion });
      const failure = this.checkFailures.get(input.subsessionId);
      if (failure) throw failure;
    },
    execute: async (actor, input) => {
      this.imports.push({ actor, input });
      const subsessionId = Number((JSON.parse(String(input.bytes)) as { subsession_id: unknown }).subsession_id);
      const failure = this.importFailures.get(subsessionId);
      if (failure) throw failure;
      const previous = this.importedRows.findIndex((r) => r.subsessionId === subsessionId);
      const row: ImportedRow = {
        id: `evento-${subsessionId}`,
        subsessionId,
        carreraId: typeof input.carreraId === 'string' ? input.carreraId : null,
        sesion: input.carreraId ? Number(input.sesion ?? 1) : null,
      };
      if (previous >= 0) this.importedRows.splice(previous, 1, row);
      else this.importedRows.push(row);
      return { event: { id: row.id, subsession_id: subsessionId, carreraId: row.carreraId, sesion: row.sesion } as EventSummary, replaced: previous >= 0 } satisfies ImportOutcome;
    },
  };

  /** Every `check` asked, in order, and what it refuses per subsession. */
  readonly checks: Array<{ subsessionId: number; carreraId: unknown; sesion: unknown }> = [];
  private readonly checkFailures = new Map<number, Error>();

  /** Makes `check` (the race and session, before iRacing is asked) refuse `subsessionId` with `error`; null lets it pass. */
  failCheck(subsessionId: number, error: Error | null): void {
    if (error) this.checkFailures.set(subsessionId, error);
    else this.checkFailures.delete(subsessionId);
  }

  readonly imported: ResultsStore['imported'] = {
    find: async (ids) => this.importedRows.filter((r) => ids.includes(r.subsessionId)).map((r) => ({ ...r })),
  };

  readonly lapCharts: ResultsStore['lapCharts'] = {
    execute: async (_actor, eventId, rows): Promise<LapChartAnswer> => {
      this.storedLapCharts.push({ eventId, rows });
      return { disponible: true, vueltas: Array.isArray(rows) ? rows.length : 0, autos: [] };
    },
  };

  async subsessionOf(eventId: string): Promise<number | null> {
    return this.events.get(eventId) ?? null;
  }
}

/** A championship as the championships module offers it, its league and season possibly unset. */
export type MemoryChampionship = Omit<SeasonChampionship, 'iracingLigaId' | 'iracingTemporadaId'> & { iracingLigaId: number | null; iracingTemporadaId: number | null };

/** Championships' IracingSeasons over a plain list. */
export class MemorySeasonChampionships implements SeasonChampionships {
  constructor(readonly championships: MemoryChampionship[] = []) {}

  async linked(): Promise<SeasonChampionship[]> {
    this.wholeReads += 1;
    return this.championships.filter((c): c is SeasonChampionship => c.iracingLigaId !== null && c.iracingTemporadaId !== null).map((c) => structuredClone(c));
  }

  /** How many times the pass read every linked championship (`linked`). */
  wholeReads = 0;

  /** As the championships module answers it: the linked ones with a race on or after the day before `from` (by instant here, a day earlier). */
  async linkedRacingSince(from: Date): Promise<SeasonChampionship[]> {
    const since = from.getTime() - 2 * 24 * 60 * 60 * 1000;
    return this.championships
      .filter((c): c is SeasonChampionship => c.iracingLigaId !== null && c.iracingTemporadaId !== null && c.carreras.some((r) => new Date(r.inicio).getTime() >= since))
      .map((c) => structuredClone(c));
  }

  /** The ids each `linkedAmong` call asked about, in order. */
  readonly askedAmong: string[][] = [];

  async linkedAmong(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string }>> {
    this.askedAmong.push([...ids]);
    return this.championships
      .filter((c) => ids.includes(c.id) && c.iracingLigaId !== null && c.iracingTemporadaId !== null)
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato }));
  }

  async find(id: string): Promise<MemoryChampionship | null> {
    const found = this.championships.find((c) => c.id === id);
    return found ? structuredClone(found) : null;
  }
}
