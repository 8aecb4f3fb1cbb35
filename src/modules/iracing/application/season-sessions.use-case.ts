import type { SeasonSessionsAnswer } from '../../../contracts/iracing.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, championshipWithoutSeason, IracingNotFound, seasonUnknown } from '../domain/iracing.errors.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import { surveySeason } from './season-survey.js';
import type { ResultsStore, SeasonChampionships } from './ports/other-modules.port.js';

/**
 * A championship's iRacing season as its admin screen lists it: each session imported (to which race
 * and session), to import, held by a sync, waiting for results, failed (with why), or matched to no
 * race, with the counts a sync's report gives (season-survey.ts).
 */
export class ListSeasonSessions {
  constructor(private readonly deps: { api: IracingApi; results: ResultsStore; ledger: SyncLedger; championships: SeasonChampionships; clock: Clock }) {}

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
    const survey = await surveySeason(this.deps, championship, sessions);
    return { ligaId, temporadaId, ...survey, carreras: championship.carreras.map((r) => ({ id: r.id, circuito: r.circuito, inicio: r.inicio })) };
  }
}
