import type { LapChartAnswer } from '../../../contracts/iracing.contract.js';
import { NotFoundError } from '../../../platform/errors.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { IracingNotFound, notFromIracing } from '../domain/iracing.errors.js';
import { IRACING_MSG } from '../../../contracts/iracing.contract.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { ResultsStore } from './ports/other-modules.port.js';

/** 'Traer vueltas de iRacing': fetches the lap chart of an event imported from a file and stores it. */
export class FetchLapChart {
  constructor(private readonly deps: { api: IracingApi; results: ResultsStore }) {}

  async execute(actor: Actor, eventId: string): Promise<LapChartAnswer> {
    assertAdmin(actor);
    const subsessionId = await this.deps.results.subsessionOf(eventId);
    if (subsessionId === null) throw new NotFoundError('Evento no encontrado');
    // Events imported from files of other sims or edited exports may carry no real subsession.
    if (subsessionId <= 0) throw notFromIracing();
    const rows = await this.deps.api.lapChart(subsessionId).catch((err: unknown) => {
      if (err instanceof IracingNotFound) throw new NotFoundError(IRACING_MSG.noLapChartFromIracing);
      throw err;
    });
    return this.deps.results.lapCharts.execute(actor, eventId, rows);
  }
}
