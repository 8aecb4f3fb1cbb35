import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { formatDateTime } from '../../../contracts/formats.js';
import { reopenSchema, SEASONS_MSG } from '../../../contracts/seasons.contract.js';
import type { SeasonStatusView } from '../../../contracts/seasons.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound } from '../domain/series.js';
import { nextEditionName } from '../domain/next-edition.js';
import { podiumsOf } from './closure-record.js';
import type { EditionDrivers } from './ports/next-edition.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';
import type { LiveStandings, SeasonCompetitions, SeasonPeople, SeasonResults } from './ports/season-sources.port.js';

const HOUR = 3_600_000;

export interface ClosingDeps {
  closures: ClosureRepository;
  competitions: SeasonCompetitions;
  results: SeasonResults;
  standings: LiveStandings;
  people: SeasonPeople;
  series: Pick<SeriesRepository, 'editionOf' | 'findEdition'>;
  drivers: Pick<EditionDrivers, 'enrolledUserIds'>;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
  audit: AuditTrail;
}

/**
 * Why the season may not be closed now, or null: it needs races, the last one's results published
 * (every session imported for it visible to the public) and its protest window over.
 */
export async function closingImpediment(deps: Pick<ClosingDeps, 'competitions' | 'results' | 'clock'>, championship: { id: string; plazoReportesHoras: number }): Promise<string | null> {
  const races = await deps.competitions.racesOf(championship.id);
  const last = races.at(-1);
  if (!last) return SEASONS_MSG.noRaces;
  const sessions = await deps.results.forRaces([last.id]);
  if (sessions.length === 0 || sessions.some((s) => !s.published)) return SEASONS_MSG.lastRaceWithoutResults(last.circuito);
  const windowEnds = Date.parse(last.inicio) + championship.plazoReportesHoras * HOUR;
  if (deps.clock.now().getTime() < windowEnds) return SEASONS_MSG.protestWindowOpen(formatDateTime(windowEnds));
  return null;
}

async function championshipOf(deps: Pick<ClosingDeps, 'competitions'>, campeonatoId: string) {
  const [championship] = await deps.competitions.championships([campeonatoId]);
  if (!championship) throw championshipNotFound();
  return championship;
}

/** The season's state for the admin: closed or not, what stops closing it, the log with who and when (Mexico City). */
/** The CLI's actor (cli/cli-runtime.ts CONSOLE_ACTOR) has no account: 'Consola', as payments' notes say; an account gone, 'Administrador'. */
const nobodyNamed = (userId: string) => (userId === 'console' ? 'Consola' : 'Administrador');

export class GetSeasonStatus {
  constructor(private readonly deps: ClosingDeps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<SeasonStatusView> {
    assertAdmin(actor);
    const championship = await championshipOf(this.deps, campeonatoId);
    const closure = await this.deps.closures.find(campeonatoId);
    const log = await this.deps.closures.logOf(campeonatoId);
    const people = new Map<string, string>();
    for (const userId of new Set(log.map((e) => e.userId))) {
      const person = await this.deps.people.find(userId);
      people.set(userId, person ? `${person.nombre} ${person.apellido}`.trim() : nobodyNamed(userId));
    }
    return {
      campeonatoId,
      cerrada: closure !== null,
      cerradaEn: closure?.cerradaEn ?? null,
      impedimento: closure ? null : await closingImpediment(this.deps, championship),
      registro: log.map((e) => ({ accion: e.accion, motivo: e.motivo, quien: people.get(e.userId) ?? e.userId, en: e.en, enTexto: formatDateTime(e.en) })),
      podios: closure ? (await this.deps.closures.podiums({ campeonatoIds: [campeonatoId] })).map(({ campeonatoId: _id, ...p }) => p) : [],
      siguiente: await this.nextEdition(championship),
    };
  }

  private async nextEdition(championship: { id: string; nombreCampeonato: string }): Promise<SeasonStatusView['siguiente']> {
    const edition = await this.deps.series.editionOf(championship.id);
    if (!edition || (await this.deps.series.findEdition(edition.serieId, edition.temporada + 1))) return null;
    const [races, drivers] = await Promise.all([this.deps.competitions.racesOf(championship.id), this.deps.drivers.enrolledUserIds(championship.id)]);
    return { nombreCampeonato: nextEditionName(championship.nombreCampeonato, edition.temporada), temporada: edition.temporada + 1, carreras: races.length, avisados: drivers.length, diasPrioridad: edition.diasPrioridad };
  }
}

/**
 * 'Cerrar temporada': freezes every group's and the teams' final table as the public reads it now and
 * records the podiums; refused (409, with the reason) before the last race's results are published and
 * its protest window is over, or when already closed.
 */
export class CloseSeason {
  constructor(private readonly deps: ClosingDeps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<SeasonStatusView> {
    assertAdmin(actor);
    const championship = await championshipOf(this.deps, campeonatoId);
    if (await this.deps.closures.find(campeonatoId)) throw new ConflictError('SEASON_ALREADY_CLOSED', SEASONS_MSG.alreadyClosed);
    const impediment = await closingImpediment(this.deps, championship);
    if (impediment) throw new ConflictError('SEASON_NOT_FINISHED', impediment);
    // Computed before the transaction (it reads through the pool); nothing that feeds it may change once closed.
    const tabla = await this.deps.standings.current(campeonatoId);
    const en = this.deps.clock.now().toISOString();
    await this.deps.tx.run(async (trx) => {
      // Compared and stored as one step: of two closings at once (a double click) only one closes it.
      if (!(await this.deps.closures.insert({ campeonatoId, tabla, cerradaEn: en, cerradaPor: actor.id }, podiumsOf(tabla), trx))) throw new ConflictError('SEASON_ALREADY_CLOSED', SEASONS_MSG.alreadyClosed);
      await this.deps.closures.log({ id: this.deps.newId(), campeonatoId, accion: 'cerrar', motivo: null, userId: actor.id, en }, trx);
      await this.deps.audit.record(staffChange(actor, 'temporada.cerrada', { tipo: 'campeonato', id: campeonatoId, nombre: championship.nombreCampeonato }, { cerrada: false }, { cerrada: true }), trx);
    });
    return new GetSeasonStatus(this.deps).execute(actor, campeonatoId);
  }
}

/** 'Reabrir temporada' (with a reason, kept in the log): the frozen table goes; standings are computed again. */
export class ReopenSeason {
  constructor(private readonly deps: ClosingDeps) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<SeasonStatusView> {
    assertAdmin(actor);
    const { motivo } = parseOrThrow(reopenSchema, body ?? {});
    const championship = await championshipOf(this.deps, campeonatoId);
    const en = this.deps.clock.now().toISOString();
    await this.deps.tx.run(async (trx) => {
      // Of two reopenings at once only one finds the closure to remove; the other is refused and logs nothing.
      if (!(await this.deps.closures.delete(campeonatoId, trx))) throw new ConflictError('SEASON_NOT_CLOSED', SEASONS_MSG.notClosed);
      await this.deps.closures.log({ id: this.deps.newId(), campeonatoId, accion: 'reabrir', motivo, userId: actor.id, en }, trx);
      await this.deps.audit.record(staffChange(actor, 'temporada.reabierta', { tipo: 'campeonato', id: campeonatoId, nombre: championship.nombreCampeonato }, { cerrada: true, motivo: null }, { cerrada: false, motivo }), trx);
    });
    return new GetSeasonStatus(this.deps).execute(actor, campeonatoId);
  }
}
