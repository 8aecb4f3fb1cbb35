import { ADMIN_CHAMPIONSHIPS_MSG } from '../../../contracts/championships.contract.js';
import { searchTextOf } from '../../../contracts/search-text.js';
import { ValidationError } from '../../../platform/errors.js';
import type { Championship } from '../domain/championship.entity.js';
import type { ChampionshipPlace } from './ports/championship.repository.port.js';

/**
 * What the admin's search compares (docs/adr/0065): the name, the category and the year it starts,
 * without accents and in lower case, one per line; stored beside the championship so SQLite and
 * PostgreSQL compare the same text.
 */
export function championshipSearchText(c: Pick<Championship, 'nombreCampeonato' | 'categoria' | 'fechaInicio'>): string {
  return searchTextOf(c.nombreCampeonato, c.categoria, c.fechaInicio.slice(0, 4));
}

/** The `siguiente` of a page that ends at this championship: opaque to the client. */
export function championshipPlaceAfter(c: Pick<Championship, 'id' | 'fechaInicio'>): string {
  return Buffer.from(JSON.stringify([c.fechaInicio, c.id])).toString('base64url');
}

/** The place a `despues` names; a text no page gave is refused in Spanish. */
export function readChampionshipPlace(despues: string): ChampionshipPlace {
  const lost = () => new ValidationError(ADMIN_CHAMPIONSHIPS_MSG.lost, { despues: ADMIN_CHAMPIONSHIPS_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string' || parsed[0] === '' || parsed[1] === '' || (parsed[0] + parsed[1]).includes('\u0000')) throw lost();
  return { fechaInicio: parsed[0], id: parsed[1] };
}
