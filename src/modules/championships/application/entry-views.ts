import type { AdminEntryView, AdminWaitingDriverView, EnteredDriverView, EntrySuspensionView, EntryView, WaitingDriverView } from '../../../contracts/entries.views.js';
import { offerIsLive, type WaitlistEntry } from '../domain/waitlist.js';
import type { Enrolment } from './ports/enrolment.repository.port.js';
import type { Entrant } from './ports/entrant-directory.port.js';

export type { AdminEntryView, EntryView };

/** The public card: name, avatar and iRacing id; never the e-mail. */
export function toEntryView(userId: string, entrant: Entrant | undefined): EntryView {
  if (!entrant) return { usuarioId: userId, nombre: 'Cuenta eliminada', apellido: '', username: null, avatarUrl: null, iracingId: null, perfilPublico: false };
  return {
    usuarioId: entrant.id,
    nombre: entrant.nombre,
    apellido: entrant.apellido,
    username: entrant.deleted ? null : entrant.username,
    avatarUrl: entrant.deleted ? null : entrant.avatarUrl,
    iracingId: entrant.deleted ? null : entrant.iracingId,
    perfilPublico: !entrant.deleted,
  };
}

/** An entered driver's number and team, as the entry lists read them. */
export interface DriverDetails {
  numeroAuto: number | null;
  numeroReservado: boolean;
  equipo: string | null;
  suspensiones: EntrySuspensionView[];
}

export const NO_DETAILS: DriverDetails = { numeroAuto: null, numeroReservado: false, equipo: null, suspensiones: [] };

export function toEnteredView(userId: string, entrant: Entrant | undefined, details: DriverDetails = NO_DETAILS): EnteredDriverView {
  return { ...toEntryView(userId, entrant), numeroAuto: details.numeroAuto, equipo: details.equipo, suspensiones: details.suspensiones };
}

export function toAdminEntryView(enrolment: Enrolment, entrant: Entrant | undefined, pagoId: string | null, details: DriverDetails = NO_DETAILS): AdminEntryView {
  return {
    ...toEnteredView(enrolment.userId, entrant, details),
    numeroReservado: details.numeroReservado,
    inscripcionId: enrolment.id,
    email: entrant?.email ?? '',
    fechaInscripcion: enrolment.createdAt,
    origen: enrolment.origen,
    pagoId,
  };
}

export function toWaitingView(entry: WaitlistEntry, posicion: number, entrant: Entrant | undefined): WaitingDriverView {
  return { ...toEntryView(entry.userId, entrant), posicion };
}

export function toAdminWaitingView(entry: WaitlistEntry, posicion: number, entrant: Entrant | undefined, now: Date): AdminWaitingDriverView {
  return { ...toWaitingView(entry, posicion, entrant), email: entrant?.email ?? '', fechaSolicitud: entry.createdAt, ofertaVenceEn: offerIsLive(entry, now) ? entry.ofertaVenceEn : null };
}
