/** How public pages write a penalty and a driver of the decision log: one wording for the site and the overlays. */
import type { PenaltyView, ReportDriverView } from './stewarding.views.js';

/** A driver of a report or penalty by name; an account deleted since reads so. */
export const driverName = (d: ReportDriverView | null) => (d ? `${d.nombre} ${d.apellido}`.trim() : 'Cuenta eliminada');

/** 'Pérdida de posiciones: 3 posiciones · en Carrera sprint (sesión 1) · 2 puntos de licencia'. */
export function penaltyText(p: PenaltyView): string {
  const amount =
    p.tipo === 'tiempo' && p.segundos !== null
      ? `${p.segundos} ${p.segundos === 1 ? 'segundo' : 'segundos'}`
      : p.tipo === 'posiciones' && p.posiciones !== null
        ? `${p.posiciones} ${p.posiciones === 1 ? 'posición' : 'posiciones'}`
        : p.tipo === 'puntos' && p.puntos !== null
          ? `${p.puntos} ${p.puntos === 1 ? 'punto' : 'puntos'} de campeonato`
          : null;
  const licence = p.puntosLicencia > 0 ? `${p.puntosLicencia} ${p.puntosLicencia === 1 ? 'punto' : 'puntos'} de licencia` : null;
  // Named only when the stewards chose an event; otherwise it acts on the round's main race.
  const n = p.sesion;
  const inSession = n ? ` (sesión ${n})` : '';
  const target = p.evento ? `en ${p.evento}${inSession}` : n ? `en la carrera de la sesión ${n}` : null;
  return [amount ? `${p.descripcion}: ${amount}` : p.descripcion, target, licence].filter(Boolean).join(' · ');
}
