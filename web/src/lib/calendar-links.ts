import {
  championshipCalendarPath,
  eventCalendarPath,
  googleCalendarLink,
  googleSubscribeLink,
  PUBLIC_CALENDAR_PATH,
  raceTitle,
  scheduledEnd,
  sessionsText,
} from '@contracts/calendar';
import type { ChampionshipView } from '@contracts/championships.views';
import type { SingleEventView } from '@contracts/single-events.views';
import { formatDayWithWeekday } from './format';

/** What the 'Añadir a mi calendario' and 'Google Calendar' buttons of a page point at. */
export interface CalendarLinks {
  /** The .ics of the championship or the event, on this site. */
  ics: string;
  /** Google Calendar's link and a sentence saying what it adds. */
  google: { href: string; hint: string };
}

function details(sessions: string, pageUrl: string): string {
  return [sessions, `Más información: ${pageUrl}`].filter(Boolean).join('\n');
}

/**
 * A championship's calendar: the .ics of all its races, and in Google Calendar its next race (the
 * first that has not started) or, when none is left, a subscription to the whole feed.
 */
export function championshipCalendarLinks(c: Pick<ChampionshipView, 'id' | 'nombreCampeonato' | 'carreras'>, origin: string, now: number): CalendarLinks {
  const ics = championshipCalendarPath(c.id);
  const pageUrl = `${origin}/campeonatos/${encodeURIComponent(c.id)}`;
  const index = c.carreras.findIndex((r) => new Date(r.inicio).getTime() > now);
  const race = index >= 0 ? c.carreras[index] : undefined;
  if (!race) return { ics, google: { href: googleSubscribeLink(`${origin}${ics}`), hint: 'Google Calendar se suscribe al calendario del campeonato.' } };
  const start = new Date(race.inicio);
  return {
    ics,
    google: {
      href: googleCalendarLink({
        title: raceTitle(c.nombreCampeonato, index + 1, race.circuito),
        start,
        end: scheduledEnd(start, race),
        details: details(sessionsText(race), pageUrl),
        location: race.circuito,
      }),
      hint: `Google Calendar añade la próxima carrera: Fecha ${index + 1}, ${formatDayWithWeekday(race.fechaInicio)}.`,
    },
  };
}

/** A free event's calendar: its .ics, and the event itself in Google Calendar. */
export function eventCalendarLinks(e: Pick<SingleEventView, 'id' | 'nombre' | 'inicio' | 'hasPractice' | 'practiceDuration' | 'hasQualy' | 'qualyDuration' | 'hasRace' | 'raceDuration'>, origin: string): CalendarLinks {
  const start = new Date(e.inicio);
  const pageUrl = `${origin}/eventos-unicos/${encodeURIComponent(e.id)}`;
  return {
    ics: eventCalendarPath(e.id),
    google: {
      href: googleCalendarLink({ title: e.nombre, start, end: scheduledEnd(start, e), details: details(sessionsText(e), pageUrl) }),
      hint: 'Los horarios se ajustan a la zona horaria de tu calendario.',
    },
  };
}

/** The league's calendar: every upcoming championship race and free event, as a feed to subscribe to. */
export function leagueCalendarLinks(origin: string): CalendarLinks {
  return {
    ics: PUBLIC_CALENDAR_PATH,
    google: { href: googleSubscribeLink(`${origin}${PUBLIC_CALENDAR_PATH}`), hint: 'Google Calendar se suscribe al calendario de la liga y lo mantiene al día.' },
  };
}
