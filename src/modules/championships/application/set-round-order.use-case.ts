import { setRoundOrderSchema } from '../../../contracts/championships.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { raceStartInstant } from '../domain/championship.entity.js';
import { championshipNotFound, roundOrderAgainstCalendar, roundOrderMismatch } from '../domain/championships.errors.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { championshipObject, raceObject } from './audit-objects.js';
import { ListRaces, type RaceListItem } from './list-races.use-case.js';

/**
 * PUT /api/campeonatos/{id}/orden-rondas: an admin numbers the rounds (docs/adr/0014). The list is every
 * race of the championship once, and follows the calendar: the order only decides between races that
 * start at the same instant. Answers the championship's races in their new order.
 */
export class SetRoundOrder {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, raw: unknown): Promise<RaceListItem[]> {
    assertAdmin(actor);
    const { carreraIds } = parseOrThrow(setRoundOrderSchema, raw ?? {});
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const races = new Map((await this.deps.races.list({ campeonatoId }, trx)).map((r) => [r.id, r]));
      if (carreraIds.length !== races.size || new Set(carreraIds).size !== races.size || carreraIds.some((id) => !races.has(id))) throw roundOrderMismatch();
      const ordered = carreraIds.map((id) => races.get(id)!);
      ordered.forEach((race, i) => {
        const before = ordered[i - 1];
        if (before && raceStartInstant(before).getTime() > raceStartInstant(race).getTime()) throw roundOrderAgainstCalendar(before.circuito, race.circuito);
      });
      const moved = [...ordered.entries()].filter(([i, race]) => race.ordenRonda !== i + 1);
      for (const [i, race] of moved) await this.deps.races.update(race.id, { ordenRonda: i + 1 }, trx);
      // The same order again changes nothing and records nothing.
      // Each round named by its circuit and day; two of them on one circuit and day (a double header) keep their ids too.
      const names = ordered.map((race) => raceObject(race).nombre!);
      const label = (race: (typeof ordered)[number]) => (names.filter((n) => n === raceObject(race).nombre).length > 1 ? `${raceObject(race).nombre} (${race.id})` : raceObject(race).nombre!);
      const antes = Object.fromEntries(moved.map(([, race]) => [label(race), race.ordenRonda ?? null]));
      const despues = Object.fromEntries(moved.map(([i, race]) => [label(race), i + 1]));
      if (moved.length > 0) await this.deps.audit.record(staffChange(actor, 'campeonato.orden-de-rondas', championshipObject(championship), antes, despues), trx);
    });
    return new ListRaces(this.deps).execute({ campeonatoId, strict: true });
  }
}
