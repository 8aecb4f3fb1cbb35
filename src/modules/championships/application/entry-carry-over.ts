import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

/**
 * `CHAMPIONSHIPS.EntryCarryOver`: the next season starts with the last one's teams (names only, no
 * drivers) and its reserved car numbers, each for its driver. Copying twice changes nothing; a team
 * already there (accent- and case-blind) or a number already held in the new championship is kept as
 * it is, and a driver who already has a number there keeps his. Runs under the new championship's lock.
 */
export class EntryCarryOver {
  constructor(
    private readonly deps: { championships: ChampionshipRepository; carNumbers: CarNumberRepository; teams: TeamRepository; clock: Clock; newId: IdGenerator; tx: TransactionRunner },
  ) {}

  /** In the caller's transaction when given one (the next edition is made in one), else in its own. */
  async copy(fromChampionshipId: string, toChampionshipId: string, outer?: Transaction): Promise<void> {
    const work = async (trx: Transaction) => {
      if (!(await this.deps.championships.findById(fromChampionshipId, trx))) throw championshipNotFound();
      if (!(await this.deps.championships.lockById(toChampionshipId, trx))) throw championshipNotFound();
      const now = this.deps.clock.now().toISOString();
      for (const team of await this.deps.teams.teamsOf(fromChampionshipId, trx)) {
        if (await this.deps.teams.findByKey(toChampionshipId, team.clave, trx)) continue;
        await this.deps.teams.insertTeam({ id: this.deps.newId(), campeonatoId: toChampionshipId, nombre: team.nombre, clave: team.clave, createdAt: now }, trx);
      }
      for (const number of await this.deps.carNumbers.listFor(fromChampionshipId, trx)) {
        if (!number.reservado) continue;
        if (await this.deps.carNumbers.findNumber(toChampionshipId, number.numero, trx)) continue;
        if (await this.deps.carNumbers.find(toChampionshipId, number.userId, trx)) continue;
        await this.deps.carNumbers.save({ id: this.deps.newId(), campeonatoId: toChampionshipId, userId: number.userId, numero: number.numero, reservado: true, createdAt: now }, trx);
      }
    };
    await (outer ? work(outer) : this.deps.tx.run(work));
  }
}
