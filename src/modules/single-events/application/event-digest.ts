/** A free event as its announcement tells it. */
export interface CreatedEvent {
  id: string;
  nombre: string;
  fechaInicio: string;
  horaInicio: string | null;
  participantesMaximos: number | null;
  detalles: string;
}

/** A free event with the drivers signed up for it. */
export interface EventWithParticipants {
  id: string;
  nombre: string;
  /** The event's calendar day, as stored (YYYY-MM-DD…). */
  fechaInicio: string;
  horaInicio: string | null;
  participantIds: string[];
}

/**
 * Offered to other modules (SINGLE_EVENTS.Digest): free events read by time, each one query over this
 * module's own tables (notifications' announcements and reminders).
 */
export interface EventDigest {
  /** Events created at or after the instant, oldest first. */
  createdSince(since: string): Promise<CreatedEvent[]>;
  /** Events whose day is in [fromDay, toDay], with who signed up. */
  between(fromDay: string, toDay: string): Promise<EventWithParticipants[]>;
}
