import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../../platform/errors.js';

export const invalidCredentials = () => new UnauthenticatedError('Credenciales inválidas', 'INVALID_CREDENTIALS');
export const emailTaken = () => new ConflictError('EMAIL_TAKEN', 'Ya existe una cuenta con ese correo electrónico');
const IRACING_ID_TAKEN = 'Ya existe una cuenta con ese ID de cliente de iRacing';
export const iracingIdTaken = () => new ConflictError('IRACING_ID_TAKEN', IRACING_ID_TAKEN, { iracingId: IRACING_ID_TAKEN });
export const userNotFound = () => new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
export const accountSuspended = () => new ForbiddenError('Tu cuenta está suspendida', 'ACCOUNT_SUSPENDED');
/** The refusal of every admin-only call, from the route guard and from each use case alike. */
export const adminOnly = () => new ForbiddenError('Acceso solo para administradores', 'ADMIN_ONLY');
/** The refusal of every stewarding call to someone neither steward nor admin. */
export const broadcastOnly = () => new ForbiddenError('Acceso solo para el equipo de transmisión y los administradores', 'BROADCAST_ONLY');
export const stewardsOnly = () => new ForbiddenError('Acceso solo para comisarios y administradores', 'STEWARDS_ONLY');
export const notAllowed = (message = 'No tienes permiso para realizar esta acción') => new ForbiddenError(message, 'FORBIDDEN');
export const invalidResetToken = () => new ValidationError('Token inválido o expirado');
export const passwordChangedMeanwhile = () =>
  new ConflictError('PASSWORD_CHANGED_MEANWHILE', 'Tu contraseña cambió mientras guardábamos esta: ya está cambiada. Si no fuiste tú, restablécela con «¿Olvidaste tu contraseña?».');
export const wrongCurrentPassword = () =>
  new ValidationError('La contraseña actual es incorrecta', { currentPassword: 'La contraseña actual es incorrecta' });
/** Sign-in of an account its owner cancelled: its data is blocked until deleted (docs/adr/0054). */
export const accountCancelled = () => new ForbiddenError('Tu cuenta fue cancelada a tu petición: tus datos están bloqueados y ya no puedes iniciar sesión.', 'ACCOUNT_CANCELLED');
