import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';

export const eventNotFound = () => new NotFoundError('No se pudo encontrar el evento solicitado', 'EVENT_NOT_FOUND');
export const eventFull = () => new ConflictError('EVENT_FULL', 'El evento está lleno');
export const alreadyRegistered = () => new ConflictError('ALREADY_REGISTERED', 'Ya estás inscrito en este evento');
export const notRegistered = () => new ConflictError('NOT_REGISTERED', 'No estás inscrito en este evento');
export const eventStarted = () => new ConflictError('EVENT_STARTED', 'El evento ya comenzó: las inscripciones están cerradas');
export const eventStartedLeave = () => new ConflictError('EVENT_STARTED', 'El evento ya comenzó: ya no puedes darte de baja');
export const limitBelowParticipants = (count: number) =>
  new ConflictError('LIMIT_BELOW_PARTICIPANTS', `No puedes fijar menos lugares que participantes inscritos (${count})`);
export const invalidEvent = (errors: Record<string, string>) => new ValidationError(Object.values(errors)[0] ?? 'Datos inválidos', errors);
export const alreadyQueuedForEvent = () =>
  new ConflictError('ALREADY_QUEUED', 'Ya estás en la lista de espera de este evento', { eventoId: 'Ya estás en la lista de espera de este evento' });
export const eventNotFullYet = () => new ConflictError('PLACES_FREE', 'Todavía hay lugares: inscríbete directamente, sin lista de espera', { eventoId: 'Todavía hay lugares en este evento' });
export const notQueuedForEvent = () => new NotFoundError('No estás en la lista de espera de este evento', 'NOT_QUEUED');
export const eventOfferExpired = () =>
  new ConflictError('OFFER_EXPIRED', 'Tu lugar ofrecido venció: la oferta pasó al siguiente de la lista de espera', { eventoId: 'La oferta venció' });
