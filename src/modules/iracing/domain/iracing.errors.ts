import { IRACING_MSG } from '../../../contracts/iracing.messages.js';
import { PROCESSOR_OFF_MSG } from '../../../contracts/privacy.messages.js';
import { ConflictError, DomainError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../../platform/errors.js';

/** iRacing refused the account or the client (invalid_grant, invalid_client, unauthorized_client). */
export const credentialsRejected = (cause?: unknown) => new ServiceUnavailableError('IRACING_REJECTED', IRACING_MSG.rejected, cause);
/** iRacing answered 503 (maintenance) or temporarily_unavailable. */
export const inMaintenance = (cause?: unknown) => new ServiceUnavailableError('IRACING_MAINTENANCE', IRACING_MSG.maintenance, cause);
/** No answer, or an answer that is not what the data API gives. */
export const unreachable = (cause?: unknown) => new ServiceUnavailableError('IRACING_UNREACHABLE', IRACING_MSG.unreachable, cause);
/** The league turned iRacing off among its processors (Ajustes › Privacidad). */
export const turnedOff = () => new ConflictError('PROCESSOR_OFF', PROCESSOR_OFF_MSG.iracing);
export const notConfigured = () => new ConflictError('IRACING_NOT_CONFIGURED', IRACING_MSG.notConfigured);
export const subsessionUnknown = (id: number) => new NotFoundError(IRACING_MSG.subsessionUnknown(id), 'IRACING_SUBSESSION_UNKNOWN');
export const seasonUnknown = (ligaId: number, temporadaId: number) => new NotFoundError(IRACING_MSG.seasonUnknown(ligaId, temporadaId), 'IRACING_SEASON_UNKNOWN');
export const leagueUnknown = (ligaId: number) => new NotFoundError(IRACING_MSG.leagueUnknown(ligaId), 'IRACING_LEAGUE_UNKNOWN');
export const championshipNotFound = () => new NotFoundError('Campeonato no encontrado');
export const championshipWithoutSeason = () => new ConflictError('IRACING_NO_SEASON', IRACING_MSG.championshipWithoutSeason);
export const notFromIracing = () => new ValidationError(IRACING_MSG.lapChartNotFromIracing);

/** iRacing asked to wait until `retryAt` (429): the work goes back to the scheduler. */
export class IracingRateLimited extends ServiceUnavailableError {
  constructor(readonly retryAt: Date, seconds: number) {
    super('IRACING_RATE_LIMITED', IRACING_MSG.rateLimited(seconds));
  }
}

/** The data API had no answer for what was asked (404): the use case names what was asked. */
export class IracingNotFound extends Error {}

export const importInProgress = () => new ConflictError('IRACING_IMPORT_IN_PROGRESS', 'Esa sesión se está importando en este momento; inténtalo de nuevo en unos segundos');

const CONNECTION_CODES = new Set(['IRACING_REJECTED', 'IRACING_MAINTENANCE', 'IRACING_UNREACHABLE', 'IRACING_RATE_LIMITED', 'IRACING_NOT_CONFIGURED', 'PROCESSOR_OFF']);

/** Whether an error is the connection's (credentials, maintenance, network, rate limit): it stops a sync pass rather than one session. */
export const isConnectionError = (err: unknown): err is DomainError => err instanceof DomainError && CONNECTION_CODES.has(err.code);
