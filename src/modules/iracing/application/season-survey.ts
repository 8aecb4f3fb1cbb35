import type { SeasonSessionCounts, SeasonSessionView } from '../../../contracts/iracing.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { SeasonChampionship } from '../../championships/index.js';
import { matchSessions, type SeasonSession } from '../domain/season-matching.js';
import { countSessionStates, sessionState } from './session-states.js';
import { subsessionKey } from './import-subsession.use-case.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { ResultsStore } from './ports/other-modules.port.js';

export interface SeasonSurvey {
  sesiones: SeasonSessionView[];
  resumen: SeasonSessionCounts;
  ocupadasHasta: string | null;
}

/**
 * Each session of a championship's season as it stands now (imported into which race, held by a sync
 * and until when, failed and why …), with the counts: what the admin's list shows and a sync's report
 * counts once its pass is over, read the same way from the same records.
 */
export async function surveySeason(
  deps: { results: ResultsStore; ledger: SyncLedger; clock: Clock },
  championship: Pick<SeasonChampionship, 'carreras'>,
  sessions: readonly SeasonSession[],
): Promise<SeasonSurvey> {
  const ids = sessions.map((s) => s.subsessionId);
  const [imported, failures] = await Promise.all([deps.results.imported.find(ids), deps.ledger.sessionFailures(ids)]);
  const byId = new Map(imported.map((e) => [e.subsessionId, e]));
  const open = sessions.filter((s) => s.hasResults && !byId.has(s.subsessionId)).map((s) => subsessionKey(s.subsessionId));
  const leases = open.length ? await deps.ledger.activeLeases(open, deps.clock.now()) : new Map<string, Date>();
  const circuits = new Map(championship.carreras.map((r) => [r.id, r.circuito]));
  const sesiones: SeasonSessionView[] = matchSessions(sessions, championship.carreras).map((match) => {
    const { session, carreraId, sesion } = match;
    const event = byId.get(session.subsessionId);
    const failure = failures.get(session.subsessionId) ?? null;
    const lease = leases.get(subsessionKey(session.subsessionId)) ?? null;
    const estado = sessionState(match, { imported: Boolean(event), failure, held: lease !== null });
    const base = { subsessionId: session.subsessionId, lanzada: session.launchAt, pista: session.track, tieneResultados: session.hasResults, estado };
    if (event) {
      return { ...base, carreraId: event.carreraId, circuito: event.carreraId ? (circuits.get(event.carreraId) ?? null) : null, sesion: event.sesion, eventoId: event.id, motivo: null, ocupadaHasta: null };
    }
    return {
      ...base,
      carreraId,
      circuito: carreraId ? (circuits.get(carreraId) ?? null) : null,
      sesion,
      eventoId: null,
      motivo: failure,
      ocupadaHasta: estado === 'en-curso' && lease ? lease.toISOString() : null,
    };
  });
  const held = sesiones.flatMap((s) => (s.ocupadaHasta ? [s.ocupadaHasta] : [])).sort();
  return { sesiones, resumen: countSessionStates(sesiones.map((s) => s.estado)), ocupadasHasta: held.at(-1) ?? null };
}
