import { leagueIdSchema, type LeagueSeasonsAnswer } from '../../../contracts/iracing.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { IracingNotFound, leagueUnknown } from '../domain/iracing.errors.js';
import type { IracingApi } from './ports/iracing-api.port.js';

/** The seasons of an iRacing league, for the championship form's choice: active ones first. */
export class ListLeagueSeasons {
  constructor(private readonly deps: { api: IracingApi }) {}

  async execute(actor: Actor, ligaId: unknown): Promise<LeagueSeasonsAnswer> {
    assertAdmin(actor);
    const id = parseOrThrow(leagueIdSchema, ligaId);
    const seasons = await this.deps.api.leagueSeasons(id).catch((err: unknown) => {
      if (err instanceof IracingNotFound) throw leagueUnknown(id);
      throw err;
    });
    return { temporadas: seasons.sort((a, b) => Number(b.activa) - Number(a.activa) || b.id - a.id) };
  }
}
