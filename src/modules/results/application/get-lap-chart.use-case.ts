import type { LapChartAnswer } from '../../../contracts/iracing.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { LapChartCar } from '../domain/lap-chart.js';
import { eventNotFound } from '../domain/results.errors.js';
import { assertVisible, eventRef, type Viewer } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** The answer of the lap-chart calls: one line per car, ordered by finish. */
export function lapChartAnswer(cars: LapChartCar[]): LapChartAnswer {
  return {
    disponible: cars.length > 0,
    vueltas: Math.max(0, ...cars.map((c) => c.positions.length - 1)),
    autos: cars.map((c) => ({ id: c.carId, nombre: c.name, numero: c.carNumber, posicionFinal: c.finishPosition, posiciones: c.positions })),
  };
}

/** `GET /api/events/{id}/vueltas`: the positions by lap of an event's main race, under the publication rule. */
export class GetLapChart {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(viewer: Viewer, ref: string | number): Promise<LapChartAnswer> {
    const header = await this.deps.events.findHeader(eventRef(ref));
    if (!header) throw eventNotFound();
    assertVisible(header.event, viewer, this.deps.clock);
    return lapChartAnswer(await this.deps.events.lapChart(header.event.id));
  }
}

