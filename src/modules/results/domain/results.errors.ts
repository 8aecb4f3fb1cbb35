import { ConflictError, DomainError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../../platform/errors.js';
import { RESULTS_MESSAGES } from '../../../contracts/results.messages.js';

/** A file that is not an iRacing result: the message says what is wrong with it. */
export const notAnIracingResult = (message: string) => new ValidationError(message, { eventfile: message });
/** An iRacing export whose shape is right but holds a value no real one has: 422, saying which. */
export const implausibleResult = (message: string) => new DomainError('IMPLAUSIBLE_RESULT', message, { eventfile: message });
export const eventNotFound = () => new NotFoundError('Evento no encontrado', 'EVENT_NOT_FOUND');
export const phaseNotFound = (phase: string) => new NotFoundError(`La fase ${phase} no existe en este evento`, 'PHASE_NOT_FOUND');
export const driverNotFound = () => new NotFoundError('El piloto no participó en este evento', 'DRIVER_NOT_FOUND');
export const carClassNotFound = () => new NotFoundError('La clase no existe en este evento', 'CAR_CLASS_NOT_FOUND');
export const noFileSent = () => new ValidationError(RESULTS_MESSAGES.selectFile, { eventfile: RESULTS_MESSAGES.selectFile });
/** The file rules themselves (`.json`, 25 MB) live in src/contracts/results.messages.ts. */
export const notJsonFile = () => new UnsupportedMediaTypeError(RESULTS_MESSAGES.notJsonFile);
export const resultFileTooLarge = () => new PayloadTooLargeError(RESULTS_MESSAGES.fileTooLarge);
export const badSortBy = () =>
  new ValidationError('sortBy debe ser irating_change o cpi_change', { sortBy: 'sortBy debe ser irating_change o cpi_change' });
export const badExportFormat = () => new ValidationError('El formato debe ser csv o json', { format: 'El formato debe ser csv o json' });
export const badCarreraId = () => new ValidationError('El id de la carrera no es válido', { carreraId: 'El id de la carrera no es válido' });
export const raceNotFound = () => new ValidationError('No existe una carrera con ese id', { carreraId: 'No existe una carrera con ese id' });
/**
 * Another event already holds that session of the race. The import never replaces a different
 * event silently: the admin deletes it first (docs/adr/0008, "Scored sessions of a race").
 */
export const sessionTaken = (sesion: number, holder?: { subsessionId: number; sessionName: string }) =>
  new ConflictError(
    'RESULT_SESSION_TAKEN',
    holder
      ? `La sesión ${sesion} de esa carrera ya tiene resultados: el evento ${holder.subsessionId} («${holder.sessionName}»). Para reemplazarlos, elimina ese evento (en Eventos importados o con «parrilla results delete ${holder.subsessionId}») y vuelve a importar, o elige otra sesión.`
      : `La sesión ${sesion} de esa carrera ya tiene resultados. Para reemplazarlos, elimina ese evento y vuelve a importar, o elige otra sesión.`,
  );
export const importInProgress = () => new ConflictError('IMPORT_IN_PROGRESS', 'Ese evento se está importando en este momento; inténtalo de nuevo en unos segundos');
