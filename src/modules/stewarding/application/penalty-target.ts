import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';

const lower = (s: string) => s.trim().toLocaleLowerCase('es-MX');

/**
 * Checks the scored session and event a penalty names against the championship's scoring
 * configuration for that round, and answers the event with the configuration's spelling. Nothing
 * named: the round's main race. Refusals name the field (`sancion.sesion`, `sancion.evento`).
 */
export async function checkPenaltyTarget(
  events: ScoredEventDirectory,
  where: { campeonatoId: string; carreraId: string },
  target: { sesion: number | null; evento: string | null },
): Promise<{ sesion: number | null; evento: string | null }> {
  // Every penalty is checked here before it is written: none in a closed season (docs/adr/0033).
  await events.assertOpen?.(where.campeonatoId);
  if (target.sesion === null && target.evento === null) return target;
  const round = await events.outline(where.campeonatoId, where.carreraId);
  // The race belongs to the championship (checked before); a race gone meanwhile has no sessions.
  const sessions = round?.sesiones ?? [];
  const ronda = round?.ronda ?? 0;
  const refuse = (field: 'sesion' | 'evento', message: string) => new ValidationError(message, { [`sancion.${field}`]: message });

  const inSession = target.sesion === null ? sessions : sessions.filter((s) => s.sesion === target.sesion);
  if (target.sesion !== null && inSession.length === 0) throw refuse('sesion', REPORT_MSG.sessionNotInRound(target.sesion, ronda, sessions.length));
  if (target.evento === null) {
    if (!inSession.some((s) => s.eventos.some((e) => e.tipo === 'posicion' && e.sesionIracing === 'race'))) throw refuse('evento', REPORT_MSG.noMainRaceInSession(target.sesion!));
    return target;
  }
  const found = inSession.flatMap((s) => s.eventos).find((e) => lower(e.nombre) === lower(target.evento!));
  if (!found) throw refuse('evento', target.sesion !== null ? REPORT_MSG.eventNotInSession(target.evento, target.sesion) : REPORT_MSG.eventNotInRound(target.evento, ronda));
  return { sesion: target.sesion, evento: found.nombre };
}
