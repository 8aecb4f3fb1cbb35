/**
 * Messages and constants of championships and races without the schemas, so public pages can use
 * them without loading zod.
 */
export const CHAMPIONSHIP_MSG = {
  nameRequired: 'El nombre del campeonato es obligatorio',
  categoryRequired: 'La categoría es obligatoria',
  detailsRequired: 'Los detalles del campeonato son obligatorios',
  startRequired: 'La fecha de inicio es obligatoria',
  endRequired: 'La fecha de fin es obligatoria',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  capacityRange: 'Los participantes máximos deben estar entre 1 y 100',
  priceMin: 'El precio debe ser mayor o igual a 0',
  invalidDate: 'Fecha inválida',
  enrolRequired: 'Debes seleccionar un campeonato y un usuario',
  enrolled: 'Usuario inscrito correctamente en el campeonato.',
  reportWindow: 'El plazo para reportar incidentes debe ser un número entero de horas entre 1 y 720',
  offerHours: 'El plazo para aceptar un lugar debe ser un número entero de horas entre 1 y 336',
  attendanceLimit: 'El máximo de bajas o de ausencias debe ser un número entero entre 0 y 100, o vacío para no marcar a nadie',
  colorInvalid: 'Escribe el color como #RRGGBB, por ejemplo #E10600.',
  pageStart: 'El inicio de la página debe ser un número entero de 0 en adelante.',
  pageStartTooFar: 'Esa página está demasiado lejos para pedirla por posición: avanza con «Ver más» desde la página anterior.',
  formKeyInvalid: 'La clave del formulario no es válida: recarga la página y vuelve a intentarlo.',
  alreadyCreated: 'Este campeonato ya se creó: el formulario se envió más de una vez. Búscalo en la lista de campeonatos.',
  teamSize: 'El máximo de pilotos por equipo debe ser un número entero entre 1 y 50, o vacío para no limitarlo',
  upcomingCount: 'Se muestran de 1 a 20 próximas carreras.',
} as const;

/** `GET /api/carreras?proximas=N`: at most `max` of the next races (the admin dashboard shows `dashboard`). */
export const UPCOMING_RACES = { max: 20, dashboard: 5 } as const;

/** Hours after a race's start during which drivers may report its incidents (DOMAIN-RULES §6, ADR 0012). */
export const REPORT_WINDOW_HOURS = { min: 1, max: 720, default: 72 } as const;

/** Hours a driver has to take a place offered from the waiting list (issue #30). */
export const OFFER_HOURS = { min: 1, max: 336, default: 48 } as const;

export const RACE_MSG = {
  championshipRequired: 'Debes seleccionar un campeonato.',
  circuitRequired: 'El circuito es obligatorio',
  dateRequired: 'La fecha de la carrera es obligatoria',
  timeFormat: 'La hora debe tener el formato HH:MM',
  minZero: 'Debe ser un número mayor o igual a 0',
  weather: 'El clima debe ser Soleado, Lluvioso, Nublado o Variable',
  estado: 'Estado de carrera inválido',
  incidentsMax: 'El límite de incidentes debe ser como máximo 1000',
  videosMax: 'Como máximo 20 enlaces de video por carrera',
  videoInvalid: 'El enlace del video no es válido: debe ser una dirección que empiece con http:// o https://',
  videoTooLong: 'El enlace del video es demasiado largo (máximo 500 caracteres)',
} as const;

/** Upper bounds of a race's numbers and lists. */
export const RACE_LIMITS = { incidents: 1000, videos: 20 } as const;

export const CLIMAS = ['Soleado', 'Lluvioso', 'Nublado', 'Variable'] as const;
export type Clima = (typeof CLIMAS)[number];
export const RACE_STATES = ['pendiente', 'activa', 'finalizada', 'cancelada'] as const;
export type RaceState = (typeof RACE_STATES)[number];
export const RACE_STATE_LABELS: Record<RaceState, string> = { pendiente: 'Pendiente', activa: 'Activa', finalizada: 'Finalizada', cancelada: 'Cancelada' };
export const DEFAULT_RACE_INCIDENTS = 3;
/** What a prize not yet set reads. */
export const DEFAULT_PRIZE = 'Por definir';

/** The five championships of a season, as the introduction names them. */
export const CATEGORIES = ['Óvalos', 'Fórmulas', 'Deportivos', 'Multiclase', 'IndyCar'] as const;

/** Why a video link typed by an admin cannot be kept, or null when it can (an empty field is no link). */
export function videoLinkProblem(value: unknown): string | null {
  if (typeof value !== 'string') return RACE_MSG.videoInvalid;
  const link = value.trim();
  if (link === '') return null;
  if (link.length > 500) return RACE_MSG.videoTooLong;
  if (/\s/.test(link) || !/^https?:\/\//i.test(link)) return RACE_MSG.videoInvalid;
  try {
    return new URL(link).hostname ? null : RACE_MSG.videoInvalid;
  } catch {
    return RACE_MSG.videoInvalid;
  }
}

/** The 11-character YouTube id of a video link, or null: only such ids are embedded. */
export function youtubeIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(parsed.pathname);
      id = match?.[2] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

export { placesText } from './championship-places.js';
