import { setRoundOrderSchema } from '../../../contracts/championships.contract.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { raceStartInstant } from '../domain/championship.entity.js';
import { championshipNotFound, roundOrderAgainstCalendar, roundOrderMismatch } from '../domain/championships.errors.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { ListRaces, type RaceListItem } from './list-races.use-case.js';

/**
 * PUT /api/campeonatos/{id}/orden-rondas: an admin numbers the rounds (docs/adr/0014). The list is every
 * race of the championship once, and follows the calendar: the order only decides between races that
 * start at the same instant. Answers the championship's races in their new order.
 */
export class SetRoundOrder {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; tx: TransactionRunner }) {}

  async execute(actor: Actor, campeonatoId: string, raw: unknown): Promise<RaceListItem[]> {
    assertAdmin(actor);
    const { carreraIds } = parseOrThrow(setRoundOrderSchema, raw ?? {});
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.championships.lockById(campeonatoId, trx))) throw championshipNotFound();
      const races = new Map((await this.deps.races.list({ campeonatoId }, trx)).map((r) => [r.id, r]));
      if (carreraIds.length !== races.size || new Set(carreraIds).size !== races.size || carreraIds.some((id) => !races.has(id))) throw roundOrderMismatch();
      const ordered = carreraIds.map((id) => races.get(id)!);
      ordered.forEach((race, i) => {
        const before = ordered[i - 1];
        if (before && raceStartInstant(before).getTime() > raceStartInstant(race).getTime()) throw roundOrderAgainstCalendar(before.circuito, race.circuito);
      });
      for (const [i, race] of ordered.entries()) if (race.ordenRonda !== i + 1) await this.deps.races.update(race.id, { ordenRonda: i + 1 }, trx);
    });
    return new ListRaces(this.deps).execute({ campeonatoId, strict: true });
  }
}
