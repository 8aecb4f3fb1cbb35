import { SINGLE_EVENT_DEFAULTS, SINGLE_EVENT_MSG, type SingleEventFields } from '../../../contracts/single-events.contract.js';
import { invalidEvent, limitBelowParticipants } from '../domain/single-event.errors.js';
import type { SingleEvent } from '../domain/single-event.entity.js';

export type EventDraft = Omit<SingleEvent, 'id' | 'imagenPortada' | 'createdAt' | 'updatedAt'>;

/**
 * A new event from the admin's fields: nombre, fechaInicio and horaInicio are required; an absent place
 * limit is 20 and an empty one none; a race of 30 minutes and 0 incidents unless said otherwise.
 */
export function draftFromFields(fields: SingleEventFields): EventDraft {
  const errors: Record<string, string> = {};
  if (!fields.nombre) errors.nombre = SINGLE_EVENT_MSG.nombreRequired;
  if (!fields.fechaInicio) errors.fechaInicio = SINGLE_EVENT_MSG.fechaRequired;
  if (!fields.horaInicio) errors.horaInicio = SINGLE_EVENT_MSG.horaRequired;
  if (Object.keys(errors).length) throw invalidEvent(errors);
  const hasRace = fields.hasRace ?? true;
  return normalise({
    nombre: fields.nombre!,
    fechaInicio: fields.fechaInicio!,
    horaInicio: fields.horaInicio!,
    participantesMaximos: fields.participantesMaximos === undefined ? SINGLE_EVENT_DEFAULTS.participantesMaximos : fields.participantesMaximos,
    hasPractice: fields.hasPractice ?? false,
    practiceDuration: fields.practiceDuration ?? 0,
    hasQualy: fields.hasQualy ?? false,
    qualyDuration: fields.qualyDuration ?? 0,
    hasRace,
    raceDuration: fields.raceDuration === undefined ? SINGLE_EVENT_DEFAULTS.raceDuration : fields.raceDuration,
    incidents: fields.incidents === undefined ? SINGLE_EVENT_DEFAULTS.incidents : fields.incidents,
    detalles: fields.detalles ?? '',
    reglas: fields.reglas ?? '',
  });
}

/** The event after an edit: only the fields given change, then the whole is checked again. */
export function applyChanges(event: SingleEvent, fields: SingleEventFields, participants: number): EventDraft {
  const errors: Record<string, string> = {};
  if (fields.nombre !== undefined && !fields.nombre) errors.nombre = SINGLE_EVENT_MSG.nombreRequired;
  if (fields.fechaInicio === null) errors.fechaInicio = SINGLE_EVENT_MSG.fechaRequired;
  if (fields.horaInicio === null) errors.horaInicio = SINGLE_EVENT_MSG.horaRequired;
  if (Object.keys(errors).length) throw invalidEvent(errors);
  const pick = <K extends keyof EventDraft>(key: K, value: EventDraft[K] | undefined): EventDraft[K] => (value === undefined ? event[key] : value);
  const draft = normalise({
    nombre: pick('nombre', fields.nombre),
    fechaInicio: pick('fechaInicio', fields.fechaInicio ?? undefined),
    horaInicio: pick('horaInicio', fields.horaInicio ?? undefined),
    participantesMaximos: pick('participantesMaximos', fields.participantesMaximos),
    hasPractice: pick('hasPractice', fields.hasPractice),
    practiceDuration: pick('practiceDuration', fields.practiceDuration ?? undefined),
    hasQualy: pick('hasQualy', fields.hasQualy),
    qualyDuration: pick('qualyDuration', fields.qualyDuration ?? undefined),
    hasRace: pick('hasRace', fields.hasRace),
    // A race turned on without a duration (or with an empty one) is refused, not given a stale 0.
    raceDuration: fields.raceDuration === undefined ? (event.hasRace ? event.raceDuration : null) : fields.raceDuration,
    incidents: pick('incidents', fields.incidents),
    detalles: pick('detalles', fields.detalles ?? undefined),
    reglas: pick('reglas', fields.reglas ?? undefined),
  });
  // Places already taken are never taken back by lowering the limit.
  if (draft.participantesMaximos !== null && draft.participantesMaximos < participants) throw limitBelowParticipants(participants);
  return draft;
}

/** A session not held has no duration; a race held needs one of at least a minute. */
function normalise(draft: Omit<EventDraft, 'raceDuration'> & { raceDuration: number | null }): EventDraft {
  if (draft.hasRace && draft.raceDuration === null) throw invalidEvent({ raceDuration: SINGLE_EVENT_MSG.raceDurationRequired });
  return {
    ...draft,
    practiceDuration: draft.hasPractice ? draft.practiceDuration : 0,
    qualyDuration: draft.hasQualy ? draft.qualyDuration : 0,
    raceDuration: draft.hasRace ? (draft.raceDuration ?? 0) : 0,
  };
}
