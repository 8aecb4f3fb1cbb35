import { CHAMPIONSHIP_MSG } from '../../../contracts/championships.messages.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';

export const championshipNotFound = () => new NotFoundError('Campeonato no encontrado', 'CHAMPIONSHIP_NOT_FOUND');
export const raceNotFound = () => new NotFoundError('Carrera no encontrada', 'RACE_NOT_FOUND');
export const userNotFound = () => new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
export const championshipAlreadyCreated = () =>
  new ConflictError('CHAMPIONSHIP_ALREADY_CREATED', CHAMPIONSHIP_MSG.alreadyCreated, { nombreCampeonato: CHAMPIONSHIP_MSG.alreadyCreated });
export const championshipFull = () => new ConflictError('CHAMPIONSHIP_FULL', 'Cupos agotados: el campeonato está lleno');
export const alreadyEnrolled = () => new ConflictError('ALREADY_ENROLLED', 'El usuario ya está inscrito en este campeonato');
export const enrolmentClosed = () => new ConflictError('ENROLMENT_CLOSED', 'Las inscripciones de este campeonato están cerradas');
export const capacityBelowEnrolled = (enrolled: number) =>
  new ConflictError('CAPACITY_BELOW_ENROLLED', `No puedes bajar los participantes máximos por debajo de los ${enrolled} inscritos`);
export const championshipHasEnrolments = (enrolled: number) =>
  new ConflictError(
    'CHAMPIONSHIP_HAS_ENROLMENTS',
    `No se puede eliminar: el campeonato tiene ${enrolled} ${enrolled === 1 ? 'inscrito' : 'inscritos'}. Retira primero las inscripciones en Campeonatos › Inscritos y vuelve a intentarlo.`,
  );
export const championshipHasPayments = () =>
  new ConflictError('CHAMPIONSHIP_HAS_PAYMENTS', 'No se puede eliminar: el campeonato tiene pagos registrados. Resuélvelos en Pagos antes de eliminarlo.');
export const notEnrolled = () => new NotFoundError('El piloto no está inscrito en este campeonato', 'NOT_ENROLLED');
export const alreadyQueued = () =>
  new ConflictError('ALREADY_QUEUED', 'Ya estás en la lista de espera de este campeonato', { campeonatoId: 'Ya estás en la lista de espera de este campeonato' });
export const placesStillFree = () =>
  new ConflictError('PLACES_FREE', 'Todavía hay lugares: inscríbete directamente, sin lista de espera', { campeonatoId: 'Todavía hay lugares en este campeonato' });
export const notQueued = () => new NotFoundError('El piloto no está en la lista de espera de este campeonato', 'NOT_QUEUED');
/**
 * An offered place's deadline passed (`venceEn`, already shown in Mexico City time): "pasó al
 * siguiente" only once the pass moved it on (`movedOn`), not while it still waits for the pass.
 */
export const offerExpired = (venceEn: string, movedOn: boolean) =>
  new ConflictError(
    'OFFER_EXPIRED',
    movedOn ? `Tu lugar ofrecido venció el ${venceEn} (hora del centro de México) y pasó al siguiente de la lista de espera.` : `Tu lugar ofrecido venció el ${venceEn} (hora del centro de México): ya no puedes tomarlo.`,
    { campeonatoId: 'La oferta venció' },
  );
/** The driver left the list with his offer open, or an admin ended it: the place went on. */
export const offerDeclined = () =>
  new ConflictError('OFFER_DECLINED', 'El lugar que te ofrecimos ya no es tuyo: salió de la lista de espera y pasó al siguiente. Puedes volver a unirte a la lista.', {
    campeonatoId: 'La oferta terminó',
  });
export const noPlaceToOffer = () => new ConflictError('NO_FREE_PLACE', 'No hay lugares libres que ofrecer en este campeonato', { usuarioId: 'No hay lugares libres' });
export const offerAlreadyOpen = () => new ConflictError('OFFER_OPEN', 'Este piloto ya tiene un lugar ofrecido', { usuarioId: 'Ya tiene un lugar ofrecido' });
export const noOpenOffer = () => new ConflictError('NO_OPEN_OFFER', 'Este piloto no tiene un lugar ofrecido', { usuarioId: 'No tiene un lugar ofrecido' });
export const queueMismatch = () =>
  new ConflictError('QUEUE_CHANGED', 'La lista de espera cambió mientras la ordenabas: recarga la página y vuelve a intentarlo', { usuarioIds: 'La lista cambió' });
export const approvalRequired = () =>
  new ConflictError('APPROVAL_REQUIRED', 'Este campeonato requiere aprobación: solicita tu inscripción y espera a que un administrador la apruebe', {
    campeonatoId: 'Requiere aprobación',
  });
export const requestPending = () => new ConflictError('REQUEST_PENDING', 'Tu solicitud ya está pendiente de aprobación', { campeonatoId: 'Solicitud pendiente' });
export const noPendingRequest = () => new ConflictError('NO_PENDING_REQUEST', 'Este piloto no tiene una solicitud pendiente', { usuarioId: 'Sin solicitud pendiente' });
export const roundOrderMismatch = () =>
  new ConflictError('ROUND_ORDER_CHANGED', 'Las carreras del campeonato cambiaron mientras las ordenabas: recarga la página y vuelve a intentarlo', {
    carreraIds: 'Envía cada carrera del campeonato una vez',
  });
export const roundOrderAgainstCalendar = (later: string, earlier: string) =>
  new ValidationError(`El orden de las rondas debe seguir el calendario: ${later} empieza después de ${earlier}. Cambia su fecha u hora si debe ir antes.`, {
    carreraIds: `${later} no puede ir antes de ${earlier}`,
  });
