import { NotFoundError } from '../../../platform/errors.js';

/** An unknown, malformed or replaced personal feed address. */
export const calendarNotFound = () =>
  new NotFoundError('No encontramos este calendario. Si regeneraste tu enlace, copia el nuevo desde tu perfil.', 'CALENDAR_NOT_FOUND');
