import type { ServiceIdentifier } from 'inversify';
import { DomainError } from '../../../../platform/errors.js';
import type { CHAMPIONSHIPS } from '../../../championships/index.js';
import type { ChampionshipCatalog, ChampionshipSummary } from '../../application/ports/championship-catalog.port.js';

type GetChampionship = (typeof CHAMPIONSHIPS)['GetChampionship'] extends ServiceIdentifier<infer T> ? T : never;

/** ChampionshipCatalog answered by the championships module's public read. */
export class ChampionshipsCatalog implements ChampionshipCatalog {
  constructor(private readonly getChampionship: Pick<GetChampionship, 'execute'>) {}

  async find(id: string): Promise<ChampionshipSummary | null> {
    try {
      const c = await this.getChampionship.execute(id);
      return { id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, precioCentavos: Math.round(c.precio * 100) };
    } catch (err) {
      if (err instanceof DomainError && err.code === 'CHAMPIONSHIP_NOT_FOUND') return null;
      throw err;
    }
  }
}
