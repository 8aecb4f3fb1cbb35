import { formatDay } from '@/lib/format';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';

export const NO_LIMIT = 'Sin límite';
export const DETAILS_PREVIEW_LENGTH = 100;

/** Event days are calendar days (midnight UTC of the day): shown as that day (spec 1 §9). */
export const eventDate = (event: Pick<SingleEvent, 'fechaInicio'>) => formatDay(event.fechaInicio);

export const eventTime = (event: Pick<SingleEvent, 'horaInicio'>) => event.horaInicio ?? 'No especificada';

/** '3 / 20', or '3 / Sin límite' without a maximum. */
export const placesText = (event: Pick<SingleEvent, 'participantes' | 'participantesMaximos'>) =>
  `${event.participantes.length} / ${event.participantesMaximos ?? NO_LIMIT}`;

export const isFull = (event: Pick<SingleEvent, 'participantes' | 'participantesMaximos'>) =>
  event.participantesMaximos !== null && event.participantes.length >= event.participantesMaximos;

/**
 * Full as `viewerId` sees it: sign-ups plus the waiting list ahead of him (a freed place is the
 * queue's until offered); a driver offered a place finds it his.
 */
export function isFullFor(event: Pick<SingleEvent, 'participantes' | 'participantesMaximos' | 'listaEspera'>, viewerId: string | null): boolean {
  if (event.participantesMaximos === null) return false;
  const own = event.listaEspera.find((w) => w.id === viewerId);
  if (own?.ofertaVenceEn) return false;
  const others = event.listaEspera.filter((w) => w.id !== viewerId).length;
  return event.participantes.length + others >= event.participantesMaximos;
}

export const hasStarted = (event: Pick<SingleEvent, 'inicio'>, now = Date.now()) => Date.parse(event.inicio) <= now;

/** The first 100 characters, cut with an ellipsis (spec 1 §9). */
export function truncate(text: string, length = DETAILS_PREVIEW_LENGTH): string {
  const clean = text.trim();
  return clean.length > length ? `${clean.slice(0, length).trimEnd()}…` : clean;
}

/** One paragraph per line of the text, blank lines dropped. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
