/**
 * Calendar feeds: iCal (RFC 5545) calendars of championship races and free events, public and per
 * driver behind a secret address. The only file other modules, the HTTP assembly and the CLI import.
 */
export type { RaceSource, EventSource, CalendarRace, CalendarEvent } from './application/ports/schedule.port.js';
export type { AccountDirectory as CalendarAccounts } from './application/ports/account-directory.port.js';
export { calendarRoutes } from './adapters/http/calendar.routes.js';
export { calendarModule } from './calendar.container.js';
/** Calendar's public tokens; its token store stays private (calendar.private-tokens.ts). */
export { CALENDAR } from './calendar.tokens.js';
