import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventNotFound } from '../domain/results.errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { eventRef } from './event-access.js';
import type { BestLapsFollower } from './ports/best-laps-follower.port.js';
import type { ClosedSeasons } from './ports/closed-seasons.port.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** Removes an imported event and everything under it (admin), its best laps from track records' suggestions with it. */
export class DeleteEvent {
  constructor(private readonly deps: { events: ResultEventRepository; closedSeasons: ClosedSeasons; bestLaps: BestLapsFollower; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, ref: string | number): Promise<{ subsession_id: number }> {
    assertAdmin(actor);
    // Before the transaction, which on SQLite holds the only connection the check would read through (docs/adr/0033).
    await this.deps.closedSeasons.assertRacesOpen([(await this.deps.events.findHeader(eventRef(ref)))?.event.carreraId]);
    return this.deps.tx.run(async (trx) => {
      const header = await this.deps.events.findHeader(eventRef(ref), trx);
      // Under the event's row lock: of deletions sent at once, the first deletes and the others find it gone.
      if (!header || !(await this.deps.events.lockEvent(header.event.id, trx))) throw eventNotFound();
      await this.deps.events.delete(header.event.id, trx);
      await this.deps.bestLaps.eventRemoved(header.event.id, trx);
      const { subsessionId, carreraId, trackName } = header.event;
      await this.deps.audit.record(staffChange(actor, 'resultados.eliminados', { tipo: 'resultados', id: header.event.id, nombre: `${subsessionId} ${trackName}` }, { subsessionId, carreraId }, null), trx);
      return { subsession_id: header.event.subsessionId };
    });
  }
}
