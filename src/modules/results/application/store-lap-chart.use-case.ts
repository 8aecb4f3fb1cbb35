import type { LapChartAnswer } from '../../../contracts/iracing.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { racePhase } from '../domain/event-result.js';
import { toLapChart, type LapChartCar } from '../domain/lap-chart.js';
import { eventNotFound } from '../domain/results.errors.js';
import { eventRef } from './event-access.js';
import { lapChartAnswer } from './get-lap-chart.use-case.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/**
 * Stores the lap chart fetched for an event already imported ('Traer vueltas de iRacing'), replacing any
 * it had: in one transaction under the event's lock, so presses at once replace it one after the other.
 */
export class StoreLapChart {
  constructor(private readonly deps: { events: ResultEventRepository; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, eventId: string, rows: unknown): Promise<LapChartAnswer> {
    assertAdmin(actor);
    const header = await this.deps.events.findHeader(eventRef(eventId));
    if (!header) throw eventNotFound();
    const race = racePhase(header.phases);
    const entries = race ? await this.deps.events.loadEntries(header.event.id, { phaseIds: [race.id], entriesOnly: true }) : [];
    const cars = toLapChart(rows, entries);
    // The chart's size, not its rows: how many cars and laps it holds before and after.
    const laps = (list: LapChartCar[]) => list.reduce((n, car) => Math.max(n, car.positions.length - 1), 0);
    await this.deps.tx.run(async (trx) => {
      // Replaced meanwhile by an import of the same session, or deleted: the event is gone.
      if (!(await this.deps.events.lockEvent(header.event.id, trx))) throw eventNotFound();
      const before = await this.deps.events.lapChart(header.event.id, trx);
      await this.deps.events.replaceLapChart(header.event.id, cars, trx);
      const { subsessionId, trackName } = header.event;
      await this.deps.audit.record(
        staffChange(actor, 'resultados.vueltas-importadas', { tipo: 'resultados', id: header.event.id, nombre: `${subsessionId} ${trackName}` }, { autos: before.length, vueltas: laps(before) }, { autos: cars.length, vueltas: laps(cars) }),
        trx,
      );
    });
    return lapChartAnswer(cars);
  }
}

