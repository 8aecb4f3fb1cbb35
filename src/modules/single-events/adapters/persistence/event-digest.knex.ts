import type { Knex } from 'knex';
import { toNumber } from '../../../../platform/database/rows.js';
import { inSlices } from '../../../../platform/database/slices.js';
import type { CreatedEvent, EventDigest, EventWithParticipants } from '../../application/event-digest.js';

/** SINGLE_EVENTS.Digest over this module's single_events and single_event_participants. */
export class KnexEventDigest implements EventDigest {
  constructor(private readonly knex: Knex) {}

  async createdSince(since: string): Promise<CreatedEvent[]> {
    const rows: CreatedEvent[] = await this.knex('single_events')
      .select('id', 'nombre', 'fechaInicio', 'horaInicio', 'participantesMaximos', 'detalles')
      .where('createdAt', '>=', since)
      .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return rows.map((r) => ({ ...r, participantesMaximos: r.participantesMaximos === null ? null : toNumber(r.participantesMaximos) }));
  }

  async between(fromDay: string, toDay: string): Promise<EventWithParticipants[]> {
    const events: Omit<EventWithParticipants, 'participantIds'>[] = await this.knex('single_events')
      .select('id', 'nombre', 'fechaInicio', 'horaInicio')
      .where('fechaInicio', '>=', fromDay)
      .andWhere('fechaInicio', '<', `${toDay}~`)
      .orderBy([{ column: 'fechaInicio' }, { column: 'horaInicio' }, { column: 'id' }]);
    const rows = await inSlices(
      events.map((e) => e.id),
      (slice): Promise<{ eventId: string; userId: string }[]> =>
        this.knex('single_event_participants').whereIn('eventId', slice).orderBy([{ column: 'createdAt' }, { column: 'userId' }]).select('eventId', 'userId'),
    );
    const byEvent = new Map<string, string[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.userId]);
    return events.map((e) => ({ ...e, horaInicio: e.horaInicio ?? null, participantIds: byEvent.get(e.id) ?? [] }));
  }
}
