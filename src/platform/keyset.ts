import { ValidationError } from './errors.js';

/**
 * Keyset pages for the admin lists that grow with the league's history (docs/adr/0063): a row's place
 * in a list ordered by an instant and a tie-break (newest first), opaque to the client.
 */
export interface Place {
  at: string;
  /** The tie-break among rows of the same instant: an id, or a number (a report's). */
  tie: string | number;
  /** For a list shown in groups before its order (the invoices: pending ones first), the row's group. */
  group?: string;
}

/**
 * What a page reads: the rows after a place (older, 'Siguiente'), before one (newer, 'Anterior'), or
 * from a position (the first page, or a page asked by number alone). Always one more row than shown,
 * in the direction read: whether it comes says if there is a page beyond.
 */
export type PlaceWindow = { after: Place; limit: number } | { before: Place; limit: number } | { offset: number; limit: number };

/**
 * The most rows a page asked by its number alone may skip (read by position, an OFFSET): the screens
 * go on by place, so only a typed address or an API client asks by number, and its cost stays bounded.
 */
export const MAX_POSITION_ROWS = 1000;
export const FAR_PAGE = 'Esa página está demasiado lejos para pedirla por número: avanza con «Siguiente» desde una página anterior.';

/** A page number alone that would skip more than MAX_POSITION_ROWS rows is refused, naming its field. */
export function positionOf(page: number, limit: number, field = 'page'): number {
  const offset = (page - 1) * limit;
  if (offset > MAX_POSITION_ROWS) throw new ValidationError(FAR_PAGE, { [field]: FAR_PAGE });
  return offset;
}

/** The same query text every list refuses a place no page gave with. */
export const LOST_PAGE = 'La página pedida no es válida: vuelve al inicio de la lista';

/** A page's `siguiente` or `anterior`. */
export const placeText = (place: Place): string =>
  Buffer.from(JSON.stringify(place.group === undefined ? [place.at, place.tie] : [place.at, place.tie, place.group])).toString('base64url');

/**
 * The place a `despues` or `antes` names; a text no page gave is refused in Spanish, naming the field.
 * `groups`: the list's groups, when it has them (the place must name one).
 */
export function readPlace(text: string, field: 'despues' | 'antes', tie: 'string' | 'number', groups?: readonly string[]): Place {
  const lost = () => new ValidationError(LOST_PAGE, { [field]: LOST_PAGE });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== (groups ? 3 : 2) || typeof parsed[0] !== 'string' || Number.isNaN(Date.parse(parsed[0]))) throw lost();
  const [at, value, group] = parsed as [string, unknown, unknown];
  if (tie === 'string' && (typeof value !== 'string' || value === '' || value.includes('\u0000'))) throw lost();
  if (tie === 'number' && (typeof value !== 'number' || !Number.isSafeInteger(value))) throw lost();
  if (groups && !groups.includes(group as string)) throw lost();
  return groups ? { at, tie: value as string | number, group: group as string } : { at, tie: value as string | number };
}

/**
 * The window a query asks: by place when it names one, else by its page number (1 when not said),
 * which may not skip more than MAX_POSITION_ROWS rows (`pageField` names the number's field).
 */
export function windowOf(q: { despues?: string; antes?: string; page?: number; limit: number }, tie: 'string' | 'number', groups?: readonly string[], pageField = 'page'): PlaceWindow {
  const limit = q.limit + 1;
  if (q.despues !== undefined) return { after: readPlace(q.despues, 'despues', tie, groups), limit };
  if (q.antes !== undefined) return { before: readPlace(q.antes, 'antes', tie, groups), limit };
  return { offset: positionOf(q.page ?? 1, q.limit, pageField), limit };
}

/**
 * The page shown from the rows a window read (newest first, one more than `limit` when more follow in
 * that direction), with the places of its last and first rows for 'Siguiente' and 'Anterior'.
 */
export function pageOf<T>(rows: T[], window: PlaceWindow, limit: number, place: (row: T) => Place): { items: T[]; siguiente: string | null; anterior: string | null } {
  const beyond = rows.length > limit;
  const before = 'before' in window;
  const items = before ? rows.slice(beyond ? 1 : 0) : rows.slice(0, limit);
  const first = items[0];
  const last = items[items.length - 1];
  const earlier = before ? beyond : 'after' in window || window.offset > 0;
  return {
    items,
    siguiente: last !== undefined && (before || beyond) ? placeText(place(last)) : null,
    anterior: first !== undefined && earlier ? placeText(place(first)) : null,
  };
}

/** Two places in their natural order (instant, then tie-break): what a list newest first shows in reverse. */
export const ascending = (a: Place, b: Place): number => (a.at === b.at ? (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0) : a.at < b.at ? -1 : 1);

/**
 * The rows of an in-memory list, sorted as shown, that a window reads: the ports' memory doubles use it.
 * `shown` compares two places in the list's order (newest first unless said).
 */
export function windowRows<T>(sorted: T[], window: PlaceWindow, place: (row: T) => Place, shown: (a: Place, b: Place) => number = (a, b) => ascending(b, a)): T[] {
  if ('after' in window) return sorted.filter((r) => shown(place(r), window.after) > 0).slice(0, window.limit);
  if ('before' in window) return sorted.filter((r) => shown(place(r), window.before) < 0).slice(-window.limit);
  return sorted.slice(window.offset, window.offset + window.limit);
}
