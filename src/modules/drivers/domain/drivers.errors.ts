import { NotFoundError } from '../../../platform/errors.js';

export const driverNotFound = () => new NotFoundError('Piloto no encontrado', 'DRIVER_NOT_FOUND');
