import { EXPORT_FORMATS, type ExportFormat } from '../../../contracts/results.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventSummary, phaseResults } from '../domain/analyses.js';
import { toCsv } from '../domain/csv.js';
import { badExportFormat, eventNotFound } from '../domain/results.errors.js';
import { eventRef } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

const CSV_COLUMNS = [
  'fase',
  'position',
  'position_in_class',
  'nombrePiloto',
  'nombreEquipo',
  'categoriaAuto',
  'car_name',
  'car_number',
  'starting_position',
  'bestLapTime',
  'vueltasDadas',
  'incidencias',
  'interval',
  'vueltasPerdidas',
  'points_earned',
  'reason_out',
  'cust_id_individual',
  'team_id',
] as const;

/** The phase results of every phase of an event, as CSV or JSON (admin). */
export class ExportEvent {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(actor: Actor, ref: string | number, format: string | undefined): Promise<ExportFile> {
    assertAdmin(actor);
    const chosen = (format ?? 'json').toLowerCase() as ExportFormat;
    if (!EXPORT_FORMATS.includes(chosen)) throw badExportFormat();
    const result = await this.deps.events.load(eventRef(ref));
    if (!result) throw eventNotFound();
    const phases = result.phases.map((p) => phaseResults(result, p.name));
    const base = `resultados-${result.event.subsessionId}`;
    if (chosen === 'json') {
      const event = eventSummary(result.event, result.phases, result.carClasses, this.deps.clock.now());
      return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ event, phases }, null, 2) };
    }
    const rows = phases.flatMap((p) => p.results.map((r) => ({ fase: p.phase, ...r })));
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(CSV_COLUMNS, rows) };
  }
}
