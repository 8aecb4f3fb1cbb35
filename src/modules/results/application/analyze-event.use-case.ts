import { analysisParamsSchema, RESULTS_MESSAGES, type AnalysisName, type AnalysisParams } from '../../../contracts/results.contract.js';
import type {
  AnalysisRowsAnswer,
  BestLapRowView,
  ClassStandingsAnswer,
  DriverPerformanceAnswer,
  HardChargerRowView,
  IncidentRatioRowView,
  IncidentRowView,
  LapsLedRowView,
  PhaseResultsAnswer,
  PodiumView,
  QualyVsRaceRowView,
  RatingChangesAnswer,
} from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import * as analyses from '../domain/analyses.js';
import { eventNotFound } from '../domain/results.errors.js';
import { assertVisible, eventRef, type Viewer } from './event-access.js';
import { withPublicNames, type DriverPublicNames } from './ports/driver-public-names.port.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/**
 * Runs one analysis of an event the viewer may see. The answer is the body of the HTTP call, which
 * `parrilla results show --json` prints as it is.
 */
export class AnalyzeEvent {
  /** `names`: the site's drivers named by the public-name rule (results are a public page). */
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock; names?: DriverPublicNames }) {}

  async execute(viewer: Viewer, ref: string | number, analysis: AnalysisName, rawParams: AnalysisParams = {}): Promise<Record<string, unknown>> {
    const params = parseOrThrow(analysisParamsSchema, rawParams);
    // Checked before the event is read: a bad request is a 400 whether or not the event exists.
    if (analysis === 'phase-results' && !params.phase) throw new ValidationError(RESULTS_MESSAGES.phaseRequired, { phase: RESULTS_MESSAGES.phaseRequired });
    if (analysis === 'driver-performance' && params.custId === undefined)
      throw new ValidationError(RESULTS_MESSAGES.customerRequired, { custId: RESULTS_MESSAGES.customerRequired });
    if (analysis === 'class-standings' && params.carClassId === undefined)
      throw new ValidationError(RESULTS_MESSAGES.carClassRequired, { carClassId: RESULTS_MESSAGES.carClassRequired });

    const header = await this.deps.events.findHeader(eventRef(ref));
    if (!header) throw eventNotFound();
    assertVisible(header.event, viewer, this.deps.clock);
    const read = await this.deps.events.loadEntries(header.event.id, analyses.rowsRead(analysis, header.phases, params.phase));
    const entries = this.deps.names ? await withPublicNames(this.deps.names, read) : read;
    const result = { ...header, entries };
    const subsession_id = result.event.subsessionId;
    switch (analysis) {
      case 'phase-results':
        return { subsession_id, ...analyses.phaseResults(result, params.phase!) } satisfies PhaseResultsAnswer;
      case 'bestlaps':
        return { subsession_id, data: analyses.bestLaps(result) } satisfies AnalysisRowsAnswer<BestLapRowView>;
      case 'hardchargers':
        return { subsession_id, data: analyses.hardChargers(result) } satisfies AnalysisRowsAnswer<HardChargerRowView>;
      case 'qualy-vs-race':
        return { subsession_id, data: analyses.qualyVsRace(result) } satisfies AnalysisRowsAnswer<QualyVsRaceRowView>;
      case 'incident-ranking':
        return { subsession_id, data: analyses.incidentRanking(result) } satisfies AnalysisRowsAnswer<IncidentRowView>;
      case 'incident-ratio-ranking':
        return { subsession_id, data: analyses.incidentRatioRanking(result) } satisfies AnalysisRowsAnswer<IncidentRatioRowView>;
      case 'laps-led-ranking':
        return { subsession_id, data: analyses.lapsLedRanking(result) } satisfies AnalysisRowsAnswer<LapsLedRowView>;
      case 'driver-performance':
        return { subsession_id, ...analyses.driverPerformance(result, params.custId!) } satisfies DriverPerformanceAnswer;
      case 'class-standings':
        return { subsession_id, ...analyses.classStandings(result, params.carClassId!) } satisfies ClassStandingsAnswer;
      case 'rating-changes': {
        const sortBy = params.sortBy ?? 'irating_change';
        return { subsession_id, sortBy, data: analyses.ratingChanges(result, sortBy) } satisfies RatingChangesAnswer;
      }
      case 'podium':
        return { event: analyses.eventSummary(result.event, result.phases, result.carClasses, this.deps.clock.now()), classes: analyses.podium(result) } satisfies PodiumView;
    }
  }
}
