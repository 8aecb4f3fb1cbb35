import type { AdminEntryView, AdminWaitingDriverView, EntryView, WaitingDriverView } from '../../../contracts/entries.views.js';
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

export function toAdminEntryView(enrolment: Enrolment, entrant: Entrant | undefined, pagoId: string | null): AdminEntryView {
  return {
    ...toEntryView(enrolment.userId, entrant),
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
