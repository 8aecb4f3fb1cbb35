/**
 * A championship's places line on its own, apart from the championships' messages: the home page's
 * championship cards need only this (its JavaScript has a budget, bench/home-bundle.ts).
 */

/**
 * The places line of a championship, the same on its card and its page: the free places
 * the server counted (`cuposDisponibles`: entries, held places and open offers subtracted), one place
 * in the singular, and no free place at all once enrolment is closed.
 */
export function placesText(c: { cuposDisponibles: number; participantesMaximos: number; participantesRegistrados: number; inscripcionAbierta: boolean }): string {
  if (!c.inscripcionAbierta) return `Inscripciones cerradas (${c.participantesRegistrados} de ${c.participantesMaximos} inscritos)`;
  if (c.cuposDisponibles === 0) return `Cupos agotados (0 de ${c.participantesMaximos})`;
  if (c.cuposDisponibles === 1) return `1 cupo disponible de ${c.participantesMaximos}`;
  return `${c.cuposDisponibles} de ${c.participantesMaximos} cupos disponibles`;
}
