import type { Clock } from '../../../../platform/clock.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { AccountRelease } from '../../../identity/index.js';
import { hasStarted } from '../../domain/single-event.entity.js';
import type { SingleEventRepository } from '../../application/ports/single-event.repository.port.js';

/**
 * Identity's AccountRelease port: a deleted account leaves the events it signed up for that have not
 * started, so its places go back to other drivers; past events keep it as a participant of record.
 */
export class ReleaseUpcomingSignUps implements AccountRelease {
  constructor(private readonly deps: { events: SingleEventRepository; clock: Clock }) {}

  async releaseUpcomingOf(userId: string, trx?: unknown): Promise<void> {
    const now = this.deps.clock.now();
    for (const event of await this.deps.events.eventsOf(userId, trx as Transaction)) {
      if (!hasStarted(event, now)) await this.deps.events.removeParticipant(event.id, userId, trx as Transaction);
    }
  }
}
