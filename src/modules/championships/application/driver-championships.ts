import { ValidationError } from '../../../platform/errors.js';
import type { ChampionshipRepository, EnteredChampionship, EnteredPlace } from './ports/championship.repository.port.js';

export type { EnteredChampionship } from './ports/championship.repository.port.js';

/**
 * Offered to other modules (CHAMPIONSHIPS.DriverChampionships): the championships a driver entered, a
 * page at a time, the latest start first (then by name and id), read as one join that stops at the page.
 */
export class DriverChampionships {
  constructor(private readonly deps: { championships: Pick<ChampionshipRepository, 'enteredBy'> }) {}

  page(userId: string, options: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]> {
    return this.deps.championships.enteredBy(userId, options);
  }
}

/** The `siguiente` of a page of a driver's championships that ends at this one: opaque to the client. */
export function enteredPlaceAfter(c: EnteredPlace): string {
  return Buffer.from(JSON.stringify([c.fechaInicio, c.nombreCampeonato, c.id])).toString('base64url');
}

/** The place an `enteredPlaceAfter` text names; a text no page gave is refused in Spanish, under `field`. */
export function readEnteredPlace(text: string, field: string, message: string): EnteredPlace {
  const lost = () => new ValidationError(message, { [field]: message });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw lost();
  const [fechaInicio, nombreCampeonato, id] = parsed as unknown[];
  if (typeof fechaInicio !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(fechaInicio) || Number.isNaN(Date.parse(fechaInicio))) throw lost();
  if (typeof nombreCampeonato !== 'string' || nombreCampeonato.length > 150) throw lost();
  if (typeof id !== 'string' || id.length === 0 || id.length > 36) throw lost();
  return { fechaInicio, nombreCampeonato, id };
}
