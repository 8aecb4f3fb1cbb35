import { NotFoundError } from '../../../platform/errors.js';

/** A sponsor whose logo the home page shows; a link makes the logo a link. */
export interface Sponsor {
  id: string;
  nombre: string;
  logoUrl: string;
  link: string | null;
  createdAt: string;
  updatedAt: string;
}

export const sponsorNotFound = () => new NotFoundError('Sponsor no encontrado', 'SPONSOR_NOT_FOUND');
