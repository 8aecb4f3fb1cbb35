import { ConflictError, NotFoundError } from '../../../platform/errors.js';

export const championshipNotFound = () => new NotFoundError('Campeonato no encontrado', 'CHAMPIONSHIP_NOT_FOUND');
export const raceNotFound = () => new NotFoundError('Carrera no encontrada', 'RACE_NOT_FOUND');
export const userNotFound = () => new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
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
