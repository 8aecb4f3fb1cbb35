/**
 * Whether the page shows answers the service worker kept because the network did not answer
 * (docs/adr/0055), and from when: the API client reports each answer, the banner shows the oldest.
 */

/** The header the worker stamps on a kept answer: when it came from the server (ms since the epoch). */
export const KEPT_AT_HEADER = 'x-parrilla-guardado';

type Listener = () => void;
const listeners = new Set<Listener>();
let keptAt: number | null = null;

/**
 * An answer arrived: `at` is when the server gave it (the worker's stamp on a kept copy), or null for
 * a fresh one from the server (the connection is back: the page's data is current again).
 */
export function answerShown(at: number | null): void {
  const next = at === null || !Number.isFinite(at) ? null : keptAt === null ? at : Math.min(keptAt, at);
  if (next === keptAt) return;
  keptAt = next;
  listeners.forEach((listener) => listener());
}

export function onKeptData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest kept answer on the page was read, or null when every answer is fresh. */
export const keptDataAt = (): number | null => keptAt;

// Made when the banner first shows, not as the page loads: a formatter of Mexico City's hours costs the
// first screen its time-zone and locale data, and most loads never show the banner.
let clock: Intl.DateTimeFormat | undefined;

/** 'Sin conexión: datos de las 18:40': the hour (Mexico City) the kept data was read. */
export function offlineBannerText(at: number): string {
  clock ??= new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `Sin conexión: datos de las ${clock.format(at)}`;
}
