import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { importFieldsSchema, RESULTS_MESSAGES } from '../../../contracts/results.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventSummary, type EventSummary } from '../domain/analyses.js';
import { isPlausibleSubsessionId, readIracingExport, toEventResult } from '../domain/iracing-export.js';
import { racePhase } from '../domain/event-result.js';
import { toLapChart } from '../domain/lap-chart.js';
import { raceNotFound, sessionTaken } from '../domain/results.errors.js';
import { eventBestLaps } from './driver-best-laps.js';
import type { BestLapsFollower } from './ports/best-laps-follower.port.js';
import type { ClosedSeasons } from './ports/closed-seasons.port.js';
import type { RaceDirectory } from './ports/race-directory.port.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

const sesionWithoutRace = () => new ValidationError(RESULTS_MESSAGES.sesionWithoutRace, { sesion: RESULTS_MESSAGES.sesionWithoutRace });

export interface ImportOutcome {
  event: EventSummary;
  /** True when an event with that subsession id was there before and has been replaced. */
  replaced: boolean;
}

/**
 * Imports one iRacing export (the web upload and `parrilla import` alike). The file is read and
 * checked whole first; then, in one transaction, an earlier import of the same subsession is removed
 * and the new one stored, so a failure at any point leaves the database as it was.
 */
export class ImportEventFile {
  constructor(private readonly deps: { events: ResultEventRepository; races: RaceDirectory; closedSeasons: ClosedSeasons; bestLaps: BestLapsFollower; tx: TransactionRunner; clock: Clock; newId: IdGenerator; audit: AuditTrail }) {}

  /**
   * What importing subsession `subsessionId` into that race and session would refuse that is known
   * before its file is at hand: the fields, a race that does not exist, a closed season, a session
   * another event holds. The iRacing import asks this before spending a call of iRacing's rate limit;
   * `execute` checks the same again, in its transaction.
   */
  async check(actor: Actor, input: { subsessionId: number; carreraId?: unknown; sesion?: unknown }): Promise<void> {
    assertAdmin(actor);
    const fields = await this.linkFields(input);
    const previous = isPlausibleSubsessionId(input.subsessionId) ? await this.deps.events.findHeader({ subsessionId: input.subsessionId }) : null;
    await this.deps.closedSeasons.assertRacesOpen([fields.carreraId, previous?.event.carreraId]);
    await this.assertSessionFree(linkOf(fields, previous), previous);
  }

  /**
   * `lapChart`: iRacing's lap-chart rows of the main race, stored with the event; without them a
   * re-import keeps the positions by lap the event had.
   */
  async execute(actor: Actor, input: { bytes: Buffer | string; carreraId?: unknown; sesion?: unknown; lapChart?: unknown }): Promise<ImportOutcome> {
    assertAdmin(actor);
    const fields = await this.linkFields(input);
    const { carreraId } = fields;
    const root = readIracingExport(input.bytes);
    // A closed season's results do not change (docs/adr/0033): neither the race named nor the one a re-import would replace.
    await this.deps.closedSeasons.assertRacesOpen([carreraId, isPlausibleSubsessionId(root.subsession_id) ? (await this.deps.events.findHeader({ subsessionId: root.subsession_id }))?.event.carreraId : null]);
    const now = this.deps.clock.now();
    return this.deps.tx.run(async (trx) => {
      const subsessionId = root.subsession_id;
      // An impossible id is never looked up (PostgreSQL would fail on it): the check below refuses it with its reason.
      const previous = isPlausibleSubsessionId(subsessionId) ? await this.deps.events.findHeader({ subsessionId }, trx) : null;
      const link = linkOf(fields, previous);
      await this.assertSessionFree(link, previous, trx);
      const result = toEventResult(root, {
        newId: this.deps.newId,
        eventId: previous?.event.id,
        importedAt: now.toISOString(),
        ...link,
      });
      const race = racePhase(result.phases);
      const lapChart =
        input.lapChart !== undefined
          ? toLapChart(input.lapChart, race ? result.entries.filter((e) => e.phaseId === race.id) : [])
          : previous
            ? await this.deps.events.lapChart(previous.event.id, trx)
            : [];
      if (previous) {
        await this.deps.events.delete(previous.event.id, trx);
        await this.deps.bestLaps.eventRemoved(previous.event.id, trx);
      }
      await this.deps.events.insertEvent(result.event, trx);
      await this.deps.events.insertPhases(result.phases, trx);
      await this.deps.events.insertCarClasses(result.carClasses, trx);
      await this.deps.events.insertEntries(result.entries, trx);
      if (lapChart.length) await this.deps.events.replaceLapChart(result.event.id, lapChart, trx);
      await this.deps.bestLaps.eventStored(result.event.id, eventBestLaps(result), trx);
      const { subsessionId: id, carreraId, trackName } = result.event;
      const antes = previous ? { subsessionId: previous.event.subsessionId, carreraId: previous.event.carreraId, pilotos: null } : null;
      const objeto = { tipo: 'resultados', id: result.event.id, nombre: `${id} ${trackName}` };
      await this.deps.audit.record(staffChange(actor, previous ? 'resultados.reemplazados' : 'resultados.importados', objeto, antes, { subsessionId: id, carreraId, pilotos: result.entries.length }), trx);
      return { event: eventSummary(result.event, result.phases, result.carClasses, now), replaced: previous !== null };
    });
  }

  /** The race and session asked for, checked: well written, no session without a race, a race that exists. */
  private async linkFields(input: { carreraId?: unknown; sesion?: unknown }): Promise<LinkFields> {
    const { carreraId, sesion } = parseOrThrow(importFieldsSchema, { carreraId: input.carreraId ?? undefined, sesion: input.sesion ?? undefined });
    if (sesion !== undefined && !carreraId) throw sesionWithoutRace();
    // A link must point at a real championship race, or standings would count results nobody can find.
    if (carreraId && !(await this.deps.races.exists(carreraId))) throw raceNotFound();
    return { carreraId, sesion };
  }

  /** Another event in that session is never replaced silently (docs/adr/0008). */
  private async assertSessionFree(link: { carreraId: string | null; sesion: number | null }, previous: Previous, trx?: Parameters<ResultEventRepository['findBySession']>[2]): Promise<void> {
    if (!link.carreraId || !link.sesion) return;
    const holder = await this.deps.events.findBySession(link.carreraId, link.sesion, trx);
    if (holder && holder.id !== previous?.event.id) throw sessionTaken(link.sesion, holder);
  }
}

type LinkFields = { carreraId: string | null; sesion: number | undefined };
type Previous = Awaited<ReturnType<ResultEventRepository['findHeader']>>;

/**
 * The race and session an import links the event to: a re-import keeps the event's race link and
 * session unless a race is given; a race given without a session keeps the one it had in that race, else 1.
 */
function linkOf(fields: LinkFields, previous: Previous): { carreraId: string | null; sesion: number | null } {
  const { carreraId, sesion } = fields;
  const keptSesion = previous?.event.carreraId === carreraId ? previous?.event.sesion : null;
  return carreraId ? { carreraId, sesion: sesion ?? keptSesion ?? 1 } : { carreraId: previous?.event.carreraId ?? null, sesion: previous?.event.sesion ?? null };
}
