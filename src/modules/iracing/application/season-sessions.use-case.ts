import type { SeasonSessionsAnswer, SeasonSessionView } from '../../../contracts/iracing.contract.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, championshipWithoutSeason, IracingNotFound, seasonUnknown } from '../domain/iracing.errors.js';
import { matchSessions } from '../domain/season-matching.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { ResultsStore, SeasonChampionships } from './ports/other-modules.port.js';

/**
 * A championship's iRacing season as its admin screen lists it: each session imported (to which race
 * and session), waiting for results, failed (with why), or matched to no race.
 */
export class ListSeasonSessions {
  constructor(private readonly deps: { api: IracingApi; results: ResultsStore; ledger: SyncLedger; championships: SeasonChampionships }) {}

  async execute(actor: Actor, campeonatoId: string): Promise<SeasonSessionsAnswer> {
    assertAdmin(actor);
    const championship = await this.deps.championships.find(campeonatoId);
    if (!championship) throw championshipNotFound();
    const { iracingLigaId: ligaId, iracingTemporadaId: temporadaId } = championship;
    if (ligaId === null || temporadaId === null) throw championshipWithoutSeason();
    const sessions = await this.deps.api.seasonSessions(ligaId, temporadaId).catch((err: unknown) => {
      if (err instanceof IracingNotFound) throw seasonUnknown(ligaId, temporadaId);
      throw err;
    });
    const ids = sessions.map((s) => s.subsessionId);
    const [imported, failures] = await Promise.all([this.deps.results.imported.find(ids), this.deps.ledger.sessionFailures(ids)]);
    const byId = new Map(imported.map((e) => [e.subsessionId, e]));
    const circuits = new Map(championship.carreras.map((r) => [r.id, r.circuito]));
    const sesiones: SeasonSessionView[] = matchSessions(sessions, championship.carreras).map(({ session, carreraId, sesion }) => {
      const event = byId.get(session.subsessionId);
      const base = { subsessionId: session.subsessionId, lanzada: session.launchAt, pista: session.track, tieneResultados: session.hasResults };
      if (event) {
        return { ...base, estado: 'importada', carreraId: event.carreraId, circuito: event.carreraId ? (circuits.get(event.carreraId) ?? null) : null, sesion: event.sesion, eventoId: event.id, motivo: null };
      }
      const failure = failures.get(session.subsessionId) ?? null;
      const estado = !session.hasResults ? 'esperando' : failure ? 'fallida' : carreraId ? 'esperando' : 'sin-carrera';
      return { ...base, estado, carreraId, circuito: carreraId ? (circuits.get(carreraId) ?? null) : null, sesion, eventoId: null, motivo: failure };
    });
    return { ligaId, temporadaId, sesiones, carreras: championship.carreras.map((r) => ({ id: r.id, circuito: r.circuito, inicio: r.inicio })) };
  }
}
