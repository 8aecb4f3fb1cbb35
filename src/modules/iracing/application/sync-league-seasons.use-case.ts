import { IRACING_MSG, type SyncReport } from '../../../contracts/iracing.contract.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { SeasonChampionship } from '../../championships/index.js';
import { championshipNotFound, championshipWithoutSeason, isConnectionError, IracingNotFound, seasonUnknown } from '../domain/iracing.errors.js';
import { matchSessions } from '../domain/season-matching.js';
import { countSessionStates } from './session-states.js';
import { HeldLeases } from './held-leases.js';
import { fetchSession, importFetched, subsessionKey, type FetchedSession } from './import-subsession.use-case.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import { surveySeason } from './season-survey.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { AdminDirectory, ResultsStore, SeasonChampionships } from './ports/other-modules.port.js';

const HOUR_MS = 60 * 60_000;
/** The scheduler asks iRacing about a championship from an hour after a race's start until a week after it. */
export const SYNC_FROM_MS = HOUR_MS;
export const SYNC_UNTIL_MS = 7 * 24 * HOUR_MS;
/** A sync that keeps failing this long e-mails the admins, once. */
export const ALERT_AFTER_MS = 24 * HOUR_MS;
/** Sessions fetched ahead of the one being imported (their calls share the client's 8 connections a host). */
const FETCH_AHEAD = 8;

interface Deps {
  api: IracingApi;
  results: ResultsStore;
  ledger: SyncLedger;
  championships: SeasonChampionships;
  admins: AdminDirectory;
  outbox: MailOutbox;
  clock: Clock;
  logger: Logger;
  holder: string;
  publicUrl: string;
  tx: TransactionRunner;
  audit: AuditTrail;
  /** How often a pass renews the leases of the sessions it holds (held-leases.ts). */
  heartbeatMs?: number;
}

type ChampionshipReport = SyncReport['campeonatos'][number];

/**
 * Keeps championships in sync with their iRacing league seasons: asks the season's sessions, matches
 * each to its race (domain/season-matching.ts) and imports every new one with results, each under
 * its subsession's lease and checked again once held, so several servers and the CLI import it
 * exactly once. An import that fails for its own reason (a session already taken, a file that is not
 * a result) is recorded against that session and the pass goes on; a connection failure stops the
 * championship's pass, is shown on the dashboard and, after 24 hours, e-mailed to the admins once.
 */
export class SyncLeagueSeasons {
  constructor(private readonly deps: Deps) {}

  /** `POST /api/iracing/sincronizar` and `parrilla iracing sync`: every linked championship, or the one named, now. */
  async execute(actor: Actor, input: { campeonatoId?: string } = {}): Promise<SyncReport> {
    assertAdmin(actor);
    let report: SyncReport;
    if (input.campeonatoId) {
      const one = await this.deps.championships.find(input.campeonatoId);
      if (!one) throw championshipNotFound();
      if (one.iracingLigaId === null || one.iracingTemporadaId === null) throw championshipWithoutSeason();
      report = { campeonatos: [await this.syncOne(actor, one as SeasonChampionship)] };
    } else report = await this.syncAll(actor, () => true);
    // The run asked for by hand, once, with what it did to each championship (each import records its own entry too).
    const [only] = report.campeonatos;
    const objeto = input.campeonatoId ? { tipo: 'campeonato', id: input.campeonatoId, nombre: only?.nombreCampeonato ?? null } : { tipo: 'iracing', id: null, nombre: 'Campeonatos enlazados' };
    const cambios = report.campeonatos.map((c) => ({ campo: c.nombreCampeonato, antes: null, despues: c.error ?? `${c.importadas.length} ${c.importadas.length === 1 ? 'sesión importada' : 'sesiones importadas'}` }));
    await this.deps.tx.run((trx) => this.deps.audit.record({ actor, accion: 'iracing.sincronizado', objeto, cambios }, trx));
    return report;
  }

  /**
   * The scheduler's pass: only championships with a race that started between a week and an hour ago,
   * read from the races of the last week on (never every championship the league ever ran).
   */
  async due(actor: Actor): Promise<SyncReport> {
    const now = this.deps.clock.now().getTime();
    const candidates = await this.deps.championships.linkedRacingSince(new Date(now - SYNC_UNTIL_MS));
    return this.syncEach(actor, candidates.filter((c) => c.carreras.some((r) => {
      const start = new Date(r.inicio).getTime();
      return now >= start + SYNC_FROM_MS && now <= start + SYNC_UNTIL_MS;
    })));
  }

  private async syncAll(actor: Actor, wanted: (c: SeasonChampionship) => boolean): Promise<SyncReport> {
    return this.syncEach(actor, (await this.deps.championships.linked()).filter(wanted));
  }

  private async syncEach(actor: Actor, championships: SeasonChampionship[]): Promise<SyncReport> {
    const campeonatos: ChampionshipReport[] = [];
    for (const championship of championships) campeonatos.push(await this.syncOne(actor, championship));
    return { campeonatos };
  }

  private async syncOne(actor: Actor, championship: SeasonChampionship): Promise<ChampionshipReport> {
    const report: ChampionshipReport = { campeonatoId: championship.id, nombreCampeonato: championship.nombreCampeonato, importadas: [], estados: countSessionStates([]), ocupadasHasta: null, error: null };
    try {
      const sessions = await this.deps.api.seasonSessions(championship.iracingLigaId, championship.iracingTemporadaId).catch((err: unknown) => {
        // A league or season iRacing does not know is this championship's problem, not the pass's.
        if (err instanceof IracingNotFound) throw seasonUnknown(championship.iracingLigaId, championship.iracingTemporadaId);
        throw err;
      });
      const matches = matchSessions(sessions, championship.carreras);
      const ids = sessions.map((s) => s.subsessionId);
      const imported = new Set((await this.deps.results.imported.find(ids)).map((e) => e.subsessionId));
      // A session that failed before has its reason cleared once it goes through.
      const failures = await this.deps.ledger.sessionFailures(ids);
      const wanted: Array<{ subsessionId: number; carreraId: string; sesion: number }> = [];
      for (const { session, carreraId, sesion } of matches) {
        if (!imported.has(session.subsessionId) && session.hasResults && carreraId && sesion) wanted.push({ subsessionId: session.subsessionId, carreraId, sesion });
      }
      try {
        if (wanted.length) await this.importWanted(actor, championship.id, wanted, failures, report);
      } finally {
        // The season as it stands after the pass, counted as the admin's list counts it: what is left
        // to import, and what another run holds and until when.
        const survey = await surveySeason(this.deps, championship, sessions);
        report.estados = survey.resumen;
        report.ocupadasHasta = survey.ocupadasHasta;
      }
    } catch (err) {
      if (!isConnectionError(err) && !(err instanceof DomainError && err.code === 'IRACING_SEASON_UNKNOWN')) throw err;
      report.error = err.message;
      // The answer says what the admin can act on; the log keeps the cause underneath (a reset, a timeout, an HTTP status).
      this.deps.logger.warn({ campeonatoId: championship.id, err: err.message, causa: causeOf(err) }, 'la sincronización con iRacing no terminó');
    }
    await this.afterPass(championship, report.error);
    return report;
  }

  /**
   * Imports the wanted sessions this process can lease, every lease claimed in one statement and kept
   * alive by a heartbeat until the last is done; the sessions another process holds are left to it.
   */
  private async importWanted(
    actor: Actor,
    campeonatoId: string,
    wanted: Array<{ subsessionId: number; carreraId: string; sesion: number }>,
    failures: Map<number, string>,
    report: ChampionshipReport,
  ): Promise<void> {
    const leases = await HeldLeases.claim(this.deps, wanted.map((w) => subsessionKey(w.subsessionId)));
    try {
      const mine = wanted.filter((w) => leases.has(subsessionKey(w.subsessionId)));
      // Held now: another process may have imported some between our first look and the leases.
      const meanwhile = new Set((await this.deps.results.imported.find(mine.map((w) => w.subsessionId))).map((e) => e.subsessionId));
      // What results would refuse of a session's race and session (taken by another event, a closed
      // season …) is known here: recorded against it without spending a call of iRacing's rate limit.
      const todo: typeof mine = [];
      for (const m of mine) {
        if (meanwhile.has(m.subsessionId)) continue;
        try {
          await this.deps.results.importer.check(actor, m);
          todo.push(m);
        } catch (err) {
          if (isConnectionError(err) || !(err instanceof DomainError)) throw err;
          await this.deps.ledger.recordSessionFailure(m.subsessionId, campeonatoId, err.message, this.deps.clock.now());
          this.deps.logger.warn({ subsessionId: m.subsessionId, err: err.message }, 'una sesión de iRacing no se puede importar');
        }
      }
      // The next sessions are fetched while one is imported (a few at a time), so iRacing's answers
      // do not wait on the database nor the database on them. Each outcome is settled, so a fetch
      // still running when the pass stops is never an unhandled failure.
      const fetches: Array<Promise<{ ok: true; value: FetchedSession } | { ok: false; error: unknown }>> = [];
      const start = (i: number) => {
        if (i < todo.length) fetches[i] = fetchSession(this.deps.api, todo[i]!.subsessionId).then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
      };
      for (let i = 0; i < FETCH_AHEAD; i++) start(i);
      for (const [i, w] of todo.entries()) {
        const fetched = await fetches[i]!;
        start(i + FETCH_AHEAD);
        // A lease the heartbeat lost (this process stalled past its end and another took it) is left to the other.
        if (!leases.has(subsessionKey(w.subsessionId))) continue;
        const eventoId = await this.importOne(actor, campeonatoId, w, fetched, failures.has(w.subsessionId));
        if (eventoId) report.importadas.push({ ...w, eventoId });
      }
    } finally {
      await leases.release();
    }
  }

  /** Imports one session whose lease this process holds; answers the event id, or null when it failed for its own reason. */
  private async importOne(
    actor: Actor,
    campeonatoId: string,
    session: { subsessionId: number; carreraId: string; sesion: number },
    fetched: { ok: true; value: FetchedSession } | { ok: false; error: unknown },
    failed: boolean,
  ): Promise<string | null> {
    const { subsessionId, carreraId, sesion } = session;
    const now = this.deps.clock.now();
    try {
      if (!fetched.ok) throw fetched.error;
      const outcome = await importFetched(this.deps, actor, fetched.value, { carreraId, sesion });
      if (failed) await this.deps.ledger.recordSessionFailure(subsessionId, campeonatoId, null, now);
      this.deps.logger.info({ subsessionId, carreraId, sesion }, 'sesión de iRacing importada');
      return outcome.event.id;
    } catch (err) {
      if (isConnectionError(err) || !(err instanceof DomainError)) throw err;
      await this.deps.ledger.recordSessionFailure(subsessionId, campeonatoId, err.message, now);
      this.deps.logger.warn({ subsessionId, err: err.message }, 'una sesión de iRacing no se pudo importar');
      return null;
    }
  }

  private async afterPass(championship: SeasonChampionship, error: string | null): Promise<void> {
    const now = this.deps.clock.now();
    const state = await this.deps.ledger.recordPass(championship.id, now, error);
    if (error === null || state.alertedAt || !state.failingSince) return;
    if (now.getTime() - new Date(state.failingSince).getTime() < ALERT_AFTER_MS) return;
    const admins = await this.deps.admins.admins();
    for (const admin of admins) {
      await this.deps.outbox.enqueue({
        to: admin.email,
        subject: `${IRACING_MSG.syncFailingSubject}: ${championship.nombreCampeonato}`,
        text: [
          `Hola, ${admin.nombre}:`,
          '',
          `Desde hace más de 24 horas no se pueden traer de iRacing los resultados de ${championship.nombreCampeonato}.`,
          `Motivo: ${error}`,
          '',
          `Revisa la conexión en Ajustes → iRacing: ${this.deps.publicUrl}/admin/ajustes`,
          '',
          'Este aviso se envía una sola vez; la sincronización sigue intentándolo.',
        ].join('\n'),
      });
    }
    await this.deps.ledger.markAlerted(championship.id, now);
  }
}

/** The chain of causes under an error, as text: what the log needs to tell one failure from another. */
function causeOf(err: unknown): string | undefined {
  const causes: string[] = [];
  for (let cause = (err as { cause?: unknown }).cause; cause !== undefined && causes.length < 5; cause = (cause as { cause?: unknown }).cause) {
    causes.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    if (!(cause instanceof Error)) break;
  }
  return causes.length ? causes.join(' ← ') : undefined;
}
