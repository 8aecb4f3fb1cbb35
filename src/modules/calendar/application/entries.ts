import { mexicoCityInstant } from '../../../contracts/formats.js';
import { raceTitle, scheduledEnd, sessionsText } from '../../../contracts/calendar.js';
import type { CalendarEntry } from '../domain/calendar-entry.js';
import type { CalendarEvent, CalendarRace } from './ports/schedule.port.js';

/** The site the entries link to (PUBLIC_URL, no trailing slash). */
export interface Site {
  publicUrl: string;
}

// Feeds convert hundreds of races, most of them on a handful of days and times; the zone arithmetic
// is the costly part, so each day and time is converted once (bounded).
const starts = new Map<string, number>();
function startOf(day: string, time: string | null): Date {
  const key = `${day.slice(0, 10)}|${time ?? ''}`;
  let ms = starts.get(key);
  if (ms === undefined) {
    ms = mexicoCityInstant(day, time).getTime();
    if (starts.size >= 10_000) starts.clear();
    starts.set(key, ms);
  }
  return new Date(ms);
}

function describe(sessions: string, url: string): string {
  return [sessions, `Más información: ${url}`].filter(Boolean).join('\n');
}

/**
 * One entry per race. Each is numbered within its championship by start ('Fecha 2'), so the races
 * given must be whole championships, or each championship's races from a day on with `earlier`
 * saying how many of its races come before that day.
 */
export function raceEntries(races: CalendarRace[], site: Site, earlier: ReadonlyMap<string, number> = new Map()): CalendarEntry[] {
  const startOfRace = new Map(races.map((r) => [r.id, startOf(r.fechaInicio, r.horaInicio)]));
  const rounds = new Map<string, number>();
  const byChampionship = new Map<string, CalendarRace[]>();
  for (const r of races) byChampionship.set(r.campeonatoId, [...(byChampionship.get(r.campeonatoId) ?? []), r]);
  for (const group of byChampionship.values()) {
    group
      .sort((a, b) => startOfRace.get(a.id)!.getTime() - startOfRace.get(b.id)!.getTime() || a.circuito.localeCompare(b.circuito))
      .forEach((r, i) => rounds.set(r.id, (earlier.get(r.campeonatoId) ?? 0) + i + 1));
  }
  return races.map((r) => {
    const start = startOfRace.get(r.id)!;
    const url = `${site.publicUrl}/campeonatos/${encodeURIComponent(r.campeonatoId)}`;
    return {
      uid: `carrera-${r.id}@parrilla`,
      title: raceTitle(r.nombreCampeonato, rounds.get(r.id)!, r.circuito),
      start,
      end: scheduledEnd(start, r),
      url,
      location: r.circuito || null,
      description: describe(sessionsText(r), url),
      lastModified: new Date(r.updatedAt),
      cancelled: r.estado === 'cancelada',
    };
  });
}

/** One entry per free event; events have no circuit of their own. */
export function eventEntries(events: CalendarEvent[], site: Site): CalendarEntry[] {
  return events.map((e) => {
    const start = startOf(e.fechaInicio, e.horaInicio);
    const url = `${site.publicUrl}/eventos-unicos/${encodeURIComponent(e.id)}`;
    return {
      uid: `evento-${e.id}@parrilla`,
      title: e.nombre,
      start,
      end: scheduledEnd(start, e),
      url,
      location: null,
      description: describe(sessionsText(e), url),
      lastModified: new Date(e.updatedAt),
      cancelled: false,
    };
  });
}
